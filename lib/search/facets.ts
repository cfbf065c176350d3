// Where each attribute type lives in the search URLs (recipe and cut search parameters).
export const ATTRIBUTE_PARAM: Record<string, string> = {
  'cooking-method': 'cookingMethods',
  cuisine: 'cuisines',
  'meal-category': 'mealCategories',
  'menu-category': 'menuCategories',
  'recipe-type': 'recipeTypes',
  'special-diet': 'specialDiets',
  'beef-category': 'beefCategories',
  'preferred-cooking-method': 'preferredCookingMethods',
};

export const recipeSearchHref = (param: string, value: string) => `/recipes?${new URLSearchParams({ [param]: value })}`;
export const cutSearchHref = (param: string, value: string) => `/cuts?${new URLSearchParams({ [param]: value })}`;

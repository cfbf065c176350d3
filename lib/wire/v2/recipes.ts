import type { Fields } from '@/lib/wire/v2/fields';
import type { Parts } from '@/lib/wire/v2/parts';

export function recipeSchemas(
  { obj, str, int, num, bool, date, id, slug, list, opt }: Fields,
  {
    links,
    audience,
    grocerySection,
    ingredientType,
    allergen,
    ingredientGroup,
    brand,
    attributeTypeEntry,
    recipeAttributeTypeEntry,
    media,
    mediaListed,
    nutrient,
    collectionRef,
  }: Parts,
) {
  const recipeSummaryCore = {
    recipeID: id(),
    recipeName: str(),
    recipeNameSlug: slug(),
    isOnline: bool(),
    lastModified: date(),
    recipeMeta: str(),
    recipeDescription: str(),
    audience,
    numberOfServings: str(),
    maxNumberOfServingsInt: int(),
    totalRecipeTime: str(),
    maxTotalRecipeTimeMinutes: int(),
    servingSize: str(),
    prepTime: str(),
    maxPrepTimeMinutes: int(),
    cookTime: str(),
    maxCookTimeMinutes: int(),
    isSpanishRecipe: bool(),
    showcaseNutrients: list(nutrient),
    links,
  };
  /** RecipeSummary in search results. */
  const recipeSummary = obj({ ...recipeSummaryCore, kitchenTip: str(), media: list(mediaListed) });
  /** In a recipe collection's `recipes`: no kitchenTip, a sortOrder. */
  const collectionRecipe = obj({ ...recipeSummaryCore, media: list(media), sortOrder: int() });
  /** In a beef cut's `recipeListing`: no kitchenTip. */
  const cutRecipe = obj({ ...recipeSummaryCore, media: list(mediaListed) });
  /** The reduced entry of a beef cut's group listing (`recipeList`). */
  const groupRecipe = obj({
    recipeID: id(),
    recipeName: str(),
    recipeNameSlug: slug(),
    isOnline: bool(),
    recipeMeta: str(),
    recipeDescription: str(),
    recipeType: obj({ recipeTypeName: str(), recipeTypeNameSlug: str() }),
    numberOfServings: str(),
    maxNumberOfServingsInt: int(),
    totalRecipeTime: str(),
    maxTotalRecipeTimeMinutes: int(),
    isSpanishRecipe: bool(),
    showcaseNutrients: list(nutrient),
    media: list(mediaListed),
    links,
  });

  const ingredientRef = obj({
    ingredientID: id(),
    ingredientName: str(),
    ingredientNameSlug: slug(),
    isOnline: bool(),
    links,
  });
  const recipeIngredientIngredient = obj({
    ingredientID: id(),
    ingredientName: str(),
    ingredientNameSlug: slug(),
    isOnline: bool(),
    lastModified: date(),
    isBeefIngredient: bool(),
    isLean: bool(),
    isBeefPrimal: bool(),
    isBeefSubprimal: bool(),
    isBeefSubsection: bool(),
    isBeefFabricatedCut: bool(),
    grocerySection: list(grocerySection),
    ingredientType,
    aliases: list(obj({ aliasName: str(), alsoKnownAsNameSlug: str() })),
    allergens: list(allergen),
    attributes: list(attributeTypeEntry),
    ingredientGroups: list(ingredientGroup),
    links,
    media: list(media),
  });
  const recipeIngredient = obj({
    subheading: str(),
    sortOrder: int(),
    ingredientText: str(),
    cookTip: str(),
    brand: opt(brand),
    quantity: str(),
    // A double, never null: 0 where the line has no quantity (quantity "").
    quantitydouble: num(),
    measurement: str(),
    weight: str(),
    volume: str(),
    ingredient: opt(recipeIngredientIngredient),
    substituteIngredient: list(ingredientRef),
    recipeAsIngredient: opt(
      obj({
        recipeID: id(),
        recipeName: str(),
        recipeNameSlug: slug(),
        isOnline: bool(),
        lastModified: date(),
        audience,
        links,
      }),
    ),
    rollupIngredients: list(ingredientRef),
  });
  const recipeNutritional = obj({
    nutritionalDescription: str(),
    insignificantText: str(),
    dvDietBasisText: str(),
    calorieDietBasisText: str(),
    source: str(),
    isPrimary: bool(),
    nutritionalText: str(),
    nutritionTip: str(),
    leanGroundBeefFeaturedNutritional: bool(),
    leanGroundBeefPercentage: str(),
    nutrients: list(nutrient),
  });
  const recipeFull = obj({
    ...recipeSummaryCore,
    kitchenTip: str(),
    media: list(mediaListed),
    allergens: list(allergen),
    attributes: list(recipeAttributeTypeEntry),
    collections: list(collectionRef),
    ingredients: list(recipeIngredient),
    instructions: list(
      obj({ subheading: str(), sortOrder: int(), instructionText: str(), cookTip: str(), media: list(mediaListed) }),
    ),
    nutritionals: list(recipeNutritional),
  });

  return { recipeSummary, collectionRecipe, cutRecipe, groupRecipe, recipeIngredient, recipeNutritional, recipeFull };
}

export type RecipeSchemas = ReturnType<typeof recipeSchemas>;

import type { Lookups } from '@/lib/wire/v2';

// The master lists as facet options: every search control's options come from here.
export type Option = { value: string; label: string };
export type LookupsView = {
  recipeFacets: Record<
    | 'beefIngredients'
    | 'collections'
    | 'cookingMethods'
    | 'cuisines'
    | 'excludeAllergens'
    | 'mealCategories'
    | 'menuCategories'
    | 'audiences'
    | 'recipeTypes'
    | 'specialDiets'
    | 'goodNutritionals'
    | 'excellentNutritionals',
    Option[]
  >;
  cutFacets: Record<
    'beefCategories' | 'collections' | 'preferredCookingMethods' | 'ingredientGroups' | 'parentIngredients' | 'primals',
    Option[]
  >;
  collectionFacets: Record<'collectionGroups', Option[]>;
  primals: { id: number; name: string; slug: string }[];
  /** Every listed cut's id by slug: lets a page ask for a cut and its recipes at once. */
  cutIds: Record<string, number>;
  recipeCollections: { id: number; name: string; slug: string }[];
  cutCollections: { id: number; name: string; slug: string }[];
};

export function lookupsView(l: Lookups): LookupsView {
  const attr = (type: string): Option[] =>
    (l.attributesByTypes.find((t) => t.attributeTypeNameSlug === type)?.attributes ?? []).map((a) => ({
      value: a.attributeNameSlug,
      label: a.attributeName,
    }));
  const kind = (c: Lookups['collections'][number]) => c.objectType.objectTypeNameSlug;
  const nutrients = l.usdaNutrients.map((n) => ({ value: n.nutrientDisplayNameSlug, label: n.nutrientDisplayName }));
  const cuts = l.beefIngredients
    .map((c) => ({ value: c.ingredientNameSlug, label: c.ingredientName }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return {
    recipeFacets: {
      beefIngredients: cuts,
      collections: l.collections
        .filter((c) => kind(c) === 'recipe')
        .map((c) => ({ value: c.collectionNameSlug, label: c.collectionName })),
      cookingMethods: attr('cooking-method'),
      cuisines: attr('cuisine'),
      excludeAllergens: l.allergens.map((a) => ({ value: a.allergenNameSlug, label: a.allergenName })),
      mealCategories: attr('meal-category'),
      menuCategories: attr('menu-category'),
      audiences: l.audiences.map((a) => ({ value: a.audienceNameSlug, label: a.audienceName })),
      recipeTypes: attr('recipe-type'),
      specialDiets: attr('special-diet'),
      goodNutritionals: nutrients,
      excellentNutritionals: nutrients,
    },
    cutFacets: {
      beefCategories: attr('beef-category'),
      collections: l.collections
        .filter((c) => kind(c) === 'ingredient')
        .map((c) => ({ value: c.collectionNameSlug, label: c.collectionName })),
      preferredCookingMethods: attr('preferred-cooking-method'),
      ingredientGroups: l.ingredientGroups.map((g) => ({
        value: g.ingredientGroupNameSlug,
        label: g.ingredientGroupName,
      })),
      parentIngredients: cuts,
      primals: l.ingredientPrimals.map((c) => ({ value: c.ingredientNameSlug, label: c.ingredientName })),
    },
    collectionFacets: {
      collectionGroups: l.collectionGroups
        .filter((g) => g.objectType.objectTypeNameSlug === 'ingredient')
        .map((g) => ({ value: g.collectionGroupNameSlug, label: g.collectionGroupName })),
    },
    primals: l.ingredientPrimals.map((c) => ({
      id: c.ingredientID,
      name: c.ingredientName,
      slug: c.ingredientNameSlug,
    })),
    cutIds: Object.fromEntries(
      [...l.beefIngredients, ...l.ingredientPrimals].map((c) => [c.ingredientNameSlug, c.ingredientID]),
    ),
    recipeCollections: l.collections
      .filter((c) => kind(c) === 'recipe')
      .map((c) => ({ id: c.collectionID, name: c.collectionName, slug: c.collectionNameSlug })),
    cutCollections: l.collections
      .filter((c) => kind(c) === 'ingredient')
      .map((c) => ({ id: c.collectionID, name: c.collectionName, slug: c.collectionNameSlug })),
  };
}

import type { LookupsView, Option } from '@/lib/api/lookups-view';
import { COOK_TIME_BUCKETS, SERVING_BUCKETS } from '@/lib/search/params';

export type ArrayFacet = { kind: 'array'; param: string; label: string; options: Option[] };
export type SelectFacet = { kind: 'select'; param: string; label: string; options: Option[] };
export type TextFacet = { kind: 'text'; param: string; label: string; placeholder: string };
export type BoolFacet = { kind: 'bool'; param: string; label: string };
export type Facet = ArrayFacet | SelectFacet | TextFacet | BoolFacet;

export const RECIPE_FACET_LABELS: Record<string, string> = {
  cookingMethods: 'Cooking method',
  cuisines: 'Cuisine',
  mealCategories: 'Meal',
  menuCategories: 'Course',
  recipeTypes: 'Recipe type',
  specialDiets: 'Special diet',
  excludeAllergens: 'Leave out allergens',
  beefIngredients: 'Beef cut',
  collections: 'Collection',
  audiences: 'Audience',
  goodNutritionals: 'Good source of',
  excellentNutritionals: 'Excellent source of',
};
export const CUT_FACET_LABELS: Record<string, string> = {
  beefCategories: 'Category',
  preferredCookingMethods: 'Cooking method',
  primals: 'Primal',
  parentIngredients: 'Cut from',
  ingredientGroups: 'Group',
  collections: 'Guide',
};

// The spec's buckets, as the reader sees them.
export const COOK_TIME_OPTIONS: Option[] = [
  ...COOK_TIME_BUCKETS.map((b) => ({ value: String(b), label: `${b} minutes or less` })),
  { value: '121', label: 'More than 2 hours' },
];
export const SERVING_OPTIONS: Option[] = [
  ...SERVING_BUCKETS.map((b) => ({ value: String(b), label: `Up to ${b}` })),
  { value: '25', label: '25 or more' },
];
export const PAGE_SIZE_OPTIONS: Option[] = [10, 20, 30, 50].map((n) => ({ value: String(n), label: `${n} per page` }));

export function recipeFacets(l: LookupsView): Facet[] {
  return [
    { kind: 'text', param: 'searchText', label: 'Search', placeholder: 'Dish, cut or ingredient' },
    ...(
      [
        'cookingMethods',
        'cuisines',
        'mealCategories',
        'menuCategories',
        'recipeTypes',
        'specialDiets',
        'excludeAllergens',
        'beefIngredients',
        'collections',
        'audiences',
        'goodNutritionals',
        'excellentNutritionals',
      ] as const
    ).map((p): Facet => ({ kind: 'array', param: p, label: RECIPE_FACET_LABELS[p]!, options: l.recipeFacets[p] })),
    { kind: 'select', param: 'maxCookTimeMinutes', label: 'Cook time', options: COOK_TIME_OPTIONS },
    { kind: 'select', param: 'maxNumberOfServings', label: 'Servings', options: SERVING_OPTIONS },
    { kind: 'bool', param: 'isSpanishRecipe', label: 'Recetas en español' },
    { kind: 'text', param: 'nampNumber', label: 'IMPS/NAMP number', placeholder: 'e.g. 1180' },
    { kind: 'text', param: 'upcNumber', label: 'UPC', placeholder: '12 digits' },
    { kind: 'select', param: 'itemsPerPage', label: 'Results per page', options: PAGE_SIZE_OPTIONS },
  ];
}

export function cutFacets(l: LookupsView): Facet[] {
  return [
    { kind: 'text', param: 'searchText', label: 'Search', placeholder: 'Cut name, alias or IMPS number' },
    ...(
      [
        'beefCategories',
        'preferredCookingMethods',
        'primals',
        'parentIngredients',
        'ingredientGroups',
        'collections',
      ] as const
    ).map((p): Facet => ({ kind: 'array', param: p, label: CUT_FACET_LABELS[p]!, options: l.cutFacets[p] })),
    {
      kind: 'select',
      param: 'isLean',
      label: 'Lean (USDA)',
      options: [
        { value: 'true', label: 'Lean only' },
        { value: 'false', label: 'Not lean' },
      ],
    },
    {
      kind: 'select',
      param: 'isMarinate',
      label: 'Marinate',
      options: [
        { value: 'true', label: 'Best marinated' },
        { value: 'false', label: 'No marinade needed' },
      ],
    },
    { kind: 'text', param: 'nampNumber', label: 'IMPS/NAMP number', placeholder: 'e.g. 193' },
    { kind: 'text', param: 'upcNumber', label: 'UPC', placeholder: '12 digits' },
    { kind: 'select', param: 'itemsPerPage', label: 'Results per page', options: PAGE_SIZE_OPTIONS },
  ];
}

export function cutCollectionFacets(l: LookupsView): Facet[] {
  return [
    { kind: 'text', param: 'searchText', label: 'Search', placeholder: 'Grilling, budget, lean…' },
    { kind: 'array', param: 'collectionGroups', label: 'Kind of guide', options: l.collectionFacets.collectionGroups },
  ];
}

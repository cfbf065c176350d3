// The legacy version 1 wire format (shared spec service-v1-legacy.md), strict only: the
// embedded service is the one producer of it and its tests parse every response with
// these schemas. Links and the error body are the v2 definitions, which v1 shares.
import { z } from 'zod';
import { wire } from '@/lib/wire/v2';

const str = () => z.string();
const int = () => z.number().int();
const links = z.array(wire.link);

/** The seven array parameters of the v1 recipe search, in the listing's order. */
export const V1_RECIPE_PARAMS = [
  'beefCutName',
  'beefCutType',
  'campaign',
  'collection',
  'cookingMethod',
  'cuisine',
  'recipeCategory',
] as const;
export type V1RecipeParam = (typeof V1_RECIPE_PARAMS)[number];

const image = z.strictObject({ type: str(), location: str(), title: str() });

const collectionSummaryShape = {
  collectionID: int(),
  collectionTitle: str(),
  collectionTitleSlug: str(),
  tagline: str(),
  description: str(),
  estimatedRecipeCount: int(),
  images: z.array(image),
  updateDate: str(),
  links,
};
const collectionSummary = z.strictObject(collectionSummaryShape);

const recipeSummaryShape = {
  recipeID: int(),
  recipeTitle: str(),
  recipeTitleSlug: str(),
  recipeType: z.enum(['consumer', 'food service']),
  numberOfServings: str(),
  totalRecipeTime: str(),
  recipeDescription: str(),
  images: z.array(image),
  updateDate: str(),
  links,
};
const recipeSummary = z.strictObject(recipeSummaryShape);

/** The spec's key has a space in it; it is kept as written in JSON (XML renames it). */
const collection = z.strictObject({ ...collectionSummaryShape, 'Recipe Summary': z.array(recipeSummary) });

const searchParameterListing = z.strictObject({
  searchParameters: z.array(
    z.strictObject({
      name: z.enum(V1_RECIPE_PARAMS),
      // The spec's field list says `attributeAcceptableValues`, its example `acceptedValues`: we follow the example.
      acceptedValues: z.array(z.strictObject({ attributeKey: str(), attributeValue: str() })),
    }),
  ),
});

const method = z.strictObject({
  subheading: str(),
  sortOrder: int(),
  methodText: str(),
  cookTip: str(),
  photoURL: str(),
});
const ingredient = z.strictObject({
  subheading: str(),
  sortOrder: int(),
  ingredientText: str(),
  cookTip: str(),
  ingredientName: str(),
  quantity: str(),
  weight: str(),
  volume: str(),
  grocerySection: str(),
  ingredientType: str(),
});
/** Nutrient values are display strings ("320", "14 g"); empty when the nutrient is not listed. */
export const V1_NUTRIENT_FIELDS = [
  'calorie',
  'fat',
  'saturatedFat',
  'monounsaturatedFat',
  'cholesterol',
  'sodium',
  'carbohydrate',
  'fiber',
  'protein',
  'niacin',
  'vitaminB6',
  'vitaminB12',
  'iron',
  'selenium',
  'zinc',
  'choline',
] as const;
const nutritional = z.strictObject({
  nutritionalDescription: str(),
  nutritionalText: str(),
  nutritionTip: str(),
  ...(Object.fromEntries(V1_NUTRIENT_FIELDS.map((f) => [f, str()])) as Record<
    (typeof V1_NUTRIENT_FIELDS)[number],
    z.ZodString
  >),
});

const recipe = z.strictObject({
  ...recipeSummaryShape,
  cooksNote: str(),
  cooksTip: str(),
  methods: z.array(method),
  ingredients: z.array(ingredient),
  nutritionals: z.array(nutritional),
  // The spec's definition of a video is cut off; the catalog has none, so always empty.
  videos: z.array(z.never()),
});

const paging = { pageNumber: int(), itemsPerPage: int() };
const searchResult = <T extends z.ZodType, C extends z.ZodType>(item: T, criteria: C) =>
  z.strictObject({
    searchResults: z.array(item),
    searchCriteria: criteria,
    totalCount: int(),
    curPage: int(),
    itemsPerPage: int(),
    links,
  });

const collectionCriteria = z.strictObject({ qaw: str(), ...paging });
const recipeCriteria = z.strictObject({
  qaw: str(),
  ...(Object.fromEntries(V1_RECIPE_PARAMS.map((p) => [p, z.array(str())])) as Record<
    V1RecipeParam,
    z.ZodArray<z.ZodString>
  >),
  ...paging,
});

export const wireV1 = {
  link: wire.link,
  image,
  collectionSummary,
  recipeSummary,
  collection,
  searchParameterListing,
  method,
  ingredient,
  nutritional,
  recipe,
  collectionCriteria,
  recipeCriteria,
  collectionSearchResult: searchResult(collectionSummary, collectionCriteria),
  recipeSearchResult: searchResult(recipeSummary, recipeCriteria),
  errorBody: wire.errorBody,
};

type Schemas = typeof wireV1;
export type WireV1 = { [K in keyof Schemas]: z.output<Schemas[K]> };

// The component schemas: the strict wire schemas (lib/wire/v2.ts) through zod's own
// z.toJSONSchema, so no shape is written a second time here.
import { z } from 'zod';
import { wire } from '@/lib/wire/v2';
import type { JsonSchema } from '@/lib/service/openapi/types';

/** The wire schemas published as components, by component name. A schema registered here is
 *  emitted once and referenced ($ref) wherever another component contains it. */
const COMPONENTS: [string, z.ZodType, string][] = [
  ['Link', wire.link, 'A hypermedia link. Over HTTP, `href` is absolute (the origin of the request).'],
  ['Media', wire.media, 'A media item whose `mediaGroup` is a single object.'],
  [
    'MediaListed',
    wire.mediaListed,
    "A media item whose `mediaGroup` (and its `objectType`) is an array: recipe search results, a full recipe's own and instruction media, beef cut search results and the beef cut recipes listing.",
  ],
  ['Nutrient', wire.nutrient, 'A nutrient value of a recipe.'],
  ['CutNutrient', wire.cutNutrient, 'A nutrient value of a beef cut, with its `nutritionalType` (raw or cooked).'],
  [
    'CollectionReference',
    wire.collectionRef,
    'A reference to a collection, in the `collections` of recipes and beef cuts.',
  ],
  ['RecipeSummary', wire.recipeSummary, 'A recipe as it appears in recipe search results.'],
  ['RecipeFull', wire.recipeFull, 'A full recipe.'],
  [
    'CollectionRecipeSummary',
    wire.collectionRecipe,
    "A recipe summary in a recipe collection's `recipes`: no `kitchenTip`, a `sortOrder`.",
  ],
  ['IngredientRecipeSummary', wire.cutRecipe, "A recipe summary in a beef cut's `recipeListing`: no `kitchenTip`."],
  [
    'IngredientGroupRecipeSummary',
    wire.groupRecipe,
    "The reduced recipe entry of a beef cut's group listing (`recipeList`).",
  ],
  ['IngredientSummary', wire.cutSummary, 'A beef cut summary, as in beef cut search results and listings.'],
  [
    'CollectionIngredientSummary',
    wire.collectionCut,
    "A beef cut summary in a beef cut collection's `ingredients`, with a `sortOrder`.",
  ],
  ['IngredientFull', wire.cutFull, 'A full beef cut.'],
  ['CollectionSummary', wire.collectionSummary, 'A collection summary (either kind).'],
  [
    'BeefCutCollectionSummaryWithIngredients',
    wire.cutCollectionFull,
    'A full beef cut collection (spec container name CollectionSummaryWithIngredients): the summary plus its sorted `ingredients`.',
  ],
  [
    'RecipeCollectionSummaryWithIngredients',
    wire.recipeCollectionFull,
    'A full recipe collection (spec container name CollectionSummaryWithIngredients): the summary plus its sorted `recipes`.',
  ],
  [
    'RecipeSearchCriteria',
    wire.recipeCriteria,
    'The echo of the criteria a recipe search used, with the names of its parameters.',
  ],
  [
    'IngredientSearchCriteria',
    wire.cutCriteria,
    'The echo of the criteria a beef cut search used; `beefCategories` is an array.',
  ],
  ['CollectionSearchCriteria', wire.collectionCriteria, 'The echo of the criteria a beef cut collection search used.'],
  ['RecipeSearchResultModel', wire.recipeSearchResult, 'Results of a recipe search.'],
  ['IngredientSearchResultModel', wire.cutSearchResult, 'Results of a beef cut search.'],
  ['CollectionSearchResultModel', wire.collectionSearchResult, 'Results of a beef cut collection search.'],
  [
    'ServiceIngredientRecipeListing',
    wire.cutRecipeListing,
    'The recipes of a beef cut (`recipeListing`) and of every other cut of its ingredient groups (`recipesListingByIngredientGroup`).',
  ],
  ['ServiceIngredientSummaryListing', wire.cutListing, 'Beef cut summaries, in the order of the ids asked for.'],
  [
    'ServiceCollectionSummaryListing',
    wire.collectionListing,
    'Collection summaries, in the order of the ids asked for.',
  ],
  ['Lookups', wire.lookups, 'The master lists of values that search parameters take.'],
  ['Error', wire.errorBody, 'The error body of every non-2xx answer.'],
];

const FACET_COUNTS_DOC =
  "Extension of this implementation (not in the upstream spec; a real upstream omits it). Present only when the search asked for `includeFacetCounts=true`: for each array parameter of the search, the number of matching records per value, counted with the current criteria except that parameter's own selection.";

const SORT_ECHO_DOC =
  'Extension of this implementation (not in the upstream spec; a real upstream omits it): the order the results came in (`relevance`, `name`, or the `sort` asked for).';

export function componentSchemas(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string; description: string }>();
  for (const [id, schema, description] of COMPONENTS) registry.add(schema, { id, description });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    uri: (id) => `#/components/schemas/${id}`,
    // z.number().int() states the safe-integer range on every integer; that is noise here.
    override: ({ jsonSchema }) => {
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  });
  const out: Record<string, JsonSchema> = {};
  for (const [id] of COMPONENTS) {
    // Components live inside the document: no dialect or base URI of their own.
    const { $schema: _dialect, $id: _id, ...schema } = schemas[id] as JsonSchema;
    void _dialect;
    void _id;
    out[id] = schema;
  }
  for (const id of ['RecipeSearchResultModel', 'IngredientSearchResultModel', 'CollectionSearchResultModel']) {
    const props = out[id]!.properties as Record<string, JsonSchema>;
    props.facetCounts = { ...props.facetCounts, description: FACET_COUNTS_DOC, 'x-extension': true };
  }
  for (const id of ['RecipeSearchCriteria', 'IngredientSearchCriteria', 'CollectionSearchCriteria']) {
    const props = out[id]!.properties as Record<string, JsonSchema>;
    props.sort = { ...props.sort, description: SORT_ECHO_DOC, 'x-extension': true };
  }
  return out;
}

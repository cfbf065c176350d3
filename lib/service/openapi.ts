// The OpenAPI 3.1 document of the version 2 interface, served at GET /api/v2/openapi.json
// and read by the site's /api-docs page. Every response shape is generated from the strict
// wire schemas (lib/wire/v2.ts) with zod's own z.toJSONSchema: there is no second copy of
// any shape here. Search parameters are derived from the criteria echo of those schemas
// (same names as the parameters) and their bounds come from lib/search/criteria.ts.
import { z } from 'zod';
import { LIMITS } from '@/lib/search/criteria';
import { SEARCH_KINDS, type BucketParam, type ParamSpec, type SearchKind } from '@/lib/search/kinds';
import {
  COOK_TIME_BUCKETS,
  DEFAULT_ITEMS_PER_PAGE,
  MAX_ITEMS_PER_PAGE,
  SERVING_BUCKETS,
  bucketLabels,
  bucketRange,
} from '@/lib/search/params';
import { wire } from '@/lib/wire/v2';
import { LOCAL_DEV_CREDENTIALS } from '@/lib/service/auth';
import { MAX_BODY_BYTES, MAX_IDS } from '@/lib/service/http';

// ---------- types (the subset of OpenAPI 3.1 this document uses) ----------

export type JsonSchema = { [key: string]: unknown };
export type Ref = { $ref: string };
export type HttpMethod = 'get' | 'post';

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header';
  description: string;
  required?: boolean;
  style?: 'form' | 'simple';
  explode?: boolean;
  schema: JsonSchema;
  'x-extension'?: boolean;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, Ref>;
  content?: Record<string, { schema: JsonSchema | Ref }>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: (OpenApiParameter | Ref)[];
  requestBody?: {
    description: string;
    required: boolean;
    content: Record<string, { schema: JsonSchema; encoding?: Record<string, { style: 'form'; explode: boolean }> }>;
  };
  responses: Record<string, OpenApiResponse | Ref>;
  security?: Record<string, string[]>[];
  /** Numbers of the operations of shared spec service-v2.md that this operation serves. */
  'x-spec-operations'?: number[];
}

export interface OpenApiDocument {
  openapi: '3.1.1';
  info: { title: string; version: string; summary: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    parameters: Record<string, OpenApiParameter>;
    headers: Record<string, { description: string; schema: JsonSchema }>;
    securitySchemes: Record<string, { type: 'apiKey'; in: 'header'; name: string; description: string }>;
  };
}

const BASE = '/api/v2';
const schemaRef = (id: string): Ref => ({ $ref: `#/components/schemas/${id}` });
const responseRef = (id: string): Ref => ({ $ref: `#/components/responses/${id}` });
const parameterRef = (id: string): Ref => ({ $ref: `#/components/parameters/${id}` });
const headerRef = (id: string): Ref => ({ $ref: `#/components/headers/${id}` });

/** Bounds enforced in code outside criteria.ts (integer search parameters and id lists). The
 *  tests check each against the running service, so a change there fails them. */

// ---------- component schemas, generated from the wire schemas ----------

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

function componentSchemas(): Record<string, JsonSchema> {
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

// ---------- search parameters ----------

const servingsBuckets = bucketLabels(SERVING_BUCKETS).join(', ');
const cookBuckets = bucketLabels(COOK_TIME_BUCKETS).join(', ');

const COMMON_PARAM_DOCS = {
  searchText: 'Text searched anywhere in the record (ranked; stemming, prefixes and small typos match).',
  pageNumber: 'Page number; defaults to 1.',
  itemsPerPage: `Page size; defaults to ${DEFAULT_ITEMS_PER_PAGE}, at most ${MAX_ITEMS_PER_PAGE}. A larger value is served ${MAX_ITEMS_PER_PAGE} items, and the echo (\`itemsPerPage\`, \`searchCriteria.itemsPerPage\`) says so.`,
} as const;

/** A bucketed integer's documentation: its buckets and an example of the rule. */
function bucketDoc(spec: BucketParam): string {
  const { buckets } = spec;
  const example = buckets[1]! - 1;
  const top = buckets.at(-1)!;
  return `${spec.doc} (${bucketLabels(buckets).join(', ')}): a value selects the smallest bucket holding it, so ${example} returns the ${bucketRange(buckets, example).label} bucket; above ${top} returns ${top + 1}-Max.`;
}

const ARRAY_NOTE = `Repeat the parameter (\`a=x&a=y\`) or give a comma-delimited list (\`a=x,y\`); both work. Values are exact slugs from the lookups; several values of one parameter are ORed (except where stated), different parameters are ANDed. At most ${LIMITS.values} distinct values of at most ${LIMITS.valueLength} characters. A value outside the lookups matches nothing; it is never an error.`;

type ParamKind = 'array' | 'string' | 'integer' | 'boolean';

function paramSchema(name: string, kind: ParamKind): JsonSchema {
  switch (kind) {
    case 'array':
      return {
        type: 'array',
        items: { type: 'string', minLength: 1, maxLength: LIMITS.valueLength },
        maxItems: LIMITS.values,
      };
    case 'string':
      return { type: 'string', maxLength: LIMITS.textLength };
    case 'boolean':
      return { type: 'boolean' };
    case 'integer':
      if (name === 'pageNumber') return { type: 'integer', minimum: 1, maximum: LIMITS.pageNumber, default: 1 };
      if (name === 'itemsPerPage')
        return { type: 'integer', minimum: 1, maximum: MAX_ITEMS_PER_PAGE, default: DEFAULT_ITEMS_PER_PAGE };
      return { type: 'integer', minimum: 0, maximum: LIMITS.intValue };
  }
}

function describeParam(name: string, kind: ParamKind, doc: string): string {
  if (kind === 'array') return `${doc} ${ARRAY_NOTE.replaceAll('a=', `${name}=`)}`;
  if (kind === 'boolean') return `${doc} \`true\`/\`false\` (or \`1\`/\`0\`); absent means either.`;
  if (kind === 'string') return `${doc} At most ${LIMITS.textLength} characters.`;
  return doc;
}

const PARAM_KIND: Record<ParamSpec['type'], ParamKind> = {
  array: 'array',
  text: 'string',
  bucket: 'integer',
  bool: 'boolean',
  sort: 'string',
};

/** A search's query parameters, from its table (lib/search/kinds.ts), then paging. */
function searchParameters(kind: SearchKind): OpenApiParameter[] {
  const specs = Object.entries(SEARCH_KINDS[kind].params as Record<string, ParamSpec>).map(
    ([name, spec]) => [name, PARAM_KIND[spec.type], spec.type === 'bucket' ? bucketDoc(spec) : spec.doc] as const,
  );
  const paging = [
    ['pageNumber', 'integer', COMMON_PARAM_DOCS.pageNumber],
    ['itemsPerPage', 'integer', COMMON_PARAM_DOCS.itemsPerPage],
  ] as const;
  const params = SEARCH_KINDS[kind].params as Record<string, ParamSpec>;
  return [...specs, ...paging].map(([name, k, doc]): OpenApiParameter => {
    const spec = params[name];
    // An extension (`sort`) lists its values and is marked, like includeFacetCounts.
    if (spec?.type === 'sort')
      return {
        name,
        in: 'query',
        description: doc,
        required: false,
        schema: { type: 'string', enum: Object.keys(spec.options) },
        'x-extension': true,
      };
    const param: OpenApiParameter = {
      name,
      in: 'query',
      description: describeParam(name, k, doc),
      required: false,
      schema: paramSchema(name, k),
    };
    if (k === 'array') Object.assign(param, { style: 'form', explode: true });
    return param;
  });
}

const includeFacetCountsParam: OpenApiParameter = {
  name: 'includeFacetCounts',
  in: 'query',
  required: false,
  description:
    "Extension of this implementation (not in the upstream spec). `true` (or `1`) adds `facetCounts` to the response: per array parameter, the count of matches per value with that parameter's own selection removed. Off by default; a real upstream ignores it.",
  schema: { type: 'boolean', default: false },
  'x-extension': true,
};

/** Body schemas of a POST search: the same names as the query parameters. */
function searchBodies(kind: SearchKind) {
  const params = [...searchParameters(kind), includeFacetCountsParam];
  const jsonProps: Record<string, JsonSchema> = {};
  const formProps: Record<string, JsonSchema> = {};
  const encoding: Record<string, { style: 'form'; explode: boolean }> = {};
  for (const p of params) {
    const description = p.description;
    formProps[p.name] = { ...p.schema, description };
    if (p.schema.type === 'array') {
      encoding[p.name] = { style: 'form', explode: true };
      jsonProps[p.name] = {
        anyOf: [p.schema, { type: 'string', description: 'A comma-delimited list.' }],
        description,
      };
    } else if (p.schema.type === 'integer') {
      jsonProps[p.name] = { anyOf: [p.schema, { type: 'string', pattern: '^\\d+$' }], description };
    } else if (p.schema.type === 'boolean') {
      jsonProps[p.name] = { anyOf: [p.schema, { type: 'string', enum: ['true', 'false', '1', '0'] }], description };
    } else {
      jsonProps[p.name] = { ...p.schema, description };
    }
  }
  return {
    description: `The search criteria, with the names of the query parameters of the GET form. An empty body searches with the defaults. Unknown names are ignored. At most ${MAX_BODY_BYTES / 1024} KiB.`,
    required: false,
    content: {
      'application/json': { schema: { type: 'object', properties: jsonProps } },
      'application/x-www-form-urlencoded': { schema: { type: 'object', properties: formProps }, encoding },
    },
  };
}

// ---------- responses ----------

const ERROR_STATUSES = {
  400: ['BadRequest', 'A parameter or body is malformed or out of bounds; `message` names the parameter.'],
  401: [
    'Unauthorized',
    '`AuthorizationAppID` or `AuthorizationAppKey` is missing or not valid (headers and query string).',
  ],
  404: ['NotFound', 'No online record has that id or slug; `links` holds a `search` link.'],
  405: [
    'MethodNotAllowed',
    'The path exists but not with this method (every operation is a GET; the three searches also take POST).',
  ],
  415: [
    'UnsupportedMediaType',
    'A POST search body that is neither `application/json` nor `application/x-www-form-urlencoded`.',
  ],
  500: ['ServerError', 'The service failed to answer; retry later. No internal detail is disclosed.'],
} as const;
type ErrorStatus = keyof typeof ERROR_STATUSES;

function ok(schemaId: string, description: string): OpenApiResponse {
  return {
    description,
    headers: { ETag: headerRef('ETag'), 'Cache-Control': headerRef('CacheControl') },
    content: { 'application/json': { schema: schemaRef(schemaId) } },
  };
}

function responses(
  schemaId: string,
  description: string,
  errors: ErrorStatus[],
): Record<string, OpenApiResponse | Ref> {
  const out: Record<string, OpenApiResponse | Ref> = {
    200: ok(schemaId, description),
    304: responseRef('NotModified'),
  };
  for (const status of errors) out[status] = responseRef(ERROR_STATUSES[status][0]);
  return out;
}

// ---------- operations ----------

const keyParam = (what: string): OpenApiParameter => ({
  name: 'idOrSlug',
  in: 'path',
  required: true,
  description: `The ${what}: a value of digits only is its integer id, anything else its unique slug (the spec's \`{id}\` and \`{name}\` forms of one path).`,
  schema: { type: 'string', minLength: 1 },
});

function idListParam(name: string, what: string): OpenApiParameter {
  return {
    name,
    in: 'query',
    required: true,
    style: 'form',
    explode: true,
    description: `Integer ids of ${what}. Repeat the parameter (\`${name}=1&${name}=2\`) or give a comma-delimited list (\`${name}=1,2\`); both work. Results follow the order given; unknown and offline ids are skipped; duplicates are answered once. At most ${MAX_IDS} ids.`,
    schema: { type: 'array', minItems: 1, maxItems: MAX_IDS, items: { type: 'integer', minimum: 0 } },
  };
}

function searchOperations(
  kind: SearchKind,
  tag: string,
  what: string,
  schemaId: string,
  spec: number,
): Partial<Record<HttpMethod, OpenApiOperation>> {
  const name = { recipes: 'Recipes', cuts: 'BeefCuts', 'cut-collections': 'BeefCutCollections' }[kind];
  const common = {
    tags: [tag],
    'x-spec-operations': [spec],
  };
  return {
    get: {
      ...common,
      operationId: `search${name}`,
      summary: `Search ${what}`,
      description: `Search ${what} with the criteria in the query string. Every parameter is optional; a search without any lists everything, paged.`,
      parameters: [...searchParameters(kind), parameterRef('IncludeFacetCounts'), parameterRef('IfNoneMatch')],
      responses: responses(schemaId, `A page of ${what}.`, [400, 401, 405, 500]),
    },
    post: {
      ...common,
      operationId: `search${name}Post`,
      summary: `Search ${what} (criteria in the body)`,
      description: `The same search with the criteria in a JSON or form body. The answer is the same as the GET form with the same criteria.`,
      requestBody: searchBodies(kind),
      responses: responses(schemaId, `A page of ${what}.`, [400, 401, 405, 415, 500]),
    },
  };
}

function buildPaths(): OpenApiDocument['paths'] {
  const ifNoneMatch = parameterRef('IfNoneMatch');
  return {
    [`${BASE}/recipe/search`]: searchOperations('recipes', 'Recipes', 'recipes', 'RecipeSearchResultModel', 1),
    [`${BASE}/beefcut/search`]: searchOperations('cuts', 'Beef cuts', 'beef cuts', 'IngredientSearchResultModel', 2),
    [`${BASE}/beefcut/collection/search`]: searchOperations(
      'cut-collections',
      'Collections',
      'beef cut collections',
      'CollectionSearchResultModel',
      3,
    ),
    [`${BASE}/recipe/{idOrSlug}`]: {
      get: {
        operationId: 'getRecipe',
        summary: 'Get a recipe by id or slug',
        description: 'A full recipe. Offline recipes answer 404.',
        tags: ['Recipes'],
        parameters: [keyParam('recipe'), ifNoneMatch],
        responses: responses('RecipeFull', 'The full recipe.', [401, 404, 405, 500]),
        'x-spec-operations': [4, 5],
      },
    },
    [`${BASE}/beefcut/{idOrSlug}`]: {
      get: {
        operationId: 'getBeefCut',
        summary: 'Get a beef cut by id or slug',
        description: 'A full beef cut. Offline cuts answer 404.',
        tags: ['Beef cuts'],
        parameters: [keyParam('beef cut'), ifNoneMatch],
        responses: responses('IngredientFull', 'The full beef cut.', [401, 404, 405, 500]),
        'x-spec-operations': [6, 7],
      },
    },
    [`${BASE}/beefcut/collection/{idOrSlug}`]: {
      get: {
        operationId: 'getBeefCutCollection',
        summary: 'Get a beef cut collection by id or slug',
        description: 'A beef cut collection with its sorted beef cuts.',
        tags: ['Collections'],
        parameters: [keyParam('beef cut collection'), ifNoneMatch],
        responses: responses(
          'BeefCutCollectionSummaryWithIngredients',
          'The beef cut collection.',
          [401, 404, 405, 500],
        ),
        'x-spec-operations': [8, 9],
      },
    },
    [`${BASE}/recipe/collection/{idOrSlug}`]: {
      get: {
        operationId: 'getRecipeCollection',
        summary: 'Get a recipe collection by id or slug',
        description: 'A recipe collection with its sorted recipes.',
        tags: ['Collections'],
        parameters: [keyParam('recipe collection'), ifNoneMatch],
        responses: responses('RecipeCollectionSummaryWithIngredients', 'The recipe collection.', [401, 404, 405, 500]),
        'x-spec-operations': [10, 11],
      },
    },
    [`${BASE}/beefcut/{id}/recipes`]: {
      get: {
        operationId: 'listBeefCutRecipes',
        summary: 'List the recipes of a beef cut',
        description:
          'The recipes that contain the cut, and, per ingredient group of the cut, the recipes of every other cut of that group.',
        tags: ['Beef cuts', 'Recipes'],
        parameters: [
          {
            name: 'id',
            in: 'path',
            required: true,
            description: 'Integer id of the beef cut (a slug answers 400).',
            schema: { type: 'string', pattern: '^\\d{1,15}$' },
          },
          ifNoneMatch,
        ],
        responses: responses(
          'ServiceIngredientRecipeListing',
          'The recipe listing of the cut.',
          [400, 401, 404, 405, 500],
        ),
        'x-spec-operations': [12],
      },
    },
    [`${BASE}/beefcut/list`]: {
      get: {
        operationId: 'listBeefCuts',
        summary: 'List beef cuts by id',
        description: 'Beef cut summaries for a list of ids. No paging.',
        tags: ['Beef cuts'],
        parameters: [idListParam('ingredientIDList', 'beef cuts'), ifNoneMatch],
        responses: responses('ServiceIngredientSummaryListing', 'The beef cuts found.', [400, 401, 405, 500]),
        'x-spec-operations': [13],
      },
    },
    [`${BASE}/beefcut/collection/list`]: {
      get: {
        operationId: 'listBeefCutCollections',
        summary: 'List collections by id',
        description:
          'Collection summaries for a list of collection ids (beef cut collections; recipe collection ids are answered too). No paging.',
        tags: ['Collections'],
        parameters: [idListParam('collectionIDList', 'collections'), ifNoneMatch],
        responses: responses('ServiceCollectionSummaryListing', 'The collections found.', [400, 401, 405, 500]),
        'x-spec-operations': [14],
      },
    },
    [`${BASE}/common/lookups`]: {
      get: {
        operationId: 'getLookups',
        summary: 'Get the lookup master lists',
        description:
          'The master lists whose slugs and names the search parameters take: allergens, brands, collections, collection groups, attributes by type, USDA nutrients, ingredient groups, primals, beef ingredients, audiences, grocery sections, ingredient types, media groups and object types.',
        tags: ['Lookups'],
        parameters: [ifNoneMatch],
        responses: responses('Lookups', 'The master lists.', [401, 405, 500]),
      },
    },
    [`${BASE}/openapi.json`]: {
      get: {
        operationId: 'getOpenApiDocument',
        summary: 'Get this OpenAPI document',
        description: 'This document. Public: no credentials needed.',
        tags: ['Meta'],
        security: [],
        parameters: [ifNoneMatch],
        responses: {
          200: {
            description: 'The OpenAPI 3.1 document of the version 2 interface.',
            headers: { ETag: headerRef('ETag'), 'Cache-Control': headerRef('CacheControl') },
            content: { 'application/json': { schema: { type: 'object', description: 'An OpenAPI 3.1 document.' } } },
          },
          304: responseRef('NotModified'),
          405: responseRef('MethodNotAllowed'),
          500: responseRef('ServerError'),
        },
      },
    },
  };
}

// ---------- the document ----------

const DESCRIPTION = `A read-only REST service of beef cuts, recipes and collections of both (shared spec \`service-v2.md\`), embedded in this site. Every operation is a GET; the three searches also take POST with the criteria in a JSON or form body. All response shapes are generated from the service's own wire schemas.

## Credentials

Every operation except this document needs two credentials, \`AuthorizationAppID\` and \`AuthorizationAppKey\`, each as an HTTP header or as a query parameter of that name. A missing or wrong value answers 401.

The accepted pairs come from the \`SERVICE_CREDENTIALS\` environment variable (\`id:key,id2:key2\`). For local development, with \`SERVICE_CREDENTIALS\` unset outside production, the pair \`AuthorizationAppID: ${LOCAL_DEV_CREDENTIALS.appId}\` / \`AuthorizationAppKey: ${LOCAL_DEV_CREDENTIALS.appKey}\` is accepted:

    curl -H 'AuthorizationAppID: ${LOCAL_DEV_CREDENTIALS.appId}' -H 'AuthorizationAppKey: ${LOCAL_DEV_CREDENTIALS.appKey}' \\
      'http://localhost:3000${BASE}/recipe/search?cookingMethods=grill&itemsPerPage=5'

In production with no \`SERVICE_CREDENTIALS\`, every call but this document answers 401.

## Conventions

- **Ids and slugs.** Where a path takes \`{idOrSlug}\`, a value of digits only is the integer id; anything else is the unique slug.
- **Array parameters** are repeated (\`cuisines=a&cuisines=b\`) or comma-delimited (\`cuisines=a,b\`). Values are exact slugs of the lookups (\`${BASE}/common/lookups\`); an unknown value matches nothing.
- **Paging.** \`pageNumber\` defaults to 1, \`itemsPerPage\` to ${DEFAULT_ITEMS_PER_PAGE}, at most ${MAX_ITEMS_PER_PAGE} (larger values are served ${MAX_ITEMS_PER_PAGE}). \`links\` of a search carry \`self\`, \`first\`, \`prev\`, \`next\` and \`last\`.
- **Bucket rules.** \`maxNumberOfServings\` selects the smallest bucket of ${servingsBuckets} holding the value (3 → 0-4); \`maxCookTimeMinutes\` the smallest of ${cookBuckets} (40 → 0-45).
- **Caching.** Every 200 carries a strong \`ETag\`; send it back as \`If-None-Match\` for a bodiless 304.
- **Errors** have the body \`Error\`: \`httpErrorCode\`, \`httpErrorCodeDescription\`, \`message\`, \`description\`, \`links\`.
- **Extension.** \`includeFacetCounts=true\` on a search adds \`facetCounts\` (marked \`x-extension\`); a real upstream omits it.

The legacy version 1 interface is served at \`/api/v1\` (shared spec \`service-v1-legacy.md\`) and is not described here.`;

function build(): OpenApiDocument {
  return {
    openapi: '3.1.1',
    info: {
      title: 'Beef Atlas content service',
      version: '2.0.0',
      summary: 'Beef cuts, recipes and collections: the version 2 interface.',
      description: DESCRIPTION,
    },
    servers: [{ url: '/', description: 'This site (the embedded content service)' }],
    tags: [
      { name: 'Recipes', description: 'Recipes: search, full records, collections.' },
      { name: 'Beef cuts', description: 'Beef cuts: search, full records, listings.' },
      { name: 'Collections', description: 'Collections of recipes and of beef cuts.' },
      { name: 'Lookups', description: 'Master lists of search values.' },
      { name: 'Meta', description: 'This document.' },
    ],
    security: [{ AuthorizationAppID: [], AuthorizationAppKey: [] }],
    paths: buildPaths(),
    components: {
      schemas: componentSchemas(),
      responses: {
        NotModified: {
          description: 'The `If-None-Match` header matched the current `ETag`: no body.',
          headers: { ETag: headerRef('ETag') },
        },
        ...Object.fromEntries(
          Object.entries(ERROR_STATUSES).map(([, [id, description]]) => [
            id,
            { description, content: { 'application/json': { schema: schemaRef('Error') } } },
          ]),
        ),
      },
      parameters: {
        IncludeFacetCounts: includeFacetCountsParam,
        IfNoneMatch: {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          description: 'An `ETag` of an earlier answer; when it still matches, the answer is a bodiless 304.',
          schema: { type: 'string' },
        },
      },
      headers: {
        ETag: { description: 'Strong entity tag of the body.', schema: { type: 'string' } },
        CacheControl: { description: 'Caching policy of the answer.', schema: { type: 'string' } },
      },
      securitySchemes: {
        AuthorizationAppID: {
          type: 'apiKey',
          in: 'header',
          name: 'AuthorizationAppID',
          description: `Application id. Also accepted as the query parameter \`AuthorizationAppID\`. Local development: \`${LOCAL_DEV_CREDENTIALS.appId}\`.`,
        },
        AuthorizationAppKey: {
          type: 'apiKey',
          in: 'header',
          name: 'AuthorizationAppKey',
          description: `Application key. Also accepted as the query parameter \`AuthorizationAppKey\`. Local development: \`${LOCAL_DEV_CREDENTIALS.appKey}\`.`,
        },
      },
    },
  };
}

let memo: OpenApiDocument | undefined;

/** The OpenAPI 3.1 document of /api/v2, built once per process. Treat it as read-only. */
export function openApiDocument(): OpenApiDocument {
  return (memo ??= build());
}

import { MAX_IDS } from '@/lib/service/http';
import { searchBodies, searchParameters } from '@/lib/service/openapi/search-parameters';
import { responses } from '@/lib/service/openapi/responses';
import {
  headerRef,
  parameterRef,
  responseRef,
  type HttpMethod,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
} from '@/lib/service/openapi/types';
import type { SearchKind } from '@/lib/search/kinds';

export const BASE = '/api/v2';

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

export function buildPaths(): OpenApiDocument['paths'] {
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

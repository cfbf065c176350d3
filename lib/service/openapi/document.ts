// The OpenAPI 3.1 document of the version 2 interface, served at GET /api/v2/openapi.json
// and read by the site's /api-docs page. Every response shape is generated from the strict
// wire schemas (lib/wire/v2.ts): there is no second copy of any shape here.
import {
  COOK_TIME_BUCKETS,
  DEFAULT_ITEMS_PER_PAGE,
  MAX_ITEMS_PER_PAGE,
  SERVING_BUCKETS,
  bucketLabels,
} from '@/lib/search/params';
import { LOCAL_DEV_CREDENTIALS } from '@/lib/service/auth';
import { componentSchemas } from '@/lib/service/openapi/components';
import { BASE, buildPaths } from '@/lib/service/openapi/operations';
import { ERROR_STATUSES } from '@/lib/service/openapi/responses';
import { includeFacetCountsParam } from '@/lib/service/openapi/search-parameters';
import { headerRef, schemaRef, type OpenApiDocument } from '@/lib/service/openapi/types';

const servingsBuckets = bucketLabels(SERVING_BUCKETS).join(', ');
const cookBuckets = bucketLabels(COOK_TIME_BUCKETS).join(', ');

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

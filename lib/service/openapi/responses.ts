import { headerRef, responseRef, schemaRef, type OpenApiResponse, type Ref } from '@/lib/service/openapi/types';

export const ERROR_STATUSES = {
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

export function responses(
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

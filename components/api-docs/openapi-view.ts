import type { HttpMethod, OpenApiDocument, OpenApiOperation, OpenApiParameter } from '@/lib/service/openapi/types';

// What the API docs page shows of the OpenAPI document. The route reads the document (the
// one place in app/ allowed to import lib/service); these sections only take its types.

export const OPENAPI_HREF = '/api/v2/openapi.json';

export type Operation = { path: string; method: HttpMethod; op: OpenApiOperation };
export type Search = { path: string; op: OpenApiOperation; params: OpenApiParameter[] };

/** Every operation, in the document's order. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    (Object.entries(item) as [HttpMethod, OpenApiOperation][]).map(([method, op]) => ({ path, method, op })),
  );
}

/** The GET searches with their query parameters, shared parameters resolved. */
export function searchesOf(doc: OpenApiDocument, operations: Operation[]): Search[] {
  return operations
    .filter((o) => o.method === 'get' && o.path.endsWith('/search'))
    .map(({ path, op }) => ({
      path,
      op,
      params: (op.parameters ?? [])
        .map((p) => ('$ref' in p ? doc.components.parameters[p.$ref.split('/').at(-1)!] : p))
        .filter((p): p is OpenApiParameter => p?.in === 'query'),
    }));
}

/** A parameter's type as a reader says it: "list", "integer 1–100". */
export function typeOf(schema: Record<string, unknown>): string {
  const bounds = (s: Record<string, unknown>) =>
    typeof s.minimum === 'number' && typeof s.maximum === 'number'
      ? ` ${s.minimum.toLocaleString('en-US')}–${s.maximum.toLocaleString('en-US')}`
      : '';
  switch (schema.type) {
    case 'array':
      return 'list';
    case 'integer':
      return `integer${bounds(schema)}`;
    default:
      return String(schema.type);
  }
}

/** The meaning of a parameter: its description without the list rule, which is stated once above. */
export const meaningOf = (p: OpenApiParameter) => p.description.split(' Repeat the parameter')[0]!;

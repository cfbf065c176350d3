// Test support for document.test.ts: navigation of the document ($refs, operations) and a
// JSON Schema 2020-12 validator over its own component schemas, to check real answers with.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import { expect } from 'vitest';
import { openApiDocument } from '@/lib/service/openapi/document';
import type { HttpMethod, OpenApiOperation, OpenApiResponse, Ref } from '@/lib/service/openapi/types';

const DOC_ID = 'urn:beef-atlas:openapi-v2';
const doc = openApiDocument();

/** Follows a local JSON pointer ($ref) in the document. */
export function resolve(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
export const deref = <T>(x: T | Ref): T => ('$ref' in (x as object) ? (resolve((x as Ref).$ref) as T) : (x as T));

export function refsIn(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const x of node) refsIn(x, out);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

export const operations = (): [string, HttpMethod, OpenApiOperation][] =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([m, op]) => [path, m as HttpMethod, op] as [string, HttpMethod, OpenApiOperation]),
  );

export function operation(path: string, method: HttpMethod = 'get'): OpenApiOperation {
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`no ${method} ${path} in the document`);
  return op;
}

let ajv: Ajv2020 | undefined;
function compiler(): Ajv2020 {
  if (ajv) return ajv;
  ajv = new Ajv2020({ strict: true, allErrors: true });
  // OpenAPI extension keywords are annotations; `components` is the container of the schemas.
  ajv.addVocabulary(['x-extension', 'components']);
  ajv.addSchema({ $id: DOC_ID, components: { schemas: doc.components.schemas } });
  return ajv;
}

const compiled = new Map<string, ValidateFunction>();
export function validatorFor(ref: string): ValidateFunction {
  let v = compiled.get(ref);
  if (!v) {
    v = compiler().getSchema(`${DOC_ID}${ref}`);
    if (!v) throw new Error(`no schema at ${ref}`);
    compiled.set(ref, v);
  }
  return v;
}

/** Validates a real answer against the schema the document declares for that operation and status. */
export function expectConforms(path: string, method: HttpMethod, status: number, body: unknown) {
  const declared = operation(path, method).responses[String(status)];
  expect(declared, `${method} ${path} declares ${status}`).toBeDefined();
  const response = deref<OpenApiResponse>(declared!);
  const schema = response.content?.['application/json']?.schema as Ref | undefined;
  expect(schema?.$ref, `${method} ${path} ${status} has a JSON schema`).toBeTruthy();
  const validate = validatorFor(schema!.$ref);
  const valid = validate(body);
  expect(
    valid ? [] : validate.errors!.slice(0, 5).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`),
    `${method} ${path} ${status}`,
  ).toEqual([]);
}

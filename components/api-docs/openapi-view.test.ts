import { describe, expect, it } from 'vitest';
import { meaningOf, operationsOf, searchesOf, typeOf } from '@/components/api-docs/openapi-view';
import { openApiDocument } from '@/lib/service/openapi/document';

describe('the API docs view of the OpenAPI document', () => {
  const doc = openApiDocument();
  const operations = operationsOf(doc);

  it('lists every operation of the document once', () => {
    const count = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(operations).toHaveLength(count);
    expect(new Set(operations.map((o) => o.op.operationId)).size).toBe(count);
    expect(operations.find((o) => o.path.endsWith('/openapi.json'))?.op.security).toEqual([]);
  });

  it('gives the three GET searches with their query parameters, shared ones resolved', () => {
    const searches = searchesOf(doc, operations);
    expect(searches.map((s) => s.path).sort()).toEqual([
      '/api/v2/beefcut/collection/search',
      '/api/v2/beefcut/search',
      '/api/v2/recipe/search',
    ]);
    for (const s of searches) {
      expect(s.params.length).toBeGreaterThan(3);
      expect(s.params.every((p) => p.in === 'query' && typeof p.name === 'string')).toBe(true);
      expect(s.params.map((p) => p.name)).toContain('searchText');
    }
  });

  it('names types and meanings as a reader says them', () => {
    expect(typeOf({ type: 'array' })).toBe('list');
    expect(typeOf({ type: 'integer', minimum: 1, maximum: 1000 })).toBe('integer 1–1,000');
    expect(typeOf({ type: 'integer' })).toBe('integer');
    expect(typeOf({ type: 'boolean' })).toBe('boolean');
    const p = { name: 'x', in: 'query', schema: {}, description: 'Cuisines. Repeat the parameter for more.' } as const;
    expect(meaningOf(p)).toBe('Cuisines.');
  });
});

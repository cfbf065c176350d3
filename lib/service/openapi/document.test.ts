import { describe, expect, it } from 'vitest';
import { LOCAL_DEV_CREDENTIALS } from '@/lib/service/auth';
import { openApiDocument } from '@/lib/service/openapi/document';
import type { OpenApiDocument, OpenApiParameter, OpenApiResponse } from '@/lib/service/openapi/types';
import {
  deref,
  expectConforms,
  operation,
  operations,
  refsIn,
  resolve,
  validatorFor,
} from '@/lib/service/openapi/test-validator';
import { getStore } from '@/lib/service/store';
import { serviceRequest } from '@/lib/service/test-request';

async function api(path: string, init: RequestInit & { auth?: boolean } = {}) {
  const { auth = true, ...rest } = init;
  const res = await serviceRequest(path, { ...rest, auth: auth ? 'headers' : 'none' });
  const text = await res.text();
  return { res, status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const doc: OpenApiDocument = openApiDocument();
const store = () => getStore();

describe('the document', () => {
  it('is OpenAPI 3.1 in structure', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(Object.keys(doc.paths).length).toBeGreaterThan(0);
    const ids = new Set<string>();
    for (const [path, method, op] of operations()) {
      const where = `${method} ${path}`;
      expect(path.startsWith('/'), where).toBe(true);
      expect(op.operationId, where).toBeTruthy();
      expect(ids.has(op.operationId), `duplicate operationId ${op.operationId}`).toBe(false);
      ids.add(op.operationId);
      expect(op.summary, where).toBeTruthy();
      const statuses = Object.keys(op.responses);
      expect(
        statuses.some((s) => /^2\d\d$/.test(s)),
        where,
      ).toBe(true);
      for (const s of statuses) {
        expect(s, where).toMatch(/^[1-5]\d\d$/);
        expect(deref<OpenApiResponse>(op.responses[s]!).description, `${where} ${s}`).toBeTruthy();
      }
      // Every template variable is a required path parameter, and every path parameter is in the template.
      const params = (op.parameters ?? []).map((p) => deref<OpenApiParameter>(p));
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const pathParams = params.filter((p) => p.in === 'path');
      expect(pathParams.map((p) => p.name).sort(), where).toEqual([...templated].sort());
      for (const p of pathParams) expect(p.required, `${where} ${p.name}`).toBe(true);
      for (const p of params) expect(p.schema, `${where} ${p.name}`).toBeTruthy();
    }
    // No two templated paths that are the same but for variable names (OpenAPI forbids them).
    const shapes = Object.keys(doc.paths).map((p) => p.replace(/\{[^}]+\}/g, '{}'));
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('resolves every $ref to a component', () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of new Set(refs)) {
      expect(ref, ref).toMatch(/^#\/components\/(schemas|responses|parameters|headers)\/[A-Za-z0-9._-]+$/);
      expect(resolve(ref), ref).toBeDefined();
    }
  });

  it('compiles every component schema as JSON Schema 2020-12 (strict)', () => {
    for (const name of Object.keys(doc.components.schemas))
      expect(() => validatorFor(`#/components/schemas/${name}`), name).not.toThrow();
    for (const name of [
      'RecipeFull',
      'RecipeSummary',
      'IngredientFull',
      'IngredientSummary',
      'CollectionSummary',
      'BeefCutCollectionSummaryWithIngredients',
      'RecipeCollectionSummaryWithIngredients',
      'RecipeSearchResultModel',
      'IngredientSearchResultModel',
      'CollectionSearchResultModel',
      'ServiceIngredientRecipeListing',
      'ServiceIngredientSummaryListing',
      'ServiceCollectionSummaryListing',
      'Lookups',
      'Error',
    ]) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
  });

  it('covers the 14 operations of the spec, lookups and itself', () => {
    const spec = operations().flatMap(([, , op]) => op['x-spec-operations'] ?? []);
    expect([...new Set(spec)].sort((a, b) => a - b)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    const listed = operations()
      .map(([p, m]) => `${m.toUpperCase()} ${p}`)
      .sort();
    expect(listed).toEqual(
      [
        'GET /api/v2/recipe/search',
        'POST /api/v2/recipe/search',
        'GET /api/v2/beefcut/search',
        'POST /api/v2/beefcut/search',
        'GET /api/v2/beefcut/collection/search',
        'POST /api/v2/beefcut/collection/search',
        'GET /api/v2/recipe/{idOrSlug}',
        'GET /api/v2/beefcut/{idOrSlug}',
        'GET /api/v2/beefcut/collection/{idOrSlug}',
        'GET /api/v2/recipe/collection/{idOrSlug}',
        'GET /api/v2/beefcut/{id}/recipes',
        'GET /api/v2/beefcut/list',
        'GET /api/v2/beefcut/collection/list',
        'GET /api/v2/common/lookups',
        'GET /api/v2/openapi.json',
      ].sort(),
    );
    expect(operation('/api/v2/openapi.json').security).toEqual([]);
    expect(doc.security).toEqual([{ AuthorizationAppID: [], AuthorizationAppKey: [] }]);
    for (const name of ['AuthorizationAppID', 'AuthorizationAppKey'] as const) {
      expect(doc.components.securitySchemes[name]).toMatchObject({ type: 'apiKey', in: 'header', name });
    }
    expect(doc.info.description).toContain(LOCAL_DEV_CREDENTIALS.appId);
    expect(doc.info.description).toContain(LOCAL_DEV_CREDENTIALS.appKey);
  });

  it('documents every search parameter, arrays as exploded form lists, and the facet extension', () => {
    const crit = (name: string) => Object.keys((doc.components.schemas[name]!.properties as object) ?? {});
    const cases = [
      ['/api/v2/recipe/search', 'RecipeSearchCriteria', 'RecipeSearchResultModel'],
      ['/api/v2/beefcut/search', 'IngredientSearchCriteria', 'IngredientSearchResultModel'],
      ['/api/v2/beefcut/collection/search', 'CollectionSearchCriteria', 'CollectionSearchResultModel'],
    ] as const;
    for (const [path, criteria, result] of cases) {
      const params = operation(path).parameters!.map((p) => deref<OpenApiParameter>(p));
      const query = params.filter((p) => p.in === 'query');
      expect(query.map((p) => p.name).sort(), path).toEqual([...crit(criteria), 'includeFacetCounts'].sort());
      for (const p of query) {
        expect(p.description, `${path} ${p.name}`).toBeTruthy();
        if (p.schema.type === 'array') {
          expect(p, `${path} ${p.name}`).toMatchObject({ style: 'form', explode: true });
          expect(p.description).toContain('comma-delimited');
        }
      }
      expect(query.find((p) => p.name === 'includeFacetCounts')!['x-extension']).toBe(true);
      const facetCounts = (doc.components.schemas[result]!.properties as Record<string, Record<string, unknown>>)
        .facetCounts!;
      expect(facetCounts['x-extension']).toBe(true);
      const body = operation(path, 'post').requestBody!;
      expect(Object.keys(body.content).sort()).toEqual(['application/json', 'application/x-www-form-urlencoded']);
      const bodyProps = Object.keys(body.content['application/json']!.schema.properties as object);
      expect(bodyProps.sort()).toEqual(query.map((p) => p.name).sort());
    }
  });

  it('states the bounds the service enforces', async () => {
    const params = operation('/api/v2/recipe/search').parameters!.map((p) => deref<OpenApiParameter>(p));
    const schema = (name: string) =>
      params.find((p) => p.name === name)!.schema as Record<string, number> & { items: { maxLength: number } };
    const status = async (q: string) => (await api(`/api/v2/recipe/search?${q}`)).status;

    const text = schema('searchText').maxLength!;
    expect(await status(`searchText=${'a'.repeat(text)}`)).toBe(200);
    expect(await status(`searchText=${'a'.repeat(text + 1)}`)).toBe(400);

    const cuisines = schema('cuisines');
    expect(await status(`cuisines=${Array.from({ length: cuisines.maxItems! }, (_, i) => `c${i}`).join(',')}`)).toBe(
      200,
    );
    expect(
      await status(`cuisines=${Array.from({ length: cuisines.maxItems! + 1 }, (_, i) => `c${i}`).join(',')}`),
    ).toBe(400);
    expect(await status(`cuisines=${'c'.repeat(cuisines.items.maxLength)}`)).toBe(200);
    expect(await status(`cuisines=${'c'.repeat(cuisines.items.maxLength + 1)}`)).toBe(400);

    for (const name of ['maxCookTimeMinutes', 'maxNumberOfServings', 'pageNumber']) {
      const { minimum, maximum } = schema(name);
      expect(await status(`${name}=${maximum}`), name).toBe(200);
      expect(await status(`${name}=${maximum! + 1}`), name).toBe(400);
      expect(await status(`${name}=${minimum}`), name).toBe(200);
      expect(await status(`${name}=${minimum! - 1}`), name).toBe(400);
    }
    const items = schema('itemsPerPage');
    const served = await api(`/api/v2/recipe/search?itemsPerPage=${items.maximum! + 1}`);
    expect((served.body as { itemsPerPage: number }).itemsPerPage).toBe(items.maximum);
    const plain = await api('/api/v2/recipe/search');
    expect((plain.body as { itemsPerPage: number }).itemsPerPage).toBe(items.default);
    expect(await status(`itemsPerPage=${items.minimum! - 1}`)).toBe(400);

    const list = deref<OpenApiParameter>(operation('/api/v2/beefcut/list').parameters![0]!);
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    expect((await api(`/api/v2/beefcut/list?ingredientIDList=${ids(list.schema.maxItems as number)}`)).status).toBe(
      200,
    );
    expect(
      (await api(`/api/v2/beefcut/list?ingredientIDList=${ids((list.schema.maxItems as number) + 1)}`)).status,
    ).toBe(400);
  });
});

describe('real answers validate against the document', () => {
  it('a recipe, by id and by slug', async () => {
    const r = store().snapshot.recipes.find((x) => x.isOnline)!;
    for (const key of [String(r.recipeID), r.recipeNameSlug]) {
      const { status, body } = await api(`/api/v2/recipe/${key}`);
      expect(status).toBe(200);
      expectConforms('/api/v2/recipe/{idOrSlug}', 'get', 200, body);
    }
  });

  it('beef cuts of every kind, and their recipe listing', async () => {
    const cuts = store().snapshot.cuts.filter((c) => c.isOnline);
    const picks = [
      cuts.find((c) => c.isBeefPrimal),
      cuts.find((c) => c.isBeefSubprimal),
      cuts.find((c) => c.isBeefFabricatedCut),
      cuts.find((c) => c.groups.length > 0),
    ];
    for (const cut of picks.filter((c) => c !== undefined)) {
      const full = await api(`/api/v2/beefcut/${cut.ingredientNameSlug}`);
      expect(full.status).toBe(200);
      expectConforms('/api/v2/beefcut/{idOrSlug}', 'get', 200, full.body);
      const recipes = await api(`/api/v2/beefcut/${cut.ingredientID}/recipes`);
      expect(recipes.status).toBe(200);
      expectConforms('/api/v2/beefcut/{id}/recipes', 'get', 200, recipes.body);
    }
  });

  it('collections of both kinds and the listings', async () => {
    const s = store().snapshot;
    const cutCollection = s.cutCollections.find((c) => c.isOnline)!;
    const recipeCollection = s.recipeCollections.find((c) => c.isOnline)!;
    expectConforms(
      '/api/v2/beefcut/collection/{idOrSlug}',
      'get',
      200,
      (await api(`/api/v2/beefcut/collection/${cutCollection.collectionID}`)).body,
    );
    expectConforms(
      '/api/v2/recipe/collection/{idOrSlug}',
      'get',
      200,
      (await api(`/api/v2/recipe/collection/${recipeCollection.collectionNameSlug}`)).body,
    );
    const cutIds = s.cuts
      .filter((c) => c.isOnline)
      .slice(0, 5)
      .map((c) => c.ingredientID);
    const cutList = await api(`/api/v2/beefcut/list?ingredientIDList=${cutIds.join(',')}`);
    expect((cutList.body as { ingredientListing: unknown[] }).ingredientListing).toHaveLength(cutIds.length);
    expectConforms('/api/v2/beefcut/list', 'get', 200, cutList.body);
    const collectionList = await api(
      `/api/v2/beefcut/collection/list?collectionIDList=${s.cutCollections.map((c) => c.collectionID).join(',')}`,
    );
    expectConforms('/api/v2/beefcut/collection/list', 'get', 200, collectionList.body);
  });

  it('searches, GET and POST, with and without facet counts', async () => {
    const recipe = await api('/api/v2/recipe/search?cookingMethods=grill,braise&itemsPerPage=50');
    expect((recipe.body as { searchResults: unknown[] }).searchResults.length).toBeGreaterThan(0);
    expectConforms('/api/v2/recipe/search', 'get', 200, recipe.body);
    const faceted = await api('/api/v2/recipe/search?includeFacetCounts=true&maxCookTimeMinutes=40');
    expect((faceted.body as { facetCounts?: object }).facetCounts).toBeDefined();
    expectConforms('/api/v2/recipe/search', 'get', 200, faceted.body);
    const post = await api('/api/v2/recipe/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cuisines: ['mexican'], isSpanishRecipe: false }),
    });
    expectConforms('/api/v2/recipe/search', 'post', 200, post.body);

    const cuts = await api('/api/v2/beefcut/search?beefCategories=steak&includeFacetCounts=1&itemsPerPage=50');
    expect((cuts.body as { searchResults: unknown[] }).searchResults.length).toBeGreaterThan(0);
    expectConforms('/api/v2/beefcut/search', 'get', 200, cuts.body);
    const cutsForm = await api('/api/v2/beefcut/search', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'isLean=true&primals=round',
    });
    expectConforms('/api/v2/beefcut/search', 'post', 200, cutsForm.body);

    const collections = await api('/api/v2/beefcut/collection/search?includeFacetCounts=true');
    expect((collections.body as { searchResults: unknown[] }).searchResults.length).toBeGreaterThan(0);
    expectConforms('/api/v2/beefcut/collection/search', 'get', 200, collections.body);
  });

  it('lookups', async () => {
    const { status, body } = await api('/api/v2/common/lookups');
    expect(status).toBe(200);
    expectConforms('/api/v2/common/lookups', 'get', 200, body);
  });

  it('errors: 400, 401, 404, 405, 415', async () => {
    expectConforms('/api/v2/recipe/search', 'get', 400, (await api('/api/v2/recipe/search?pageNumber=0')).body);
    expectConforms('/api/v2/common/lookups', 'get', 401, (await api('/api/v2/common/lookups', { auth: false })).body);
    expectConforms('/api/v2/recipe/{idOrSlug}', 'get', 404, (await api('/api/v2/recipe/no-such-recipe')).body);
    expectConforms(
      '/api/v2/common/lookups',
      'get',
      405,
      (await api('/api/v2/common/lookups', { method: 'POST' })).body,
    );
    const unsupported = await api('/api/v2/recipe/search', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(unsupported.status).toBe(415);
    expectConforms('/api/v2/recipe/search', 'post', 415, unsupported.body);
  });

  it('the validator is not vacuous: a drifted record fails', async () => {
    const { body } = await api(`/api/v2/recipe/${store().snapshot.recipes.find((x) => x.isOnline)!.recipeID}`);
    const validate = validatorFor('#/components/schemas/RecipeFull');
    const { recipeName: _name, ...missing } = body as Record<string, unknown>;
    void _name;
    expect(validate(missing)).toBe(false);
    expect(validate({ ...(body as object), unexpected: 1 })).toBe(false);
    expect(validate({ ...(body as object), recipeID: '1' })).toBe(false);
  });
});

describe('GET /api/v2/openapi.json', () => {
  it('is public JSON with an ETag, equal to the document', async () => {
    const { res, status, body } = await api('/api/v2/openapi.json', { auth: false });
    expect(status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(body).toEqual(JSON.parse(JSON.stringify(doc)));
    const etag = res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await serviceRequest('/api/v2/openapi.json', { auth: 'none', headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });
  it('is built once', () => {
    expect(openApiDocument()).toBe(doc);
  });
});

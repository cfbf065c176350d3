// The tolerant reading of an upstream, from the spec's field table (shared spec service-v2.md):
// every field may be absent, null, "", an empty list or the wrong shape, and a record reads as
// long as it has an id and a slug; one that has not is left out of its list with one warning.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { parseBody, unreadableRecords } from '@/lib/api/parse';
import { cutView, recipeCard, recipeView } from '@/lib/api/views';
import { wire, wireTolerant } from '@/lib/wire/v2';

const recipe = (id: number, slug: string, extra: Record<string, unknown> = {}) => ({
  recipeID: id,
  recipeName: `Recipe ${id}`,
  recipeNameSlug: slug,
  isOnline: true,
  ...extra,
});
const searchBody = (results: unknown[]) => ({
  searchResults: results,
  searchCriteria: { searchText: '' },
  totalCount: results.length,
  curPage: 1,
  itemsPerPage: {},
  links: [],
});
const readSearch = (body: unknown) =>
  parseBody('searchRecipes', 'search', wire.recipeSearchResult, wireTolerant.recipeSearchResult, body);
const readCut = (body: unknown) => parseBody('getCut', 'c', wire.cutFull, wireTolerant.cutFull, body);
const readRecipe = (body: unknown) => parseBody('getRecipe', 'r', wire.recipeFull, wireTolerant.recipeFull, body);

describe('the tolerant reader', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads records with a null or absent audience, and a page size sent as an object', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const r = readSearch(searchBody([recipe(1, 'a', { audience: null }), recipe(2, 'b')]));
    expect(r.searchResults.map((x) => [x.recipeID, x.audience.audienceNameSlug])).toEqual([
      [1, ''],
      [2, ''],
    ]);
    expect(r.itemsPerPage).toBeUndefined();
    expect(recipeCard(r.searchResults[0]!)).toMatchObject({ name: 'Recipe 1', audience: '', path: '/recipes/a' });
  });

  it('leaves an unreadable record out of its list with one warning naming operation, id and field', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const before = unreadableRecords();
    const body = searchBody([recipe(1, 'kept'), recipe(7, ''), { recipeID: 'x', recipeNameSlug: 'y' }]);
    const r = readSearch(body);
    expect(r.searchResults.map((x) => x.recipeNameSlug)).toEqual(['kept']);
    expect(unreadableRecords() - before).toBe(2);
    const lines = warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('left out'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/searchRecipes .*record 7 at recipeNameSlug/);
    readSearch(body);
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('left out'))).toHaveLength(2);
  });

  it('reads ids up to 2^53, numeric strings, any ISO date, and decodes entities once', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const r = readSearch(
      searchBody([
        recipe(2 ** 53, 'big', { lastModified: '2024-05-01', recipeName: 'Surf &amp; Turf &amp;amp; more' }),
        recipe(2 ** 53 + 2, 'too-big'),
        recipe('42' as unknown as number, 'text-id', { lastModified: '2024-05-01T10:00:00.5+02:00' }),
        recipe(3, 'local', { lastModified: '2024-05-01T10:00:00', recipeNameSlug: 'a&amp;b' }),
      ]),
    );
    expect(r.searchResults.map((x) => [x.recipeID, x.lastModified])).toEqual([
      [2 ** 53, '2024-05-01T00:00:00.000Z'],
      [42, '2024-05-01T08:00:00.500Z'],
      [3, '2024-05-01T10:00:00.000Z'],
    ]);
    expect(r.searchResults[0]!.recipeName).toBe('Surf & Turf &amp; more');
    expect(r.searchResults[2]!.recipeNameSlug).toBe('a&amp;b');
  });

  it('reads cooking guidelines, media and nutrition panels sent as one object', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const c = readCut({
      ingredientID: 5,
      ingredientName: 'Chuck Eye Steak',
      ingredientNameSlug: 'chuck-eye-steak',
      isOnline: true,
      butchersTip: null,
      cookingGuidelines: { cookingGuidelineID: 9, attributeName: 'Grill', cookingTimeMinutes: '12' },
      nutritionals: { nutritionalType: 'raw', nutrients: { unitOfMeasureValue: '3.5', unitOfMeasure: 'g' } },
      media: { filename: 'a.jpg', assetURL: 'https://media.example/', mediaGroup: [{ mediaGroupNameSlug: 'x' }] },
      parentIngredient: { ingredientName: 'no id' },
      primalIngredient: null,
    });
    expect(c.cookingGuidelines).toHaveLength(1);
    expect(c.nutritionals[0]!.nutrients[0]!.unitOfMeasureValue).toBe(3.5);
    expect(c.media).toHaveLength(1);
    expect(c.parentIngredient).toBeNull();
    const v = cutView(c);
    expect(v.guidelines[0]!.minutes).toEqual([12, 12]);
    expect(v.butchersTip).toBe('');
  });
});

// The spec's fields of a full recipe and a full cut, each sent in every form the spec leaves open.
const ODD = fc.constantFrom<unknown>(undefined, null, '', [], {}, 0, 'text', true, [{}]);
const recipeFields = Object.keys((wire.recipeFull as z.ZodObject).shape);
const cutFields = Object.keys((wire.cutFull as z.ZodObject).shape);
const KEYS = new Set(['recipeID', 'recipeNameSlug', 'ingredientID', 'ingredientNameSlug']);
const oddRecord = (fields: string[], base: Record<string, unknown>) =>
  fc.dictionary(fc.constantFrom(...fields.filter((f) => !KEYS.has(f))), ODD).map((odd) => ({ ...base, ...odd }));

describe('property: any value in any field of the spec', () => {
  it('a full recipe with an id and a slug always reads and renders to a view', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fc.assert(
      fc.property(oddRecord(recipeFields, { recipeID: 1, recipeNameSlug: 'r' }), (body) => {
        const v = recipeView(readRecipe(body));
        expect(v.slug).toBe('r');
        expect(typeof v.name).toBe('string');
      }),
      { numRuns: 300 },
    );
  });

  it('a full cut with an id and a slug always reads and renders to a view', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fc.assert(
      fc.property(oddRecord(cutFields, { ingredientID: 1, ingredientNameSlug: 'c' }), (body) => {
        const v = cutView(readCut(body));
        expect(v.slug).toBe('c');
      }),
      { numRuns: 300 },
    );
  });

  it('a search keeps exactly the results that have an id and a slug', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = fc.record({
      recipeID: fc.oneof(fc.integer({ min: 0, max: 2 ** 53 }), ODD),
      recipeNameSlug: fc.oneof(fc.stringMatching(/^[a-z]{1,8}$/), ODD),
      audience: ODD,
      media: ODD,
    });
    fc.assert(
      fc.property(fc.array(result, { maxLength: 6 }), (results) => {
        const readable = results.filter(
          (r) => typeof r.recipeID === 'number' && typeof r.recipeNameSlug === 'string' && r.recipeNameSlug !== '',
        );
        const read = readSearch(searchBody(results)).searchResults;
        expect(read.map((r) => r.recipeNameSlug)).toEqual(readable.map((r) => r.recipeNameSlug));
        for (const r of read) recipeCard(r);
      }),
      { numRuns: 300 },
    );
  });
});

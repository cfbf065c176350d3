// Ranking parity with Orama, which the service searched with before this index: over the
// real catalog, text queries (one word, several words, prefixes, typos) with and without
// filters page the same recipes in the same order as Orama 3 with the service's former
// settings (English stemming, tolerance 1, threshold 0, name boost 3; several words searched
// one by one, intersected and ranked by the sum of their places).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, insertMultiple, search, type Orama } from '@orama/orama';
import { describe, expect, it } from 'vitest';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { parseRecipeCriteria, textWords, type RawParams } from '@/lib/search/criteria';
import { searchRecipes } from '@/lib/service/search';
import { buildStore } from '@/lib/service/store';
import { RECIPE_SCHEMA, recipeContext, recipeDoc } from '@/lib/service/index/catalog-index';

const snapshot = JSON.parse(readFileSync(join(process.cwd(), '.catalog', 'catalog.json'), 'utf8')) as CatalogSnapshot;
const store = buildStore(snapshot);

const schema: Record<string, string> = { name: 'string', description: 'string', body: 'string' };
for (const f of RECIPE_SCHEMA.enumFields) schema[f] = 'enum[]';
const db = create({
  schema: schema as never,
  components: { tokenizer: { stemming: true, language: 'english' } },
}) as unknown as Orama<Record<string, string>>;
const ctx = recipeContext(snapshot);
insertMultiple(
  db,
  snapshot.recipes
    .filter((r) => r.isOnline)
    .map((r) => {
      const d = recipeDoc(r, ctx);
      const doc: Record<string, unknown> = {
        id: String(d.id),
        name: d.text[0],
        description: d.text[1],
        body: d.text[2],
      };
      RECIPE_SCHEMA.enumFields.forEach((f, i) => (doc[f] = d.enums[i]));
      return doc as never;
    }),
);

/** The former search: Orama per word, intersected, ranked by the sum of places. */
async function oramaIds(word: string[], where: Record<string, unknown>): Promise<string[]> {
  const lists = await Promise.all(
    word.map(async (w) => {
      const res = await search(db, {
        term: w,
        properties: ['name', 'description', 'body'],
        tolerance: 1,
        threshold: 0,
        boost: { name: 3 },
        where,
        limit: 10_000,
      } as never);
      return (res as unknown as { hits: { id: string }[] }).hits.map((h) => h.id);
    }),
  );
  const place = new Map<string, number>();
  for (const ids of lists) ids.forEach((id, i) => place.set(id, (place.get(id) ?? 0) + i));
  const inAll = lists.reduce((kept, ids) => {
    const set = new Set(ids);
    return kept.filter((id) => set.has(id));
  });
  return inAll.sort((a, b) => place.get(a)! - place.get(b)!);
}

const TEXTS = [
  'steak',
  'grilled steak',
  'ribey',
  'beef',
  'quick beef tacos',
  'brsket',
  'chimich',
  'braising',
  'ribeye flare',
  'beef arrachera',
  'slow cooker',
  'pot roast',
  'mex',
  'stir fry',
  'roast beef sandwich',
  'lemon garlic',
  'kid-friendly',
];
const FILTERS: [RawParams, Record<string, unknown>][] = [
  [{}, {}],
  [{ cookingMethods: ['grill'] }, { cookingMethods: { containsAny: ['grill'] } }],
  [{ excludeAllergens: ['milk'] }, { allergenFree: { containsAll: ['milk'] } }],
];

describe('ranking', () => {
  it('pages text matches in the order Orama ranked them', async () => {
    let compared = 0;
    for (const text of TEXTS) {
      for (const [raw, where] of FILTERS) {
        const expected = (await oramaIds(textWords(text), where)).map(Number);
        const page = await searchRecipes(
          store,
          parseRecipeCriteria({ ...raw, searchText: [text], itemsPerPage: ['50'] }),
        );
        expect(page.totalCount, text).toBe(expected.length);
        expect(page.ids, `${text} ${JSON.stringify(raw)}`).toEqual(expected.slice(0, 50));
        if (expected.length > 1) compared++;
      }
    }
    expect(compared).toBeGreaterThan(30);
  });
});

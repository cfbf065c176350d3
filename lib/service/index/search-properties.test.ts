// Property checks of the index-backed search over the real catalog: for random criteria
// (filters, names for slugs, unknown values, buckets, text with prefixes and typos), the
// matches, the name order, the ranking levels of text matches and every facet count equal a
// brute-force evaluation written straight from the records and the matching policy,
// independent of the index. Then the packed store (the file the
// service loads) must answer exactly as the store built in memory.
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseCutCriteria, parseRecipeCriteria } from '@/lib/search/criteria';
import { searchCuts, searchRecipes } from '@/lib/service/search';
import { loadStore, openStore } from '@/lib/service/store';
import { writePack } from '@/lib/service/index/pack';
import { bruteForce, criteria, snapshot, snapshotFile, store } from '@/lib/service/index/test-oracle';

describe('recipe search against brute force over the real catalog', () => {
  it('finds exactly the matching recipes, in name order without text, and counts every facet', async () => {
    let withText = 0;
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(criteria, async (raw) => {
        const expected = bruteForce(raw);
        const page = await searchRecipes(store, expected.criteria, { facets: true });
        expect(page.totalCount).toBe(expected.matches.length);
        const ids = expected.matches.map((r) => r.recipeID);
        if (!expected.hasText) expect(page.ids).toEqual(ids.slice(0, 50));
        else expect([...page.ids].sort()).toEqual(ids.length <= 50 ? [...ids].sort() : expect.anything());
        if (expected.hasText && ids.length > 50) for (const id of page.ids) expect(ids).toContain(id);
        if (expected.hasText) {
          // Ranked by the policy: each result at least as far up the levels as the next.
          const ranks = page.ids.map((id) => expected.textRank(store.recipes.byId.get(id)!)!);
          for (let i = 1; i < ranks.length; i++) expect(ranks[i - 1]).toBeGreaterThanOrEqual(ranks[i]!);
        }
        expect(page.facetCounts).toEqual(expected.facetCounts);
        if (expected.hasText) withText++;
        if (ids.length) nonEmpty++;
      }),
      { numRuns: 250 },
    );
    // The generator must exercise text and non-empty results, or the check proves little.
    expect(withText).toBeGreaterThan(50);
    expect(nonEmpty).toBeGreaterThan(50);
  }, 120_000);

  it('ranks text matches: a name match first, more relevant before less', async () => {
    const flank = await searchCuts(store, parseCutCriteria({ searchText: ['flank'] }));
    expect(store.cuts.byId.get(flank.ids[0]!)?.ingredientNameSlug).toMatch(/flank/);
    const ribeye = await searchRecipes(store, parseRecipeCriteria({ searchText: ['ribeye'] }));
    expect(store.recipes.byId.get(ribeye.ids[0]!)?.recipeName.toLowerCase()).toContain('ribeye');
  });
});

describe('the packed catalog', () => {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-pack-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers as the store built in memory, and reads records back intact', async () => {
    const file = join(dir, 'catalog.pack');
    writePack(snapshot, file, statSync(snapshotFile).size);
    const packed = openStore(file);
    expect(packed.origin).toBe('pack');
    await fc.assert(
      fc.asyncProperty(criteria, fc.constantFrom('1', '2'), async (raw, page) => {
        const c = parseRecipeCriteria({ ...raw, itemsPerPage: ['10'], pageNumber: [page] });
        expect(await searchRecipes(packed, c, { facets: true })).toEqual(
          await searchRecipes(store, c, { facets: true }),
        );
      }),
      { numRuns: 60 },
    );
    for (const r of snapshot.recipes) {
      expect(packed.recipes.byId.get(r.recipeID)).toEqual(r);
      expect(packed.recipes.bySlug.get(r.recipeNameSlug)?.recipeID).toBe(r.recipeID);
    }
    expect(packed.recipes.byId.get(-1)).toBeUndefined();
    expect(packed.snapshot.recipes).toEqual(snapshot.recipes);
    expect(packed.snapshot.lookups).toEqual(snapshot.lookups);
    expect(packed.cuts.recipesByCut).toEqual(store.cuts.recipesByCut);
  }, 60_000);

  it('is loaded only for the snapshot it was written with', () => {
    const json = join(dir, 'own.json');
    copyFileSync(snapshotFile, json);
    writePack(snapshot, join(dir, 'own.pack'), statSync(json).size);
    expect(loadStore(json).origin).toBe('pack');
    // Written for a snapshot of another size: stale, the snapshot is parsed instead.
    writePack(snapshot, join(dir, 'own.pack'), 1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(loadStore(json).origin).toBe('snapshot');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    // A pack alone (the snapshot not deployed beside it) is the catalog.
    rmSync(json);
    expect(loadStore(json).origin).toBe('pack');
  });
});

// The orders of the `sort` extension over the real catalog, checked against the records: every
// order the table (lib/search/kinds.ts) offers exists in the index, pages follow it, text
// keeps its matches, and the echo says the order used.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { parseCriteria, parseCutCriteria, parseRecipeCriteria } from '@/lib/search/criteria';
import { SEARCH_KINDS, SEARCH_KIND_NAMES } from '@/lib/search/kinds';
import { fatPer100g, recommendedCutKey, recommendedRecipeKey } from '@/lib/service/index/catalog-index';
import { search, searchCuts, searchRecipes } from '@/lib/service/search';
import { buildStore } from '@/lib/service/store';
import { serviceRequest } from '@/lib/service/test-request';

const snapshot = JSON.parse(readFileSync(join(process.cwd(), '.catalog', 'catalog.json'), 'utf8')) as CatalogSnapshot;
const store = buildStore(snapshot);
const recipes = new Map(snapshot.recipes.map((r) => [r.recipeID, r]));
const cuts = new Map(snapshot.cuts.map((c) => [c.ingredientID, c]));
const byName = (a: string, b: string) => a.localeCompare(b);

/** Every id of a search, paged through in pages of 7 (the pages must join into one order). */
async function allIds(kind: 'recipes' | 'cuts', raw: Record<string, string[]>): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const c = parseCriteria(kind, { ...raw, itemsPerPage: ['7'], pageNumber: [String(page)] });
    const p = await search(store, kind, c as never);
    ids.push(...p.ids);
    if (ids.length >= p.totalCount) return ids;
  }
}

describe('sort (extension)', () => {
  it('every order the table offers is one the service has', async () => {
    for (const kind of SEARCH_KIND_NAMES) {
      for (const sort of Object.keys(SEARCH_KINDS[kind].params.sort.options)) {
        const c = parseCriteria(kind, { sort: [sort] });
        await expect(search(store, kind, c as never)).resolves.toBeTruthy();
      }
    }
  });

  it('quickest: total time ascending, ties by name; newest: lastModified descending', async () => {
    const quick = (await allIds('recipes', { sort: ['quickest'] })).map((id) => recipes.get(id)!);
    expect(quick.length).toBe(snapshot.recipes.filter((r) => r.isOnline).length);
    for (let i = 1; i < quick.length; i++) {
      const [a, b] = [quick[i - 1]!, quick[i]!];
      expect(a.maxTotalRecipeTimeMinutes).toBeLessThanOrEqual(b.maxTotalRecipeTimeMinutes);
      if (a.maxTotalRecipeTimeMinutes === b.maxTotalRecipeTimeMinutes)
        expect(byName(a.recipeName, b.recipeName)).toBeLessThanOrEqual(0);
    }
    const newest = (await allIds('recipes', { sort: ['newest'] })).map((id) => recipes.get(id)!);
    for (let i = 1; i < newest.length; i++)
      expect(Date.parse(newest[i - 1]!.lastModified)).toBeGreaterThanOrEqual(Date.parse(newest[i]!.lastModified));
  });

  it('leanest: fat per 100 g cooked ascending, cuts without nutrition last', async () => {
    const lean = (await allIds('cuts', { sort: ['leanest'] })).map((id) => cuts.get(id)!);
    const fats = lean.map((c) => fatPer100g(c));
    const known = fats.filter((f) => f !== null) as number[];
    expect(known.length).toBeGreaterThan(10);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(fats.slice(known.length).every((f) => f === null)).toBe(true);
    // Flank steak: 7 g fat in an 85 g serving.
    expect(fatPer100g(snapshot.cuts.find((c) => c.ingredientNameSlug === 'flank-steak')!)).toBe(824);
  });

  it('with text, a sort keeps the same matches in its own order; relevance without text is name order', async () => {
    const text = { searchText: ['steak'], cookingMethods: ['grill'] };
    const relevance = await allIds('recipes', text);
    const quick = await allIds('recipes', { ...text, sort: ['quickest'] });
    expect([...quick].sort()).toEqual([...relevance].sort());
    const minutes = quick.map((id) => recipes.get(id)!.maxTotalRecipeTimeMinutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    const a = await searchRecipes(store, parseRecipeCriteria({ sort: ['relevance'] }));
    const b = await searchRecipes(store, parseRecipeCriteria({}));
    expect(a.ids).toEqual(b.ids);
    const c = await searchCuts(store, parseCutCriteria({ sort: ['name'], searchText: ['steak'] }));
    const names = c.ids.map((id) => cuts.get(id)!.ingredientName);
    expect(names).toEqual([...names].sort(byName));
  });

  it('recommended: home cooks’ dishes with a picture, without, foodservice, sub-recipes; each quickest first', async () => {
    const ids = await allIds('recipes', { sort: ['recommended'] });
    const keys = ids.map((id) => recommendedRecipeKey(recipes.get(id)!));
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    const rank = (id: number) => Math.floor(recommendedRecipeKey(recipes.get(id)!) / (1 << 20));
    const ranks = ids.map(rank);
    // The catalog holds dishes for home cooks, foodservice recipes and sub-recipes.
    expect(new Set(ranks)).toEqual(new Set([0, 2, 3]));
    const first = recipes.get(ids[0]!)!;
    expect(first.audience.audienceNameSlug).toBe('consumer');
    expect(first.media.length).toBeGreaterThan(0);
    const sub = recipes.get(ids.at(-1)!)!;
    expect(sub.attributes.flatMap((a) => a.attributes.map((x) => x.attributeNameSlug))).toContain('sauce-and-rub');
    const homeMinutes = ids.filter((id) => rank(id) === 0).map((id) => recipes.get(id)!.maxTotalRecipeTimeMinutes);
    expect(homeMinutes).toEqual([...homeMinutes].sort((a, b) => a - b));
  });

  it('recommended cuts: retail cuts, then subprimals, then primals; each in name order', async () => {
    const list = (await allIds('cuts', { sort: ['recommended'] })).map((id) => cuts.get(id)!);
    const keys = list.map(recommendedCutKey);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    expect(list[0]!.isBeefPrimal).toBe(false);
    expect(list.at(-1)!.isBeefPrimal).toBe(true);
    const retail = list.filter((c) => recommendedCutKey(c) === 0).map((c) => c.ingredientName);
    expect(retail.length).toBeGreaterThan(30);
    expect(retail).toEqual([...retail].sort(byName));
  });

  it('refuses an order the kind does not have, naming the parameter', () => {
    expect(() => parseRecipeCriteria({ sort: ['leanest'] })).toThrow(/sort must be one of/);
  });

  it('the echo says the order used when one was asked for, and has no sort otherwise', async () => {
    const res = await serviceRequest('/api/v2/recipe/search?searchText=beef&sort=newest', {});
    expect((await res.json()).searchCriteria.sort).toBe('newest');
    const relevance = await serviceRequest('/api/v2/recipe/search?sort=relevance', {});
    expect((await relevance.json()).searchCriteria.sort).toBe('name');
    const plain = await serviceRequest('/api/v2/recipe/search?searchText=beef', {});
    expect((await plain.json()).searchCriteria).not.toHaveProperty('sort');
    const listing = await serviceRequest('/api/v2/beefcut/search', {});
    expect((await listing.json()).searchCriteria).not.toHaveProperty('sort');
  });
});

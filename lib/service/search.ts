// Search semantics of the v2 service over the Orama indexes:
// - searchText: full text with English stemming, prefix matching and typo tolerance; every
//   word must match. One word is one Orama query (BM25, paged by Orama). Several words are
//   searched one by one and intersected, ranked by the sum of each word's places: Orama's own
//   all-words mode counts matched terms per field, so it would drop a recipe whose words sit
//   in different fields and admit one matching a single word in two forms (beef, beefy);
// - array parameters: any value within a parameter (OR), all parameters together (AND);
//   names are accepted for slugs; a value matching nothing in the lookups matches no record;
// - excludeAllergens: removes recipes containing any of them;
// - good/excellentNutritionals: the primary nutritional meets the claim for every nutrient
//   listed ("good" is met by 10 % DV or more, so excellent nutrients meet it too);
// - buckets as in the spec's table (lib/search/criteria.ts);
// - without text, results are in name order.
import { count, getByID, search, type Orama } from '@orama/orama';
import {
  CUT_ARRAY_PARAMS,
  RECIPE_ARRAY_PARAMS,
  textWords,
  cookTimeRange,
  servingsRange,
  type CollectionCriteria,
  type CutCriteria,
  type RecipeCriteria,
} from '../search/criteria.ts';
import type { Store } from './store.ts';

type Where = Record<string, unknown>;
export type Page = { ids: number[]; totalCount: number; facetCounts?: Record<string, Record<string, number>> };

const TOLERANCE = 1;

function normalize(store: Store, param: string, values: string[]): string[] {
  const names = store.aliases.get(param);
  return values.map((v) => names?.get(v.toLowerCase()) ?? v);
}

async function run(db: Orama<Record<string, string>>, term: string, properties: string[], where: Where, offset: number, limit: number, facets?: Record<string, object>) {
  const params: Record<string, unknown> = { where, limit, offset };
  if (term) {
    params.term = term;
    params.properties = properties;
    params.tolerance = TOLERANCE;
    params.threshold = 0;
    params.boost = { name: 3 };
  } else {
    params.sortBy = { property: 'rank', order: 'ASC' };
  }
  if (facets) params.facets = facets;
  return await search(db, params as never);
}

type Hits = { count: number; hits: { id: string }[]; facets?: Record<string, { values: Record<string, number> }> };

/** Every match of a multi-word query, in rank order. */
async function allWordsIds(db: Orama<Record<string, string>>, words: string[], properties: string[], where: Where): Promise<string[]> {
  const total = count(db);
  const lists = await Promise.all(words.map(async (w) => (await run(db, w, properties, where, 0, total)).hits.map((h) => h.id)));
  const place = new Map<string, number>();
  for (const ids of lists) ids.forEach((id, i) => place.set(id, (place.get(id) ?? 0) + i));
  const inAll = lists.reduce((kept, ids) => {
    const set = new Set(ids);
    return kept.filter((id) => set.has(id));
  });
  return inAll.sort((a, b) => place.get(a)! - place.get(b)!);
}

/** One page of matches, and facet counts when asked: Orama pages single-word and no-text
 *  queries itself; multi-word queries are paged (and counted) over the intersection. */
async function query(db: Orama<Record<string, string>>, term: string, properties: string[], where: Where, offset: number, limit: number, facets?: Record<string, object>): Promise<Hits> {
  const words = textWords(term);
  if (words.length <= 1) return (await run(db, words[0] ?? '', properties, where, offset, limit, facets)) as unknown as Hits;
  const ids = await allWordsIds(db, words, properties, where);
  const out: Hits = { count: ids.length, hits: ids.slice(offset, offset + limit).map((id) => ({ id })) };
  if (facets) {
    out.facets = {};
    for (const field of Object.keys(facets)) {
      const values: Record<string, number> = {};
      for (const id of ids) {
        const doc = getByID(db, id) as Record<string, unknown> | undefined;
        for (const v of (doc?.[field] as string[] | undefined) ?? []) values[v] = (values[v] ?? 0) + 1;
      }
      out.facets[field] = { values };
    }
  }
  return out;
}

function recipeWhere(store: Store, c: RecipeCriteria, skip?: string): Where {
  const where: Where = {};
  for (const p of RECIPE_ARRAY_PARAMS) {
    if (p === skip) continue;
    const values = normalize(store, p, c[p]);
    if (!values.length) continue;
    if (p === 'excludeAllergens') where.allergenFree = { containsAll: values };
    else if (p === 'goodNutritionals' || p === 'excellentNutritionals') where[p] = { containsAll: values };
    else where[p] = { containsAny: values };
  }
  if (c.upcNumber) where.upcNumbers = { containsAny: [c.upcNumber] };
  if (c.nampNumber) where.nampNumbers = { containsAny: [c.nampNumber] };
  if (c.maxCookTimeMinutes !== null) {
    const r = cookTimeRange(c.maxCookTimeMinutes);
    where.cookMinutes = r.max === undefined ? { gte: r.min } : { between: [r.min, r.max] };
  }
  if (c.maxNumberOfServings !== null) {
    const r = servingsRange(c.maxNumberOfServings);
    where.servings = r.max === undefined ? { gte: r.min } : { between: [r.min, r.max] };
  }
  if (c.isSpanishRecipe !== null) where.isSpanishRecipe = c.isSpanishRecipe;
  return where;
}

function cutWhere(store: Store, c: CutCriteria, skip?: string): Where {
  const where: Where = {};
  for (const p of CUT_ARRAY_PARAMS) {
    if (p === skip) continue;
    const values = normalize(store, p, c[p]);
    if (values.length) where[p] = { containsAny: values };
  }
  if (c.upcNumber) where.upcNumber = { containsAny: [c.upcNumber] };
  if (c.nampNumber) where.nampNumber = { containsAny: [c.nampNumber] };
  if (c.isLean !== null) where.isLean = c.isLean;
  if (c.isMarinate !== null) where.isMarinate = c.isMarinate;
  return where;
}

/** Facet counts (our documented extension): for each facet, counts per value under the
 *  current criteria with that facet's own selection removed, so a reader sees what
 *  choosing another value of the same facet would give. */
async function facetCountsFor(
  db: Orama<Record<string, string>>,
  term: string,
  properties: string[],
  facets: readonly string[],
  whereWithout: (facet: string) => Where,
  field: (facet: string) => string,
): Promise<Record<string, Record<string, number>>> {
  const out: Record<string, Record<string, number>> = {};
  for (const facet of facets) {
    const f = field(facet);
    const res = await query(db, term, properties, whereWithout(facet), 0, 0, { [f]: { limit: 500 } });
    const values = res.facets?.[f]?.values ?? {};
    out[facet] = Object.fromEntries(Object.entries(values).filter(([k]) => !/^\d+$/.test(k)));
  }
  return out;
}

export async function searchRecipes(store: Store, c: RecipeCriteria, withFacets = false): Promise<Page> {
  const db = store.recipes.db as unknown as Orama<Record<string, string>>;
  const props = ['name', 'description', 'body'];
  const offset = (c.pageNumber - 1) * c.itemsPerPage;
  const res = await query(db, c.searchText, props, recipeWhere(store, c), offset, c.itemsPerPage);
  const page: Page = { ids: res.hits.map((h) => Number(h.id)), totalCount: res.count };
  if (withFacets) {
    // For excludeAllergens the count is of recipes free of that allergen: what excluding it leaves.
    page.facetCounts = await facetCountsFor(db, c.searchText, props, RECIPE_ARRAY_PARAMS, (f) => recipeWhere(store, c, f), (f) =>
      f === 'excludeAllergens' ? 'allergenFree' : f,
    );
  }
  return page;
}

export async function searchCuts(store: Store, c: CutCriteria, withFacets = false): Promise<Page> {
  const db = store.cuts.db as unknown as Orama<Record<string, string>>;
  const props = ['name', 'aliases', 'body'];
  const offset = (c.pageNumber - 1) * c.itemsPerPage;
  const res = await query(db, c.searchText, props, cutWhere(store, c), offset, c.itemsPerPage);
  const page: Page = { ids: res.hits.map((h) => Number(h.id)), totalCount: res.count };
  if (withFacets) page.facetCounts = await facetCountsFor(db, c.searchText, props, CUT_ARRAY_PARAMS, (f) => cutWhere(store, c, f), (f) => f);
  return page;
}

export async function searchCutCollections(store: Store, c: CollectionCriteria, withFacets = false): Promise<Page> {
  const db = store.cutCollections.db as unknown as Orama<Record<string, string>>;
  const props = ['name', 'body'];
  const where: Where = {};
  const groups = normalize(store, 'collectionGroups', c.collectionGroups);
  if (groups.length) where.collectionGroups = { containsAny: groups };
  const offset = (c.pageNumber - 1) * c.itemsPerPage;
  const res = await query(db, c.searchText, props, where, offset, c.itemsPerPage);
  const page: Page = { ids: res.hits.map((h) => Number(h.id)), totalCount: res.count };
  if (withFacets) page.facetCounts = await facetCountsFor(db, c.searchText, props, ['collectionGroups'], () => ({}), (f) => f);
  return page;
}

// Search semantics of the v2 service over the Orama indexes:
// - searchText: full text with English stemming, prefix matching and typo tolerance;
//   every word must match (Orama threshold 0), ranked by BM25;
// - array parameters: any value within a parameter (OR), all parameters together (AND);
//   names are accepted for slugs; a value matching nothing in the lookups matches no record;
// - excludeAllergens: removes recipes containing any of them;
// - good/excellentNutritionals: the primary nutritional meets the claim for every nutrient
//   listed ("good" is met by 10 % DV or more, so excellent nutrients meet it too);
// - buckets as in the spec's table (lib/search/criteria.ts);
// - without text, results are in name order.
import { search, type Orama } from '@orama/orama';
import {
  CUT_ARRAY_PARAMS,
  RECIPE_ARRAY_PARAMS,
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
    const res = await run(db, term, properties, whereWithout(facet), 0, 0, { [f]: { limit: 500 } });
    const values = res.facets?.[f]?.values ?? {};
    out[facet] = Object.fromEntries(Object.entries(values).filter(([k]) => !/^\d+$/.test(k)));
  }
  return out;
}

export async function searchRecipes(store: Store, c: RecipeCriteria, withFacets = false): Promise<Page> {
  const db = store.recipes.db as unknown as Orama<Record<string, string>>;
  const props = ['name', 'description', 'body'];
  const offset = (c.pageNumber - 1) * c.itemsPerPage;
  const res = await run(db, c.searchText, props, recipeWhere(store, c), offset, c.itemsPerPage);
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
  const res = await run(db, c.searchText, props, cutWhere(store, c), offset, c.itemsPerPage);
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
  const res = await run(db, c.searchText, props, where, offset, c.itemsPerPage);
  const page: Page = { ids: res.hits.map((h) => Number(h.id)), totalCount: res.count };
  if (withFacets) page.facetCounts = await facetCountsFor(db, c.searchText, props, ['collectionGroups'], () => ({}), (f) => f);
  return page;
}

// Search semantics of the v2 service over the store's indexes (lib/service/index/):
// - searchText: full text with English stemming (Orama's English tokenizer and stemmer),
//   prefix matching and typo tolerance (edit distance 1); every word must match. Each word
//   is scored by BM25 over name, description and body (Orama's parameters; a name match
//   weighs 3×). One word: its matches by score. Several words: each word's matches under the
//   filters are ranked by score, and the documents in all of them are ranked by the sum of
//   their places (ties in the first word's order): a recipe whose words sit in different
//   fields matches, and one matching a single word in two forms (beef, beefy) does not;
// - array parameters: any value within a parameter (OR), all parameters together (AND);
//   names are accepted for slugs; a value matching nothing in the lookups matches no record;
// - excludeAllergens: removes recipes containing any of them;
// - good/excellentNutritionals: the primary nutritional meets the claim for every nutrient
//   listed ("good" is met by 10 % DV or more, so excellent nutrients meet it too);
// - buckets as in the spec's table (lib/search/criteria.ts);
// - order (`sort`, our documented extension): relevance (the text ranking above; the default with
//   text), name (the default without), or an order built at catalog time (quickest, newest,
//   leanest: lib/service/index/catalog-index.ts); with text, a sort keeps the text's matches and
//   pages them in that order;
// - facet counts (our documented extension): for each facet, counts per value under the
//   current criteria with that facet's own selection removed.
import { textWords, type Criteria } from '@/lib/search/criteria';
import { SEARCH_KINDS, type ParamSpec, type SearchKind } from '@/lib/search/kinds';
import { bucketRange, sortOf } from '@/lib/search/params';
import { inAllOf, maskOfDocs, type KindSearcher, type Mask } from '@/lib/service/index/kind-search';
import type { Store } from '@/lib/service/store';

export type Page = { ids: number[]; totalCount: number; facetCounts?: Record<string, Record<string, number>> };

function normalize(store: Store, kind: SearchKind, param: string, values: string[]): string[] {
  const names = store.aliases.get(`${kind}:${param}`);
  return values.map((v) => names?.get(v.toLowerCase()) ?? v);
}

/** One array parameter as a filter: its enum field and its mask (null when the parameter is
 *  not set). */
type FacetFilter = { param: string; field: string; mask: Mask };

function and(masks: Mask[]): Mask {
  const set = masks.filter((m): m is Uint8Array => m !== null);
  if (set.length <= 1) return set[0] ?? null;
  const out = Uint8Array.from(set[0]!);
  for (const m of set.slice(1)) andInto(out, m);
  return out;
}

function andInto(out: Uint8Array, m: Uint8Array): void {
  for (let i = 0; i < out.length; i++) out[i]! &= m[i]!;
}

type Query = {
  index: KindSearcher;
  text: string;
  /** The order: null for relevance (by text), else a whole order of the index. */
  order: Uint32Array | null;
  /** Filters that are not facets (numbers, booleans, UPC/NAMP). */
  fixed: Mask[];
  facets: FacetFilter[];
  offset: number;
  limit: number;
  withFacets: boolean;
};

function run({ index, text, order, fixed, facets, offset, limit, withFacets }: Query): Page {
  const fixedMask = and(fixed);
  const mask = and([fixedMask, ...facets.map((f) => f.mask)]);
  const words = textWords(text);
  let page: { docs: number[]; total: number };
  /** The text matches, before filters (null: no text, every document). */
  let base: Uint32Array | null = null;
  if (!words.length) {
    page = index.pageInOrder(order ?? index.ix.byName, mask, offset, limit);
  } else {
    const { orders, sets } = index.words(words, mask);
    if (withFacets || order) base = sets.length === 1 ? sets[0]! : inAllOf(sets, index.n);
    if (order) page = index.pageInOrder(order, maskOfDocs(base!, index.n, mask), offset, limit);
    else
      page =
        orders.length === 1
          ? index.pageOfWord(orders[0]!, mask, offset, limit)
          : index.pageAllWords(orders as Uint32Array[], mask, offset, limit);
  }
  const out: Page = { ids: page.docs.map((d) => index.ix.ids[d]!), totalCount: page.total };
  if (withFacets) {
    const counts = index.facetCounts(base, fixedMask, facets);
    // Collections are indexed by id as well as slug; the counts name them by slug.
    out.facetCounts = Object.fromEntries(
      facets.map((f, i) => [f.param, Object.fromEntries(Object.entries(counts[i]!).filter(([k]) => !/^\d+$/.test(k)))]),
    );
  }
  return out;
}

/** What the service needs beyond the table (lib/search/kinds.ts): the kind's index, the index
 *  field of a parameter where it is not named after it, and the sort field of each order
 *  beyond relevance and name. */
const SERVICE_KINDS: Record<
  SearchKind,
  { index: (store: Store) => KindSearcher; fields: Record<string, string>; sorts: Record<string, string> }
> = {
  recipes: {
    index: (s) => s.recipes.index,
    // Exclusions are indexed as their complement (the allergens a recipe is free of), so
    // excluding means requiring those.
    fields: {
      excludeAllergens: 'allergenFree',
      upcNumber: 'upcNumbers',
      nampNumber: 'nampNumbers',
      maxCookTimeMinutes: 'cookMinutes',
      maxNumberOfServings: 'servings',
    },
    sorts: { quickest: 'totalMinutes', newest: 'newestFirst' },
  },
  cuts: { index: (s) => s.cuts.index, fields: {}, sorts: { leanest: 'fatPer100g' } },
  'cut-collections': { index: (s) => s.cutCollections.index, fields: {}, sorts: {} },
};

/** A page of a search of any kind: every parameter of the kind's table becomes a filter. */
export async function search<K extends SearchKind>(
  store: Store,
  kind: K,
  criteria: Criteria<K>,
  withFacets = false,
): Promise<Page> {
  const { index: indexOf, fields, sorts } = SERVICE_KINDS[kind];
  const index = indexOf(store);
  const values = criteria as unknown as Record<string, unknown>;
  const facets: FacetFilter[] = [];
  const fixed: Mask[] = [];
  for (const [param, spec] of Object.entries(SEARCH_KINDS[kind].params as Record<string, ParamSpec>)) {
    const field = fields[param] ?? param;
    const value = values[param];
    if (spec.type === 'array') {
      const chosen = normalize(store, kind, param, value as string[]);
      facets.push({ param, field, mask: chosen.length ? index.enumMask(field, chosen, spec.all === true) : null });
    } else if (param === 'searchText' || spec.type === 'sort' || value === null || value === '') {
      continue;
    } else if (spec.type === 'text') {
      fixed.push(index.enumMask(field, [value as string], false));
    } else if (spec.type === 'bucket') {
      const r = bucketRange(spec.buckets, value as number);
      fixed.push(index.rangeMask(field, r.min, r.max));
    } else {
      fixed.push(index.flagMask(field, value as boolean));
    }
  }
  const { pageNumber, itemsPerPage } = criteria;
  const sort = sortOf(values);
  return run({
    index,
    text: criteria.searchText,
    order: sort === 'relevance' ? null : sort === 'name' ? index.ix.byName : index.sortOrder(sorts[sort]!),
    fixed,
    facets,
    offset: (pageNumber - 1) * itemsPerPage,
    limit: itemsPerPage,
    withFacets,
  });
}

export const searchRecipes = (store: Store, c: Criteria<'recipes'>, withFacets = false) =>
  search(store, 'recipes', c, withFacets);
export const searchCuts = (store: Store, c: Criteria<'cuts'>, withFacets = false) =>
  search(store, 'cuts', c, withFacets);
export const searchCutCollections = (store: Store, c: Criteria<'cut-collections'>, withFacets = false) =>
  search(store, 'cut-collections', c, withFacets);

// Search semantics of the v2 service over the store's indexes (lib/service/index/):
// - searchText: full text. Its words (accents folded, English stop words left out) are stemmed
//   (lib/service/index/tokens.ts) and each must match the record, wherever in it: the word
//   itself, a word within its typo budget (none up to 4 letters, one for 5 to 8, two beyond; a
//   swap of neighbours is one typo), and for the last word (search as you type) the words it
//   begins (lib/service/index/term-match.ts). A text with no word left to search matches nothing.
//   Ranking: per word, fewer typos first, then where it matched (the name, then the description,
//   then the rest), then the word itself before words it begins or resembles, then BM25; a
//   record's score is the sum over the words (lib/service/index/kind-search.ts);
// - array parameters: any value within a parameter (OR), all parameters together (AND);
//   names are accepted for slugs; a value matching nothing in the lookups matches no record;
// - excludeAllergens: removes recipes containing any of them;
// - good/excellentNutritionals: the primary nutritional's isGoodSource (10 to 19 % DV) or
//   isExcellentSource (20 % or more) holds for every nutrient listed;
// - buckets as in the spec's table (lib/search/criteria.ts);
// - order (`sort`, our documented extension): relevance (the text ranking above; the default with
//   text), name (the default without), or an order built at catalog time (quickest, newest,
//   leanest: lib/service/index/catalog-index.ts); with text, a sort keeps the text's matches and
//   pages them in that order;
// - facet counts (our documented extension): for each facet, counts per value under the
//   current criteria with that facet's own selection removed.
import type { Criteria } from '@/lib/search/criteria';
import { SEARCH_KINDS, type ParamSpec, type SearchKind } from '@/lib/search/kinds';
import { bucketRange, sortOf } from '@/lib/search/params';
import { maskOfDocs, type KindSearcher, type Mask } from '@/lib/service/index/kind-search';
import { SEARCH_POLICY, type WordPolicy } from '@/lib/service/index/term-match';
import { queryWords } from '@/lib/service/index/tokens';
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
  policy: WordPolicy;
  /** The order: null for relevance (by text), else a whole order of the index. */
  order: Uint32Array | null;
  /** Filters that are not facets (numbers, booleans, UPC/NAMP). */
  fixed: Mask[];
  facets: FacetFilter[];
  offset: number;
  limit: number;
  withFacets: boolean;
};

function run({ index, text, policy, order, fixed, facets, offset, limit, withFacets }: Query): Page {
  const fixedMask = and(fixed);
  const mask = and([fixedMask, ...facets.map((f) => f.mask)]);
  let page: { docs: number[]; total: number };
  /** The text matches, before filters (null: no text, every document). */
  let base: Uint32Array | null = null;
  if (!text.trim()) {
    page = index.pageInOrder(order ?? index.ix.byName, mask, offset, limit);
  } else {
    const match = index.text(queryWords(text), policy);
    page = order
      ? index.pageInOrder(order, maskOfDocs(match.docs, index.n, mask), offset, limit)
      : index.pageOfText(match, mask, offset, limit);
    base = match.docs;
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
    sorts: { recommended: 'recommended', quickest: 'totalMinutes', newest: 'newestFirst' },
  },
  cuts: { index: (s) => s.cuts.index, fields: {}, sorts: { recommended: 'recommended', leanest: 'fatPer100g' } },
  'cut-collections': { index: (s) => s.cutCollections.index, fields: {}, sorts: {} },
};

export type SearchOptions = {
  /** Facet counts too (the documented extension `includeFacetCounts`). */
  facets?: boolean;
  /** How the words of the text match (v1's qaw has its own policy). */
  words?: WordPolicy;
  /** Filters on index fields that no parameter of the kind names (v1's beefCutType): records
   *  having any of the values. */
  where?: Record<string, string[]>;
};

/** A page of a search of any kind: every parameter of the kind's table becomes a filter. */
export async function search<K extends SearchKind>(
  store: Store,
  kind: K,
  criteria: Criteria<K>,
  options: SearchOptions = {},
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
  for (const [field, wanted] of Object.entries(options.where ?? {})) fixed.push(index.enumMask(field, wanted, false));
  const { pageNumber, itemsPerPage } = criteria;
  const sort = sortOf(values);
  return run({
    index,
    text: criteria.searchText,
    policy: options.words ?? SEARCH_POLICY,
    order: sort === 'relevance' ? null : sort === 'name' ? index.ix.byName : index.sortOrder(sorts[sort]!),
    fixed,
    facets,
    offset: (pageNumber - 1) * itemsPerPage,
    limit: itemsPerPage,
    withFacets: options.facets === true,
  });
}

export const searchRecipes = (store: Store, c: Criteria<'recipes'>, options?: SearchOptions) =>
  search(store, 'recipes', c, options);
export const searchCuts = (store: Store, c: Criteria<'cuts'>, options?: SearchOptions) =>
  search(store, 'cuts', c, options);
export const searchCutCollections = (store: Store, c: Criteria<'cut-collections'>, options?: SearchOptions) =>
  search(store, 'cut-collections', c, options);

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
// - without text, results are in name order;
// - facet counts (our documented extension): for each facet, counts per value under the
//   current criteria with that facet's own selection removed.
import {
  CUT_ARRAY_PARAMS,
  RECIPE_ARRAY_PARAMS,
  textWords,
  type CollectionCriteria,
  type CutCriteria,
  type RecipeCriteria,
} from '@/lib/search/criteria';
import { cookTimeRange, servingsRange } from '@/lib/search/params';
import { inAllOf, type KindSearcher, type Mask } from '@/lib/service/index/kind-search';
import type { Store } from '@/lib/service/store';

export type Page = { ids: number[]; totalCount: number; facetCounts?: Record<string, Record<string, number>> };

function normalize(store: Store, param: string, values: string[]): string[] {
  const names = store.aliases.get(param);
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
  /** Filters that are not facets (numbers, booleans, UPC/NAMP). */
  fixed: Mask[];
  facets: FacetFilter[];
  offset: number;
  limit: number;
  withFacets: boolean;
};

function run({ index, text, fixed, facets, offset, limit, withFacets }: Query): Page {
  const fixedMask = and(fixed);
  const mask = and([fixedMask, ...facets.map((f) => f.mask)]);
  const words = textWords(text);
  let page: { docs: number[]; total: number };
  /** The text matches, before filters (null: no text, every document). */
  let base: Uint32Array | null = null;
  if (!words.length) {
    page = index.pageByName(mask, offset, limit);
  } else {
    const { orders, sets } = index.words(words, mask);
    page =
      orders.length === 1
        ? index.pageOfWord(orders[0]!, mask, offset, limit)
        : index.pageAllWords(orders as Uint32Array[], mask, offset, limit);
    if (withFacets) base = sets.length === 1 ? sets[0]! : inAllOf(sets, index.n);
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

export async function searchRecipes(store: Store, c: RecipeCriteria, withFacets = false): Promise<Page> {
  const index = store.recipes.index;
  const facets = RECIPE_ARRAY_PARAMS.map((param): FacetFilter => {
    // For excludeAllergens the field is the allergens a recipe is free of: excluding means requiring those.
    const field = param === 'excludeAllergens' ? 'allergenFree' : param;
    const values = normalize(store, param, c[param]);
    const all = param === 'excludeAllergens' || param === 'goodNutritionals' || param === 'excellentNutritionals';
    return { param, field, mask: values.length ? index.enumMask(field, values, all) : null };
  });
  const fixed: Mask[] = [];
  if (c.upcNumber) fixed.push(index.enumMask('upcNumbers', [c.upcNumber], false));
  if (c.nampNumber) fixed.push(index.enumMask('nampNumbers', [c.nampNumber], false));
  if (c.maxCookTimeMinutes !== null) {
    const r = cookTimeRange(c.maxCookTimeMinutes);
    fixed.push(index.rangeMask('cookMinutes', r.min, r.max));
  }
  if (c.maxNumberOfServings !== null) {
    const r = servingsRange(c.maxNumberOfServings);
    fixed.push(index.rangeMask('servings', r.min, r.max));
  }
  if (c.isSpanishRecipe !== null) fixed.push(index.flagMask('isSpanishRecipe', c.isSpanishRecipe));
  return run({
    index,
    text: c.searchText,
    fixed,
    facets,
    offset: (c.pageNumber - 1) * c.itemsPerPage,
    limit: c.itemsPerPage,
    withFacets,
  });
}

export async function searchCuts(store: Store, c: CutCriteria, withFacets = false): Promise<Page> {
  const index = store.cuts.index;
  const facets = CUT_ARRAY_PARAMS.map((param): FacetFilter => {
    const values = normalize(store, param, c[param]);
    return { param, field: param, mask: values.length ? index.enumMask(param, values, false) : null };
  });
  const fixed: Mask[] = [];
  if (c.upcNumber) fixed.push(index.enumMask('upcNumber', [c.upcNumber], false));
  if (c.nampNumber) fixed.push(index.enumMask('nampNumber', [c.nampNumber], false));
  if (c.isLean !== null) fixed.push(index.flagMask('isLean', c.isLean));
  if (c.isMarinate !== null) fixed.push(index.flagMask('isMarinate', c.isMarinate));
  return run({
    index,
    text: c.searchText,
    fixed,
    facets,
    offset: (c.pageNumber - 1) * c.itemsPerPage,
    limit: c.itemsPerPage,
    withFacets,
  });
}

export async function searchCutCollections(store: Store, c: CollectionCriteria, withFacets = false): Promise<Page> {
  const index = store.cutCollections.index;
  const groups = normalize(store, 'collectionGroups', c.collectionGroups);
  const mask = groups.length ? index.enumMask('collectionGroups', groups, false) : null;
  // Its one facet is counted with its own selection removed: over the text matches alone.
  const facets: FacetFilter[] = [{ param: 'collectionGroups', field: 'collectionGroups', mask }];
  return run({
    index,
    text: c.searchText,
    fixed: [],
    facets,
    offset: (c.pageNumber - 1) * c.itemsPerPage,
    limit: c.itemsPerPage,
    withFacets,
  });
}

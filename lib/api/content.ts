import 'server-only';
import { unstable_cache } from 'next/cache';
import { LRUCache } from 'lru-cache';
import { cache } from 'react';
import { env } from '@/lib/env';
import type { Lang } from '@/lib/i18n/dict';
import { listLang } from '@/lib/i18n/dictionaries';
import { parseRecipeCriteria, type Criteria } from '@/lib/search/criteria';
import { SEARCH_KINDS, type SearchKind } from '@/lib/search/kinds';
import { criteriaToSearchParams, type AnyCriteria } from '@/lib/search/params';
import * as op from '@/lib/api/operations';
import type { SearchCard } from '@/lib/api/operations';
import type { SearchPage } from '@/lib/api/views';

// The cached entry points pages call. Reads are cached in the data function with tags and a
// time-based safety net, and wrapped in React cache() so a page and its generateMetadata
// share one call per request.
//
// Why not 'use cache' (Cache Components): it requires every read of searchParams to sit in a
// Suspense boundary, which streams. Streamed content stays hidden without JavaScript, and a
// notFound() or redirect after the shell is flushed answers 200. This site needs real 404,
// 308 and 503 statuses and a search that works without JavaScript, so it renders blocking
// (ISR for content pages) and caches here with unstable_cache.
//
// Tags: per record `recipe:{id}`, `cut:{id}`, `collection:{id}`; per slug `recipe-slug:{slug}`
// (pages are addressed by slug; POST /api/revalidate expands an id tag to its slug tag);
// `lookups`; lists `recipes`, `cuts`, `collections`, `search`.

export const CONTENT_REVALIDATE_SECONDS = 3600;

export const TAGS = {
  recipe: (id: number) => `recipe:${id}`,
  recipeSlug: (slug: string) => `recipe-slug:${slug}`,
  cut: (id: number) => `cut:${id}`,
  cutSlug: (slug: string) => `cut-slug:${slug}`,
  collection: (id: number) => `collection:${id}`,
  collectionSlug: (kind: 'recipe' | 'cut', slug: string) => `collection-slug:${kind}:${slug}`,
  lookups: 'lookups',
  recipes: 'recipes',
  cuts: 'cuts',
  collections: 'collections',
  search: 'search',
} as const;

const isId = (key: string) => /^\d+$/.test(key);
/** Ids and slugs have a known form: anything else cannot name a record, so it is answered
 *  as not found without a service call or a cache entry (junk URLs must not fill the cache). */
const plausibleKey = (key: string) => /^(?:\d{1,15}|[a-z0-9]+(?:-[a-z0-9]+)*)$/.test(key) && key.length <= 160;
/** Part of every cache key: entries of the embedded catalog and of an upstream never mix,
 *  nor entries of two builds (next.config.ts: a view's shape can change between builds). */
const source = () => `${env().BEEF_API_BASE_URL ?? 'embedded'}@${process.env.CONTENT_CACHE_EPOCH ?? 'dev'}`;
const opts = (tags: string[]) => ({ tags, revalidate: CONTENT_REVALIDATE_SECONDS });

export const getRecipe = cache(async (idOrSlug: string | number) => {
  const key = String(idOrSlug);
  if (!plausibleKey(key)) return null;
  return unstable_cache(
    () => op.fetchRecipe(key),
    ['recipe', key, source()],
    opts([TAGS.recipes, isId(key) ? TAGS.recipe(Number(key)) : TAGS.recipeSlug(key)]),
  )();
});

export const getCut = cache(async (idOrSlug: string | number) => {
  const key = String(idOrSlug);
  if (!plausibleKey(key)) return null;
  return unstable_cache(
    () => op.fetchCut(key),
    ['cut', key, source()],
    opts([TAGS.cuts, isId(key) ? TAGS.cut(Number(key)) : TAGS.cutSlug(key)]),
  )();
});

export const getCutRecipes = cache((id: number) =>
  unstable_cache(
    () => op.fetchCutRecipes(id),
    ['cut-recipes', String(id), source()],
    opts([TAGS.cut(id), TAGS.recipes]),
  )(),
);

/**
 * A cut and the recipes of its page in one round trip rather than two. The recipes call
 * needs the cut's id; the lookups (shared by every page, so nearly always cached) map slugs
 * to ids, so both calls start at once. When the lookups do not know the slug (an id URL, a
 * cut newer than the cached lookups) or disagree with the cut, the recipes are fetched after.
 * A slug that is not the cut's own (an id, an old slug) gets no recipes: its page redirects.
 */
export const getCutWithRecipes = cache(async (slug: string) => {
  const knownId = getLookups().then(
    (l) => (Object.hasOwn(l.cutIds, slug) ? l.cutIds[slug] : undefined),
    () => undefined,
  );
  const early = knownId.then((id) => (id === undefined ? null : getCutRecipes(id)));
  // Awaited below only when it is the right answer; never an unhandled rejection meanwhile.
  early.catch(() => {});
  const cut = await getCut(slug);
  if (!cut) return null;
  if (cut.slug !== slug) return { cut, recipes: null };
  const recipes = (await knownId) === cut.id ? await early : await getCutRecipes(cut.id);
  return { cut, recipes };
});

export const getRecipeCollection = cache(async (idOrSlug: string | number) => {
  const key = String(idOrSlug);
  if (!plausibleKey(key)) return null;
  return unstable_cache(
    () => op.fetchRecipeCollection(key),
    ['recipe-collection', key, source()],
    opts([TAGS.collections, isId(key) ? TAGS.collection(Number(key)) : TAGS.collectionSlug('recipe', key)]),
  )();
});

export const getCutCollection = cache(async (idOrSlug: string | number) => {
  const key = String(idOrSlug);
  if (!plausibleKey(key)) return null;
  return unstable_cache(
    () => op.fetchCutCollection(key),
    ['cut-collection', key, source()],
    opts([TAGS.collections, isId(key) ? TAGS.collection(Number(key)) : TAGS.collectionSlug('cut', key)]),
  )();
});

export const listCollections = cache((ids: number[]) =>
  unstable_cache(
    () => op.fetchCollectionList(ids),
    ['collection-list', ids.join(','), source()],
    opts([TAGS.collections, ...ids.map(TAGS.collection)]),
  )(),
);

export const getLookups = cache(() =>
  unstable_cache(() => op.fetchLookups(), ['lookups', source()], opts([TAGS.lookups]))(),
);

// The canonical query (the one sent upstream): equal searches share an entry whatever the
// order of their values in the URL.
const criteriaKey = (criteria: AnyCriteria, facets: boolean) =>
  `${criteriaToSearchParams(criteria).toString()}|${facets}`;

const SEARCH_TAGS: Record<SearchKind, string[]> = {
  recipes: [TAGS.search, TAGS.recipes],
  cuts: [TAGS.search, TAGS.cuts],
  'cut-collections': [TAGS.search, TAGS.collections],
};

/** Searches worth a lasting entry in the data cache (on disk, or in Redis). Free text has as
 *  many spellings as clients care to send, and so do the filter combinations and page numbers
 *  of a reader's URL (`fromUrl`): an entry each grew the cache without bound (issue 27: 2,000
 *  requests, 5,000 files), so those live a minute in memory, at most SHORT_LIVED_ENTRIES of
 *  them. A URL's listing and one-filter pages (what the site links to) stay lasting, first pages
 *  only, and so does every search a page makes itself (related recipes: one set per record; an
 *  ISR render must not fetch uncached, which makes the page dynamic). */
export function lastingSearch(kind: SearchKind, criteria: AnyCriteria, fromUrl = false): boolean {
  let values = 0;
  for (const [param, spec] of Object.entries(SEARCH_KINDS[kind].params)) {
    const v = criteria[param];
    if (spec.type === 'text' && typeof v === 'string' && v.trim() !== '') return false;
    if (spec.type === 'array' && Array.isArray(v)) values += v.length;
  }
  return !fromUrl || (criteria.pageNumber <= LASTING_PAGES && values <= 1);
}
const LASTING_PAGES = 5;
const SHORT_LIVED_ENTRIES = 500;
const shortLived = new LRUCache<string, Promise<unknown>>({ max: SHORT_LIVED_ENTRIES, ttl: 60_000 });

const cachedSearch = cache((kind: SearchKind, criteria: AnyCriteria, facets: boolean, fromUrl: boolean) => {
  const fetch = () => op.fetchSearch(kind, criteria as Criteria<typeof kind>, facets);
  const key = [`${kind}-search`, criteriaKey(criteria, facets), source()];
  if (lastingSearch(kind, criteria, fromUrl)) return unstable_cache(fetch, key, opts(SEARCH_TAGS[kind]))();
  const k = key.join('\n');
  const hit = shortLived.get(k);
  if (hit) return hit;
  const answer = fetch();
  shortLived.set(k, answer);
  // A failure is not kept: the next request asks again.
  answer.catch(() => shortLived.delete(k));
  return answer;
});
/** A page of a search of any kind (./operations.ts fetchSearch), cached under its canonical
 *  query; `fromUrl`: the criteria are a reader's URL, any combination (see lastingSearch). */
export const search = <K extends SearchKind>(kind: K, criteria: Criteria<K>, facets = false, fromUrl = false) =>
  cachedSearch(kind, criteria, facets, fromUrl) as Promise<SearchPage<SearchCard<K>>>;
export const searchRecipes = (criteria: Criteria<'recipes'>, facets = false) => search('recipes', criteria, facets);
export const searchCuts = (criteria: Criteria<'cuts'>, facets = false) => search('cuts', criteria, facets);
export const searchCutCollections = (criteria: Criteria<'cut-collections'>, facets = false) =>
  search('cut-collections', criteria, facets);

/** Pages of 50 read at most by getRecipeIdsWith: the set labels cards, and a catalog with more
 *  sub-recipes than this leaves the rest unlabelled rather than paging through thousands. */
const ID_SET_PAGES = 4;

/** Ids of the online recipes having one of some values of an array parameter (the sub-recipes
 *  a card labels: lib/search/kinds.ts `leaveOut`), up to 200. */
export const getRecipeIdsWith = cache((param: string, values: string[]) =>
  unstable_cache(
    async () => {
      const criteria = { ...parseRecipeCriteria({}), [param]: values, itemsPerPage: 50 };
      const ids: number[] = [];
      for (let page = 1; page <= ID_SET_PAGES; page++) {
        const p = await op.fetchSearch('recipes', { ...criteria, pageNumber: page });
        ids.push(...p.items.map((r) => r.id));
        if (page * 50 >= p.totalCount) break;
      }
      return ids;
    },
    ['recipe-ids-with', param, values.join(','), source()],
    opts([TAGS.recipes, TAGS.search]),
  )(),
);

/** Whether some online recipe has no value of a parameter (an audience, a course), from one
 *  search's total against its facet counts; true when the service gives no counts. Their sum
 *  below the total proves it; a recipe may have several values of an array parameter (courses),
 *  so otherwise a second search asks for any of the values and compares totals. A default
 *  listing scopes such a parameter exactly only when none lacks it (lib/search/scope.ts). */
export const someRecipeLacks = cache((param: string) =>
  unstable_cache(
    async () => {
      const every = { ...parseRecipeCriteria({}), itemsPerPage: 1 };
      const p = await op.fetchSearch('recipes', every, true);
      const counts = p.facetCounts?.[param];
      if (!counts) return true;
      if (Object.values(counts).reduce((sum, n) => sum + n, 0) < p.totalCount) return true;
      const having = await op.fetchSearch('recipes', { ...every, [param]: Object.keys(counts) });
      return having.totalCount < p.totalCount;
    },
    ['recipes-lacking', param, source()],
    opts([TAGS.recipes, TAGS.search]),
  )(),
);

const LIST_CONCURRENCY = 8;

/** A recipe collection's language: Spanish when every recipe in it is (its name and texts are
 *  then Spanish too); English when it names nothing or the service fails. */
export const getRecipeCollectionLang = cache(async (slug: string): Promise<Lang> =>
  listLang((await getRecipeCollection(slug).catch(() => null))?.items ?? []),
);

/** The recipe a slug that names none most likely meant (the one its words find first), for a
 *  404 that offers it and speaks its language. In the data cache like getRecipe's answer for the
 *  same slug: an uncached request in an ISR render makes the page dynamic at run time, which
 *  Next fails with a 500 on a remote upstream. */
export const findRecipeLike = cache(async (slug: string) => {
  if (!plausibleKey(slug) || isId(slug)) return null;
  const searchText = slug.split('-').slice(0, 10).join(' ');
  return unstable_cache(
    async () =>
      (await op.fetchSearch('recipes', { ...parseRecipeCriteria({}), searchText, itemsPerPage: 1 })).items[0] ?? null,
    ['recipe-like', slug, source()],
    opts([TAGS.recipes]),
  )();
});

/** Every online recipe (paged through the search, 50 at a time): for static params and the sitemap. */
export const getAllRecipeRefs = cache(() =>
  unstable_cache(
    async () => {
      const criteria = { ...parseRecipeCriteria({}), itemsPerPage: 50 };
      const first = await op.fetchSearch('recipes', criteria);
      const pages = Math.ceil(first.totalCount / 50);
      // Pages after the first are independent: fetched in parallel, a few at a time, so a
      // large catalog never sends a rate-limited upstream thousands of calls at once.
      const all = [first];
      for (let from = 2; from <= pages; from += LIST_CONCURRENCY) {
        const batch = Array.from({ length: Math.min(LIST_CONCURRENCY, pages - from + 1) }, (_, i) =>
          op.fetchSearch('recipes', { ...criteria, pageNumber: from + i }),
        );
        all.push(...(await Promise.all(batch)));
      }
      return all.flatMap((p) => p.items.map((r) => ({ slug: r.slug, id: r.id })));
    },
    ['all-recipes', source()],
    opts([TAGS.recipes, TAGS.search]),
  )(),
);

/**
 * The tags to expire for some tags: each id tag (`recipe:12`, `cut:34`, `collection:56`) also
 * names the record's slug entries, since pages read records by slug. Slugs come from the
 * service, all looked up at once; an id it no longer knows adds nothing.
 */
export async function withSlugTags(tags: string[]): Promise<string[]> {
  const lookups = tags.some((t) => t.startsWith('collection:')) ? op.fetchLookups().catch(() => null) : null;
  const slugTags = await Promise.all(
    tags.map(async (tag): Promise<string[]> => {
      const [kind, id] = tag.split(':');
      if (!id || !/^\d+$/.test(id)) return [];
      if (kind === 'recipe')
        return op.fetchRecipe(id).then(
          (r) => (r ? [TAGS.recipeSlug(r.slug)] : []),
          () => [],
        );
      if (kind === 'cut')
        return op.fetchCut(id).then(
          (c) => (c ? [TAGS.cutSlug(c.slug)] : []),
          () => [],
        );
      if (kind !== 'collection') return [];
      const l = await lookups;
      const n = Number(id);
      return [
        ...(l?.recipeCollections.filter((c) => c.id === n).map((c) => TAGS.collectionSlug('recipe', c.slug)) ?? []),
        ...(l?.cutCollections.filter((c) => c.id === n).map((c) => TAGS.collectionSlug('cut', c.slug)) ?? []),
      ];
    }),
  );
  return [...new Set([...tags, ...slugTags.flat()])];
}

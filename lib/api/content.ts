import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cache } from 'react';
import { parseRecipeCriteria, type CollectionCriteria, type CutCriteria, type RecipeCriteria } from '@/lib/search/criteria';
import * as op from './operations';

// The cached entry points pages call. Each read is cached in the data function ('use cache')
// with per-record tags (recipe:123, cut:45, collection:7, lookups) and list tags, a
// time-based safety net (the `content` profile in next.config.ts: revalidate hourly, keep
// serving the last good copy for a week if the upstream fails), and React cache() so a page
// and its generateMetadata share one call per request.

export const TAGS = {
  recipe: (id: number) => `recipe:${id}`,
  cut: (id: number) => `cut:${id}`,
  collection: (id: number) => `collection:${id}`,
  lookups: 'lookups',
  recipes: 'recipes',
  cuts: 'cuts',
  collections: 'collections',
  search: 'search',
} as const;

async function recipeCached(key: string) {
  'use cache';
  cacheLife('content');
  cacheTag(TAGS.recipes, `recipe-key:${key}`);
  const r = await op.fetchRecipe(key);
  if (r) cacheTag(TAGS.recipe(r.id));
  return r;
}
export const getRecipe = cache((idOrSlug: string | number) => recipeCached(String(idOrSlug)));

async function cutCached(key: string) {
  'use cache';
  cacheLife('content');
  cacheTag(TAGS.cuts, `cut-key:${key}`);
  const c = await op.fetchCut(key);
  if (c) cacheTag(TAGS.cut(c.id));
  return c;
}
export const getCut = cache((idOrSlug: string | number) => cutCached(String(idOrSlug)));

async function cutRecipesCached(id: number) {
  'use cache';
  cacheLife('content');
  cacheTag(TAGS.cut(id), TAGS.recipes);
  return op.fetchCutRecipes(id);
}
export const getCutRecipes = cache((id: number) => cutRecipesCached(id));

async function recipeCollectionCached(key: string) {
  'use cache';
  cacheLife('content');
  cacheTag(TAGS.collections, `collection-key:recipe:${key}`);
  const c = await op.fetchRecipeCollection(key);
  if (c) cacheTag(TAGS.collection(c.id));
  return c;
}
export const getRecipeCollection = cache((idOrSlug: string | number) => recipeCollectionCached(String(idOrSlug)));

async function cutCollectionCached(key: string) {
  'use cache';
  cacheLife('content');
  cacheTag(TAGS.collections, `collection-key:cut:${key}`);
  const c = await op.fetchCutCollection(key);
  if (c) cacheTag(TAGS.collection(c.id));
  return c;
}
export const getCutCollection = cache((idOrSlug: string | number) => cutCollectionCached(String(idOrSlug)));

async function cutListCached(ids: number[]) {
  'use cache';
  cacheLife('content');
  cacheTag(TAGS.cuts, ...ids.map(TAGS.cut));
  return op.fetchCutList(ids);
}
export const listCuts = cache((ids: number[]) => cutListCached(ids));

async function collectionListCached(ids: number[]) {
  'use cache';
  cacheLife('content');
  cacheTag(TAGS.collections, ...ids.map(TAGS.collection));
  return op.fetchCollectionList(ids);
}
export const listCollections = cache((ids: number[]) => collectionListCached(ids));

async function lookupsCached() {
  'use cache';
  cacheLife('content');
  cacheTag(TAGS.lookups);
  return op.fetchLookups();
}
export const getLookups = cache(() => lookupsCached());

async function recipeSearchCached(criteria: RecipeCriteria, facets: boolean) {
  'use cache';
  cacheLife('content');
  cacheTag(TAGS.search, TAGS.recipes);
  return op.fetchRecipeSearch(criteria, facets);
}
export const searchRecipes = cache((criteria: RecipeCriteria, facets = false) => recipeSearchCached(criteria, facets));

async function cutSearchCached(criteria: CutCriteria, facets: boolean) {
  'use cache';
  cacheLife('content');
  cacheTag(TAGS.search, TAGS.cuts);
  return op.fetchCutSearch(criteria, facets);
}
export const searchCuts = cache((criteria: CutCriteria, facets = false) => cutSearchCached(criteria, facets));

async function collectionSearchCached(criteria: CollectionCriteria, facets: boolean) {
  'use cache';
  cacheLife('content');
  cacheTag(TAGS.search, TAGS.collections);
  return op.fetchCutCollectionSearch(criteria, facets);
}
export const searchCutCollections = cache((criteria: CollectionCriteria, facets = false) => collectionSearchCached(criteria, facets));

/** Every online recipe (paged through the search, 50 at a time): for static params and the sitemap. */
async function allRecipesCached() {
  'use cache';
  cacheLife('content');
  cacheTag(TAGS.recipes, TAGS.search);
  const criteria = { ...parseRecipeCriteria({}), itemsPerPage: 50 };
  const first = await op.fetchRecipeSearch(criteria);
  const pages = Math.ceil(first.totalCount / 50);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => op.fetchRecipeSearch({ ...criteria, pageNumber: i + 2 })));
  return [first, ...rest].flatMap((p) => p.items.map((r) => ({ slug: r.slug, id: r.id })));
}
export const getAllRecipeRefs = cache(() => allRecipesCached());

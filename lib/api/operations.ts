import 'server-only';
import type { Criteria } from '@/lib/search/criteria';
import { SEARCH_KINDS, type SearchKind } from '@/lib/search/kinds';
import { criteriaToSearchParams, type AnyCriteria } from '@/lib/search/params';
import { wire, wireTolerant, type Wire } from '@/lib/wire/v2';
import { parseBody } from '@/lib/api/parse';
import { call } from '@/lib/api/transport';
import {
  collectionCard,
  cutCard,
  cutCollectionView,
  cutRecipesView,
  cutView,
  recipeCard,
  recipeCollectionView,
  recipeView,
  type CollectionCard,
  type CutCard,
  type RecipeCard,
  type SearchPage,
} from '@/lib/api/views';
import { lookupsView } from '@/lib/api/lookups-view';

// One function per operation of the v2 interface (all 14 and lookups), uncached: the
// cached entry points that pages use are in ./content.ts. 404 becomes null.

const seg = (key: string | number) => encodeURIComponent(String(key));

async function get<T>(
  operation: string,
  path: string,
  id: string | number,
  strict: Parameters<typeof parseBody>[2],
  tolerant: Parameters<typeof parseBody<T>>[3],
): Promise<T | null> {
  const answer = await call(operation, path);
  if (answer.status === 404) return null;
  return parseBody(operation, id, strict, tolerant, answer.body);
}

export async function fetchRecipe(idOrSlug: string | number) {
  const r = await get(
    'getRecipe',
    `/api/v2/recipe/${seg(idOrSlug)}`,
    idOrSlug,
    wire.recipeFull,
    wireTolerant.recipeFull,
  );
  return r && r.isOnline ? recipeView(r) : null;
}

export async function fetchCut(idOrSlug: string | number) {
  const c = await get('getCut', `/api/v2/beefcut/${seg(idOrSlug)}`, idOrSlug, wire.cutFull, wireTolerant.cutFull);
  return c && c.isOnline ? cutView(c) : null;
}

export async function fetchCutRecipes(id: number) {
  const l = await get(
    'getCutRecipes',
    `/api/v2/beefcut/${seg(id)}/recipes`,
    id,
    wire.cutRecipeListing,
    wireTolerant.cutRecipeListing,
  );
  return l ? cutRecipesView(l) : null;
}

export async function fetchRecipeCollection(idOrSlug: string | number) {
  const c = await get(
    'getRecipeCollection',
    `/api/v2/recipe/collection/${seg(idOrSlug)}`,
    idOrSlug,
    wire.recipeCollectionFull,
    wireTolerant.recipeCollectionFull,
  );
  return c ? recipeCollectionView(c) : null;
}

export async function fetchCutCollection(idOrSlug: string | number) {
  const c = await get(
    'getCutCollection',
    `/api/v2/beefcut/collection/${seg(idOrSlug)}`,
    idOrSlug,
    wire.cutCollectionFull,
    wireTolerant.cutCollectionFull,
  );
  return c ? cutCollectionView(c) : null;
}

export async function fetchCutList(ids: number[]): Promise<CutCard[]> {
  if (!ids.length) return [];
  const l = await get(
    'listCuts',
    `/api/v2/beefcut/list?ingredientIDList=${ids.join(',')}`,
    ids.join(','),
    wire.cutListing,
    wireTolerant.cutListing,
  );
  return (l?.ingredientListing ?? []).filter((c) => c.isOnline).map(cutCard);
}

export async function fetchCollectionList(ids: number[]): Promise<CollectionCard[]> {
  if (!ids.length) return [];
  const l = await get(
    'listCollections',
    `/api/v2/beefcut/collection/list?collectionIDList=${ids.join(',')}`,
    ids.join(','),
    wire.collectionListing,
    wireTolerant.collectionListing,
  );
  return (l?.collectionListing ?? []).map(collectionCard);
}

export async function fetchLookups() {
  const l = await get('getLookups', '/api/v2/common/lookups', 'lookups', wire.lookups, wireTolerant.lookups);
  if (!l) throw new Error('getLookups: the content service has no lookups');
  return lookupsView(l);
}

function searchPath(path: string, criteria: AnyCriteria, facets: boolean) {
  const q = criteriaToSearchParams(criteria);
  // Always explicit: the site's page sizes (lib/search/kinds.ts) are not the service's default.
  q.set('itemsPerPage', String(criteria.itemsPerPage));
  if (facets) q.set('includeFacetCounts', 'true');
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** The card each kind's search results become on the site. */
export type SearchCard<K extends SearchKind> = {
  recipes: RecipeCard;
  cuts: CutCard;
  'cut-collections': CollectionCard;
}[K];

/** Each kind's search answer: its operation name (for logs), wire schemas and card. */
const SEARCH_WIRE = {
  recipes: {
    operation: 'searchRecipes',
    strict: wire.recipeSearchResult,
    tolerant: wireTolerant.recipeSearchResult,
    card: (x: Wire['recipeSearchResult']['searchResults'][number]) => (x.isOnline ? recipeCard(x) : null),
  },
  cuts: {
    operation: 'searchCuts',
    strict: wire.cutSearchResult,
    tolerant: wireTolerant.cutSearchResult,
    card: (x: Wire['cutSearchResult']['searchResults'][number]) => (x.isOnline ? cutCard(x) : null),
  },
  'cut-collections': {
    operation: 'searchCutCollections',
    strict: wire.collectionSearchResult,
    tolerant: wireTolerant.collectionSearchResult,
    card: (x: Wire['collectionSearchResult']['searchResults'][number]) => collectionCard(x),
  },
} as const;

/** One page of a search of any kind, offline records dropped. */
export async function fetchSearch<K extends SearchKind>(
  kind: K,
  criteria: Criteria<K>,
  facets = false,
): Promise<SearchPage<SearchCard<K>>> {
  const w = SEARCH_WIRE[kind] as unknown as {
    operation: string;
    strict: Parameters<typeof parseBody>[2];
    tolerant: Parameters<
      typeof parseBody<{
        searchResults: unknown[];
        totalCount: number;
        curPage: number;
        itemsPerPage: number;
        searchCriteria: { sort?: string | null };
        facetCounts?: Record<string, Record<string, number>>;
      }>
    >[3];
    card: (x: unknown) => SearchCard<K> | null;
  };
  const r = await get(
    w.operation,
    searchPath(`/api/v2${SEARCH_KINDS[kind].v2Path}`, criteria, facets),
    'search',
    w.strict,
    w.tolerant,
  );
  return {
    items: (r?.searchResults ?? []).flatMap((x) => w.card(x) ?? []),
    totalCount: r?.totalCount ?? 0,
    page: r?.curPage ?? criteria.pageNumber,
    pageSize: r?.itemsPerPage ?? criteria.itemsPerPage,
    facetCounts: r?.facetCounts,
    sort: r?.searchCriteria.sort ?? null,
  };
}

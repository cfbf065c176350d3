// The version 2 interface (shared spec service-v2.md): 14 operations plus lookups.
import { Hono, type Context } from 'hono';
import {
  collectionSummaryOf,
  cutListEntryOf,
  cutRecipeOf,
  cutSummaryOf,
  groupRecipeOf,
  recipeSummaryOf,
} from '@/lib/catalog/shape';
import { parseCriteria, type RawParams } from '@/lib/search/criteria';
import { SEARCH_KINDS, SEARCH_KIND_NAMES, type SearchKind } from '@/lib/search/kinds';
import { criteriaToSearchParams, sortOf } from '@/lib/search/params';
import type { Link, Wire } from '@/lib/wire/v2';
import { notFound } from '@/lib/service/errors';
import { openApiDocument } from '@/lib/service/openapi/document';
import { idOrSlug, parseIdList, parseIntId, readSearchParams, sendJson, type ServiceEnv } from '@/lib/service/http';
import { search, type Page } from '@/lib/service/search';
import { getStore, type Store, type Table } from '@/lib/service/store';

const BASE = '/api/v2';

function searchLinks(
  path: string,
  criteria: Record<string, unknown> & { pageNumber: number; itemsPerPage: number },
  totalCount: number,
): Link[] {
  const last = Math.max(1, Math.ceil(totalCount / criteria.itemsPerPage));
  const href = (page: number) => {
    const q = criteriaToSearchParams(criteria, { pageNumber: page });
    q.set('pageNumber', String(page));
    q.set('itemsPerPage', String(criteria.itemsPerPage));
    return `${BASE}${path}?${q}`;
  };
  const links: Link[] = [
    { rel: 'self', href: href(criteria.pageNumber), title: 'This page' },
    { rel: 'first', href: href(1), title: 'First page' },
  ];
  if (criteria.pageNumber > 1)
    links.push({ rel: 'prev', href: href(Math.min(criteria.pageNumber - 1, last)), title: 'Previous page' });
  if (criteria.pageNumber < last) links.push({ rel: 'next', href: href(criteria.pageNumber + 1), title: 'Next page' });
  links.push({ rel: 'last', href: href(last), title: 'Last page' });
  return links;
}

const wantsFacets = (raw: RawParams) => ['true', '1'].includes((raw.includeFacetCounts?.[0] ?? '').toLowerCase());

function result<T, C extends Record<string, unknown> & { pageNumber: number; itemsPerPage: number }>(
  path: string,
  items: T[],
  criteria: C,
  page: Page,
) {
  // The order used, resolved, is our extension: echoed only when the request asked for one, so
  // an echo of the spec's parameters carries none of ours (a spec-only client checks its fields).
  const { sort: asked, ...echo } = criteria as C & { sort?: unknown };
  return {
    searchResults: items,
    searchCriteria: asked ? { ...echo, sort: sortOf(criteria) } : echo,
    totalCount: page.totalCount,
    curPage: criteria.pageNumber,
    itemsPerPage: criteria.itemsPerPage,
    links: searchLinks(path, criteria, page.totalCount),
    ...(page.facetCounts ? { facetCounts: page.facetCounts } : {}),
  };
}

/** How each kind's search answer shapes a record into its summary (the wire containers). */
const SUMMARY: { [K in SearchKind]: (store: Store, id: number) => SearchItem<K> } = {
  recipes: (store, id) => recipeSummaryOf(store.recipes.byId.get(id)!),
  cuts: (store, id) => cutSummaryOf(store.cuts.byId.get(id)!),
  'cut-collections': (store, id) => collectionSummaryOf(store.cutCollections.byId.get(id)!),
};
type SearchItem<K extends SearchKind> = {
  recipes: Wire['recipeSearchResult'];
  cuts: Wire['cutSearchResult'];
  'cut-collections': Wire['collectionSearchResult'];
}[K]['searchResults'][number];

/** Operations 1 to 3: GET or POST, the criteria read with the kind's codec. */
const searchHandler =
  <K extends SearchKind>(kind: K) =>
  async (c: Context<ServiceEnv>) => {
    const store = getStore();
    const raw = await readSearchParams(c);
    // A lookup name holding a comma ("Sauce, Rub and Marinade") is one value, not a comma list.
    const isWhole = (param: string, value: string) =>
      store.aliases.get(`${kind}:${param}`)?.has(value.toLowerCase()) ?? false;
    const criteria = parseCriteria(kind, raw, { isWhole });
    const page = await search(store, kind, criteria, { facets: wantsFacets(raw) });
    const items = page.ids.map((id) => SUMMARY[kind](store, id));
    return sendJson(c, result(SEARCH_KINDS[kind].v2Path, items, criteria, page));
  };

function lookup<T extends { isOnline: boolean }>(
  maps: { byId: Table<number, T>; bySlug: Table<string, T> },
  key: string,
): T | undefined {
  const k = idOrSlug(key);
  const found = 'id' in k ? maps.byId.get(k.id) : maps.bySlug.get(k.slug);
  return found?.isOnline ? found : undefined;
}

export function v2Routes() {
  const app = new Hono<ServiceEnv>();

  for (const kind of SEARCH_KIND_NAMES) app.on(['GET', 'POST'], SEARCH_KINDS[kind].v2Path, searchHandler(kind));

  app.get('/openapi.json', (c) => sendJson(c, openApiDocument()));
  app.get('/common/lookups', (c) => sendJson(c, getStore().snapshot.lookups satisfies Wire['lookups']));

  app.get('/beefcut/list', (c) => {
    const store = getStore();
    const ids = parseIdList('ingredientIDList', new URL(c.req.url));
    const body: Wire['cutListing'] = {
      ingredientListing: ids
        .map((id) => store.cuts.byId.get(id))
        .filter((x) => x?.isOnline)
        .map((x) => cutListEntryOf(x!)),
    };
    return sendJson(c, body);
  });

  app.get('/beefcut/collection/list', (c) => {
    const store = getStore();
    const ids = parseIdList('collectionIDList', new URL(c.req.url));
    const body: Wire['collectionListing'] = {
      collectionListing: ids
        .map((id) => store.cutCollections.byId.get(id) ?? store.recipeCollections.byId.get(id))
        .filter((x) => x?.isOnline)
        .map((x) => collectionSummaryOf(x!)),
    };
    return sendJson(c, body);
  });

  app.get('/beefcut/collection/:key', (c) => {
    const found = lookup(getStore().cutCollections, c.req.param('key'));
    if (!found) throw notFound('The beef cut collection', `${BASE}/beefcut/collection/search`);
    const { isOnline: _online, ...body } = found;
    void _online;
    return sendJson(c, body satisfies Wire['cutCollectionFull']);
  });

  app.get('/recipe/collection/:key', (c) => {
    const found = lookup(getStore().recipeCollections, c.req.param('key'));
    if (!found) throw notFound('The recipe collection', `${BASE}/recipe/search`);
    const { isOnline: _online, ...body } = found;
    void _online;
    return sendJson(c, body satisfies Wire['recipeCollectionFull']);
  });

  app.get('/beefcut/:key/recipes', (c) => {
    const store = getStore();
    const id = parseIntId('id', c.req.param('key'));
    const cut = store.cuts.byId.get(id);
    if (!cut?.isOnline) throw notFound('The beef cut', `${BASE}/beefcut/search`);
    // Records are read on demand (at scale they live on disk): by id, in the listing's order.
    const recipesOf = (cutId: number) =>
      (store.cuts.recipesByCut.get(cutId) ?? []).map((r) => store.recipes.byId.get(r)!);
    const body: Wire['cutRecipeListing'] = {
      recipeListing: recipesOf(id).map(cutRecipeOf),
      recipesListingByIngredientGroup: cut.groups.map((g) => ({
        ingredientGroupName: g.ingredientGroupName,
        ingredientGroupNameSlug: g.ingredientGroupNameSlug,
        groupIngredients: (store.cuts.cutsByGroup.get(g.ingredientGroupNameSlug) ?? [])
          .filter((other) => other.ingredientID !== id)
          .map((other) => ({
            ingredientID: other.ingredientID,
            ingredientName: other.ingredientName,
            ingredientNameSlug: other.ingredientNameSlug,
            isOnline: other.isOnline,
            links: other.links,
            recipeList: recipesOf(other.ingredientID).map(groupRecipeOf),
          })),
      })),
    };
    return sendJson(c, body);
  });

  app.get('/beefcut/:key', (c) => {
    const found = lookup(getStore().cuts, c.req.param('key'));
    if (!found) throw notFound('The beef cut', `${BASE}/beefcut/search`);
    return sendJson(c, found satisfies Wire['cutFull']);
  });

  app.get('/recipe/:key', (c) => {
    const found = lookup(getStore().recipes, c.req.param('key'));
    if (!found) throw notFound('The recipe', `${BASE}/recipe/search`);
    return sendJson(c, found satisfies Wire['recipeFull']);
  });

  return app;
}

/** The three searches: GET and POST. */
export const V2_SEARCH_PATH = /^\/api\/v2\/(recipe|beefcut|beefcut\/collection)\/search\/?$/;
/** Paths of v2, for telling 405 (known path, other method) from 404. */
export const V2_PATHS = [
  V2_SEARCH_PATH,
  /^\/api\/v2\/common\/lookups\/?$/,
  /^\/api\/v2\/beefcut\/(collection\/)?list\/?$/,
  /^\/api\/v2\/(recipe|beefcut)\/collection\/[^/]+\/?$/,
  /^\/api\/v2\/beefcut\/[^/]+\/recipes\/?$/,
  /^\/api\/v2\/(recipe|beefcut)\/[^/]+\/?$/,
  /^\/api\/v2\/openapi\.json$/,
];

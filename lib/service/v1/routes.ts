// The legacy version 1 interface (shared spec service-v1-legacy.md), served from the same
// catalog and the same request handler as v2: the five documented GET operations (plus the
// /GetSearchParameters alias) over recipes and RECIPE collections (v1 knows no beef cut
// collections). Errors come back in the v1 encodings through `sendV1Error` (app.ts).
// Where the spec leaves room (also in the report of issue 8):
// - `qaw` ("each word must match text found in a recipe", or in a collection's title,
//   tagline or description): every word must match a word of the record or the beginning of
//   one, with the index's tokens (accents folded, English stemming, stop words left out); no
//   typos (lib/service/index/term-match.ts V1_POLICY). Recipes search the v2 full-text index
//   (name, description, ingredients, method, attributes and tip) and rank as v2 does; the few
//   recipe collections are matched here, in name order. A qaw of stop words only is a 400;
// - beefCutType filters on the beef categories of a recipe's cuts, indexed with the recipe.
import { Hono, type Context } from 'hono';
import { parseRecipeCriteria, rawFromSearchParams, type RawParams, type RecipeCriteria } from '@/lib/search/criteria';
import type { WireV1 as V1 } from '@/lib/wire/v1';
import { notFound } from '@/lib/service/errors';
import { parseIntId, type ServiceEnv } from '@/lib/service/http';
import { searchRecipes } from '@/lib/service/search';
import { V1_POLICY } from '@/lib/service/index/term-match';
import { queryWords } from '@/lib/service/index/tokens';
import { getStore, type Store } from '@/lib/service/store';
import { encodingOf, send } from '@/lib/service/v1/encoding';
import { hasWordOrPrefix, v1Listing, type V1Listing } from '@/lib/service/v1/listing';
import { readListed, readPaging, readQaw } from '@/lib/service/v1/params';
import {
  V1_BASE,
  collectionRecipes,
  collectionSummaryV1,
  recipeSummaryV1,
  recipeV1,
  searchLinks,
} from '@/lib/service/v1/shape';

async function recipeSearchPage(store: Store, listing: V1Listing, raw: RawParams) {
  const qaw = readQaw(raw);
  const paging = readPaging(raw);
  const listed = readListed(raw, listing);
  // Defaults of every v2 criterion, then the v1 parameters in their v2 names. The values
  // are already checked against the listing, so they bypass the v2 value-count limit.
  const criteria: RecipeCriteria = {
    ...parseRecipeCriteria({}),
    beefIngredients: listed.beefCutName,
    recipeTypes: listed.campaign,
    collections: listed.collection,
    cookingMethods: listed.cookingMethod,
    cuisines: listed.cuisine,
    menuCategories: listed.recipeCategory,
    searchText: qaw,
    ...paging,
  };
  const where = listed.beefCutType.length ? { cutCategories: listed.beefCutType } : undefined;
  const page = await searchRecipes(store, criteria, { words: V1_POLICY, where });
  return { qaw, paging, listed, ids: page.ids, totalCount: page.totalCount };
}

export function v1Routes() {
  const app = new Hono<ServiceEnv>();

  // A hostile callback is refused before any work, whatever the path.
  app.use('*', async (c, next) => {
    encodingOf(c, true);
    await next();
  });

  app.get('/collections/search', (c) => {
    const store = getStore();
    const raw = rawFromSearchParams(new URL(c.req.url).searchParams);
    const qaw = readQaw(raw);
    const paging = readPaging(raw);
    const words = queryWords(qaw).map((w) => w.token);
    const matches = v1Listing(store).collections.filter((x) => words.every((w) => hasWordOrPrefix(x.tokens, w)));
    const offset = (paging.pageNumber - 1) * paging.itemsPerPage;
    const body: V1['collectionSearchResult'] = {
      searchResults: matches
        .slice(offset, offset + paging.itemsPerPage)
        .map((x) => collectionSummaryV1(store, x.collection)),
      searchCriteria: { qaw, ...paging },
      totalCount: matches.length,
      curPage: paging.pageNumber,
      itemsPerPage: paging.itemsPerPage,
      links: searchLinks('/collections/search', { qaw }, paging, matches.length),
    };
    return send(c, body, 'searchResult');
  });

  app.get('/collections/:id', (c) => {
    const store = getStore();
    const found = store.recipeCollections.byId.get(parseIntId('id', c.req.param('id')));
    if (!found?.isOnline) throw notFound('The collection', `${V1_BASE}/collections/search`);
    const body: V1['collection'] = {
      ...collectionSummaryV1(store, found),
      'Recipe Summary': collectionRecipes(store, found).map(recipeSummaryV1),
    };
    return send(c, body, 'collection');
  });

  const parameters = (c: Context<ServiceEnv>) =>
    send(c, v1Listing(getStore()).parameters satisfies V1['searchParameterListing'], 'searchParameterListing');
  app.get('/recipes/search/parameters', parameters);
  app.get('/GetSearchParameters', parameters);

  app.get('/recipes/search', async (c) => {
    const store = getStore();
    const raw = rawFromSearchParams(new URL(c.req.url).searchParams);
    const { qaw, paging, listed, ids, totalCount } = await recipeSearchPage(store, v1Listing(store), raw);
    const body: V1['recipeSearchResult'] = {
      searchResults: ids.map((id) => recipeSummaryV1(store.recipes.byId.get(id)!)),
      searchCriteria: { qaw, ...listed, ...paging },
      totalCount,
      curPage: paging.pageNumber,
      itemsPerPage: paging.itemsPerPage,
      links: searchLinks('/recipes/search', { qaw, ...listed }, paging, totalCount),
    };
    return send(c, body, 'searchResult');
  });

  app.get('/recipes/:id', (c) => {
    const found = getStore().recipes.byId.get(parseIntId('id', c.req.param('id')));
    if (!found?.isOnline) throw notFound('The recipe', `${V1_BASE}/recipes/search`);
    return send(c, recipeV1(found), 'recipe');
  });

  return app;
}

/** Paths of v1, for telling 405 (known path, other method) from 404. */
export const V1_PATHS = [
  /^\/api\/v1\/collections\/[^/]+\/?$/,
  /^\/api\/v1\/recipes\/search\/parameters\/?$/,
  /^\/api\/v1\/GetSearchParameters\/?$/,
  /^\/api\/v1\/recipes\/[^/]+\/?$/,
];

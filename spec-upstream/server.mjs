// A content service written only from ../shared/spec/service-v2.md, with records of its own: not
// our service's code, catalog, ids or slugs. It exists to catch what the site assumes beyond the
// spec (scripts/check-spec-upstream.ts builds and runs the site against it). Where the spec is
// silent (the lookups' shape, 404s, how a GET search passes arrays) it does what a plausible
// service would: lookups as the master lists of the shared types, arrays repeated or comma-joined.
//
//   SPEC_UPSTREAM_PORT=3251 SPEC_UPSTREAM_FLAKY=1 node spec-upstream/server.mjs
import { createServer } from 'node:http';
import {
  omit,
  recipeSummary,
  APP_ID,
  APP_KEY,
  RECIPES,
  CUTS,
  CUT_COLLECTIONS,
  RECIPE_COLLECTIONS,
  LOOKUPS,
  UNREADABLE_RECIPE,
  UNREADABLE_FULL_SLUG,
  unreadableFull,
} from './records.mjs';
const port = Number(process.env.SPEC_UPSTREAM_PORT ?? 3251);
// A 503 every 13th request and a 429 (Retry-After: 1) every 17th: the schedule is fixed so a run
// is repeatable, and sparse enough that a client that retries within its deadline never fails.
const flaky = process.env.SPEC_UPSTREAM_FLAKY !== '0';
const origin = `http://127.0.0.1:${port}`;
let served = 0;
const stats = { requests: 0, status: {} };

const link = (rel, href, title = '') => ({ rel, href: `${origin}${href}`, title });
const send = (res, status, body, headers = {}) => {
  stats.status[status] = (stats.status[status] ?? 0) + 1;
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
};
const error = (res, status, message, headers) =>
  send(res, status, { httpErrorCode: status, httpErrorCodeDescription: message, message, links: [] }, headers);

/** A GET search's array parameter: repeated, or one comma-joined value (spec rule 4 is silent). */
const arrayParam = (q, name) =>
  q
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

const attrSlugs = (record, type) =>
  (record.attributes ?? [])
    .filter((a) => a.attributeTypeNameSlug === type)
    .flatMap((a) => a.attributes.map((x) => x.attributeNameSlug));

const page = (q, all) => {
  const size = Math.min(50, Math.max(1, Number(q.get('itemsPerPage') ?? 10) || 10));
  const number = Math.max(1, Number(q.get('pageNumber') ?? 1) || 1);
  return { size, number, items: all.slice((number - 1) * size, number * size) };
};

const textMatch = (q, record, fields) => {
  const text = (q.get('searchText') ?? '').trim().toLowerCase();
  return (
    !text ||
    fields.some((f) =>
      String(record[f] ?? '')
        .toLowerCase()
        .includes(text),
    )
  );
};

function recipeSearch(q) {
  const audiences = arrayParam(q, 'audiences');
  const filters = ['cookingMethods', 'menuCategories', 'cuisines'].map((p) => [
    p,
    { cookingMethods: 'cooking-method', menuCategories: 'menu-category', cuisines: 'cuisine' }[p],
    arrayParam(q, p),
  ]);
  const beef = arrayParam(q, 'beefIngredients');
  const matches = RECIPES.filter(
    (r) =>
      textMatch(q, r, ['recipeName', 'recipeDescription']) &&
      (!audiences.length || (r.audience && audiences.includes(r.audience.audienceNameSlug))) &&
      filters.every(([, type, values]) => !values.length || attrSlugs(r, type).some((s) => values.includes(s))) &&
      (!beef.length || r.ingredients.some((i) => i.ingredient && beef.includes(i.ingredient.ingredientNameSlug))),
  );
  const p = page(q, matches);
  const results = p.items.map(recipeSummary);
  // One unreadable record in the first page of the plain listing: no slug, an id that is text.
  if (p.number === 1 && !q.get('searchText')) results.splice(1, 0, UNREADABLE_RECIPE);
  return {
    searchResults: results,
    searchCriteria: {
      searchText: q.get('searchText') ?? '',
      audiences,
      ...Object.fromEntries(filters.map(([name, , values]) => [name, values])),
      beefIngredients: beef,
      pageNumber: p.number,
      itemsPerPage: p.size,
    },
    totalCount: matches.length,
    curPage: p.number,
    itemsPerPage: p.size,
    links: [link('self', '/api/v2/recipe/search')],
  };
}

function cutSummary(c) {
  const keep = [
    'ingredientID',
    'ingredientName',
    'ingredientNameSlug',
    'isOnline',
    'lastModified',
    'ingredientText',
    'ingredientMeta',
    'isBeefIngredient',
    'isBeefPrimal',
    'isBeefSubprimal',
    'isBeefSubsection',
    'isBeefFabricatedCut',
    'isLean',
    'isMarinate',
    'isRecipeIngredient',
    'grocerySection',
    'ingredientType',
    'showcaseNutrients',
    'attributes',
    'media',
    'links',
  ];
  return Object.fromEntries(keep.filter((k) => k in c).map((k) => [k, c[k]]));
}

function cutSearch(q) {
  const primals = arrayParam(q, 'primals');
  const methods = arrayParam(q, 'preferredCookingMethods');
  const matches = CUTS.filter(
    (c) =>
      textMatch(q, c, ['ingredientName', 'ingredientText']) &&
      (!primals.length || (c.primalIngredient && primals.includes(c.primalIngredient.ingredientNameSlug))) &&
      (!methods.length || attrSlugs(c, 'preferred-cooking-method').some((s) => methods.includes(s))) &&
      (q.get('isLean') == null || String(c.isLean) === q.get('isLean')),
  );
  const p = page(q, matches);
  return {
    searchResults: p.items.map(cutSummary),
    searchCriteria: {
      searchText: q.get('searchText') ?? '',
      primals,
      preferredCookingMethods: methods,
      pageNumber: p.number,
      itemsPerPage: p.size,
    },
    totalCount: matches.length,
    curPage: p.number,
    itemsPerPage: p.size,
    links: [link('self', '/api/v2/beefcut/search')],
  };
}

const collectionSummary = (c) => omit(c, 'ingredients', 'recipes');

function collectionSearch(q) {
  const groups = arrayParam(q, 'collectionGroups');
  const matches = CUT_COLLECTIONS.filter(
    (c) =>
      textMatch(q, c, ['collectionName', 'description']) &&
      (!groups.length || groups.includes(c.collectionGroup.collectionGroupNameSlug)),
  );
  const p = page(q, matches);
  return {
    searchResults: p.items.map(collectionSummary),
    searchCriteria: {
      searchText: q.get('searchText') ?? '',
      collectionGroups: groups,
      pageNumber: p.number,
      itemsPerPage: p.size,
    },
    totalCount: matches.length,
    curPage: p.number,
    itemsPerPage: p.size,
    links: [link('self', '/api/v2/beefcut/collection/search')],
  };
}

/** Spec rule 5 is silent on telling an id from a slug: digits are an id. */
const find = (records, idKey, slugKey, key) =>
  records.find((r) => (/^\d+$/.test(key) ? String(r[idKey]) === key : r[slugKey] === key));

const ids = (q, name) => arrayParam(q, name).filter((v) => /^\d+$/.test(v));

function route(path, q) {
  let m;
  if (path === '/api/v2/common/lookups') return LOOKUPS;
  if (path === '/api/v2/recipe/search') return recipeSearch(q);
  if (path === '/api/v2/beefcut/search') return cutSearch(q);
  if (path === '/api/v2/beefcut/collection/search') return collectionSearch(q);
  if (path === '/api/v2/beefcut/list')
    return {
      ingredientListing: ids(q, 'ingredientIDList').flatMap((id) =>
        CUTS.filter((c) => String(c.ingredientID) === id).map(cutSummary),
      ),
    };
  if (path === '/api/v2/beefcut/collection/list')
    return {
      collectionListing: ids(q, 'collectionIDList').flatMap((id) =>
        CUT_COLLECTIONS.filter((c) => String(c.collectionID) === id).map(collectionSummary),
      ),
    };
  if ((m = /^\/api\/v2\/recipe\/collection\/([^/]+)$/.exec(path)))
    return find(RECIPE_COLLECTIONS, 'collectionID', 'collectionNameSlug', decodeURIComponent(m[1]));
  if ((m = /^\/api\/v2\/beefcut\/collection\/([^/]+)$/.exec(path)))
    return find(CUT_COLLECTIONS, 'collectionID', 'collectionNameSlug', decodeURIComponent(m[1]));
  if ((m = /^\/api\/v2\/beefcut\/(\d+)\/recipes$/.exec(path))) {
    const cut = find(CUTS, 'ingredientID', 'ingredientNameSlug', m[1]);
    if (!cut) return undefined;
    return {
      recipeListing: RECIPES.filter((r) =>
        r.ingredients.some((i) => i.ingredient?.ingredientID === cut.ingredientID),
      ).map((r) => omit(recipeSummary(r), 'kitchenTip')),
      recipesListingByIngredientGroup: [],
    };
  }
  if ((m = /^\/api\/v2\/recipe\/([^/]+)$/.exec(path))) {
    const r = find(RECIPES, 'recipeID', 'recipeNameSlug', decodeURIComponent(m[1]));
    return r?.recipeNameSlug === UNREADABLE_FULL_SLUG ? unreadableFull(r) : r;
  }
  if ((m = /^\/api\/v2\/beefcut\/([^/]+)$/.exec(path)))
    return find(CUTS, 'ingredientID', 'ingredientNameSlug', decodeURIComponent(m[1]));
  return undefined;
}

const server = createServer((req, res) => {
  stats.requests++;
  const url = new URL(req.url ?? '/', origin);
  if (url.pathname === '/__stats') return send(res, 200, stats);
  const appId = req.headers['authorizationappid'] ?? url.searchParams.get('AuthorizationAppID');
  const appKey = req.headers['authorizationappkey'] ?? url.searchParams.get('AuthorizationAppKey');
  if (appId !== APP_ID || appKey !== APP_KEY) return error(res, 401, 'Missing or incorrect credentials');
  if (req.method !== 'GET' && req.method !== 'POST')
    return error(res, 405, 'Method not allowed', { allow: 'GET, POST' });
  served++;
  if (flaky && served % 13 === 0) return error(res, 503, 'Service unavailable');
  if (flaky && served % 17 === 0) return error(res, 429, 'Too many requests', { 'retry-after': '1' });
  const body = route(url.pathname, url.searchParams);
  if (body === undefined) return error(res, 404, `No record at ${url.pathname}`);
  setTimeout(() => send(res, 200, body), flaky ? served % 50 : 0);
});

server.listen(port, '127.0.0.1', () => console.log(`spec upstream on ${origin} (flaky: ${flaky})`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));

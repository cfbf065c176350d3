// The legacy version 1 interface (shared spec service-v1-legacy.md), served from the same
// catalog and the same request handler as v2: the five documented GET operations (plus
// the /GetSearchParameters alias) over recipes and RECIPE collections (v1 knows no beef
// cut collections). Errors come back in the v1 encodings through `sendV1Error` (app.ts).
//
// Choices where the spec leaves room (also in the report of issue 8):
// - recipe `qaw` uses the v2 full-text index (Orama: title, description, ingredients,
//   method, attributes and tip, with English stemming, prefix matching and typo tolerance 1),
//   one search per word, results intersected, so every word must match (at most 10 words);
// - collection `qaw` is a plain word match over title, tagline and description (every word,
//   case- and accent-insensitive, whole words), because the Orama collection index holds
//   beef cut collections only and there are few recipe collections;
// - the listing: beefCutName = slugs of online cuts used by online recipes, beefCutType =
//   beef-category slugs, campaign = recipe-type slugs, collection = online recipe collection
//   slugs, cookingMethod / cuisine = those attribute slugs, recipeCategory = menu-category
//   slugs. Values not in the listing are ignored, and the criteria echo what was applied;
// - recipeType: "food service" for the foodservice audience, otherwise "consumer";
//   cooksNote = the recipe's description (cooksTip carries the kitchen tip);
//   a collection's updateDate = the latest lastModified of its online recipes;
// - encodings: JSON (default), XML for Content-Type text/xml or application/xml (root
//   elements below; arrays as repeated child elements, an empty array as no element; the
//   key "Recipe Summary" becomes <RecipeSummary>), JSONP for text/javascript or any
//   `callback` query parameter. Links are relative in the data and made absolute per request,
//   for every encoding. No ETag: v1 clients are not known to revalidate.
import { gzipSync } from 'node:zlib';
import { XMLBuilder } from 'fast-xml-parser';
import { Hono, type Context } from 'hono';
import {
  parseCollectionCriteria,
  parseRecipeCriteria,
  rawFromSearchParams,
  textWords,
  LIMITS,
  type RawParams,
  type RecipeCriteria,
} from '@/lib/search/criteria';
import { V1_NUTRIENT_FIELDS, V1_RECIPE_PARAMS, type V1RecipeParam, type WireV1 } from '@/lib/wire/v1';
import type { Link, Media, MediaListed, RecipeFull } from '@/lib/wire/v2';
import { badRequest, notFound, type ServiceError } from '@/lib/service/errors';
import { CACHE_CONTROL, absolutize, originOf, parseIntId, type ServiceEnv } from '@/lib/service/http';
import { searchRecipes } from '@/lib/service/search';
import { getStore, type Store } from '@/lib/service/store';

const BASE = '/api/v1';
const V1_DEFAULT_ITEMS_PER_PAGE = 50;

// ---------- shaping v2 records into v1 ----------

type V1 = WireV1;

const imagesOf = (media: (Media | MediaListed)[]): V1['image'][] =>
  media.map((m) => {
    const group = Array.isArray(m.mediaGroup) ? m.mediaGroup[0] : m.mediaGroup;
    // assetURL is the folder, filename the file: v1 has one location for both.
    return {
      type: group?.mediaGroupName ?? '',
      location: m.assetURL.endsWith('/') ? m.assetURL + m.filename : m.assetURL,
      title: m.title,
    };
  });

const recipeLinks = (r: RecipeFull): Link[] => [
  { rel: 'self', href: `${BASE}/recipes/${r.recipeID}`, title: r.recipeName },
];

function recipeSummaryV1(r: RecipeFull): V1['recipeSummary'] {
  return {
    recipeID: r.recipeID,
    recipeTitle: r.recipeName,
    recipeTitleSlug: r.recipeNameSlug,
    recipeType: r.audience.audienceNameSlug === 'foodservice' ? 'food service' : 'consumer',
    numberOfServings: r.numberOfServings,
    totalRecipeTime: r.totalRecipeTime,
    recipeDescription: r.recipeDescription,
    images: imagesOf(r.media),
    updateDate: r.lastModified,
    links: recipeLinks(r),
  };
}

const NUTRIENT_SLUGS: Record<(typeof V1_NUTRIENT_FIELDS)[number], string> = {
  calorie: 'calories',
  fat: 'total-fat',
  saturatedFat: 'saturated-fat',
  monounsaturatedFat: 'monounsaturated-fat',
  cholesterol: 'cholesterol',
  sodium: 'sodium',
  carbohydrate: 'total-carbohydrate',
  fiber: 'dietary-fiber',
  protein: 'protein',
  niacin: 'niacin',
  vitaminB6: 'vitamin-b6',
  vitaminB12: 'vitamin-b12',
  iron: 'iron',
  selenium: 'selenium',
  zinc: 'zinc',
  choline: 'choline',
};

function nutritionalV1(n: RecipeFull['nutritionals'][number]): V1['nutritional'] {
  const bySlug = new Map(n.nutrients.map((x) => [x.usdaNutrient.nutrientDisplayNameSlug, x]));
  const values = Object.fromEntries(
    V1_NUTRIENT_FIELDS.map((field) => {
      const x = bySlug.get(NUTRIENT_SLUGS[field]);
      // Calories are a bare number in v1 ("320"); the others carry their unit ("14 g").
      const text = !x
        ? ''
        : field === 'calorie'
          ? String(x.unitOfMeasureValue)
          : `${x.unitOfMeasureValue} ${x.unitOfMeasure}`;
      return [field, text];
    }),
  ) as Record<(typeof V1_NUTRIENT_FIELDS)[number], string>;
  return {
    nutritionalDescription: n.nutritionalDescription,
    nutritionalText: n.nutritionalText,
    nutritionTip: n.nutritionTip,
    ...values,
  };
}

function recipeV1(r: RecipeFull): V1['recipe'] {
  return {
    ...recipeSummaryV1(r),
    cooksNote: r.recipeDescription,
    cooksTip: r.kitchenTip,
    methods: r.instructions.map((i) => ({
      subheading: i.subheading,
      sortOrder: i.sortOrder,
      methodText: i.instructionText,
      cookTip: i.cookTip,
      photoURL: imagesOf(i.media)[0]?.location ?? '',
    })),
    ingredients: r.ingredients.map((i) => ({
      subheading: i.subheading,
      sortOrder: i.sortOrder,
      ingredientText: i.ingredientText,
      cookTip: i.cookTip,
      ingredientName: i.ingredient?.ingredientName ?? i.recipeAsIngredient?.recipeName ?? '',
      quantity: i.quantity,
      weight: i.weight,
      volume: i.volume,
      grocerySection: i.ingredient?.grocerySection[0]?.grocerySectionName ?? '',
      ingredientType: i.ingredient?.ingredientType.ingredientTypeName ?? '',
    })),
    nutritionals: r.nutritionals.map(nutritionalV1),
    videos: [],
  };
}

type RecipeCollection = Store['snapshot']['recipeCollections'][number];

function collectionRecipes(store: Store, c: RecipeCollection): RecipeFull[] {
  return c.recipes.map((x) => store.recipes.byId.get(x.recipeID)).filter((r): r is RecipeFull => !!r?.isOnline);
}

function collectionSummaryV1(store: Store, c: RecipeCollection): V1['collectionSummary'] {
  const updated = collectionRecipes(store, c).reduce((max, r) => (r.lastModified > max ? r.lastModified : max), '');
  return {
    collectionID: c.collectionID,
    collectionTitle: c.collectionName,
    collectionTitleSlug: c.collectionNameSlug,
    tagline: c.tagline,
    description: c.description,
    estimatedRecipeCount: c.estimatedItemCount,
    images: imagesOf(c.media),
    updateDate: updated || store.snapshot.generatedAt,
    links: [{ rel: 'self', href: `${BASE}/collections/${c.collectionID}`, title: c.collectionName }],
  };
}

// ---------- per-store derived data: the parameter listing and the word index ----------

type V1Index = {
  listing: V1['searchParameterListing'];
  keys: Map<V1RecipeParam, Set<string>>;
  /** Beef categories of the online cuts each online recipe uses (for beefCutType). */
  cutTypesByRecipe: Map<number, Set<string>>;
  /** Online recipe collections in name order, with the words of their title, tagline and description. */
  collections: { collection: RecipeCollection; words: Set<string> }[];
};

const indexes = new WeakMap<Store, V1Index>();

function v1Index(store: Store): V1Index {
  const cached = indexes.get(store);
  if (cached) return cached;
  const byName = (a: { attributeValue: string }, b: { attributeValue: string }) =>
    a.attributeValue.localeCompare(b.attributeValue);
  const attributeValues = (type: string) =>
    (store.snapshot.lookups.attributesByTypes.find((t) => t.attributeTypeNameSlug === type)?.attributes ?? []).map(
      (a) => ({
        attributeKey: a.attributeNameSlug,
        attributeValue: a.attributeName,
      }),
    );
  const cutsUsed = [...store.cuts.recipesByCut.keys()].map((id) => store.cuts.byId.get(id)).filter((c) => c?.isOnline);
  const onlineCollections = store.snapshot.recipeCollections
    .filter((c) => c.isOnline)
    .sort((a, b) => a.collectionName.localeCompare(b.collectionName));

  const values: Record<V1RecipeParam, V1['searchParameterListing']['searchParameters'][number]['acceptedValues']> = {
    beefCutName: cutsUsed
      .map((c) => ({ attributeKey: c!.ingredientNameSlug, attributeValue: c!.ingredientName }))
      .sort(byName),
    beefCutType: attributeValues('beef-category'),
    campaign: attributeValues('recipe-type'),
    collection: onlineCollections.map((c) => ({
      attributeKey: c.collectionNameSlug,
      attributeValue: c.collectionName,
    })),
    cookingMethod: attributeValues('cooking-method'),
    cuisine: attributeValues('cuisine'),
    recipeCategory: attributeValues('menu-category'),
  };

  // From the cuts' side (recipesByCut holds the online recipes using each cut), so no recipe
  // record is read: at scale they live on disk.
  const cutTypesByRecipe = new Map<number, Set<string>>();
  for (const [cutId, recipeIds] of store.cuts.recipesByCut) {
    const cut = store.cuts.byId.get(cutId);
    if (!cut?.isOnline) continue;
    const types = cut.attributes
      .filter((a) => a.attributeTypeNameSlug === 'beef-category')
      .flatMap((a) => a.attributes.map((x) => x.attributeNameSlug));
    for (const id of recipeIds) {
      let set = cutTypesByRecipe.get(id);
      if (!set) cutTypesByRecipe.set(id, (set = new Set()));
      for (const t of types) set.add(t);
    }
  }

  const index: V1Index = {
    listing: { searchParameters: V1_RECIPE_PARAMS.map((name) => ({ name, acceptedValues: values[name] })) },
    keys: new Map(V1_RECIPE_PARAMS.map((p) => [p, new Set(values[p].map((v) => v.attributeKey))])),
    cutTypesByRecipe,
    collections: onlineCollections.map((c) => ({
      collection: c,
      words: new Set(textWords(`${c.collectionName} ${c.tagline} ${c.description}`)),
    })),
  };
  indexes.set(store, index);
  return index;
}

// ---------- parameters ----------

function readQaw(raw: RawParams): string {
  const qaw = (raw.qaw?.[0] ?? '').trim();
  if (!qaw) throw badRequest('qaw', 'qaw is required: one or more words to search for.');
  if (qaw.length > LIMITS.textLength) throw badRequest('qaw', `qaw is longer than ${LIMITS.textLength} characters.`);
  const words = new Set(textWords(qaw)).size;
  if (words === 0) throw badRequest('qaw', 'qaw must contain at least one word of letters or digits.');
  // Each word of a recipe search is one index search: keep the work of a request small.
  if (words > LIMITS.words) throw badRequest('qaw', `qaw takes at most ${LIMITS.words} different words.`);
  return qaw;
}

/** pageNumber and itemsPerPage with the v2 integer rules, but v1's default of 50. */
function readPaging(raw: RawParams): { pageNumber: number; itemsPerPage: number } {
  const given = raw.itemsPerPage?.[0]?.trim();
  const { pageNumber, itemsPerPage } = parseCollectionCriteria({
    pageNumber: raw.pageNumber ?? [],
    itemsPerPage: given ? [given] : [String(V1_DEFAULT_ITEMS_PER_PAGE)],
  });
  return { pageNumber, itemsPerPage };
}

/** Comma lists or repeated values; only keys of the listing are kept (the spec: others are ignored). */
function readListed(raw: RawParams, index: V1Index): Record<V1RecipeParam, string[]> {
  return Object.fromEntries(
    V1_RECIPE_PARAMS.map((p) => {
      const keys = index.keys.get(p)!;
      const values = (raw[p] ?? []).flatMap((v) => v.split(',')).map((v) => v.trim());
      return [p, [...new Set(values.filter((v) => keys.has(v)))]];
    }),
  ) as Record<V1RecipeParam, string[]>;
}

function searchLinks(
  path: string,
  query: Record<string, string | string[]>,
  paging: { pageNumber: number; itemsPerPage: number },
  totalCount: number,
): Link[] {
  const last = Math.max(1, Math.ceil(totalCount / paging.itemsPerPage));
  // Built from the applied criteria only, so credentials sent as query parameters never leak.
  const href = (page: number) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) for (const x of [v].flat()) q.append(k, x);
    q.set('pageNumber', String(page));
    q.set('itemsPerPage', String(paging.itemsPerPage));
    return `${BASE}${path}?${q}`;
  };
  const links: Link[] = [
    { rel: 'self', href: href(paging.pageNumber), title: 'This page' },
    { rel: 'first', href: href(1), title: 'First page' },
  ];
  if (paging.pageNumber > 1)
    links.push({ rel: 'prev', href: href(Math.min(paging.pageNumber - 1, last)), title: 'Previous page' });
  if (paging.pageNumber < last) links.push({ rel: 'next', href: href(paging.pageNumber + 1), title: 'Next page' });
  links.push({ rel: 'last', href: href(last), title: 'Last page' });
  return links;
}

// ---------- encodings ----------

type Encoding = { kind: 'json' } | { kind: 'xml' } | { kind: 'jsonp'; callback: string };

/** A plain identifier path (`cb`, `jQuery123_4`, `app.handlers.done`): nothing else can be
 *  written in front of the JSON, so a callback cannot inject script. */
const CALLBACK = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;
const MAX_CALLBACK = 100;

/** The encoding the request asks for. `strict` throws 400 for a hostile callback; the error
 *  path passes false and answers such a request without JSONP instead. */
function encodingOf(c: Context<ServiceEnv>, strict: boolean): Encoding {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const callback = c.req.query('callback');
  const valid = callback === undefined || (callback.length <= MAX_CALLBACK && CALLBACK.test(callback));
  if (!valid && strict)
    throw badRequest(
      'callback',
      `callback must be a JavaScript identifier or dotted path of at most ${MAX_CALLBACK} characters.`,
    );
  if (type === 'text/xml' || type === 'application/xml') return { kind: 'xml' };
  if (valid && callback !== undefined) return { kind: 'jsonp', callback };
  if (type === 'text/javascript' || type === 'application/javascript') return { kind: 'jsonp', callback: 'callback' };
  return { kind: 'json' };
}

const CONTENT_TYPES: Record<Encoding['kind'], string> = {
  json: 'application/json; charset=utf-8',
  xml: 'text/xml; charset=utf-8',
  jsonp: 'text/javascript; charset=utf-8',
};

/** Root elements of the XML documents. */
type XmlRoot = 'searchResult' | 'collection' | 'recipe' | 'searchParameterListing' | 'error';

// Characters XML 1.0 cannot carry at all, even escaped.
const XML_INVALID = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
/** Element names cannot hold spaces ("Recipe Summary" → RecipeSummary); text cannot hold control characters. */
function xmlSafe(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(XML_INVALID, '');
  if (Array.isArray(value)) return value.map(xmlSafe);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(/\s+/g, ''), xmlSafe(v)]));
  return value;
}
const xmlBuilder = new XMLBuilder({ suppressEmptyNode: false });
const toXml = (root: XmlRoot, data: unknown) =>
  `<?xml version="1.0" encoding="UTF-8"?>${xmlBuilder.build({ [root]: xmlSafe(data) })}`;

/** v2's absolutize covers href and assetURL; v1 also has image locations and method photos. */
function absolutizeV1(json: string, origin: string): string {
  if (!origin) return json;
  return absolutize(json, origin).replace(/"(location|photoURL)":"\//g, (_, key: string) => `"${key}":"${origin}/`);
}

function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (!q || Number(q.slice(2)) > 0);
  });
}

function respond(c: Context<ServiceEnv>, body: unknown, root: XmlRoot, status: number, encoding: Encoding): Response {
  const json = absolutizeV1(JSON.stringify(body), originOf(c));
  const text =
    encoding.kind === 'xml'
      ? toXml(root, JSON.parse(json))
      : encoding.kind === 'jsonp'
        ? `${encoding.callback}(${json});`
        : json;
  const headers = new Headers({
    'Content-Type': CONTENT_TYPES[encoding.kind],
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': status === 200 ? CACHE_CONTROL : 'no-store',
    // The encoding follows the request's Content-Type, the compression its Accept-Encoding.
    Vary: 'Accept-Encoding, Content-Type, AuthorizationAppID, AuthorizationAppKey',
  });
  if (status === 405) headers.set('Allow', 'GET, HEAD');
  let payload: string | Uint8Array<ArrayBuffer> = text;
  if (acceptsGzip(c.req.header('accept-encoding'))) {
    payload = new Uint8Array(gzipSync(text));
    headers.set('Content-Encoding', 'gzip');
  }
  return new Response(c.req.method === 'HEAD' ? null : payload, { status, headers });
}

const send = (c: Context<ServiceEnv>, body: unknown, root: XmlRoot) => respond(c, body, root, 200, encodingOf(c, true));

/** The error body of both versions, in the encoding the v1 request asked for, except JSONP:
 *  an error is never script. A JSONP error would run the caller's chosen function on our
 *  origin with no credentials needed (a 401 answers anyone), a gadget for getting past a
 *  page's `script-src 'self'`; as JSON with nosniff a browser refuses to run it, and a JSONP
 *  caller loses nothing, since a script element fails on a non-2xx answer anyway. */
export function sendV1Error(c: Context<ServiceEnv>, error: ServiceError): Response {
  const encoding = encodingOf(c, false);
  return respond(c, error.body(), 'error', error.status, encoding.kind === 'jsonp' ? { kind: 'json' } : encoding);
}

/** Whether a path belongs to v1 (its errors follow the v1 encodings). */
export const isV1Path = (path: string) => /^\/api\/v1(\/|$)/.test(path);

// ---------- operations ----------

/** Every online recipe matching the criteria, in rank order (v2 search without paging). */
async function everyMatch(store: Store, criteria: RecipeCriteria): Promise<number[]> {
  return (await searchRecipes(store, { ...criteria, pageNumber: 1, itemsPerPage: store.recipes.byId.size })).ids;
}

async function recipeSearchPage(store: Store, index: V1Index, raw: RawParams) {
  const qaw = readQaw(raw);
  const paging = readPaging(raw);
  const listed = readListed(raw, index);
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
  };
  // v2's search requires every word (lib/service/search.ts), with stemming, prefixes and typos.
  if (!listed.beefCutType.length) {
    const page = await searchRecipes(store, { ...criteria, searchText: qaw, ...paging });
    return { qaw, paging, listed, ids: page.ids, totalCount: page.totalCount };
  }
  // The recipe index knows the cuts a recipe uses, not their beef categories: every match is
  // filtered here, then paged.
  const wanted = new Set(listed.beefCutType);
  const ids = (await everyMatch(store, { ...criteria, searchText: qaw })).filter((id) =>
    [...(index.cutTypesByRecipe.get(id) ?? [])].some((t) => wanted.has(t)),
  );
  const offset = (paging.pageNumber - 1) * paging.itemsPerPage;
  return { qaw, paging, listed, ids: ids.slice(offset, offset + paging.itemsPerPage), totalCount: ids.length };
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
    const words = textWords(qaw);
    const matches = v1Index(store).collections.filter((x) => words.every((w) => x.words.has(w)));
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
    if (!found?.isOnline) throw notFound('The collection', `${BASE}/collections/search`);
    const body: V1['collection'] = {
      ...collectionSummaryV1(store, found),
      'Recipe Summary': collectionRecipes(store, found).map(recipeSummaryV1),
    };
    return send(c, body, 'collection');
  });

  const parameters = (c: Context<ServiceEnv>) =>
    send(c, v1Index(getStore()).listing satisfies V1['searchParameterListing'], 'searchParameterListing');
  app.get('/recipes/search/parameters', parameters);
  app.get('/GetSearchParameters', parameters);

  app.get('/recipes/search', async (c) => {
    const store = getStore();
    const raw = rawFromSearchParams(new URL(c.req.url).searchParams);
    const { qaw, paging, listed, ids, totalCount } = await recipeSearchPage(store, v1Index(store), raw);
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
    if (!found?.isOnline) throw notFound('The recipe', `${BASE}/recipes/search`);
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

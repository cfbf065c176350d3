import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { wireV1 } from '@/lib/wire/v1';
import { recipeTextFields } from '@/lib/service/index/catalog-index';
import { fieldTokens, queryWords } from '@/lib/service/index/tokens';
import { getStore, setStore } from '@/lib/service/store';
import {
  OVER_HTTP,
  TEST_AUTH as AUTH,
  TEST_ORIGIN as ORIGIN,
  serviceRequest,
  type AuthPlace,
} from '@/lib/service/test-request';

type Init = RequestInit & { auth?: AuthPlace };

/** The answer as text. Over HTTP, Node's fetch has asked for gzip and decoded whatever came
 *  labelled as compressed: a body compressed without its label stays bytes and fails to parse. */
async function call(path: string, init: Init = {}) {
  const res = await serviceRequest(path, init);
  return { res, status: res.status, text: await res.text() };
}

/** A JSON call: the body parsed. */
async function api(path: string, init: Init = {}) {
  const r = await call(path, init);
  expect(r.res.headers.get('content-type'), path).toMatch(/^application\/json/);
  return { ...r, body: JSON.parse(r.text) };
}

/** Elements that are arrays in the data come back as repeated elements: always parse them as arrays. */
const ARRAY_TAGS = new Set([
  'searchResults',
  'images',
  'links',
  'RecipeSummary',
  'searchParameters',
  'acceptedValues',
  'methods',
  'ingredients',
  'nutritionals',
]);
const xmlParser = new XMLParser({ parseTagValue: false, isArray: (name) => ARRAY_TAGS.has(name) });
function parseXml(text: string) {
  expect(XMLValidator.validate(text)).toBe(true);
  return xmlParser.parse(text) as Record<string, Record<string, unknown>>;
}

const store = () => getStore();
const onlineRecipes = () => store().snapshot.recipes.filter((r) => r.isOnline);
const onlineCollections = () => store().snapshot.recipeCollections.filter((c) => c.isOnline);
const attrOf = (
  r: { attributes: { attributeTypeNameSlug: string; attributes: { attributeNameSlug: string }[] }[] },
  type: string,
) =>
  r.attributes
    .filter((a) => a.attributeTypeNameSlug === type)
    .flatMap((a) => a.attributes.map((x) => x.attributeNameSlug));
const ids = (body: { searchResults: { recipeID?: number; collectionID?: number }[] }) =>
  body.searchResults.map((x) => x.recipeID ?? x.collectionID);
const recipe = () =>
  onlineRecipes().find((r) => r.nutritionals.length > 0 && r.kitchenTip && r.ingredients.some((i) => i.ingredient))!;

beforeAll(() => {
  expect(onlineRecipes().length).toBeGreaterThan(100);
  expect(onlineCollections().length).toBeGreaterThan(1);
});

describe('authentication', () => {
  it('takes credentials as headers or query parameters and answers 401 without them', async () => {
    expect((await api('/api/v1/recipes/search/parameters', { auth: 'headers' })).status).toBe(200);
    expect((await api('/api/v1/recipes/search/parameters', { auth: 'query' })).status).toBe(200);
    const missing = await api('/api/v1/recipes/search/parameters', { auth: 'none' });
    expect(missing.status).toBe(401);
    wireV1.errorBody.parse(missing.body);
    const wrong = await api('/api/v1/recipes/1', {
      auth: 'none',
      headers: { AuthorizationAppID: AUTH.AuthorizationAppID, AuthorizationAppKey: 'nope' },
    });
    expect(wrong.status).toBe(401);
  });
  it('answers 401 in the requested encoding', async () => {
    const xml = await call('/api/v1/recipes/search?qaw=beef', {
      auth: 'none',
      headers: { 'Content-Type': 'text/xml' },
    });
    expect(xml.status).toBe(401);
    expect(parseXml(xml.text).error!.httpErrorCode).toBe('401');
  });
  it('never puts credentials sent in the query into links', async () => {
    const { text } = await call('/api/v1/recipes/search?qaw=beef&itemsPerPage=5&pageNumber=2', { auth: 'query' });
    expect(text).not.toContain('AuthorizationApp');
    expect(text).not.toContain(AUTH.AuthorizationAppKey);
  });
});

describe('collections', () => {
  it('searches recipe collections: every qaw word must be a word of the title, tagline or description, or begin one', async () => {
    const tokensOf = (c: { collectionName: string; tagline: string; description: string }) =>
      fieldTokens(`${c.collectionName} ${c.tagline} ${c.description}`);
    const expected = (...words: string[]) =>
      onlineCollections()
        .filter((c) => queryWords(words.join(' ')).every((w) => tokensOf(c).some((t) => t.startsWith(w.token))))
        .map((c) => c.collectionID)
        .sort();
    const beef = wireV1.collectionSearchResult.parse((await api('/api/v1/collections/search?qaw=beef')).body);
    expect(beef.totalCount).toBeGreaterThan(0);
    expect(ids(beef).sort()).toEqual(expected('beef'));
    const two = wireV1.collectionSearchResult.parse((await api('/api/v1/collections/search?qaw=noodle%20soups')).body);
    expect(two.totalCount).toBeGreaterThan(0);
    expect(ids(two).sort()).toEqual(expected('noodle', 'soups'));
    // Every word: one unknown word empties the result; case does not matter.
    expect((await api('/api/v1/collections/search?qaw=noodle%20xyzzyq')).body.totalCount).toBe(0);
    expect((await api('/api/v1/collections/search?qaw=NOODLE%20Soups')).body).toMatchObject({
      totalCount: two.totalCount,
    });
    expect(two.searchCriteria).toEqual({ qaw: 'noodle soups', pageNumber: 1, itemsPerPage: 50 });
    // The same words as recipe search: stems and beginnings of words, never typos.
    expect(ids((await api('/api/v1/collections/search?qaw=nood')).body).sort()).toEqual(expected('noodle'));
    expect((await api('/api/v1/collections/search?qaw=noodel')).body.totalCount).toBe(0);
  });
  it('knows recipe collections only', async () => {
    const recipeCollectionIds = new Set(onlineCollections().map((c) => c.collectionID));
    const cut = store().snapshot.cutCollections.find((c) => c.isOnline && !recipeCollectionIds.has(c.collectionID))!;
    for (const { word } of queryWords(cut.collectionName)) {
      const { body } = await api(`/api/v1/collections/search?qaw=${encodeURIComponent(word)}`);
      for (const x of body.searchResults as { collectionID: number }[])
        expect(recipeCollectionIds.has(x.collectionID)).toBe(true);
    }
    expect((await api(`/api/v1/collections/${cut.collectionID}`)).status).toBe(404);
  });
  it('gets a collection with its online recipes as "Recipe Summary"', async () => {
    const c = onlineCollections()[0]!;
    const { status, body } = await api(`/api/v1/collections/${c.collectionID}`);
    expect(status).toBe(200);
    const col = wireV1.collection.parse(body);
    expect(col.collectionTitle).toBe(c.collectionName);
    const online = c.recipes.filter((x) => store().recipes.byId.get(x.recipeID)?.isOnline).map((x) => x.recipeID);
    expect(col['Recipe Summary'].map((r) => r.recipeID)).toEqual(online);
    expect(col.links[0]!.href).toBe(`${ORIGIN}/api/v1/collections/${c.collectionID}`);
    expect(col.images[0]!.location.startsWith(`${ORIGIN}/media/`)).toBe(true);
    expect(col['Recipe Summary'][0]!.links[0]!.href).toMatch(new RegExp(`^${ORIGIN}/api/v1/recipes/\\d+$`));
  });
  it('answers 404 for unknown and offline collections, 400 for a non-integer id', async () => {
    const offline = store().snapshot.recipeCollections.find((c) => !c.isOnline);
    for (const id of ['999999', ...(offline ? [String(offline.collectionID)] : [])]) {
      const { status, body } = await api(`/api/v1/collections/${id}`);
      expect(status, id).toBe(404);
      expect(wireV1.errorBody.parse(body).links.some((l) => l.rel === 'search')).toBe(true);
    }
    expect((await api(`/api/v1/collections/${onlineCollections()[0]!.collectionNameSlug}`)).status).toBe(400);
  });
  it('requires qaw', async () => {
    for (const q of ['', '?qaw=', '?qaw=%20%20', '?qaw=!!!'])
      expect((await api(`/api/v1/collections/search${q}`)).status, q).toBe(400);
  });
});

describe('search parameters', () => {
  it('lists the seven parameters at both paths', async () => {
    const a = await api('/api/v1/recipes/search/parameters');
    const b = await api('/api/v1/GetSearchParameters');
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    const l = wireV1.searchParameterListing.parse(a.body);
    expect(l.searchParameters.map((p) => p.name)).toEqual([
      'beefCutName',
      'beefCutType',
      'campaign',
      'collection',
      'cookingMethod',
      'cuisine',
      'recipeCategory',
    ]);
    for (const p of l.searchParameters) expect(p.acceptedValues.length, p.name).toBeGreaterThan(0);
    const keys = (name: string) =>
      l.searchParameters
        .find((p) => p.name === name)!
        .acceptedValues.map((v) => v.attributeKey)
        .sort();
    expect(keys('collection')).toEqual(
      onlineCollections()
        .map((c) => c.collectionNameSlug)
        .sort(),
    );
    const used = new Set(
      onlineRecipes().flatMap((r) =>
        r.ingredients.flatMap((i) => (i.ingredient?.isBeefIngredient ? [i.ingredient.ingredientID] : [])),
      ),
    );
    expect(keys('beefCutName')).toEqual(
      store()
        .snapshot.cuts.filter((c) => c.isOnline && used.has(c.ingredientID))
        .map((c) => c.ingredientNameSlug)
        .sort(),
    );
    const lookup = (type: string) =>
      store()
        .snapshot.lookups.attributesByTypes.find((t) => t.attributeTypeNameSlug === type)!
        .attributes.map((a) => a.attributeNameSlug)
        .sort();
    expect(keys('beefCutType')).toEqual(lookup('beef-category'));
    expect(keys('campaign')).toEqual(lookup('recipe-type'));
    expect(keys('recipeCategory')).toEqual(lookup('menu-category'));
  });
});

describe('recipe search', () => {
  const search = async (query: string) => {
    const { status, body } = await api(`/api/v1/recipes/search?${query}`);
    expect(status, query).toBe(200);
    return wireV1.recipeSearchResult.parse(body);
  };

  it('matches words and their beginnings, never typos', async () => {
    const tokensOf = (id: number) => fieldTokens(recipeTextFields(store().recipes.byId.get(id)!).join(' '));
    // Issue 18: "lime garlic" found recipes with "time", "line" or "like" and no lime.
    const limeGarlic = await everyId('qaw=lime%20garlic');
    expect(limeGarlic.length).toBeGreaterThan(0);
    for (const id of limeGarlic) {
      const tokens = tokensOf(id);
      expect(
        tokens.some((t) => t.startsWith('lime')),
        String(id),
      ).toBe(true);
      expect(
        tokens.some((t) => t.startsWith('garlic')),
        String(id),
      ).toBe(true);
    }
    expect((await search('qaw=brsket')).totalCount).toBe(0);
    expect((await search('qaw=brisk')).totalCount).toBe((await search('qaw=brisket')).totalCount);
  });
  it('answers 400 for a qaw of stop words only, for qaw given twice, and names the bounds of itemsPerPage', async () => {
    for (const [q, message] of [
      ['qaw=the', /"the", "and" or "of"/],
      ['qaw=of%20the%20a', /not searched/],
      ['qaw=beef&qaw=lime', /qaw takes one value; it was given 2/],
      ['qaw=beef&itemsPerPage=0', /^itemsPerPage must be an integer of at least 1$/],
    ] as const) {
      const { status, body } = await api(`/api/v1/recipes/search?${q}`);
      expect(status, q).toBe(400);
      expect(wireV1.errorBody.parse(body).message, q).toMatch(message);
    }
    expect((await api('/api/v1/collections/search?qaw=the')).status).toBe(400);
  });
  it('requires qaw and checks integers', async () => {
    for (const q of [
      '',
      'qaw=',
      'qaw=%20',
      'cuisine=mexican',
      'qaw=beef&pageNumber=abc',
      'qaw=beef&pageNumber=0',
      'qaw=beef&itemsPerPage=-1',
      'qaw=beef&itemsPerPage=1.5',
    ]) {
      const { status, body } = await api(`/api/v1/recipes/search?${q}`);
      expect(status, q).toBe(400);
      wireV1.errorBody.parse(body);
    }
  });
  /** Every id a search finds, following the pages. */
  const everyId = async (query: string) => {
    const out: number[] = [];
    for (let page = 1; ; page++) {
      const r = await search(`${query}&pageNumber=${page}`);
      out.push(...r.searchResults.map((x) => x.recipeID));
      if (page * r.itemsPerPage >= r.totalCount) return out;
    }
  };

  it('matches every word of qaw, in any field', async () => {
    const r = recipe();
    const word = r.recipeName.split(/\s+/).find((w) => /^[A-Za-z]{5,}$/.test(w))!;
    const one = await everyId(`qaw=${word}`);
    expect(one).toContain(r.recipeID);
    expect((await search(`qaw=${word}%20xyzzyq`)).totalCount).toBe(0);
    // A word of the title and a word only in the kitchen tip: found together.
    const elsewhere = `${r.recipeName} ${r.recipeDescription} ${r.recipeMeta}`.toLowerCase();
    const tipWord = r.kitchenTip
      .split(/[^A-Za-z]+/)
      .find((w) => w.length >= 6 && !elsewhere.includes(w.toLowerCase().slice(0, 4)))!;
    expect(tipWord).toBeDefined();
    expect(await everyId(`qaw=${word}%20${tipWord}`)).toContain(r.recipeID);
    // Two words: exactly the recipes each word finds alone.
    for (const [a, b] of [
      ['beef', 'broccoli'],
      ['steak', 'grill'],
      ['arrachera', 'beef'],
    ]) {
      const both = await everyId(`qaw=${a}%20${b}`);
      const alone = new Set(await everyId(`qaw=${b}`));
      expect(both.sort(), `${a} ${b}`).toEqual((await everyId(`qaw=${a}`)).filter((id) => alone.has(id)).sort());
    }
    expect((await everyId('qaw=steak%20grill')).length).toBeGreaterThan(0);
    expect(await everyId('qaw=BROCCOLI')).toEqual(await everyId('qaw=broccoli'));
    expect((await api(`/api/v1/recipes/search?qaw=${'a%20b%20c%20d%20e%20f%20g%20h%20i%20j%20k'}`)).status).toBe(400);
  });
  it('filters: OR within a parameter, AND across, comma lists or repeated values', async () => {
    const mexican = await search('qaw=beef&cuisine=mexican');
    expect(mexican.totalCount).toBeGreaterThan(0);
    for (const id of ids(mexican)) expect(attrOf(store().recipes.byId.get(id!)!, 'cuisine')).toContain('mexican');
    const italian = await search('qaw=beef&cuisine=italian');
    const either = await search('qaw=beef&cuisine=mexican,%20italian');
    expect(either.totalCount).toBe(
      mexican.totalCount +
        italian.totalCount -
        mexican.searchResults.filter((r) =>
          attrOf(store().recipes.byId.get(r.recipeID)!, 'cuisine').includes('italian'),
        ).length,
    );
    expect((await search('qaw=beef&cuisine=mexican&cuisine=italian')).totalCount).toBe(either.totalCount);
    const grilledMexican = await search('qaw=beef&cuisine=mexican&cookingMethod=grill');
    for (const id of ids(grilledMexican)) {
      const r = store().recipes.byId.get(id!)!;
      expect(attrOf(r, 'cuisine')).toContain('mexican');
      expect(attrOf(r, 'cooking-method')).toContain('grill');
    }
    expect(grilledMexican.totalCount).toBeLessThanOrEqual(mexican.totalCount);
  });
  it('maps campaign, collection, recipeCategory, beefCutName and beefCutType', async () => {
    const s = store();
    const hasCut = (id: number, pred: (cutId: number) => boolean) =>
      s.recipes.byId
        .get(id)!
        .ingredients.some((i) => i.ingredient?.isBeefIngredient && pred(i.ingredient.ingredientID));
    const steakType = await search('qaw=beef&beefCutType=steak');
    expect(steakType.totalCount).toBeGreaterThan(0);
    for (const id of ids(steakType))
      expect(
        hasCut(id!, (c) => attrOf(s.cuts.byId.get(c)!, 'beef-category').includes('steak')),
        String(id),
      ).toBe(true);
    const cut = s.cuts.byId.get([...s.cuts.recipesByCut.keys()].find((k) => s.cuts.byId.get(k)?.isOnline)!)!;
    const byCut = await search(`qaw=beef&beefCutName=${cut.ingredientNameSlug}`);
    for (const id of ids(byCut)) expect(hasCut(id!, (c) => c === cut.ingredientID)).toBe(true);
    const col = onlineCollections()[0]!;
    const byCollection = await search(`qaw=beef&collection=${col.collectionNameSlug}`);
    for (const r of byCollection.searchResults)
      expect(s.recipes.byId.get(r.recipeID)!.collections.map((c) => c.collectionNameSlug)).toContain(
        col.collectionNameSlug,
      );
    const quick = await search('qaw=beef&campaign=quick-and-easy&recipeCategory=main-dish');
    for (const r of quick.searchResults) {
      expect(attrOf(s.recipes.byId.get(r.recipeID)!, 'recipe-type')).toContain('quick-and-easy');
      expect(attrOf(s.recipes.byId.get(r.recipeID)!, 'menu-category')).toContain('main-dish');
    }
  });
  it('ignores values that are not in the listing, and echoes what was applied', async () => {
    const plain = await search('qaw=beef');
    const unknownOnly = await search('qaw=beef&cuisine=klingon&beefCutType=Steak&campaign=nope');
    expect(unknownOnly.totalCount).toBe(plain.totalCount);
    expect(unknownOnly.searchCriteria).toMatchObject({ cuisine: [], beefCutType: [], campaign: [] });
    const mixed = await search('qaw=beef&cuisine=mexican,klingon');
    expect(mixed.totalCount).toBe((await search('qaw=beef&cuisine=mexican')).totalCount);
    expect(mixed.searchCriteria).toEqual({
      qaw: 'beef',
      beefCutName: [],
      beefCutType: [],
      campaign: [],
      collection: [],
      cookingMethod: [],
      cuisine: ['mexican'],
      recipeCategory: [],
      pageNumber: 1,
      itemsPerPage: 50,
    });
  });
  it('pages 50 by default and at most, with self/first/prev/next/last links', async () => {
    const first = await search('qaw=beef');
    expect(first.totalCount).toBeGreaterThan(100);
    expect(first.itemsPerPage).toBe(50);
    expect(first.searchResults).toHaveLength(50);
    const capped = await search('qaw=beef&itemsPerPage=500');
    expect(capped.itemsPerPage).toBe(50);
    expect(capped.searchResults).toHaveLength(50);
    expect(capped.searchCriteria.itemsPerPage).toBe(50);
    expect(first.links.map((l) => l.rel)).toEqual(['self', 'first', 'next', 'last']);
    const last = Math.ceil(first.totalCount / 50);
    const lastPage = await search(`qaw=beef&pageNumber=${last}`);
    expect(lastPage.curPage).toBe(last);
    expect(lastPage.searchResults).toHaveLength(first.totalCount - (last - 1) * 50);
    expect(lastPage.links.map((l) => l.rel)).toEqual(['self', 'first', 'prev', 'last']);
    const middle = await search('qaw=beef&itemsPerPage=10&pageNumber=2&cuisine=bogus');
    expect(middle.links.map((l) => l.rel)).toEqual(['self', 'first', 'prev', 'next', 'last']);
    const next = new URL(middle.links.find((l) => l.rel === 'next')!.href);
    expect(next.origin + next.pathname).toBe(`${ORIGIN}/api/v1/recipes/search`);
    expect(Object.fromEntries(next.searchParams)).toEqual({ qaw: 'beef', pageNumber: '3', itemsPerPage: '10' });
    // Following a link gives the next page, disjoint from this one.
    const followed = await search(next.search.slice(1));
    expect(ids(followed).some((id) => ids(middle).includes(id))).toBe(false);
    const beyond = await search(`qaw=beef&pageNumber=${last + 1}`);
    expect(beyond.searchResults).toHaveLength(0);
  });
  it('pages a beefCutType search too', async () => {
    const all = await search('qaw=beef&beefCutType=steak,roast');
    const paged = await search('qaw=beef&beefCutType=steak,roast&itemsPerPage=3&pageNumber=2');
    expect(paged.totalCount).toBe(all.totalCount);
    expect(ids(paged)).toEqual(ids(all).slice(3, 6));
  });
});

describe('recipe', () => {
  it('gets a recipe in the v1 shape', async () => {
    const r = recipe();
    const { status, body } = await api(`/api/v1/recipes/${r.recipeID}`);
    expect(status).toBe(200);
    const v1 = wireV1.recipe.parse(body);
    expect(v1).toMatchObject({
      recipeID: r.recipeID,
      recipeTitle: r.recipeName,
      recipeTitleSlug: r.recipeNameSlug,
      recipeType: r.audience.audienceNameSlug === 'foodservice' ? 'food service' : 'consumer',
      cooksNote: r.recipeDescription,
      cooksTip: r.kitchenTip,
      updateDate: r.lastModified,
      videos: [],
    });
    expect(v1.methods.map((m) => m.methodText)).toEqual(r.instructions.map((i) => i.instructionText));
    expect(v1.ingredients.map((i) => i.ingredientText)).toEqual(r.ingredients.map((i) => i.ingredientText));
    const withCut = v1.ingredients.find((_, i) => r.ingredients[i]!.ingredient)!;
    expect(withCut.ingredientName).not.toBe('');
    expect(withCut.grocerySection).not.toBe('');
    const n = v1.nutritionals[0]!;
    expect(n.calorie).toMatch(/^\d+(\.\d+)?$/);
    expect(n.protein).toMatch(/^\d+(\.\d+)? g$/);
    expect(n.nutritionalText).toBe(r.nutritionals[0]!.nutritionalText);
    expect(v1.links).toEqual([{ rel: 'self', href: `${ORIGIN}/api/v1/recipes/${r.recipeID}`, title: r.recipeName }]);
  });
  it('answers 404 with a search link for unknown and offline recipes, 400 for a non-integer id', async () => {
    const offline = store().snapshot.recipes.find((r) => !r.isOnline);
    for (const id of ['999999999', ...(offline ? [String(offline.recipeID)] : [])]) {
      const { status, body } = await api(`/api/v1/recipes/${id}`);
      expect(status, id).toBe(404);
      const err = wireV1.errorBody.parse(body);
      expect(err.links).toContainEqual(
        expect.objectContaining({ rel: 'search', href: `${ORIGIN}/api/v1/recipes/search` }),
      );
    }
    expect((await api(`/api/v1/recipes/${recipe().recipeNameSlug}`)).status).toBe(400);
  });
});

describe('encodings', () => {
  const xml = { 'Content-Type': 'text/xml' };

  it('answers XML documents for every operation, Content-Type case-insensitive', async () => {
    const r = recipe();
    const c = onlineCollections()[0]!;
    const rec = await call(`/api/v1/recipes/${r.recipeID}`, { headers: { 'Content-Type': 'text/XML' } });
    expect(rec.status).toBe(200);
    expect(rec.res.headers.get('content-type')).toMatch(/^text\/xml/);
    expect(rec.text.startsWith('<?xml version="1.0" encoding="UTF-8"?><recipe>')).toBe(true);
    const doc = parseXml(rec.text).recipe!;
    expect(doc.recipeTitle).toBe(r.recipeName);
    expect(doc.recipeID).toBe(String(r.recipeID));
    expect((doc.ingredients as unknown[]).length).toBe(r.ingredients.length);
    expect((doc.links as { href: string }[])[0]!.href).toBe(`${ORIGIN}/api/v1/recipes/${r.recipeID}`);
    expect((doc.images as { location: string }[])[0]!.location.startsWith(`${ORIGIN}/media/`)).toBe(true);

    const col = parseXml((await call(`/api/v1/collections/${c.collectionID}`, { headers: xml })).text).collection!;
    expect(col.collectionTitle).toBe(c.collectionName);
    expect((col.RecipeSummary as unknown[]).length).toBeGreaterThan(0);

    const search = parseXml(
      (await call('/api/v1/recipes/search?qaw=beef&itemsPerPage=3', { headers: xml })).text,
    ).searchResult!;
    expect(search.searchResults).toHaveLength(3);
    expect((search.searchCriteria as { qaw: string }).qaw).toBe('beef');
    expect((search.links as { href: string }[])[0]!.href.startsWith(`${ORIGIN}/api/v1/recipes/search?`)).toBe(true);

    const cs = parseXml((await call('/api/v1/collections/search?qaw=beef', { headers: xml })).text).searchResult!;
    expect(Number(cs.totalCount)).toBeGreaterThan(0);

    const params = parseXml((await call('/api/v1/GetSearchParameters', { headers: xml })).text).searchParameterListing!;
    expect((params.searchParameters as { name: string }[]).map((p) => p.name)).toContain('cuisine');
  });
  it('escapes text so the XML stays well-formed', async () => {
    const { status, text } = await call('/api/v1/recipes/search?qaw=%3Cb%3E%26%22', { headers: xml });
    expect(status).toBe(200);
    expect((parseXml(text).searchResult!.searchCriteria as { qaw: string }).qaw).toBe('<b>&"');
  });
  it('wraps JSON in the callback (JSONP)', async () => {
    const r = recipe();
    for (const cb of ['cb', 'jQuery1234_5678', 'app.handlers.$done']) {
      const { status, res, text } = await call(`/api/v1/recipes/${r.recipeID}?callback=${cb}`);
      expect(status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(text.startsWith(`${cb}(`) && text.endsWith(');')).toBe(true);
      const body = wireV1.recipe.parse(JSON.parse(text.slice(cb.length + 1, -2)));
      expect(body.links[0]!.href.startsWith(ORIGIN)).toBe(true);
    }
    const defaulted = await call('/api/v1/recipes/search/parameters', {
      headers: { 'Content-Type': 'text/javascript' },
    });
    expect(defaulted.text.startsWith('callback({"searchParameters":')).toBe(true);
  });
  it('never answers an error as script, so no caller-chosen function runs without credentials', async () => {
    const cases = [
      { path: '/api/v1/recipes/999999999?callback=cb', init: {}, status: 404 },
      { path: '/api/v1/recipes/search?callback=alert', init: { auth: 'none' as const }, status: 401 },
      {
        path: '/api/v1/recipes/search/parameters',
        init: { auth: 'none' as const, headers: { 'Content-Type': 'text/javascript' } },
        status: 401,
      },
    ];
    for (const { path, init, status } of cases) {
      const err = await call(path, init);
      expect(err.status, path).toBe(status);
      expect(err.res.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(err.res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(wireV1.errorBody.parse(JSON.parse(err.text)).httpErrorCode).toBe(status);
    }
  });
  it('refuses a hostile callback with 400', async () => {
    for (const cb of ['alert(1)//', 'a;b', '<script>', '1abc', 'a..b', 'a.', '', 'x'.repeat(101), 'a b', 'a[0]']) {
      const r = await call(`/api/v1/recipes/${recipe().recipeID}?callback=${encodeURIComponent(cb)}`);
      expect(r.status, cb).toBe(400);
      expect(r.res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(r.text).not.toContain(cb || '()');
      wireV1.errorBody.parse(JSON.parse(r.text));
    }
    expect((await call(`/api/v1/recipes/1?callback=${'x'.repeat(100)}`)).status).not.toBe(400);
    const asXml = await call('/api/v1/recipes/search?qaw=beef&callback=a%3Bb', { headers: xml });
    expect(asXml.status).toBe(400);
    expect(parseXml(asXml.text).error!.httpErrorCode).toBe('400');
  });
  it('never compresses a body itself: the platform or the proxy in front does, and labels it', async () => {
    for (const headers of [{ 'Accept-Encoding': 'gzip, deflate, br' }, { 'Accept-Encoding': 'gzip', ...xml }]) {
      const r = await call(`/api/v1/recipes/${recipe().recipeID}`, { headers });
      expect(r.status).toBe(200);
      if (!OVER_HTTP) expect(r.res.headers.get('content-encoding')).toBeNull();
      expect(r.res.headers.get('vary')).not.toMatch(/Accept-Encoding/);
      expect(r.text.startsWith('{') || r.text.startsWith('<?xml')).toBe(true);
    }
    // Errors and JSONP too: every answer reads as text whatever the client accepts.
    const err = await call('/api/v1/recipes/search', { headers: { 'Accept-Encoding': 'gzip;q=0, *' } });
    expect(err.status).toBe(400);
    wireV1.errorBody.parse(JSON.parse(err.text));
    const jsonp = await call(`/api/v1/recipes/${recipe().recipeID}?callback=cb`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(jsonp.text.startsWith('cb({')).toBe(true);
  });
});

describe('errors', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers 405 for other methods on v1 paths, 404 for unknown paths', async () => {
    for (const [method, path] of [
      ['POST', '/api/v1/recipes/search?qaw=beef'],
      ['DELETE', '/api/v1/recipes/1'],
      ['PUT', '/api/v1/collections/1'],
      ['POST', '/api/v1/GetSearchParameters'],
    ] as const) {
      const { status, res, body } = await api(path, { method });
      expect(status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expect(wireV1.errorBody.parse(body).httpErrorCode).toBe(405);
    }
    const unknown = await call('/api/v1/nothing/here', { headers: { 'Content-Type': 'text/xml' } });
    expect(unknown.status).toBe(404);
    expect(parseXml(unknown.text).error!.httpErrorCode).toBe('404');
  });
  it('answers 404 in XML with the search link', async () => {
    const { status, text } = await call('/api/v1/recipes/999999999', { headers: { 'Content-Type': 'text/xml' } });
    expect(status).toBe(404);
    const err = parseXml(text).error!;
    expect((err.links as { rel: string; href: string }[])[0]).toMatchObject({
      rel: 'search',
      href: `${ORIGIN}/api/v1/recipes/search`,
    });
  });
  // Over HTTP the server's store cannot be swapped from here.
  it.skipIf(OVER_HTTP)('answers 500 without a stack or an internal message', async () => {
    const saved = getStore();
    const savedFile = process.env.CATALOG_FILE;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    process.env.CATALOG_FILE = '/nonexistent/catalog.json';
    setStore(undefined);
    try {
      for (const encoding of ['application/json', 'text/xml']) {
        const { status, text } = await call('/api/v1/recipes/1', { headers: { 'Content-Type': encoding } });
        expect(status).toBe(500);
        expect(text).toContain('The service failed to answer');
        expect(text).not.toMatch(/nonexistent|ENOENT|at .*\.ts/);
      }
    } finally {
      if (savedFile === undefined) delete process.env.CATALOG_FILE;
      else process.env.CATALOG_FILE = savedFile;
      setStore(saved);
    }
  });
});

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { wire } from '@/lib/wire/v2';
import { getStore } from '@/lib/service/store';
import {
  OVER_HTTP,
  TEST_AUTH as AUTH,
  TEST_ORIGIN as ORIGIN,
  serviceRequest,
  type AuthPlace,
} from '@/lib/service/test-request';

async function api(path: string, init: RequestInit & { auth?: AuthPlace } = {}) {
  const res = await serviceRequest(path, init);
  const text = await res.text();
  return { res, status: res.status, body: text ? JSON.parse(text) : null };
}

const store = () => getStore();
const onlineRecipes = () => store().snapshot.recipes.filter((r) => r.isOnline);
const onlineCuts = () => store().snapshot.cuts.filter((c) => c.isOnline);
const attrOf = (
  r: { attributes: { attributeTypeNameSlug: string; attributes: { attributeNameSlug: string }[] }[] },
  type: string,
) =>
  r.attributes
    .filter((a) => a.attributeTypeNameSlug === type)
    .flatMap((a) => a.attributes.map((x) => x.attributeNameSlug));

beforeAll(() => {
  expect(onlineRecipes().length).toBeGreaterThan(0);
});

describe('authentication', () => {
  it('accepts credentials as headers and as query parameters', async () => {
    expect((await api('/api/v2/common/lookups', { auth: 'headers' })).status).toBe(200);
    expect((await api('/api/v2/common/lookups', { auth: 'query' })).status).toBe(200);
  });
  it('answers 401 with the error body when a credential is missing or wrong', async () => {
    const missing = await api('/api/v2/common/lookups', { auth: 'none' });
    expect(missing.status).toBe(401);
    wire.errorBody.parse(missing.body);
    const wrong = await api('/api/v2/common/lookups', {
      auth: 'none',
      headers: { AuthorizationAppID: AUTH.AuthorizationAppID, AuthorizationAppKey: 'nope' },
    });
    expect(wrong.status).toBe(401);
    const onlyId = await api(`/api/v2/common/lookups?AuthorizationAppID=${AUTH.AuthorizationAppID}`, { auth: 'none' });
    expect(onlyId.status).toBe(401);
  });
});

describe('lookups', () => {
  it('returns all 14 master lists in the strict shape', async () => {
    const { status, body } = await api('/api/v2/common/lookups');
    expect(status).toBe(200);
    const l = wire.lookups.parse(body);
    for (const list of Object.values(l)) expect(list.length).toBeGreaterThan(0);
    expect(l.ingredientPrimals.map((p) => p.ingredientNameSlug).sort()).toEqual([
      'brisket',
      'chuck',
      'flank',
      'loin',
      'plate',
      'rib',
      'round',
      'shank',
    ]);
  });
});

describe('absolute links', () => {
  const saved = { SITE_URL: process.env.SITE_URL, VERCEL: process.env.VERCEL_PROJECT_PRODUCTION_URL };
  afterEach(() => {
    for (const [k, v] of [
      ['SITE_URL', saved.SITE_URL],
      ['VERCEL_PROJECT_PRODUCTION_URL', saved.VERCEL],
    ] as const)
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  });
  const selfLink = async (headers: Record<string, string> = {}) => {
    const r = onlineRecipes()[0]!;
    const { body } = await api(`/api/v2/recipe/${r.recipeID}`, { headers });
    return { href: wire.recipeFull.parse(body).links[0]!.href, path: `/api/v2/recipe/${r.recipeID}` };
  };
  it('follow the origin the request reached when no public origin is configured', async () => {
    const plain = await selfLink();
    expect(plain.href).toBe(`${ORIGIN}${plain.path}`);
    // As a proxy in front passes it on (Next itself fills these from Host and the socket).
    const proxied = await selfLink({ 'X-Forwarded-Host': 'api.example.org', 'X-Forwarded-Proto': 'https' });
    expect(proxied.href).toBe(`https://api.example.org${proxied.path}`);
    const listed = await selfLink({ 'X-Forwarded-Host': 'a.example.org, b.example.org' });
    expect(listed.href).toBe(`${new URL(ORIGIN).protocol}//a.example.org${listed.path}`);
    // Not a host: ignored.
    const junk = await selfLink({ 'X-Forwarded-Host': 'evil.example/"><x', 'X-Forwarded-Proto': 'javascript' });
    expect(junk.href).toBe(`${ORIGIN}${junk.path}`);
  });
  it.skipIf(OVER_HTTP)('use SITE_URL, else the Vercel production URL, whatever the request says', async () => {
    process.env.SITE_URL = 'https://beef.example/';
    const configured = await selfLink({ 'X-Forwarded-Host': 'api.example.org' });
    expect(configured.href).toBe(`https://beef.example${configured.path}`);
    delete process.env.SITE_URL;
    process.env.VERCEL_PROJECT_PRODUCTION_URL = 'beef-atlas.vercel.app';
    const vercel = await selfLink();
    expect(vercel.href).toBe(`https://beef-atlas.vercel.app${vercel.path}`);
  });
});

describe('records by id and slug', () => {
  it('gets a recipe by id and by slug, identically, with absolute links', async () => {
    const r = onlineRecipes()[0]!;
    const byId = await api(`/api/v2/recipe/${r.recipeID}`);
    const bySlug = await api(`/api/v2/recipe/${r.recipeNameSlug}`);
    expect(byId.status).toBe(200);
    expect(bySlug.body).toEqual(byId.body);
    const full = wire.recipeFull.parse(byId.body);
    expect(full.links[0]?.href).toBe(`${ORIGIN}/api/v2/recipe/${r.recipeID}`);
    expect(full.media[0]?.assetURL.startsWith(ORIGIN)).toBe(true);
  });
  it('gets a beef cut by id and by slug', async () => {
    const c = onlineCuts().find((x) => x.isBeefFabricatedCut)!;
    const byId = await api(`/api/v2/beefcut/${c.ingredientID}`);
    const bySlug = await api(`/api/v2/beefcut/${c.ingredientNameSlug}`);
    expect(byId.status).toBe(200);
    expect(bySlug.body).toEqual(byId.body);
    const full = wire.cutFull.parse(byId.body);
    expect(full.nutritionals.map((n) => n.nutritionalType).sort()).toEqual(['cooked', 'raw']);
  });
  it('gets both kinds of collections by id and by slug', async () => {
    for (const c of store()
      .snapshot.recipeCollections.filter((x) => x.isOnline)
      .slice(0, 1)) {
      const a = await api(`/api/v2/recipe/collection/${c.collectionID}`);
      const b = await api(`/api/v2/recipe/collection/${c.collectionNameSlug}`);
      expect(a.status).toBe(200);
      expect(b.body).toEqual(a.body);
      const full = wire.recipeCollectionFull.parse(a.body);
      expect(full.recipes.map((x) => x.sortOrder)).toEqual(full.recipes.map((_, i) => i + 1));
    }
    for (const c of store()
      .snapshot.cutCollections.filter((x) => x.isOnline)
      .slice(0, 1)) {
      const a = await api(`/api/v2/beefcut/collection/${c.collectionID}`);
      expect(a.status).toBe(200);
      wire.cutCollectionFull.parse(a.body);
      expect((await api(`/api/v2/beefcut/collection/${c.collectionNameSlug}`)).body).toEqual(a.body);
    }
  });
  it('answers 404 with a search link for unknown and offline records', async () => {
    const offline = store().snapshot.recipes.find((r) => !r.isOnline);
    const paths = [
      '/api/v2/recipe/999999999',
      '/api/v2/recipe/no-such-recipe',
      '/api/v2/beefcut/no-such-cut',
      '/api/v2/beefcut/collection/0',
      '/api/v2/recipe/collection/nope',
    ];
    if (offline) paths.push(`/api/v2/recipe/${offline.recipeID}`, `/api/v2/recipe/${offline.recipeNameSlug}`);
    const offlineCut = store().snapshot.cuts.find((c) => !c.isOnline);
    if (offlineCut) paths.push(`/api/v2/beefcut/${offlineCut.ingredientID}`);
    for (const p of paths) {
      const { status, body } = await api(p);
      expect(status, p).toBe(404);
      const err = wire.errorBody.parse(body);
      expect(err.links.some((l) => l.rel === 'search')).toBe(true);
    }
  });
});

describe('cut recipes listing', () => {
  it("lists the cut's own recipes and the recipes of the other cuts of its groups", async () => {
    const s = store();
    const cut = onlineCuts().find(
      (c) => (s.cuts.recipesByCut.get(c.ingredientID)?.length ?? 0) > 0 && c.groups.length > 0,
    )!;
    const { status, body } = await api(`/api/v2/beefcut/${cut.ingredientID}/recipes`);
    expect(status).toBe(200);
    const l = wire.cutRecipeListing.parse(body);
    const own = onlineRecipes().filter((r) =>
      r.ingredients.some((i) => i.ingredient?.ingredientID === cut.ingredientID),
    );
    expect(l.recipeListing.map((r) => r.recipeID).sort()).toEqual(own.map((r) => r.recipeID).sort());
    expect(l.recipesListingByIngredientGroup.map((g) => g.ingredientGroupNameSlug)).toEqual(
      cut.groups.map((g) => g.ingredientGroupNameSlug),
    );
    for (const g of l.recipesListingByIngredientGroup)
      for (const other of g.groupIngredients) expect(other.ingredientID).not.toBe(cut.ingredientID);
  });
  it('answers 400 for a non-integer id', async () => {
    expect((await api('/api/v2/beefcut/abc/recipes')).status).toBe(400);
  });
});

describe('lists', () => {
  it('serves media with a single mediaGroup in the cut list (operation 13), as in the full cut', async () => {
    const ids = onlineCuts().map((c) => c.ingredientID);
    const { body } = await api(`/api/v2/beefcut/list?ingredientIDList=${ids.slice(0, 40).join(',')}`);
    const media = wire.cutListing.parse(body).ingredientListing.flatMap((c) => c.media);
    expect(media.length).toBeGreaterThan(0);
    for (const m of media) {
      expect(Array.isArray(m.mediaGroup)).toBe(false);
      expect(Array.isArray(m.mediaGroup.objectType)).toBe(false);
    }
    // Search results keep the listed form (the spec's exception).
    const found = wire.cutSearchResult.parse((await api('/api/v2/beefcut/search?itemsPerPage=5')).body);
    expect(found.searchResults.flatMap((c) => c.media).every((m) => Array.isArray(m.mediaGroup))).toBe(true);
  });
  it('lists cuts in the order given, skipping unknown ids, from a comma list or repeated parameters', async () => {
    const [a, b] = onlineCuts();
    const comma = await api(`/api/v2/beefcut/list?ingredientIDList=${b!.ingredientID},999999,${a!.ingredientID}`);
    expect(comma.status).toBe(200);
    const l = wire.cutListing.parse(comma.body);
    expect(l.ingredientListing.map((c) => c.ingredientID)).toEqual([b!.ingredientID, a!.ingredientID]);
    const repeated = await api(
      `/api/v2/beefcut/list?ingredientIDList=${b!.ingredientID}&ingredientIDList=${a!.ingredientID}`,
    );
    expect(repeated.body).toEqual(comma.body);
  });
  it('lists collections and rejects non-integer ids with 400 naming the parameter', async () => {
    const ids = store().snapshot.cutCollections.map((c) => c.collectionID);
    const ok = await api(`/api/v2/beefcut/collection/list?collectionIDList=${ids.join(',')}`);
    expect(wire.collectionListing.parse(ok.body).collectionListing.length).toBe(
      store().snapshot.cutCollections.filter((c) => c.isOnline).length,
    );
    const bad = await api('/api/v2/beefcut/collection/list?collectionIDList=1,x');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('collectionIDList');
  });
});

describe('recipe search', () => {
  const search = (q: string) =>
    api(`/api/v2/recipe/search${q}`).then((r) => ({
      ...r,
      parsed: r.status === 200 ? wire.recipeSearchResult.parse(r.body) : undefined,
    }));

  it('pages with defaults 1 and 10, echoes criteria with the same names and links', async () => {
    const { parsed } = await search('');
    expect(parsed!.curPage).toBe(1);
    expect(parsed!.itemsPerPage).toBe(10);
    expect(parsed!.searchResults).toHaveLength(10);
    expect(parsed!.totalCount).toBe(onlineRecipes().length);
    expect(parsed!.searchCriteria.pageNumber).toBe(1);
    expect(parsed!.links.map((l) => l.rel)).toEqual(['self', 'first', 'next', 'last']);
    expect(parsed!.links.every((l) => !l.href.includes('AuthorizationApp'))).toBe(true);
  });
  it('serves at most 50 per page and says so in the echo; 1 and 50 work; 0 is a 400', async () => {
    expect((await search('?itemsPerPage=51')).parsed!.itemsPerPage).toBe(50);
    expect((await search('?itemsPerPage=51')).parsed!.searchCriteria.itemsPerPage).toBe(50);
    expect((await search('?itemsPerPage=50')).parsed!.searchResults).toHaveLength(Math.min(50, onlineRecipes().length));
    expect((await search('?itemsPerPage=1')).parsed!.searchResults).toHaveLength(1);
    expect((await search('?itemsPerPage=0')).status).toBe(400);
    expect((await search('?pageNumber=0')).status).toBe(400);
    expect((await search('?pageNumber=-2')).status).toBe(400);
    expect((await search('?pageNumber=abc')).body.message).toContain('pageNumber');
  });
  it('answers an empty page beyond the last page, with prev but no next', async () => {
    const { parsed } = await search('?pageNumber=9999');
    expect(parsed!.searchResults).toHaveLength(0);
    expect(parsed!.totalCount).toBe(onlineRecipes().length);
    expect(parsed!.links.some((l) => l.rel === 'next')).toBe(false);
  });
  it('ORs values within a parameter and ANDs parameters, given repeated or comma-delimited', async () => {
    const expected = onlineRecipes().filter(
      (r) =>
        attrOf(r, 'cooking-method').some((m) => ['grill', 'braise'].includes(m)) &&
        attrOf(r, 'meal-category').includes('dinner'),
    );
    const a = await search('?cookingMethods=grill,braise&mealCategories=dinner&itemsPerPage=50');
    const b = await search('?cookingMethods=grill&cookingMethods=braise&mealCategories=dinner&itemsPerPage=50');
    expect(a.parsed!.totalCount).toBe(expected.length);
    expect(b.parsed!.totalCount).toBe(expected.length);
    expect(a.parsed!.searchCriteria.cookingMethods).toEqual(['grill', 'braise']);
  });
  it('accepts every array parameter and matches the catalog for each', async () => {
    const cases: [string, string, (r: typeof onlineRecipes extends () => (infer T)[] ? T : never) => boolean][] = [
      ['cuisines', 'mexican', (r) => attrOf(r, 'cuisine').includes('mexican')],
      ['menuCategories', 'soup-and-stew', (r) => attrOf(r, 'menu-category').includes('soup-and-stew')],
      ['recipeTypes', 'quick-and-easy', (r) => attrOf(r, 'recipe-type').includes('quick-and-easy')],
      ['specialDiets', 'gluten-free', (r) => attrOf(r, 'special-diet').includes('gluten-free')],
      ['audiences', 'foodservice', (r) => r.audience.audienceNameSlug === 'foodservice'],
      [
        'excludeAllergens',
        'wheat,milk',
        (r) => !r.allergens.some((a) => ['wheat', 'milk'].includes(a.allergenNameSlug)),
      ],
      [
        'excellentNutritionals',
        'protein,zinc',
        (r) =>
          ['protein', 'zinc'].every(
            (n) =>
              r.nutritionals[0]!.nutrients.find((x) => x.usdaNutrient.nutrientDisplayNameSlug === n)?.isExcellentSource,
          ),
      ],
      [
        'goodNutritionals',
        'iron',
        (r) =>
          !!r.nutritionals[0]!.nutrients.find(
            (x) => x.usdaNutrient.nutrientDisplayNameSlug === 'iron' && x.isGoodSource,
          ),
      ],
      ['isSpanishRecipe', 'true', (r) => r.isSpanishRecipe],
      [
        'beefIngredients',
        'flank-steak',
        (r) => r.ingredients.some((i) => i.ingredient?.ingredientNameSlug === 'flank-steak'),
      ],
    ];
    for (const [param, value, predicate] of cases) {
      const { parsed } = await search(`?${param}=${value}&itemsPerPage=50`);
      expect(parsed!.totalCount, `${param}=${value}`).toBe(onlineRecipes().filter(predicate).length);
    }
    const collection = store().snapshot.recipeCollections.find((c) => c.isOnline);
    if (collection) {
      const { parsed } = await search(`?collections=${collection.collectionNameSlug}&itemsPerPage=50`);
      expect(parsed!.totalCount).toBe(collection.recipes.length);
    }
  });
  it('finds recipes by the NAMP number and UPC of an ingredient', async () => {
    const cut = onlineCuts().find((c) => c.nampNumber && store().cuts.recipesByCut.get(c.ingredientID)?.length)!;
    const byNamp = await search(`?nampNumber=${cut.nampNumber}&itemsPerPage=50`);
    const expected = onlineRecipes().filter((r) =>
      r.ingredients.some(
        (i) => i.ingredient && store().cuts.byId.get(i.ingredient.ingredientID)?.nampNumber === cut.nampNumber,
      ),
    );
    expect(byNamp.parsed!.totalCount).toBe(expected.length);
    const byUpc = await search(`?upcNumber=${cut.upcNumber}&itemsPerPage=50`);
    expect(byUpc.parsed!.totalCount).toBeGreaterThan(0);
  });
  it('applies the bucket rules of the spec', async () => {
    const count = async (q: string) => (await search(`${q}&itemsPerPage=50`)).parsed!.totalCount;
    expect(await count('?maxNumberOfServings=3')).toBe(
      onlineRecipes().filter((r) => r.maxNumberOfServingsInt <= 4).length,
    );
    expect(await count('?maxNumberOfServings=25')).toBe(
      onlineRecipes().filter((r) => r.maxNumberOfServingsInt >= 25).length,
    );
    expect(await count('?maxNumberOfServings=400')).toBe(
      onlineRecipes().filter((r) => r.maxNumberOfServingsInt >= 25).length,
    );
    expect(await count('?maxCookTimeMinutes=40')).toBe(
      onlineRecipes().filter((r) => r.maxCookTimeMinutes <= 45).length,
    );
    expect(await count('?maxCookTimeMinutes=121')).toBe(
      onlineRecipes().filter((r) => r.maxCookTimeMinutes > 120).length,
    );
    expect(await count('?maxCookTimeMinutes=15')).toBe(
      onlineRecipes().filter((r) => r.maxCookTimeMinutes <= 15).length,
    );
  });
  it('keeps a lookup name holding a comma whole: a JSON array element, or a whole GET value', async () => {
    const sauces = onlineRecipes().filter((r) => attrOf(r, 'menu-category').includes('sauce-and-rub'));
    expect(sauces.length).toBeGreaterThan(0);
    const post = await api('/api/v2/recipe/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ menuCategories: ['Sauce, Rub and Marinade'], itemsPerPage: 50 }),
    });
    expect(post.body.totalCount).toBe(sauces.length);
    expect(post.body.searchCriteria.menuCategories).toEqual(['Sauce, Rub and Marinade']);
    const get = await search(`?menuCategories=${encodeURIComponent('Sauce, Rub and Marinade')}&itemsPerPage=50`);
    expect(get.parsed!.totalCount).toBe(sauces.length);
    expect(get.parsed!.searchCriteria.menuCategories).toEqual(['Sauce, Rub and Marinade']);
    // Following the answer's own link keeps it whole too.
    const self = new URL(get.parsed!.links[0]!.href);
    expect((await search(self.search)).parsed!.totalCount).toBe(sauces.length);
    // A comma list of slugs in a query, or in a JSON string, is still several values.
    expect((await search('?menuCategories=sauce-and-rub,main-dish')).parsed!.searchCriteria.menuCategories).toEqual([
      'sauce-and-rub',
      'main-dish',
    ]);
    const cuts = await api('/api/v2/beefcut/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ingredientGroups: ['Skirt, Flank and Flap'], beefCategories: 'steak,roast' }),
    });
    expect(cuts.body.searchCriteria.ingredientGroups).toEqual(['Skirt, Flank and Flap']);
    expect(cuts.body.searchCriteria.beefCategories).toEqual(['steak', 'roast']);
    expect(cuts.body.totalCount).toBeGreaterThan(0);
  });
  it('answers 400 for a single-valued parameter given twice, naming it', async () => {
    for (const q of [
      '?searchText=a&searchText=b',
      '?pageNumber=1&pageNumber=2',
      '?isSpanishRecipe=true&isSpanishRecipe=false',
    ]) {
      const { status, body } = await api(`/api/v2/recipe/search${q}`);
      expect(status, q).toBe(400);
      expect(body.message, q).toMatch(/takes one value/);
    }
    const zero = await search('?itemsPerPage=0');
    expect(zero.body.message).toBe('itemsPerPage must be an integer of at least 1');
  });
  it('matches no record for a value outside the lookups, never an error', async () => {
    const { status, parsed } = await search('?cuisines=martian');
    expect(status).toBe(200);
    expect(parsed!.totalCount).toBe(0);
  });
  it('matches words, typos by word length, and prefixes of the last word only', async () => {
    const names = async (q: string) =>
      (await search(`?searchText=${encodeURIComponent(q)}&itemsPerPage=50`)).parsed!.searchResults.map(
        (r) => r.recipeNameSlug,
      );
    // "lima" is in no recipe; four letters allow no typo, so "lime" and "time" do not match.
    expect(await names('lima')).toEqual([]);
    // A swap of two letters is one typo; nine letters allow two.
    expect((await names('Arrcahera'))[0]).toBe('arrachera-al-asador');
    // Stop words are not searched: alone, they match nothing.
    expect(await names('the')).toEqual([]);
    expect(await names('the brisket')).toEqual(await names('brisket'));
    // The last word may be unfinished; an earlier one may not.
    expect((await names('chimich')).length).toBeGreaterThan(0);
    expect(await names('chimich steak')).toEqual([]);
    // Names rank above descriptions above the rest.
    const pho = await names('pho');
    expect(pho.slice(0, 3).sort()).toEqual([
      'pho-style-beef-noodle-soup',
      'pho-with-eye-of-round',
      'restaurant-beef-pho',
    ]);
  });
  it('ranks full-text matches with stemming, prefixes and typos', async () => {
    const braised = await search('?searchText=braising');
    expect(braised.parsed!.totalCount).toBeGreaterThan(0);
    const typo = await search('?searchText=brsket');
    expect(typo.parsed!.searchResults.some((r) => /brisket/i.test(r.recipeName + r.recipeDescription))).toBe(true);
    const prefix = await search('?searchText=chimich');
    expect(prefix.parsed!.totalCount).toBeGreaterThan(0);
  });
  it('requires every word of a multi-word query, wherever in the recipe it appears', async () => {
    // One word matching and one absent: nothing, even though "ribeye" alone has matches.
    expect((await search('?searchText=ribeye')).parsed!.totalCount).toBeGreaterThan(0);
    expect((await search('?searchText=ribeye qwzxv')).parsed!.totalCount).toBe(0);
    // "beef arrachera": only recipes that contain both (the Spanish arrachera says "res").
    const both = await search('?searchText=beef arrachera&itemsPerPage=50');
    for (const x of both.parsed!.searchResults)
      expect(JSON.stringify(store().recipes.byId.get(x.recipeID)).toLowerCase()).toMatch(/arrachera[\s\S]*|beef/);
    const r = onlineRecipes().find((x) => x.recipeNameSlug === 'grilled-ribeye-steaks-with-classic-beef-rub')!;
    // "ribeye" is in its name, "flare" only in its kitchen tip.
    expect(r.kitchenTip).toContain('flare');
    const cross = await search('?searchText=ribeye flare&itemsPerPage=50');
    expect(cross.parsed!.searchResults.map((x) => x.recipeID)).toContain(r.recipeID);
    expect((await search(`?searchText=${Array.from({ length: 11 }, (_, i) => `w${i}`).join(' ')}`)).status).toBe(400);
  });
  it('reads POST criteria from JSON and form bodies, the same as GET', async () => {
    const get = await search('?cookingMethods=grill&itemsPerPage=5');
    const post = await api('/api/v2/recipe/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cookingMethods: ['grill'], itemsPerPage: 5 }),
    });
    const form = await api('/api/v2/recipe/search', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'cookingMethods=grill&itemsPerPage=5',
    });
    expect(post.status).toBe(200);
    expect(wire.recipeSearchResult.parse(post.body).searchResults).toEqual(get.parsed!.searchResults);
    expect(form.body.searchResults).toEqual(post.body.searchResults);
    const broken = await api('/api/v2/recipe/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(broken.status).toBe(400);
  });
  it('adds facet counts only when asked (a documented extension)', async () => {
    expect((await search('')).parsed!.facetCounts).toBeUndefined();
    const { parsed } = await search('?includeFacetCounts=true&cookingMethods=grill');
    const counts = parsed!.facetCounts!;
    const grill = onlineRecipes().filter((r) => attrOf(r, 'cooking-method').includes('grill')).length;
    expect(counts.cookingMethods!.grill).toBe(grill);
  });
});

describe('beef cut search', () => {
  const search = (q: string) =>
    api(`/api/v2/beefcut/search${q}`).then((r) => ({
      ...r,
      parsed: r.status === 200 ? wire.cutSearchResult.parse(r.body) : undefined,
    }));
  it('filters by category, primal, parent, group, lean and marinate, echoing beefCategories as an array', async () => {
    const steak = await search('?beefCategories=steak&itemsPerPage=50');
    expect(steak.parsed!.searchCriteria.beefCategories).toEqual(['steak']);
    expect(steak.parsed!.totalCount).toBe(
      onlineCuts().filter((c) => attrOf(c, 'beef-category').includes('steak')).length,
    );
    const underRound = await search('?primals=round&itemsPerPage=50');
    expect(underRound.parsed!.searchResults.length).toBeGreaterThan(3);
    expect(underRound.parsed!.searchResults.some((c) => c.ingredientNameSlug === 'round')).toBe(false);
    const underShortLoin = await search('?parentIngredients=short-loin&itemsPerPage=50');
    expect(underShortLoin.parsed!.searchResults.map((c) => c.ingredientNameSlug)).toContain('strip-steak');
    const lean = await search('?isLean=true&itemsPerPage=50');
    expect(lean.parsed!.totalCount).toBe(onlineCuts().filter((c) => c.isLean).length);
    const marinate = await search('?isMarinate=false&itemsPerPage=50');
    expect(marinate.parsed!.totalCount).toBe(onlineCuts().filter((c) => !c.isMarinate).length);
    const group = await search('?ingredientGroups=ground-beef&itemsPerPage=50');
    expect(group.parsed!.totalCount).toBe(
      onlineCuts().filter((c) => c.groups.some((g) => g.ingredientGroupNameSlug === 'ground-beef')).length,
    );
    expect((await search('?isLean=maybe')).status).toBe(400);
  });
  it('finds a cut by its NAMP number and by text', async () => {
    const cut = onlineCuts().find((c) => c.nampNumber === '193')!;
    const byNamp = await search('?nampNumber=193');
    expect(byNamp.parsed!.searchResults.map((c) => c.ingredientID)).toContain(cut.ingredientID);
    const text = await search('?searchText=flank');
    expect(text.parsed!.searchResults.slice(0, 3).map((c) => c.ingredientNameSlug)).toContain('flank-steak');
    const alias = await search('?searchText=delmonico');
    expect(alias.parsed!.searchResults.map((c) => c.ingredientNameSlug)).toContain('ribeye-steak');
  });
});

describe('beef cut collection search', () => {
  it('searches by text and collection group', async () => {
    const all = await api('/api/v2/beefcut/collection/search?itemsPerPage=50');
    const parsed = wire.collectionSearchResult.parse(all.body);
    expect(parsed.totalCount).toBe(store().snapshot.cutCollections.filter((c) => c.isOnline).length);
    const group = parsed.searchResults[0]!.collectionGroup.collectionGroupNameSlug;
    const byGroup = wire.collectionSearchResult.parse(
      (await api(`/api/v2/beefcut/collection/search?collectionGroups=${group}`)).body,
    );
    expect(byGroup.searchResults.every((c) => c.collectionGroup.collectionGroupNameSlug === group)).toBe(true);
  });
});

describe('protocol', () => {
  it('answers 405 with an Allow header for other methods on known paths, and 404 for unknown paths', async () => {
    const search405 = await api('/api/v2/recipe/search', { method: 'DELETE' });
    expect(search405.status).toBe(405);
    expect(search405.res.headers.get('allow')).toBe('GET, HEAD, POST');
    wire.errorBody.parse(search405.body);
    const lookups405 = await api('/api/v2/common/lookups', { method: 'POST' });
    expect(lookups405.status).toBe(405);
    expect(lookups405.res.headers.get('allow')).toBe('GET, HEAD');
    expect((await api('/api/v2/beefcut/1', { method: 'PUT' })).res.headers.get('allow')).toBe('GET, HEAD');
    expect((await api('/api/v2/nothing/here')).status).toBe(404);
  });
  it('sends ETags and answers 304 to a matching If-None-Match', async () => {
    const first = await api('/api/v2/common/lookups');
    const etag = first.res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(first.res.headers.get('content-type')).toContain('application/json');
    const again = await serviceRequest('/api/v2/common/lookups', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });
  it('rejects a huge or malformed search with a 400 naming the parameter', async () => {
    const huge = await api(`/api/v2/recipe/search?searchText=${'a'.repeat(5000)}`);
    expect(huge.status).toBe(400);
    expect(huge.body.message).toContain('searchText');
    const many = await api(
      `/api/v2/recipe/search?cuisines=${Array.from({ length: 500 }, (_, i) => `c${i}`).join(',')}`,
    );
    expect(many.status).toBe(400);
  });
});

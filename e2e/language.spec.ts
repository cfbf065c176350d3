import { expect, test } from '@playwright/test';
import { interfaceStrings } from '@/e2e/interface-strings';
import { CollectionPage } from '@/e2e/pages/collection-page';
import { ContentPage } from '@/e2e/pages/content-page';
import { NotFoundPage } from '@/e2e/pages/not-found-page';
import { RecipePage } from '@/e2e/pages/recipe-page';
import { SearchPage } from '@/e2e/pages/search-page';
import type { SitePage } from '@/e2e/pages/site-page';
import { E2E_AUTH_HEADERS as AUTH } from '@/e2e/service-credentials';

// A page reads in one language: a Spanish recipe, the Spanish collection and their 404s are
// <html lang="es"> and say nothing in English outside what is marked as English (a cut's
// English name beside its Spanish one, an English recipe listed); English pages the reverse.
// The strings come from the dictionaries (e2e/interface-strings.ts), new ones included.
const ENGLISH = interfaceStrings('en');
const SPANISH = interfaceStrings('es');

async function expectIn(page: SitePage, lang: 'en' | 'es') {
  expect(await page.documentLang()).toBe(lang);
  const text = await page.ownLanguageText();
  const foreign = lang === 'es' ? ENGLISH : SPANISH;
  const found = foreign.filter((s) => s.pattern.test(text)).map((s) => `${s.key}: “${text.match(s.pattern)![0]}”`);
  expect(found, page.page.url()).toEqual([]);
}

test('the strings checked are many, in both languages', () => {
  expect(ENGLISH.length).toBeGreaterThan(150);
  expect(SPANISH.length).toBeGreaterThan(150);
});

test('every Spanish recipe page is in Spanish', async ({ page, request }) => {
  test.setTimeout(120_000);
  const res = await request.get('/api/v2/recipe/search?isSpanishRecipe=true&itemsPerPage=50', { headers: AUTH });
  const { searchResults } = (await res.json()) as { searchResults: { recipeNameSlug: string }[] };
  expect(searchResults.length).toBeGreaterThanOrEqual(20);
  const recipe = new RecipePage(page);
  for (const { recipeNameSlug } of searchResults) {
    await recipe.goto(`/recipes/${recipeNameSlug}`);
    await expect(recipe.heading()).toBeVisible();
    await expectIn(recipe, 'es');
  }
});

test('a Spanish recipe keeps its language with a choice of servings, in cook mode and with timers', async ({
  page,
}) => {
  const recipe = new RecipePage(page);
  await recipe.goto('/recipes/arrachera-al-asador?servings=8&units=metric');
  await expect(recipe.metricQuantity()).toBeVisible();
  await expectIn(recipe, 'es');
  await recipe.cookMode().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Iniciar temporizador/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByRole('region', { name: 'Temporizadores' })).toBeVisible();
  await expectIn(recipe, 'es');
});

test('a Spanish recipe prints in Spanish, its nutrition and allergens summed up in Spanish', async ({ page }) => {
  const recipe = new RecipePage(page);
  await recipe.goto('/recipes/arrachera-al-asador');
  await page.emulateMedia({ media: 'print' });
  await expect(recipe.printNutrition()).toHaveText(/^Nutrición por porción/);
  await expect(page.getByText(/\(\d+\s?% VD\)/)).toBeVisible();
  await expectIn(recipe, 'es');
});

test('the Spanish collection and the 404s of Spanish URLs are in Spanish', async ({ page }) => {
  const collection = new CollectionPage(page);
  await collection.goto('/recipes/collections/cocina-en-espanol');
  await expect(collection.heading()).toHaveText('Cocina en Español');
  await expectIn(collection, 'es');
  await expect(collection.languageBadges('English')).toHaveCount(0);

  const missing = new NotFoundPage(page);
  for (const path of ['/recipes/collections/cocina-en-espanol/page/2', '/recipes/arrachera-al-asadorr']) {
    const res = await missing.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(missing.heading()).toHaveText(/^No encontramos/);
    await expectIn(missing, 'es');
  }
  // A mistyped Spanish slug is offered the recipe it most likely meant.
  await expect(page.getByRole('link', { name: 'Arrachera marinada al asador del horno' })).toBeVisible();
});

test('English pages say nothing in Spanish outside the Spanish recipes they list', async ({ page }) => {
  const content = new ContentPage(page);
  for (const path of [
    '/',
    '/recipes/grilled-ribeye-steaks-with-classic-beef-rub',
    '/recipes/collections/low-and-slow',
    '/cuts/flank-steak',
    '/recipes/no-such-recipe-anywhere',
    '/no/such/page',
  ]) {
    await content.goto(path);
    await expectIn(content, 'en');
  }
});

test('lists mark recipes in the other language with a badge in that language', async ({ page }) => {
  const collection = new CollectionPage(page);
  await collection.goto('/recipes/collections/low-and-slow');
  const badges = collection.languageBadges('Español');
  await expect(badges).toHaveCount(2);
  for (const badge of await badges.all()) await expect(badge).toHaveAttribute('lang', 'es');

  // The recipe search offers the language as a facet.
  await collection.goto('/recipes?isSpanishRecipe=true');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('true');
  const cards = collection.recipeCards();
  await expect(cards.first()).toBeVisible();
  await expect(collection.languageBadges('Español')).toHaveCount(await cards.count());
});

test('a Spanish recipe recommends Spanish recipes first', async ({ page }) => {
  const recipe = new RecipePage(page);
  await recipe.goto('/recipes/arrachera-al-asador');
  const cards = recipe.recipeCards(recipe.related());
  await expect(cards).toHaveCount(4);
  // A card in another language than the page's is marked up in it; the first is not.
  await expect(cards.first()).not.toHaveAttribute('lang', /.+/);
});

test("a Spanish recipe's categories are in Spanish, each a search for its value", async ({ page }) => {
  const recipe = new RecipePage(page);
  await recipe.goto('/recipes/arrachera-al-asador');
  await expect(recipe.categories().getByRole('term')).not.toHaveCount(0);
  const cuisine = recipe.categoryLinks('Cocina');
  await expect(cuisine).toHaveText(['Mexicana']);
  await cuisine.click();
  await expect(page).toHaveURL(/\/recipes\?cuisines=[a-z-]+$/);
  await expect(new SearchPage(page).firstResult()).toBeVisible();
});

test('search engines are told the language, and of no translations', async ({ page }) => {
  const recipe = new RecipePage(page);
  await recipe.goto('/recipes/arrachera-al-asador');
  expect(await recipe.ogLocale()).toBe('es_US');
  expect((await recipe.jsonLd()).find((d) => d['@type'] === 'Recipe')).toMatchObject({
    inLanguage: 'es',
    recipeCuisine: 'Mexicana',
  });
  await expect(recipe.hreflangLinks()).toHaveCount(0);
  const collection = new CollectionPage(page);
  await collection.goto('/recipes/collections/cocina-en-espanol');
  expect(await collection.ogLocale()).toBe('es_US');
  await collection.goto('/recipes/grilled-ribeye-steaks-with-classic-beef-rub');
  expect(await collection.ogLocale()).toBe('en_US');
  await expect(collection.hreflangLinks()).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { ListPage } from '@/e2e/pages/list-page';
import { OfflinePage } from '@/e2e/pages/offline-page';
import { RecipePage } from '@/e2e/pages/recipe-page';
import { SavedPage } from '@/e2e/pages/saved-page';

// Offline in the kitchen (issue 29): the service worker keeps the saved recipes' pages and
// pictures; with the network off a saved recipe opens, scales and runs its timers, and a page
// it does not keep gets the friendly offline page.
test.describe.configure({ timeout: 120_000 });

const POT_ROAST = '/recipes/classic-sunday-pot-roast';
const SPANISH = '/recipes/arrachera-al-asador';
const NOT_SAVED = '/recipes/grilled-ribeye-steaks-with-classic-beef-rub';

test('two saved recipes open offline, scale and run a timer; a recipe not saved gets the offline page', async ({
  page,
  context,
}) => {
  const recipe = new RecipePage(page);
  const saved = new SavedPage(page);
  const worker = new OfflinePage(page);

  await recipe.goto(POT_ROAST);
  await recipe.saveButton().click();
  await expect(recipe.saveButton()).toHaveAttribute('aria-pressed', 'true');
  await recipe.goto(SPANISH);
  await recipe.saveButton().click();
  await expect(recipe.saveButton()).toHaveText('Guardada');

  // A list of both, whose recipe data the page's query cache persists for saved recipes.
  const list = new ListPage(page);
  await list.open();
  const pickers = page.getByRole('group', { name: 'Recipes on the list' }).getByRole('checkbox');
  await expect(pickers).toHaveCount(2);
  for (const picker of await pickers.all()) await picker.check();
  await expect.poll(() => list.lines().count()).toBeGreaterThan(5);
  const lines = await list.lineTexts();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('beef-atlas:query')?.includes('"list"') ?? false))
    .toBe(true);

  await saved.open();
  await page.reload();
  await expect(saved.cards()).toHaveCount(2);
  await expect.poll(() => worker.controlled()).toBe(true);
  await expect.poll(() => worker.keptPages(), { timeout: 30_000 }).toEqual([SPANISH, POT_ROAST].sort());
  // The pictures of the recipe pages saved from their pages, and of the Saved page's cards.
  await expect.poll(() => worker.keptPictures(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

  await context.setOffline(true);

  // The Saved page and the list (precached) open; the list's lines come from the persisted cache.
  await saved.open();
  await expect(saved.cards()).toHaveCount(2);
  await list.open();
  await expect.poll(() => list.lineTexts()).toEqual(lines);
  await recipe.goto(POT_ROAST);
  await expect(recipe.heading()).toHaveText('Classic Sunday Pot Roast');
  const picture = recipe.article.locator('img').first();
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // Scaling: the scaled URL falls back to the kept page, whose scaler renders the amounts.
  const before = await recipe.firstIngredientText();
  await recipe.moreServings().click();
  await expect(page).toHaveURL(/servings=/);
  const servings = await recipe.servingsCount().inputValue();
  await expect.poll(() => recipe.firstIngredientText()).not.toBe(before);
  await page.goto(`${POT_ROAST}?servings=16`);
  await expect(recipe.heading()).toHaveText('Classic Sunday Pot Roast');
  await expect(recipe.servingsCount()).toHaveValue('16');
  expect(servings).not.toBe('16');

  // Timers run in the page.
  await recipe
    .method()
    .getByRole('button', { name: /Start timer: 2-1\/2 hours/ })
    .click();
  await expect(recipe.timerTray()).toContainText(/2:29:5\d|2:30:00/);

  // The Spanish recipe opens in Spanish.
  await recipe.goto(SPANISH);
  expect(await recipe.documentLang()).toBe('es');
  await expect(recipe.saveButton()).toHaveText('Guardada');

  // A recipe not saved: the friendly offline page, with a way to what is kept.
  await worker.goto(NOT_SAVED);
  await expect(worker.offlineHeading()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${NOT_SAVED}$`));
  await worker.savedLink().click();
  await expect(saved.cards()).toHaveCount(2);

  await context.setOffline(false);
});

test('the worker is served as a script for the whole site, never cached on the way, and the offline pages exist in both languages', async ({
  request,
}) => {
  const sw = await request.get('/serwist/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect(sw.headers()['service-worker-allowed']).toBe('/');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const body = await sw.text();
  // Its precache lists the shell pages; nothing under /api/.
  for (const url of ['/saved', '/list', '/offline/en', '/offline/es']) expect(body).toContain(`"${url}"`);
  expect(body).not.toMatch(/url:"\/api\//);

  for (const [path, title] of [
    ['/offline/en', 'You are offline'],
    ['/offline/es', 'Estás sin conexión'],
  ] as const) {
    const r = await request.get(path);
    expect(r.status()).toBe(200);
    expect(await r.text()).toContain(title);
  }
  expect((await request.get('/offline/fr')).status()).toBe(404);
});

import { expect, test } from '@playwright/test';
import { RecipePage } from '@/e2e/pages/recipe-page';
import { ListPage } from '@/e2e/pages/list-page';
import { SavedPage } from '@/e2e/pages/saved-page';

const RIBEYE = '/recipes/grilled-ribeye-steaks-with-classic-beef-rub';
const SPANISH = '/recipes/arrachera-al-asador';

test('save two recipes (one Spanish, at chosen servings), see them on the Saved page after a reload, remove one', async ({
  page,
}) => {
  const recipe = new RecipePage(page);
  await recipe.goto(RIBEYE);
  const save = recipe.saveButton();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await recipe.moreServings().click();
  await recipe.moreServings().click();
  await expect(page).toHaveURL(/servings=/);
  const servings = await recipe.servingsCount().inputValue();
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toHaveText('Saved');
  const ribeyeName = (await recipe.heading().textContent())!.trim();

  await recipe.goto(SPANISH);
  await recipe.saveButton().click();
  await expect(recipe.saveButton()).toHaveText('Guardada');
  const spanishName = (await recipe.heading().textContent())!.trim();

  const saved = new SavedPage(page);
  await saved.open();
  await page.reload();
  await expect(saved.cards()).toHaveCount(2);
  await expect(saved.card(ribeyeName)).toContainText(`Saved for ${servings} servings`);
  await expect(saved.card(spanishName)).toHaveAttribute('lang', 'es');
  await expect(saved.card(spanishName)).toContainText('Guardada para');
  await expect(saved.card(ribeyeName).getByRole('link')).toHaveAttribute('href', new RegExp(`servings=${servings}`));

  await saved.removeButton(spanishName).click();
  await expect(saved.cards()).toHaveCount(1);
  await page.reload();
  await expect(saved.cards()).toHaveCount(1);

  // The toggle on the recipe's page reflects the store, and unsaving there empties the page.
  await recipe.goto(RIBEYE);
  await expect(recipe.saveButton()).toHaveAttribute('aria-pressed', 'true');
  await recipe.saveButton().click();
  await saved.open();
  await expect(saved.emptyNote()).toBeVisible();
});

test('a recipe card saves its recipe without following its link', async ({ page }) => {
  const recipe = new RecipePage(page);
  await recipe.goto(RIBEYE);
  const first = page.getByRole('button', { name: /^Save\s*: / }).first();
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  const name = (await first.textContent())!.replace(/^Save\s*:\s*/, '');
  // Pressed, the button's name starts with "Saved": find it by the recipe's name.
  const cardSave = page.getByRole('button', {
    name: new RegExp(`^Saved?\\s*: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  });
  await cardSave.click();
  await expect(page).toHaveURL(new RegExp(`${RIBEYE}$`));
  await expect(cardSave).toHaveAttribute('aria-pressed', 'true');
  const saved = new SavedPage(page);
  await saved.open();
  await expect(saved.card(name)).toHaveCount(1);
});

test('a corrupt stored value leaves the Saved page working, and export as a link imports elsewhere', async ({
  page,
  browser,
}) => {
  const saved = new SavedPage(page);
  await saved.open();
  await page.evaluate(() => localStorage.setItem('beef-atlas:kitchen', '{"version":1,"saved":[{'));
  await page.reload();
  await expect(saved.emptyNote()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('beef-atlas:kitchen:unreadable'))).toBe(
    '{"version":1,"saved":[{',
  );

  const recipe = new RecipePage(page);
  await recipe.goto(RIBEYE);
  await recipe.saveButton().click();
  await expect(recipe.saveButton()).toHaveAttribute('aria-pressed', 'true');
  await saved.open();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy a link' }).click();
  await expect(page.getByRole('status')).toContainText('Link copied');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/saved#import=/);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(link);
  const otherSaved = new SavedPage(otherPage);
  await otherPage.getByRole('button', { name: 'Add to my saved recipes' }).click();
  await expect(otherSaved.cards()).toHaveCount(1);
  await other.close();
});

test('a shopping list from two saved recipes at chosen servings, merged by section, kept over a reload', async ({
  page,
}) => {
  const recipe = new RecipePage(page);
  const names: string[] = [];
  for (const path of [RIBEYE, '/recipes/classic-sunday-pot-roast']) {
    await recipe.goto(path);
    await recipe.saveButton().click();
    await expect(recipe.saveButton()).toHaveAttribute('aria-pressed', 'true');
    names.push((await recipe.heading().textContent())!.trim());
  }
  const list = new ListPage(page);
  await list.open();
  await list.recipe(names[0]!).check();
  await list.recipe(names[1]!).check();
  await expect(list.sections().first()).toBeVisible();
  const before = await list.lineTexts();
  expect(before.length).toBeGreaterThan(3);
  // Grouped by grocery section, the unlinked lines last under "Other".
  const headings = await list.sections().getByRole('heading').allTextContents();
  expect(new Set(headings).size).toBe(headings.length);
  if (headings.includes('Other')) expect(headings.at(-1)).toBe('Other');

  // Doubling the first recipe's servings rescales its lines.
  const servings = list.servings().first();
  const n = Number(await servings.inputValue());
  await servings.fill(String(n * 2));
  await expect.poll(() => list.lineTexts()).not.toEqual(before);
  const doubled = await list.lineTexts();

  // Tick the first line, remove the second; both survive a reload.
  await list.lines().first().check();
  const second = doubled[1]!;
  await list
    .sections()
    .getByRole('listitem')
    .filter({ hasText: second })
    .getByRole('button', { name: /^Remove/ })
    .click();
  await page.reload();
  await expect(list.lines().first()).toBeChecked();
  await expect(servings).toHaveValue(String(n * 2));
  expect(await list.lineTexts()).not.toContain(second);

  // "What is this for" names the recipes a line came from.
  await list.sections().getByText('What is this for?').first().click();
  await expect(list.sections().getByRole('link', { name: names[0]! }).first()).toBeVisible();

  // Metric writes grams or millilitres.
  await list.metric().click();
  await expect.poll(async () => (await list.lineTexts()).join('\n')).toMatch(/\b(g|kg|ml)\b/);
});

test('the Saved page shows each recipe as the service has it now, and one it no longer has as gone', async ({
  page,
  request,
}) => {
  const slug = RIBEYE.slice('/recipes/'.length);
  const answer = await request.get(`/api/site/cards?recipe=${slug}&recipe=no-such-recipe-at-all`);
  expect(answer.status()).toBe(200);
  const { cards, missing } = await answer.json();
  expect(missing).toEqual(['no-such-recipe-at-all']);
  const now = cards[0].name as string;
  // Saved long ago: one under a name the service has since changed, one it has since removed.
  const stored = (s: string, name: string) => ({
    slug: s,
    name,
    lang: 'en',
    image: null,
    totalTime: '',
    yieldCount: 4,
  });
  const saved = new SavedPage(page);
  await saved.open();
  await page.evaluate((doc) => localStorage.setItem('beef-atlas:kitchen', JSON.stringify(doc)), {
    version: 1,
    saved: [stored(slug, 'An old name for the ribeye'), stored('no-such-recipe-at-all', 'A dropped recipe')],
    list: { recipes: [], units: 'us', edits: {} },
  });
  await page.reload();
  await expect(saved.card(now)).toHaveCount(1);
  await expect(saved.card(now).getByRole('link', { name: now })).toHaveAttribute('href', new RegExp(RIBEYE));
  await expect(saved.card('An old name for the ribeye')).toHaveCount(0);
  const gone = saved.card('A dropped recipe');
  await expect(gone).toContainText('No longer available');
  await expect(gone.getByRole('link')).toHaveCount(0);
  await saved.removeButton('A dropped recipe').click();
  await expect(saved.cards()).toHaveCount(1);

  const bad = await request.get('/api/site/cards?recipe=');
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toMatch(/Not a recipe slug/);
});

test('the list route answers bad input with a 400 and a message', async ({ request }) => {
  const none = await request.get('/api/site/list');
  expect(none.status()).toBe(400);
  expect((await none.json()).error).toMatch(/at least one recipe/);
  const bad = await request.get('/api/site/list?recipe=../etc');
  expect(bad.status()).toBe(400);
  const missing = await request.get('/api/site/list?recipe=no-such-recipe-at-all');
  expect(missing.status()).toBe(200);
  expect((await missing.json()).missing).toEqual(['no-such-recipe-at-all']);
});

test('installable: every page links the manifest, whose icons load', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ display: 'standalone', theme_color: '#7c261f', start_url: '/' });
  const sizes = new Set<string>();
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe(icon.type);
    sizes.add(icon.sizes);
  }
  expect([...sizes]).toEqual(expect.arrayContaining(['192x192', '512x512']));
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#7c261f');
});

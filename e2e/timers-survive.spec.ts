import { expect, test } from '@playwright/test';
import { RecipePage } from '@/e2e/pages/recipe-page';

// Cooking from a phone (issue 26): timers kept by their end time survive a link to a cut page,
// the way back and a reload; cook mode's step and the ticked ingredients come back after a
// reload; cook mode scrolls as one page, each step from its top.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 90_000 });

const POT_ROAST = '/recipes/classic-sunday-pot-roast';
const RIBEYE = '/recipes/grilled-ribeye-steaks-with-classic-beef-rub';

test('a timer survives a link to a cut page, the way back and a reload, and rings when it ends', async ({ page }) => {
  await page.clock.install();
  const recipe = new RecipePage(page);
  await recipe.goto(POT_ROAST);
  await recipe
    .method()
    .getByRole('button', { name: /Start timer: 2-1\/2 hours/ })
    .click();
  await expect(recipe.timerTray()).toContainText(/2:29:5\d|2:30:00/);
  await expect(recipe.timerTray()).toContainText('Classic Sunday Pot Roast');

  // A cut page has another root layout (a full page load): the tray comes back from storage.
  await recipe.cutLink(/chuck/i).click();
  await expect(page).toHaveURL(/\/cuts\//);
  await page.clock.fastForward('10:00');
  await expect(recipe.timerTray()).toContainText(/2:19:5\d|2:20:00/);
  await expect(recipe.timerTray().getByRole('link', { name: /Classic Sunday Pot Roast/ })).toHaveAttribute(
    'href',
    POT_ROAST,
  );

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${POT_ROAST}$`));
  await expect(recipe.timerTray()).toContainText(/2:19:\d\d|2:20:00/);

  // Phones reload background tabs: the end time was stored, so the time left is still right.
  await page.clock.fastForward('20:00');
  await page.reload();
  await expect(recipe.timerTray()).toContainText(/1:59:\d\d|2:00:00/);
  await page.clock.fastForward('02:00:05');
  await expect(recipe.timerTray()).toContainText('Time is up');
  await recipe.timerTray().getByRole('button', { name: 'Dismiss' }).click();
  await expect(recipe.timerTray()).toHaveCount(0);
  await page.reload();
  await expect(recipe.timerTray()).toHaveCount(0);
});

test('the cook mode step and the ticked ingredients come back after a reload', async ({ page }) => {
  const recipe = new RecipePage(page);
  await recipe.goto(POT_ROAST);
  await recipe.ingredientCheckboxes().nth(1).check();
  await recipe.cookMode().click();
  const dialog = recipe.cookModeDialog;
  await dialog.next().click();
  await dialog.next().click();
  await expect(dialog.stepCounter(/^Step 3 of/)).toBeVisible();
  await page.reload();
  await expect(recipe.ingredientCheckboxes().nth(1)).toBeChecked();
  await expect(recipe.ingredientCheckboxes().nth(0)).not.toBeChecked();
  await recipe.cookMode().click();
  await expect(dialog.stepCounter(/^Step 3 of/)).toBeVisible();
});

test('cook mode on a phone: one scroll, each step from its top, the timer and every needed line reachable', async ({
  page,
}) => {
  const recipe = new RecipePage(page);
  await recipe.goto(POT_ROAST);
  await recipe.cookMode().click();
  const dialog = recipe.cookModeDialog;
  await expect(dialog.stepCounter(/^Step 1 of/)).toBeVisible();
  expect(await dialog.innerScrollBoxes()).toBe(0);
  // Every line it needs and its timer, by scrolling the page itself.
  const needs = dialog.needs();
  for (let i = 0; i < (await needs.count()); i++) {
    await needs.nth(i).scrollIntoViewIfNeeded();
    await expect(needs.nth(i)).toBeInViewport();
  }
  await dialog.startTimer().scrollIntoViewIfNeeded();
  await expect(dialog.startTimer()).toBeInViewport();
  await dialog.next().scrollIntoViewIfNeeded();
  await dialog.next().click();
  await expect(dialog.stepCounter(/^Step 2 of/)).toBeVisible();
  expect(await dialog.scrollTop()).toBe(0);
  await expect(dialog.stepCounter(/^Step 2 of/)).toBeInViewport();
});

test('the units chosen on one recipe carry to the next, whose plain URL stays plain', async ({ page }) => {
  const recipe = new RecipePage(page);
  await recipe.goto(POT_ROAST);
  await recipe.metric().click();
  await expect(recipe.metricQuantity()).toBeVisible();
  await recipe.goto(RIBEYE);
  await expect(recipe.metricQuantity()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${RIBEYE}$`));
  await recipe.us().click();
  await recipe.goto(POT_ROAST);
  await expect(recipe.ingredients()).toContainText(/pounds?/);
});

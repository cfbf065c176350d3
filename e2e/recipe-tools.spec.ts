import { expect, test } from '@playwright/test';
import { RecipePage } from '@/e2e/pages/recipe-page';

const PATH = '/recipes/grilled-ribeye-steaks-with-classic-beef-rub';
const POT_ROAST = '/recipes/classic-sunday-pot-roast';

test('serving scaler, unit toggle and checklist', async ({ page }) => {
  const recipe = new RecipePage(page);
  await recipe.goto(PATH);
  const first = recipe.ingredientCheckboxes().first();
  expect(await recipe.firstIngredientText()).toMatch(/^2 /);
  for (let i = 0; i < 4; i++) await recipe.moreServings().click();
  await expect(recipe.servingsCount()).toHaveValue('8');
  expect(await recipe.firstIngredientText()).toMatch(/^4 /);
  await recipe.metric().click();
  await expect(recipe.metricQuantity()).toBeVisible();
  await first.check();
  await expect(first).toBeChecked();
});

test('the choice of servings and units lives in the URL: replaced, kept on reload, canonical plain', async ({
  page,
}) => {
  const recipe = new RecipePage(page);
  await recipe.goto(POT_ROAST);
  const length = await page.evaluate(() => history.length);
  await recipe.moreServings().click();
  await recipe.moreServings().click();
  await recipe.metric().click();
  await expect(page).toHaveURL(/\?servings=10&units=metric$/);
  expect(await page.evaluate(() => history.length)).toBe(length);
  const shown = await recipe.ingredientTexts();
  expect(shown.join('\n')).toMatch(/\bg\b|\bkg\b/);

  await page.reload();
  await expect(recipe.servingsCount()).toHaveValue('10');
  await expect(recipe.metric()).toHaveAttribute('aria-current', 'true');
  expect(await recipe.ingredientTexts()).toEqual(shown);
  await expect(recipe.canonical).toHaveAttribute('href', /\/recipes\/classic-sunday-pot-roast$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The method follows: the oven in °C, the water of the gravy scaled.
  await expect(recipe.method()).toContainText('165 °C');

  await recipe.us().click();
  await recipe.fewerServings().click();
  await recipe.fewerServings().click();
  await expect(page).toHaveURL(/\/recipes\/classic-sunday-pot-roast$/);
});

test('without JavaScript the server renders the chosen amounts and the controls are links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const recipe = new RecipePage(page);
  await page.goto(`${POT_ROAST}?servings=16&units=us`);
  const lines = await recipe.ingredientTexts();
  expect(lines[0]).toBe('2 boneless beef chuck roasts (3 to 3-1/2 pounds each)');
  expect(lines).toContain('2 cups dry red wine');
  expect(lines).toContain('4 bay leaves');
  await recipe.metric().click();
  await expect(page).toHaveURL(/servings=16&units=metric/);
  expect(await recipe.ingredientTexts()).toContain('24 g (1 tablespoon plus 1 teaspoon) salt');
  await recipe.moreServings().click();
  await expect(page).toHaveURL(/servings=17/);
  await expect(recipe.servingsCount()).toHaveValue('17');
  // What only script can work is not shown dead: cook mode, print, save, the steps' timers.
  for (const control of [recipe.cookMode(), recipe.printButton(), recipe.saveButton(), recipe.firstTimerButton()])
    await expect(control).toBeHidden();
  await context.close();
});

test('with JavaScript the controls that need it are shown', async ({ page }) => {
  const recipe = new RecipePage(page);
  await page.goto(POT_ROAST);
  for (const control of [recipe.cookMode(), recipe.printButton(), recipe.saveButton(), recipe.firstTimerButton()])
    await expect(control).toBeVisible();
});

test('junk and out-of-range choices are clamped or ignored, never an error', async ({ request }) => {
  for (const q of ['servings=abc&units=xyz', 'servings=0', 'servings=99999', 'units=METRIC', 'servings=%00']) {
    const res = await request.get(`${POT_ROAST}?${q}`);
    expect(res.status(), q).toBe(200);
  }
  const clamped = await (await request.get(`${POT_ROAST}?servings=99999`)).text();
  expect(clamped).toContain('value="32"');
});

test('timers keep running across steps, several at once, and the alarm sounds and vibrates', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { alarmCalls: string[] }).alarmCalls = calls;
    Object.defineProperty(navigator, 'vibrate', { value: () => (calls.push('vibrate'), true) });
    class FakeAudio {
      currentTime = 0;
      destination = {};
      resume = async () => {};
      createGain = () => ({ gain: { value: 0 }, connect: (x: unknown) => x });
      createOscillator = () => ({
        frequency: { value: 0 },
        connect: (x: unknown) => x,
        start: () => calls.push('beep'),
        stop: () => {},
      });
    }
    (window as unknown as { AudioContext: unknown }).AudioContext = FakeAudio;
  });
  await page.clock.install();
  const recipe = new RecipePage(page);
  await recipe.goto(POT_ROAST);
  await recipe.cookMode().click();
  const dialog = recipe.cookModeDialog;
  // Step 1 browns the roast "4 to 5 minutes per side": a timer from the lower bound.
  await dialog.startTimer().click();
  await expect(dialog.timer()).toHaveText(/^4:00|^3:59/);
  await dialog.next().click();
  await dialog.next().click();
  // Step 3 braises 2-1/2 hours: 150 minutes, not 120.
  await expect(dialog.root).toContainText('2-1/2 hours');
  await expect(dialog.startTimer()).toHaveText(/2-1\/2 hours/);
  await dialog.startTimer().click();
  await dialog.previous().click();
  await dialog.previous().click();
  await expect(dialog.timer()).toHaveCount(2);
  await expect(dialog.timerTray()).toContainText('Step 3: 2-1/2 hours');
  await page.clock.fastForward('04:05');
  await expect(dialog.timerTray()).toContainText('Time is up');
  const calls = await page.evaluate(() => (window as unknown as { alarmCalls: string[] }).alarmCalls);
  expect(calls).toContain('vibrate');
  expect(calls.filter((c) => c === 'beep').length).toBeGreaterThanOrEqual(3);
  await expect(dialog.timer()).toHaveText(/^2:25:5\d|^2:26:00/);
  await dialog.exit().click();
  // Out of cook mode the tray stays on the page, the braise still counting.
  await expect(recipe.timerTray()).toContainText('Step 3');
});

test('cook mode shows each step with the amounts it uses', async ({ page }) => {
  const recipe = new RecipePage(page);
  await recipe.goto(POT_ROAST);
  await recipe.moreServings().click();
  await recipe.cookMode().click();
  const dialog = recipe.cookModeDialog;
  await expect(dialog.stepCounter(/Step 1 of \d+/)).toBeVisible();
  // Step 1 seasons with salt, pepper and flour and browns in oil: at 9 servings.
  const needs = await dialog.needs().allTextContents();
  expect(needs.some((t) => /salt/.test(t))).toBe(true);
  expect(needs.some((t) => /flour/.test(t))).toBe(true);
  await dialog.exit().click();
  await expect(dialog.root).toBeHidden();
});

test("cook mode's You need lists exactly the step's lines, and its share of a divided one", async ({ page }) => {
  const recipe = new RecipePage(page);
  await recipe.goto('/recipes/beef-and-broccoli-stir-fry?servings=8');
  await recipe.cookMode().click();
  const dialog = recipe.cookModeDialog;
  await expect(dialog.stepCounter(/^Step 1 of/)).toBeVisible();
  await expect(dialog.needs()).toHaveText([
    '2 pounds flank steak',
    '2 tablespoons soy sauce',
    '2 teaspoons cornstarch',
  ]);
  await dialog.next().click();
  // The sauce's soy sauce and cornstarch, not the marinade's.
  await expect(dialog.needs()).toHaveText([
    '1 cup beef broth',
    '1/4 cup plus 2 tablespoons oyster sauce',
    '2 tablespoons soy sauce',
    '1 tablespoon plus 1 teaspoon packed brown sugar',
    '2 tablespoons cornstarch',
    '2 teaspoons toasted sesame oil',
  ]);
  await dialog.next().click();
  await expect(dialog.needs().first()).toHaveText('2 teaspoons vegetable oil');
  await dialog.next().click();
  await expect(dialog.needs()).toHaveText(['2 pounds flank steak', '3 tablespoons plus 1 teaspoon vegetable oil']);
});

test('the normal view offers a timer on steps that state a time', async ({ page }) => {
  const recipe = new RecipePage(page);
  await recipe.goto(POT_ROAST);
  await recipe
    .method()
    .getByRole('button', { name: /Start timer: 2-1\/2 hours/ })
    .click();
  await expect(recipe.timerTray()).toContainText(/2:29:5\d|2:30:00/);
});

test('JSON-LD: Recipe with the properties Google asks for, and breadcrumbs', async ({ page }) => {
  const recipe = new RecipePage(page);
  await recipe.goto(PATH);
  const blocks = await recipe.jsonLd();
  const r = blocks.find((b) => b['@type'] === 'Recipe')!;
  expect(r.name).toBe('Grilled Ribeye Steaks with Classic Beef Rub');
  expect((r.image as string[]).length).toBe(3);
  expect(r.prepTime).toMatch(/^PT(\d+H)?(\d+M)?$/);
  expect(r.totalTime).toMatch(/^PT/);
  expect((r.recipeIngredient as string[]).length).toBe(await recipe.ingredientCheckboxes().count());
  expect((r.recipeIngredient as string[]).length).toBeGreaterThanOrEqual(3);
  expect(r.recipeInstructions).toBeTruthy();
  expect((r.nutrition as Record<string, string>).calories).toMatch(/^\d+ calories$/);
  expect(r.author).toMatchObject({ '@type': 'Organization' });
  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')!;
  expect((crumbs.itemListElement as unknown[]).length).toBe(3);
  await expect(recipe.canonical).toHaveAttribute('href', /\/recipes\/grilled-ribeye-steaks-with-classic-beef-rub$/);
});

import { expect, test } from '@playwright/test';
import { RecipePage } from '@/e2e/pages/recipe-page';

const PATH = '/recipes/grilled-ribeye-steaks-with-classic-beef-rub';

test('serving scaler, unit toggle and checklist', async ({ page }) => {
  const recipe = new RecipePage(page);
  await recipe.goto(PATH);
  const first = recipe.ingredientCheckboxes().first();
  const before = await recipe.firstIngredientText();
  expect(before).toMatch(/^2 /);
  await recipe.moreServings().click();
  await recipe.moreServings().click();
  await recipe.moreServings().click();
  await recipe.moreServings().click();
  await expect(recipe.servingsCount()).toHaveText('8');
  expect(await recipe.firstIngredientText()).toMatch(/^4 /);
  await recipe.metric().click();
  await expect(recipe.metricQuantity()).toBeVisible();
  await first.check();
  await expect(first).toBeChecked();
});

test('cook mode shows one step at a time with a timer where the step states a time', async ({ page }) => {
  const recipe = new RecipePage(page);
  await recipe.goto(PATH);
  await recipe.cookMode().click();
  const dialog = recipe.cookModeDialog;
  await expect(dialog.root).toBeVisible();
  await expect(dialog.stepCounter(/Step 1 of \d+/)).toBeVisible();
  await dialog.next().click();
  await expect(dialog.stepCounter(/Step 2 of/)).toBeVisible();
  for (let i = 0; i < 6; i++) {
    if (await dialog.startTimer().count()) break;
    await dialog.next().click();
  }
  await dialog.startTimer().click();
  await expect(dialog.timer()).toBeVisible();
  await dialog.exit().click();
  await expect(dialog.root).toBeHidden();
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

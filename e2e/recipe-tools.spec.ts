import { expect, test } from '@playwright/test';
import { RecipePage } from '@/e2e/pages/recipe-page';

const PATH = '/recipes/grilled-ribeye-steaks-with-classic-beef-rub';

test('serving scaler, unit toggle and checklist', async ({ page }) => {
  const recipe = new RecipePage(page);
  await recipe.goto(PATH);
  const list = recipe.ingredients();
  const first = list.getByRole('checkbox').first();
  const label = async () => (await list.locator('li label').first().textContent()) ?? '';
  const before = await label();
  expect(before).toMatch(/^2 /);
  await recipe.moreServings().click();
  await recipe.moreServings().click();
  await recipe.moreServings().click();
  await recipe.moreServings().click();
  await expect(list.getByRole('status').or(list.locator('output'))).toHaveText('8');
  expect(await label()).toMatch(/^4 /);
  await recipe.metric().click();
  await expect(list.getByText(/\d+ (ml|g|kg)\b/).first()).toBeVisible();
  await first.check();
  await expect(first).toBeChecked();
});

test('cook mode shows one step at a time with a timer where the step states a time', async ({ page }) => {
  const recipe = new RecipePage(page);
  await recipe.goto(PATH);
  await recipe.cookMode().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Step 1 of \d+/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText(/Step 2 of/)).toBeVisible();
  for (let i = 0; i < 6; i++) {
    if (await dialog.getByRole('button', { name: /Start timer/ }).count()) break;
    await dialog.getByRole('button', { name: 'Next' }).click();
  }
  await dialog.getByRole('button', { name: /Start timer/ }).click();
  await expect(dialog.getByText(/^\d+:\d\d$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Exit' }).click();
  await expect(dialog).toBeHidden();
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
  expect((r.recipeIngredient as string[]).length).toBe(await recipe.ingredients().getByRole('checkbox').count());
  expect((r.recipeIngredient as string[]).length).toBeGreaterThanOrEqual(3);
  expect(r.recipeInstructions).toBeTruthy();
  expect((r.nutrition as Record<string, string>).calories).toMatch(/^\d+ calories$/);
  expect(r.author).toMatchObject({ '@type': 'Organization' });
  const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')!;
  expect((crumbs.itemListElement as unknown[]).length).toBe(3);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/recipes\/grilled-ribeye-steaks-with-classic-beef-rub$/,
  );
});

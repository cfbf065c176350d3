import { expect, test } from '@playwright/test';

const AUTH = { AuthorizationAppID: 'e2e', AuthorizationAppKey: 'e2e-key' };

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form submits by GET and shows the same records as the service', async ({ page, request }) => {
    await page.goto('/recipes');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.locator('summary', { hasText: 'Cooking method' }).click();
    await filters.getByRole('checkbox', { name: /^Grill/ }).check();
    await filters.locator('summary', { hasText: 'Cuisine' }).click();
    await filters.getByRole('checkbox', { name: /^Mexican/ }).check();
    await filters.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/cookingMethods=grill/);
    const names = await page.getByRole('region', { name: 'Results' }).getByRole('heading', { level: 2 }).allTextContents();
    const api = await request.get('/api/v2/recipe/search?cookingMethods=grill&cuisines=mexican&itemsPerPage=50', { headers: AUTH });
    expect(api.status()).toBe(200);
    const body = (await api.json()) as { searchResults: { recipeName: string }[]; totalCount: number };
    expect(names.length).toBe(Math.min(10, body.totalCount));
    expect(names).toEqual(body.searchResults.slice(0, 10).map((r) => r.recipeName));
    await expect(page.getByRole('link', { name: /Remove filter Cooking method: Grill/ })).toBeVisible();
  });

  test('pagination links are crawlable and a bad URL gets a clear answer', async ({ page }) => {
    await page.goto('/recipes');
    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/pageNumber=2/);
    await page.goto('/recipes?pageNumber=abc');
    await expect(page.getByRole('alert')).toContainText('pageNumber must be an integer');
  });
});

test('cut search by primal shows only cuts under it', async ({ page }) => {
  await page.goto('/cuts?primals=round&itemsPerPage=50');
  const names = await page.getByRole('region', { name: 'Results' }).getByRole('heading', { level: 2 }).allTextContents();
  expect(names).toContain('Eye of Round Roast');
  expect(names).not.toContain('Flank Steak');
});

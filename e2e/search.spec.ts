import { expect, test, type APIRequestContext } from '@playwright/test';
import { SearchPage } from '@/e2e/pages/search-page';
import { E2E_AUTH_HEADERS as AUTH } from '@/e2e/service-credentials';

/** The service query of the site's default recipe listing (lib/search/kinds.ts `leaveOut`):
 *  every course but sub-recipes', the consumer audience. */
async function listingScope(request: APIRequestContext): Promise<string> {
  const lookups = (await (await request.get('/api/v2/common/lookups', { headers: AUTH })).json()) as {
    attributesByTypes: { attributeTypeNameSlug: string; attributes: { attributeNameSlug: string }[] }[];
  };
  const courses = lookups.attributesByTypes
    .find((t) => t.attributeTypeNameSlug === 'menu-category')!
    .attributes.map((a) => a.attributeNameSlug)
    .filter((s) => s !== 'sauce-and-rub');
  // The listing's own order without text (docs/ARCHITECTURE.md, "A recommended order").
  return `menuCategories=${courses.join(',')}&audiences=consumer&sort=recommended`;
}

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
    const names = await page
      .getByRole('region', { name: 'Results' })
      .getByRole('heading', { level: 2 })
      .allTextContents();
    const scope = await listingScope(request);
    const api = await request.get(
      `/api/v2/recipe/search?cookingMethods=grill&cuisines=mexican&${scope}&itemsPerPage=50`,
      {
        headers: AUTH,
      },
    );
    expect(api.status()).toBe(200);
    const body = (await api.json()) as { searchResults: { recipeName: string }[]; totalCount: number };
    expect(names.length).toBe(Math.min(24, body.totalCount));
    expect(names).toEqual(body.searchResults.slice(0, 24).map((r) => r.recipeName));
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
  const names = await page
    .getByRole('region', { name: 'Results' })
    .getByRole('heading', { level: 2 })
    .allTextContents();
  expect(names).toContain('Eye of Round Roast');
  expect(names).not.toContain('Flank Steak');
});

test.describe('with JavaScript', () => {
  test('refining updates results and the URL without reloading; back and forward restore them', async ({
    page,
    request,
  }) => {
    const search = new SearchPage(page);
    await search.goto('/recipes');
    await search.markDocument();
    await search.openFacet('Cooking method');
    await search.filters.getByRole('checkbox', { name: /^Braise/ }).check();
    await expect(page).toHaveURL(/cookingMethods=braise/);
    const scope = await listingScope(request);
    const api = await request.get(`/api/v2/recipe/search?cookingMethods=braise&${scope}&itemsPerPage=24`, {
      headers: AUTH,
    });
    const body = (await api.json()) as { searchResults: { recipeName: string }[]; totalCount: number };
    const results = search.results;
    await expect(results.getByRole('status')).toHaveText(new RegExp(`^${body.totalCount} recipes`));
    await expect(results.getByRole('heading', { level: 2 })).toHaveText(body.searchResults.map((r) => r.recipeName));
    // No reload happened: the marker set on the page survives.
    await search.expectSameDocument();
    await page.goBack();
    await expect(page).toHaveURL(/\/recipes$/);
    await expect(results.getByRole('status')).toHaveText(/^1\d\d recipes/);
    await page.goForward();
    await expect(page).toHaveURL(/cookingMethods=braise/);
    await expect(results.getByRole('status')).toHaveText(new RegExp(`^${body.totalCount} recipes`));
    // Removing the chip goes back to the full listing, still without reloading.
    await page.getByRole('link', { name: /Remove filter Cooking method: Braise/ }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await search.expectSameDocument();
  });

  test('header typeahead works with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search recipes and cuts' });
    await box.focus();
    await page.keyboard.type('flank');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('option', { name: /Flank Steak/ }).first()).toBeVisible();
    await expect(list.getByRole('option', { name: 'All results for “flank”' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /opt-0/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cuts\/flank|\/recipes\//);
  });
});

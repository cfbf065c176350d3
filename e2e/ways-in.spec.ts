import { expect, test, type Page } from '@playwright/test';
import { CollectionIndexPage } from '@/e2e/pages/collection-index-page';
import { HomePage } from '@/e2e/pages/home-page';
import { SearchPage } from '@/e2e/pages/search-page';

// Ways into the recipes (issue 30): the collections index, the header link to it and the home
// page's occasions and featured collections, on a phone and on a desktop.
const WIDTHS = [390, 1280];

/** Every link answers 200 (none is a 404 or an error page). */
async function expectAllResolve(page: Page, hrefs: string[]) {
  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the recipe collections index lists every collection by group, linked from the header', async ({ page }) => {
      const home = new HomePage(page);
      await home.goto('/');
      await home.navLink('Collections').click();
      await expect(page).toHaveURL(/\/recipes\/collections$/);
      const index = new CollectionIndexPage(page);
      await expect(index.heading()).toHaveText('Recipe collections');
      expect(await index.groups().count()).toBeGreaterThan(0);
      const links = index.collectionLinks();
      expect(await links.count()).toBeGreaterThanOrEqual(6);
      const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
      expect(hrefs.every((h) => h.startsWith('/recipes/collections/'))).toBe(true);
      await expectAllResolve(page, hrefs);
      expect(await index.horizontalOverflow()).toBeLessThanOrEqual(0);
    });

    test('the home page’s occasions are recipe searches with results, and its collections resolve', async ({
      page,
    }) => {
      const home = new HomePage(page);
      await home.goto('/');
      const occasions = home.occasionLinks();
      await expect(occasions.first()).toBeVisible();
      const names = await occasions.evaluateAll((as) => as.map((a) => a.textContent ?? ''));
      expect(names.join(' | ')).toMatch(/Quick weeknight.*grill.*Slow and low.*En español/is);
      const hrefs = await occasions.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
      expect(hrefs.every((h) => h.startsWith('/recipes?'))).toBe(true);
      for (const href of hrefs) {
        const search = new SearchPage(page);
        const response = await search.goto(href);
        expect(response?.status(), href).toBe(200);
        await expect(search.firstResult(), href).toBeVisible();
      }
      await home.goto('/');
      const featured = await home
        .featuredRegion()
        .getByRole('link')
        .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
      expect(featured).toContain('/recipes/collections');
      await expectAllResolve(page, featured);
      expect(await home.horizontalOverflow()).toBeLessThanOrEqual(0);
    });
  });
}

import { expect, test } from '@playwright/test';
import { CutPage } from '@/e2e/pages/cut-page';
import { SearchPage } from '@/e2e/pages/search-page';

// The Spanish names of the reviewed table (lib/i18n/cut-names-es.ts) find their cuts, with the
// search's typo policy, and show on the cut page and in the header's suggestions (issue 30).
const SEARCHES: [query: string, finds: RegExp][] = [
  ['arrachera', /Skirt Steak/],
  ['arachera', /Skirt Steak/], // one typo in eight letters
  ['diezmillo', /Chuck/],
  ['pulpa negra', /Top Round/],
  ['bistec de bola', /Top Round Steak/],
];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('Spanish cut names find their cuts', async ({ page }) => {
      const search = new SearchPage(page);
      for (const [query, finds] of SEARCHES) {
        const response = await search.goto(`/cuts?searchText=${encodeURIComponent(query)}`);
        expect(response?.status(), query).toBe(200);
        const names = await search.resultHeadings().allInnerTexts();
        expect(names.length, query).toBeGreaterThan(0);
        expect(
          names.some((n) => finds.test(n)),
          `${query}: ${names.join(', ')}`,
        ).toBe(true);
      }
    });

    test('the cut page says its Spanish name, marked up as Spanish', async ({ page }) => {
      const search = new SearchPage(page);
      await search.goto('/cuts?searchText=arrachera');
      await search.resultHeadings().filter({ hasText: 'Outside Skirt Steak' }).getByRole('link').click();
      const cut = new CutPage(page);
      await expect(cut.heading()).toHaveText('Outside Skirt Steak');
      const spanish = page.getByText(/^En español:/);
      await expect(spanish).toBeVisible();
      await expect(spanish).toContainText('arrachera exterior');
      await expect(spanish).toHaveAttribute('lang', 'es');
      // Not repeated among the English aliases.
      await expect(page.getByText(/^Also called .*Arrachera/)).toHaveCount(0);
    });
  });
}

test('the header’s suggestions name the Spanish name a cut was found by', async ({ page }) => {
  const search = new SearchPage(page);
  await search.goto('/');
  const box = page.getByRole('banner').getByRole('combobox');
  await box.fill('arrachera');
  const options = page.getByRole('banner').getByRole('listbox').getByRole('option');
  await expect(options.filter({ hasText: /Outside Skirt Steak · arrachera exterior/ })).toBeVisible();
  await expect(options.filter({ hasText: /Inside Skirt Steak · arrachera interior/ })).toBeVisible();
});

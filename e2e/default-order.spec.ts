import { expect, test } from '@playwright/test';
import { SearchPage } from '@/e2e/pages/search-page';

// The listings' recommended order (docs/ARCHITECTURE.md, "A recommended order for listings
// without text"), and A–Z still offered, at a phone's width and a desktop's.

/** Minutes of a card's total time ("1 hour 10 minutes (includes resting)", "35 minutos"). */
function minutesOf(text: string): number {
  const hours = /(\d+)\s*(?:hours?|horas?)/.exec(text);
  const minutes = /(\d+)\s*minut/.exec(text);
  return (hours ? Number(hours[1]) * 60 : 0) + (minutes ? Number(minutes[1]) : 0);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('recipes: everyday dishes with pictures, quickest first; A–Z on request', async ({ page }) => {
      const search = new SearchPage(page);
      await search.goto('/recipes');
      await expect(search.sort()).toHaveValue('');
      await expect(search.sort().locator('option:checked')).toHaveText('Recommended');
      const cards = search.results.getByRole('listitem');
      const texts = await cards.allInnerTexts();
      expect(texts.length).toBe(24);
      const minutes = texts.map(minutesOf);
      expect(minutes.every((m) => m > 0)).toBe(true);
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
      // Every card has its picture; none is a rub or a foodservice recipe.
      expect(await search.results.getByRole('listitem').locator('img').count()).toBe(24);
      await expect(search.results.getByText('Rub, sauce or marinade')).toHaveCount(0);
      await expect(search.results.getByText('Foodservice', { exact: true })).toHaveCount(0);

      await search.sort().selectOption({ label: 'A–Z' });
      await expect(page).toHaveURL(/\/recipes\?sort=name$/);
      await expect(search.sort().locator('option:checked')).toHaveText('A–Z');
      const names = (await search.resultHeadings().allInnerTexts()).map((n) => n.trim());
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    });

    test('cuts: the cuts a shopper buys before subprimals and primals', async ({ page }) => {
      const search = new SearchPage(page);
      // The primals and subprimals, by their category (whatever their names).
      await search.goto('/cuts?beefCategories=primal-and-subprimal&itemsPerPage=48');
      const wholesale = new Set((await search.resultHeadings().allInnerTexts()).map((n) => n.trim()));
      expect(wholesale.size).toBeGreaterThan(5);

      await search.goto('/cuts');
      await expect(search.sort().locator('option:checked')).toHaveText('Recommended');
      const first = (await search.resultHeadings().allInnerTexts()).map((n) => n.trim());
      expect(first.length).toBe(24);
      expect(first.filter((n) => wholesale.has(n))).toEqual([]);
      // The last page ends with them.
      await search.goto('/cuts?itemsPerPage=48&pageNumber=2');
      const last = (await search.resultHeadings().allInnerTexts()).map((n) => n.trim());
      expect(last.slice(-wholesale.size).every((n) => wholesale.has(n))).toBe(true);
    });
  });
}

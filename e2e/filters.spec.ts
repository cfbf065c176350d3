import { expect, test } from '@playwright/test';
import { SearchPage } from '@/e2e/pages/search-page';

// The filters in a cook's order and words (issue 30), and the way past them for a keyboard.

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a cook’s filters come first, trade fields under More filters, each group with its sign', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto('/recipes');
    const names = await search.groupNames();
    const at = (name: string) => names.findIndex((n) => n.startsWith(name));
    for (const early of ['Cooking method', 'Beef cut', 'Course', 'Cuisine'])
      expect(at(early), early).toBeLessThan(at('Good source of'));
    expect(at('More filters')).toBeGreaterThan(at('Excellent source of'));
    // Cook time is a select before every group.
    const cookTime = search.filters.getByLabel('Cook time');
    const method = search.filters.locator('summary', { hasText: 'Cooking method' });
    expect((await cookTime.boundingBox())!.y).toBeLessThan((await method.boundingBox())!.y);

    // Trade fields: closed under More filters, in plain words.
    const more = search.moreFilters();
    await expect(more).not.toHaveAttribute('open');
    await expect(more.getByLabel('Barcode (UPC)')).toBeHidden();
    await more.locator('summary').first().click();
    await expect(more.getByLabel('Barcode (UPC)')).toBeVisible();
    await expect(more.getByLabel('Butcher’s number (IMPS/NAMP)')).toBeVisible();
    await expect(more.getByText('For home cooks')).toBeVisible();
    await expect(more.getByText('For foodservice')).toBeVisible();
    for (const trade of ['Audience', 'UPC', 'IMPS/NAMP number', 'Consumer'])
      await expect(search.filters.getByText(trade, { exact: true })).toHaveCount(0);

    // Every group shows whether it is open: a chevron that turns.
    const summaries = search.filters.locator('summary');
    const n = await summaries.count();
    expect(n).toBeGreaterThan(5);
    for (let i = 0; i < n; i++) await expect(summaries.nth(i).locator('svg')).toBeVisible();
    // Counts stay beside the options.
    await expect(search.filters.getByRole('checkbox').first()).toBeVisible();
  });

  test('from the top of /recipes a keyboard reaches the first result in at most 5 Tab presses', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto('/recipes');
    const firstLink = search.firstResult().getByRole('link').first();
    await expect(firstLink).toBeVisible();
    let tabs = 0;
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    while (tabs < 5) {
      await page.keyboard.press('Tab');
      tabs++;
      const text = await focused();
      if (text === 'Skip to results') {
        await expect(search.skipToResults()).toBeVisible();
        await page.keyboard.press('Enter');
      } else if (text.startsWith('Skip to content')) {
        await page.keyboard.press('Enter');
      }
      if (await firstLink.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(firstLink).toBeFocused();
    expect(tabs).toBeLessThanOrEqual(5);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer shows time and method first, trade fields under More filters', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto('/recipes');
    await search.filtersButton().click();
    await expect(search.drawer).toBeVisible();
    const names = await search.groupNames(search.drawer);
    expect(names[0]).toMatch(/^Cooking method/);
    // More filters closes the list; only its own groups (nested) follow it.
    expect(names.indexOf('More filters')).toBeGreaterThan(names.findIndex((n) => n.startsWith('Excellent source of')));
    // Cook time, then the first group, both within the drawer's first screen.
    const cookTime = search.drawer.getByLabel('Cook time');
    await expect(cookTime).toBeInViewport();
    await expect(search.drawer.locator('summary').first()).toBeInViewport();
    await expect(search.moreFilters(search.drawer)).not.toHaveAttribute('open');
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ComparePage } from '@/e2e/pages/compare-page';
import { CutPage } from '@/e2e/pages/cut-page';
import { RecipePage } from '@/e2e/pages/recipe-page';
import { SearchPage } from '@/e2e/pages/search-page';
import { E2E_AUTH_HEADERS as AUTH } from '@/e2e/service-credentials';

// Reading on a phone (issue 19), at 390 × 844 on the production build: results first, the
// filter drawer, the orders, tables that fit, the cut chart and the printed recipe.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// Several pages and an axe pass per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The first result must start within this many screens of the top. */
const FIRST_RESULT_SCREENS = 1.25;

const axeViolations = async (page: Page, include?: string) => {
  const builder = new AxeBuilder({ page });
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0]?.target})`);
};

test.describe('results first', () => {
  for (const path of ['/recipes', '/cuts', '/cuts/collections']) {
    test(`${path}: the first result within ${FIRST_RESULT_SCREENS} screens`, async ({ page }) => {
      const search = new SearchPage(page);
      await search.goto(path);
      expect(await search.firstResultScreens()).toBeLessThanOrEqual(FIRST_RESULT_SCREENS);
    });
  }

  test('after two facets chosen in the drawer, and after a text search', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto('/recipes');
    await search.filtersButton().click();
    await search.openFacet('Cooking method', search.drawer);
    await search.drawer.getByRole('checkbox', { name: /^Grill/ }).check();
    await expect(page).toHaveURL(/cookingMethods=grill/);
    await search.openFacet('Meal', search.drawer);
    await search.drawer.getByRole('checkbox', { name: /^Dinner/ }).check();
    await expect(page).toHaveURL(/mealCategories=dinner/);
    await expect(search.showResults()).toBeVisible();
    await search.showResults().click();
    await expect(search.drawer).toBeHidden();
    await expect(search.filtersButton()).toHaveText(/Filters \(2\)/);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await search.firstResultScreens()).toBeLessThanOrEqual(FIRST_RESULT_SCREENS);

    await search.goto('/recipes');
    await search.searchBox().fill('brisk');
    await search.searchBox().press('Enter');
    await expect(page).toHaveURL(/searchText=brisk/);
    await expect(search.status()).toHaveText(/^\d+ recipes?/);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await search.firstResultScreens()).toBeLessThanOrEqual(FIRST_RESULT_SCREENS);
  });
});

test('the filter drawer: a modal dialog, focus kept inside, Escape closes it, focus returns', async ({ page }) => {
  const search = new SearchPage(page);
  await search.goto('/recipes');
  await expect(search.filters).toHaveCount(0);
  const opener = search.filtersButton();
  await opener.click();
  await expect(search.drawer).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Tab through more stops than the drawer has: focus never reaches the page behind it (past
  // the last stop the browser's own controls may take it, as with any modal dialog).
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => {
        const a = document.activeElement;
        return !a || a === document.body || !!a.closest('dialog');
      }),
    ).toBe(true);
  }
  // A choice applies at once, and the drawer's button says how many results there are.
  await search.openFacet('Cooking method', search.drawer);
  await search.drawer.getByRole('checkbox', { name: /^Braise/ }).check();
  await expect(page).toHaveURL(/cookingMethods=braise/);
  const count = Number((await search.showResults().textContent())!.match(/\d+/)![0]);
  await expect(search.status()).toHaveText(new RegExp(`^${count} recipes?`));
  await page.keyboard.press('Escape');
  await expect(search.drawer).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(opener).toHaveText(/Filters \(1\)/);
  await expect(search.chip(/Remove filter Cooking method: Braise/)).toBeVisible();
});

test('without JavaScript the filters follow the results, and the form submits', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const page = await context.newPage();
  const search = new SearchPage(page);
  await search.goto('/recipes');
  expect(await search.firstResultScreens()).toBeLessThanOrEqual(FIRST_RESULT_SCREENS);
  await search.filtersLink().click();
  await expect(page).toHaveURL(/#filters$/);
  await search.openFacet('Cooking method');
  await search.filters.getByRole('checkbox', { name: /^Roast/ }).check();
  await search.filters.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/cookingMethods=roast/);
  await expect(search.chip(/Remove filter Cooking method: Roast/)).toBeVisible();
  await context.close();
});

test.describe('orders as the codec says', () => {
  const api = async (page: Page, path: string) =>
    (await (await page.request.get(path, { headers: AUTH })).json()) as {
      searchResults: Record<string, unknown>[];
      searchCriteria: { sort: string };
    };

  test('every recipe order: the site shows the service’s order, and quickest is by total time', async ({ page }) => {
    const search = new SearchPage(page);
    // Both listing parameters set, so the site asks the service exactly this (lib/search/scope.ts).
    const scope = 'audiences=consumer&menuCategories=main-dish';
    await search.goto(`/recipes?${scope}`);
    for (const [label, sort] of [
      ['Quickest', 'quickest'],
      ['Newest', 'newest'],
      ['A–Z', 'name'],
    ] as const) {
      await search.sort().selectOption({ label });
      // The listing's default is the recommended order: every other order, A–Z too, is in the URL.
      await expect(page).toHaveURL(new RegExp(`sort=${sort}`));
      const body = await api(page, `/api/v2/recipe/search?${scope}&sort=${sort}&itemsPerPage=24`);
      expect(body.searchCriteria.sort).toBe(sort);
      await expect(search.resultHeadings()).toHaveText(body.searchResults.map((r) => r.recipeName as string));
      if (sort === 'quickest') {
        const minutes = body.searchResults.map((r) => r.maxTotalRecipeTimeMinutes as number);
        expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
      }
    }
  });

  test('cuts leanest first; text searches rank by relevance until asked otherwise', async ({ page }) => {
    const search = new SearchPage(page);
    await search.goto('/cuts?sort=leanest&itemsPerPage=12');
    const body = await api(page, '/api/v2/beefcut/search?sort=leanest&itemsPerPage=12');
    await expect(search.resultHeadings()).toHaveText(body.searchResults.map((r) => r.ingredientName as string));
    await search.goto('/recipes?searchText=steak');
    await expect(search.sort()).toHaveValue('');
    await expect(search.sort().locator('option').first()).toHaveText('Best match');
  });
});

test('sub-recipes and foodservice recipes: left out of the listing unless asked for, and labelled', async ({
  page,
}) => {
  const search = new SearchPage(page);
  await search.goto('/recipes?itemsPerPage=48&sort=quickest');
  expect(await search.resultHeadings().allTextContents()).not.toContain('Classic Beef Rub');
  await search.goto('/recipes?menuCategories=sauce-and-rub');
  const rub = search.results.getByRole('listitem').filter({ hasText: 'Classic Beef Rub' });
  await expect(rub).toContainText('Rub, sauce or marinade');
  await search.goto('/recipes?audiences=foodservice');
  const chili = search.results.getByRole('listitem').filter({ hasText: /Chili for 50/ });
  await expect(chili).toContainText('Foodservice');
  // Options that would give nothing are not offered.
  await search.filtersButton().click();
  await search.openFacet('Cooking method', search.drawer);
  const counts = await search.drawer
    .locator('fieldset')
    .first()
    .locator('label')
    .evaluateAll((labels) => labels.map((l) => Number(l.lastElementChild?.textContent)));
  expect(counts.every((n) => n > 0)).toBe(true);
});

test.describe('tables fit a phone', () => {
  /** Every visible table cell is whole: its content does not overflow it, and it lies inside
   *  the window or inside a named, focusable region that scrolls. */
  const clippedCells = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('td, th')].flatMap((cell) => {
        const r = cell.getBoundingClientRect();
        if (!r.width || getComputedStyle(cell).visibility === 'hidden') return [];
        // Visually hidden column headers (a table drawn as cards) are for screen readers only.
        for (let el: Element | null = cell; el && el.tagName !== 'TABLE'; el = el.parentElement) {
          const s = getComputedStyle(el);
          if ((s.clip !== 'auto' && s.clip !== '') || s.clipPath !== 'none') return [];
        }
        const region = cell.closest('[role="region"][tabindex="0"]');
        const overflows = cell.scrollWidth > cell.clientWidth + 1;
        const outside = r.left < -1 || r.right > window.innerWidth + 1;
        const named = region && (region.getAttribute('aria-label') || region.getAttribute('aria-labelledby'));
        const scrolls = region && getComputedStyle(region).overflowX !== 'visible';
        return overflows || (outside && !(named && scrolls)) ? [cell.textContent?.slice(0, 40) ?? ''] : [];
      }),
    );

  for (const path of ['/cuts/back-ribs', '/cuts/ribeye-steak', '/cuts/ground-chuck']) {
    test(`${path}: guidelines as cards, no clipped cell, no axe violation`, async ({ page }) => {
      const cut = new CutPage(page);
      await cut.goto(path);
      await expect(cut.guidelineRows().first()).toBeVisible();
      // One table, each row laid out as a card (app/globals.css .guidelines).
      await expect(cut.guidelineRows().first()).toHaveCSS('display', 'flex');
      expect(await clippedCells(page)).toEqual([]);
      expect(await cut.horizontalOverflow()).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('one formatter: no repeated ranges, hours past 90 minutes, pounds from a pound', async ({ page }) => {
    const cut = new CutPage(page);
    await cut.goto('/cuts/ground-chuck');
    const text = (await cut.guidelineTexts()).join(' | ');
    expect(text).not.toMatch(/\b(\d+(?:\.\d+)?)[-–]\1\b/);
    await cut.goto('/cuts/brisket-flat');
    const brisket = (await cut.guidelineTexts()).join(' | ');
    expect(brisket).toMatch(/\d+–\d+(½|¼|¾)? hr/);
    expect(brisket).not.toMatch(/\d{3,}[-–]\d+ min/);
    expect(brisket).toMatch(/ lb\b/);
    expect(brisket).not.toMatch(/\b\d{2,} oz\b/);
    // Every row has its heat: the Skillet rows too.
    await cut.goto('/cuts/ribeye-steak');
    await expect(
      cut
        .guidelineRows()
        .filter({ hasText: /^Skillet/ })
        .first(),
    ).toContainText(/medium heat/);
    await expect(cut.guidelines().getByRole('columnheader', { name: 'Off the heat at' })).toHaveCount(1);
    await expect(page.getByText(/^Sources: /).first()).toContainText('USDA FSIS');
  });

  test('compare: three cuts, the row labels stay in view, no clipped cell', async ({ page }) => {
    const compare = new ComparePage(page);
    await compare.goto('/cuts/compare?cuts=ribeye-steak&cuts=strip-steak&cuts=flank-steak');
    await expect(compare.table()).toBeVisible();
    expect(await clippedCells(page)).toEqual([]);
    const region = page.getByRole('region', { name: /Comparison of/ });
    await region.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    const label = await compare.rowHeader('Protein').boundingBox();
    expect(label!.x).toBeGreaterThanOrEqual(0);
    expect(label!.x + label!.width).toBeLessThanOrEqual(200);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test('the cut chart: labels of 14 px or more inside their regions, targets of 44 px, one chart a page', async ({
  page,
}) => {
  const cut = new CutPage(page);
  await cut.goto('/cuts/shank');
  await expect(cut.charts()).toHaveCount(1);
  const primals = await cut.charts().evaluate((svg) =>
    [...svg.querySelectorAll('a')].map((a) => {
      const target = a.getBoundingClientRect();
      const text = a.querySelector('text')!;
      const label = text.getBoundingClientRect();
      const region = a.querySelector('polygon')!.getBoundingClientRect();
      const scale = (svg as SVGSVGElement).getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
      return {
        name: a.getAttribute('aria-label'),
        px: parseFloat(getComputedStyle(text).fontSize) * scale,
        target: [target.width, target.height],
        inside:
          label.left >= region.left &&
          label.right <= region.right &&
          label.top >= region.top &&
          label.bottom <= region.bottom,
      };
    }),
  );
  expect(primals).toHaveLength(8);
  for (const p of primals) {
    expect(p.px, p.name!).toBeGreaterThanOrEqual(14);
    expect(Math.min(...p.target), p.name!).toBeGreaterThanOrEqual(44);
    expect(p.inside, p.name!).toBe(true);
  }
});

test('the pot roast prints on at most two pages, at the chosen servings and units, without the site around it', async ({
  page,
}) => {
  const recipe = new RecipePage(page);
  // At the reader's choice of servings and units: the print shows what the page shows.
  await recipe.goto('/recipes/classic-sunday-pot-roast?servings=12&units=metric');
  await expect(recipe.servingsCount()).toHaveValue('12');
  await page.emulateMedia({ media: 'print' });
  await expect(recipe.metricQuantity()).toBeVisible();
  // The yield is the chosen servings, not the recipe's 8 above amounts for 12.
  await expect(recipe.yieldValue()).toHaveText('12 servings (the recipe makes 8)');
  await expect(recipe.heading()).toBeVisible();
  await expect(recipe.method()).toBeVisible();
  await expect(recipe.attribution).toBeVisible();
  await expect(recipe.printNutrition()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(recipe.article.locator('img:visible')).toHaveCount(1); // the attribution's logo only
  for (const format of ['Letter', 'A4'] as const) {
    const pdf = await page.pdf({ format });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
    expect(pages, format).toBeGreaterThan(0);
    expect(pages, format).toBeLessThanOrEqual(2);
  }
});

test('the header search finds recipes and cuts, and says so', async ({ page }) => {
  const recipe = new RecipePage(page);
  await recipe.goto('/');
  const box = page.getByRole('combobox', { name: 'Search recipes and cuts' });
  await expect(box).toHaveAttribute('placeholder', /recipes, cuts/i);
  await box.fill('flank');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await box.press('Escape');
  await expect(box).toHaveValue('flank');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?searchText=flank/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Recipes and cuts for “flank”/);
  await expect(
    page.getByRole('region', { name: /^cuts/i }).getByRole('heading', { name: 'Flank Steak' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /^recipes/i })
      .getByRole('heading', { level: 3 })
      .first(),
  ).toBeVisible();
});

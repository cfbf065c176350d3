import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ContentPage } from '@/e2e/pages/content-page';

// Every page type: real content, the attribution rules, no axe violations, and screenshots
// at phone and desktop widths (kept in the test output to look at).
const PAGES = [
  { type: 'home', path: '/', h1: 'Know your cut. Cook it right.' },
  {
    type: 'recipe',
    path: '/recipes/grilled-ribeye-steaks-with-classic-beef-rub',
    h1: 'Grilled Ribeye Steaks with Classic Beef Rub',
  },
  { type: 'recipe-es', path: '/recipes/carne-asada-nortena', h1: /Carne asada/i },
  { type: 'cut', path: '/cuts/flank-steak', h1: 'Flank Steak' },
  { type: 'cut-recipes', path: '/cuts/flank-steak/recipes', h1: 'Flank Steak recipes' },
  { type: 'recipe-collection', path: '/recipes/collections/weeknight-dinners', h1: /Weeknight/ },
  { type: 'cut-collection', path: '/cuts/collections/best-steaks-for-the-grill', h1: /Steaks/ },
  { type: 'recipe-search', path: '/recipes', h1: 'Beef recipes' },
  { type: 'cut-search', path: '/cuts', h1: 'Beef cuts' },
  { type: 'cut-guides', path: '/cuts/collections', h1: 'Beef cut guides' },
];

for (const p of PAGES) {
  test(`${p.type}: content, attribution, accessibility, screenshots`, async ({ page }, testInfo) => {
    const site = new ContentPage(page);
    const response = await site.goto(p.path);
    expect(response?.status()).toBe(200);
    await expect(site.heading()).toHaveText(p.h1);
    await site.expectAttribution();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0]?.target})`)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${p.type}-1280.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`${p.type}-390.png`), fullPage: true });
  });
}

test('unknown and unpublished records answer 404 with a helpful page', async ({ page }) => {
  for (const path of [
    '/recipes/no-such-recipe',
    '/cuts/no-such-cut',
    '/recipes/classic-beef-wellington',
    '/cuts/petite-sirloin-steak',
    '/recipes/collections/beef-for-breakfast',
    '/recipes/999999',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/couldn’t find/);
    await expect(page.getByRole('link', { name: /Browse beef cuts/ })).toBeVisible();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a 404 is the same helpful page, rendered on the server', async ({ page }) => {
    const cases = [
      { path: '/recipes/no-such-recipe', h1: 'We couldn’t find that recipe' },
      { path: '/cuts/no-such-cut', h1: 'We couldn’t find that beef cut' },
      { path: '/cuts/no-such-cut/recipes', h1: 'We couldn’t find that beef cut' },
      { path: '/recipes/collections/no-such-collection', h1: 'We couldn’t find that collection' },
      { path: '/cuts/collections/no-such-guide', h1: 'We couldn’t find that cut guide' },
      { path: '/recipes/collections/weeknight-dinners/page/99', h1: 'We couldn’t find that collection' },
      { path: '/recipes/collections/weeknight-dinners/page/two', h1: 'We couldn’t find that collection' },
    ];
    for (const { path, h1 } of cases) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1);
      await expect(page.getByRole('searchbox', { name: /Search/ }).last(), path).toBeVisible();
      await expect(page.locator('meta[name="robots"][content*="noindex"]').first(), path).toBeAttached();
    }
  });
});

test('collections are paged by path, every page cached; old ?page= links redirect', async ({ page, request }) => {
  const first = await page.goto('/recipes/collections/weeknight-dinners');
  expect(first?.status()).toBe(200);
  await expect(page.getByText(/^Showing 1-24 of \d+$/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Collection pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/recipes\/collections\/weeknight-dinners\/page\/2$/);
  await expect(page.getByText(/^Showing 25-\d+ of \d+$/)).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/weeknight-dinners\/page\/2$/);
  for (const path of ['/recipes/collections/weeknight-dinners', '/recipes/collections/weeknight-dinners/page/2']) {
    await request.get(path);
    const res = await request.get(path);
    expect(res.headers()['x-nextjs-cache'], `${path} is served from the cache`).toMatch(/HIT|STALE/);
  }
  const redirects = [
    ['/recipes/collections/weeknight-dinners?page=2', 308, '/recipes/collections/weeknight-dinners/page/2'],
    ['/recipes/collections/weeknight-dinners?page=1', 308, '/recipes/collections/weeknight-dinners'],
    [
      '/cuts/collections/best-steaks-for-the-grill?page=%3Cscript%3E',
      308,
      '/cuts/collections/best-steaks-for-the-grill',
    ],
    ['/recipes/collections/weeknight-dinners/page/1', 308, '/recipes/collections/weeknight-dinners'],
    // Only the paging parameter moves; the link's other parameters stay with it.
    [
      '/recipes/collections/weeknight-dinners?utm_source=news&page=2',
      308,
      '/recipes/collections/weeknight-dinners/page/2?utm_source=news',
    ],
  ] as const;
  for (const [from, status, to] of redirects) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(status);
    expect(
      new URL(res.headers().location!, 'http://x').pathname + new URL(res.headers().location!, 'http://x').search,
      from,
    ).toBe(to);
  }
});

test('integer id URLs redirect permanently to the slug URL', async ({ request }) => {
  const recipe = await request.get('/recipes/1004', { maxRedirects: 0 });
  expect(recipe.status()).toBe(308);
  expect(recipe.headers().location).toMatch(/\/recipes\/grilled-ribeye-steaks-with-classic-beef-rub$/);
  const cut = await request.get('/cuts/175', { maxRedirects: 0 });
  expect(cut.status()).toBe(308);
  expect(cut.headers().location).toMatch(/\/cuts\/flank-steak$/);
});

test('Spanish recipes render their content in Spanish', async ({ page }) => {
  await page.goto('/recipes/carne-asada-nortena');
  await expect(page.locator('article[lang="es"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ingredientes' })).toBeVisible();
});

test('the cut chart works with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const chart = page.getByRole('group', { name: /Beef cut chart/ });
  const brisket = chart.getByRole('link', { name: 'Brisket' });
  await brisket.focus();
  await expect(brisket).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cuts\/brisket$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beef Brisket');
});

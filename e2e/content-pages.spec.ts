import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CollectionPage } from '@/e2e/pages/collection-page';
import { ContentPage } from '@/e2e/pages/content-page';
import { CutPage } from '@/e2e/pages/cut-page';
import { CutRecipesPage } from '@/e2e/pages/cut-recipes-page';
import { HomePage } from '@/e2e/pages/home-page';
import { NotFoundPage } from '@/e2e/pages/not-found-page';
import { RecipePage } from '@/e2e/pages/recipe-page';

// Every page type: real content, the attribution rules, no axe violations, and screenshots
// at phone and desktop widths (kept in the test output to look at). Each page type opens with
// its page object; the search pages use the content-page base (search.spec.ts has their object).
type Opener = new (page: Page) => ContentPage;
const PAGES: { type: string; path: string; h1: string | RegExp; Object: Opener }[] = [
  { type: 'home', path: '/', h1: 'Know your cut. Cook it right.', Object: HomePage },
  {
    type: 'recipe',
    path: '/recipes/grilled-ribeye-steaks-with-classic-beef-rub',
    h1: 'Grilled Ribeye Steaks with Classic Beef Rub',
    Object: RecipePage,
  },
  { type: 'recipe-es', path: '/recipes/carne-asada-nortena', h1: /Carne asada/i, Object: RecipePage },
  { type: 'cut', path: '/cuts/flank-steak', h1: 'Flank Steak', Object: CutPage },
  { type: 'cut-recipes', path: '/cuts/flank-steak/recipes', h1: 'Flank Steak recipes', Object: CutRecipesPage },
  {
    type: 'recipe-collection',
    path: '/recipes/collections/weeknight-dinners',
    h1: /Weeknight/,
    Object: CollectionPage,
  },
  {
    type: 'cut-collection',
    path: '/cuts/collections/best-steaks-for-the-grill',
    h1: /Steaks/,
    Object: CollectionPage,
  },
  { type: 'recipe-search', path: '/recipes', h1: 'Beef recipes', Object: ContentPage },
  { type: 'cut-search', path: '/cuts', h1: 'Beef cuts', Object: ContentPage },
  { type: 'cut-guides', path: '/cuts/collections', h1: 'Beef cut guides', Object: ContentPage },
];

for (const p of PAGES) {
  test(`${p.type}: content, attribution, accessibility, screenshots`, async ({ page }, testInfo) => {
    const site = new p.Object(page);
    // Pages are set in the reader's system font (docs/ARCHITECTURE.md): no web font to wait for.
    const fonts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'font' && fonts.push(r.url())));
    const response = await site.goto(p.path);
    expect(response?.status()).toBe(200);
    await expect(site.heading()).toHaveText(p.h1);
    await site.expectAttribution();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0]?.target})`)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${p.type}-1280.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await site.horizontalOverflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`${p.type}-390.png`), fullPage: true });
    expect(fonts).toEqual([]);
  });
}

test('unknown and unpublished records answer 404 with a helpful page', async ({ page }) => {
  const missing = new NotFoundPage(page);
  for (const path of [
    '/recipes/no-such-recipe',
    '/cuts/no-such-cut',
    '/recipes/classic-beef-wellington',
    '/cuts/petite-sirloin-steak',
    '/recipes/collections/beef-for-breakfast',
    '/recipes/999999',
  ]) {
    const response = await missing.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(missing.heading()).toContainText(/couldn’t find/);
    await expect(missing.browseCuts()).toBeVisible();
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
    const missing = new NotFoundPage(page);
    for (const { path, h1 } of cases) {
      const response = await missing.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(missing.heading(), path).toHaveText(h1);
      await expect(missing.searchBox(), path).toBeVisible();
      await expect(missing.noindex(), path).toBeAttached();
    }
  });
});

test('collections are paged by path, every page cached; old ?page= links redirect', async ({ page, request }) => {
  const collection = new CollectionPage(page);
  const first = await collection.goto('/recipes/collections/weeknight-dinners');
  expect(first?.status()).toBe(200);
  await expect(collection.showing(/^Showing 1-24 of \d+$/)).toBeVisible();
  await collection.pageLink(2).click();
  await expect(page).toHaveURL(/\/recipes\/collections\/weeknight-dinners\/page\/2$/);
  await expect(collection.showing(/^Showing 25-\d+ of \d+$/)).toBeVisible();
  // After a client-side navigation the previous page's canonical link goes away once the new
  // page's metadata has streamed in: on a loaded machine that took longer than the default 5 s.
  await expect(collection.canonical).toHaveCount(1, { timeout: 15_000 });
  await expect(collection.canonical).toHaveAttribute('href', /\/weeknight-dinners\/page\/2$/);
  // What a crawler reads: the page's own HTML names page 2 as its canonical, once.
  const html = await (await request.get('/recipes/collections/weeknight-dinners/page/2')).text();
  expect(html.match(/<link rel="canonical" href="[^"]*\/weeknight-dinners\/page\/2"/g)).toHaveLength(1);
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
  const recipe = new RecipePage(page);
  await recipe.goto('/recipes/carne-asada-nortena');
  await expect(recipe.article).toBeVisible();
  expect(await recipe.documentLang()).toBe('es');
  await expect(recipe.sectionHeading('Ingredientes')).toBeVisible();
});

test('the cut chart works with the keyboard alone', async ({ page }) => {
  const home = new HomePage(page);
  await home.goto('/');
  const brisket = home.chartLink('Brisket');
  await brisket.focus();
  await expect(brisket).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cuts\/brisket$/);
  await expect(new CutPage(page).heading()).toHaveText('Beef Brisket');
});

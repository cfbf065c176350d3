import { expect, test } from '@playwright/test';
import { SearchPage } from '@/e2e/pages/search-page';

test('sitemap lists every online record and nothing offline; robots points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.filter((l) => /\/recipes\/[^/]+$/.test(l) && !l.includes('/collections')).length).toBeGreaterThanOrEqual(
    150,
  );
  expect(locs.some((l) => l.endsWith('/cuts/flank-steak'))).toBe(true);
  expect(locs.some((l) => l.endsWith('/recipes/classic-beef-wellington'))).toBe(false);
  expect(locs.some((l) => l.endsWith('/cuts/petite-sirloin-steak'))).toBe(false);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test('filtered search pages are noindex; the plain listing is canonical', async ({ page }) => {
  const search = new SearchPage(page);
  await search.goto('/recipes');
  await expect(search.canonical).toHaveAttribute('href', /\/recipes$/);
  expect(await search.robots.count()).toBe(0);
  await search.goto('/recipes?cookingMethods=grill');
  await expect(search.robots).toHaveAttribute('content', /noindex/);
});

test('recipe, cut and collection pages share a 1200×630 card of their own, cached for good', async ({
  page,
  request,
}) => {
  for (const path of [
    '/recipes/grilled-skirt-steak-with-chimichurri',
    '/cuts/flank-steak',
    '/recipes/collections/summer-grilling',
  ]) {
    await page.goto(path);
    const og = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    expect(og, path).toMatch(/\/media\/(recipes|cuts|collections)\/[a-z0-9-]+-share\.[0-9a-f]{10}\.jpg$/);
    await expect(page.locator('meta[property="og:image:width"]').first()).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]').first()).toHaveAttribute('content', '630');
    await expect(page.locator('meta[name="twitter:image"]').first()).toHaveAttribute('content', og!);
    const res = await request.get(new URL(og!).pathname);
    expect(res.status(), og!).toBe(200);
    expect(res.headers()['content-type']).toBe('image/jpeg');
    // The file name carries the picture's hash: a URL never changes its bytes.
    expect(res.headers()['cache-control']).toContain('immutable');
  }
});

test("the home page's featured collections show each collection's own picture", async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('region', { name: 'Featured collections' }).getByRole('article');
  expect(await cards.count()).toBeGreaterThan(3);
  for (const card of await cards.all()) {
    const slug = (await card.getByRole('link').getAttribute('href'))!.split('/').pop()!;
    const src = decodeURIComponent((await card.locator('img').getAttribute('src'))!);
    expect(src, slug).toContain(`/media/collections/${slug}-16x9.`);
  }
});

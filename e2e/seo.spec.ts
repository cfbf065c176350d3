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

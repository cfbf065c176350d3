// The production build under hostile URLs (issue 27), over HTTP: no 500 (each answer a 4xx
// with the security headers), no redirect off-site, pages that grow at most linearly with
// their URL, and caches that do not grow with junk: a few thousand distinct free-text queries,
// leading-zero ids and image URL spellings leave the files under .next/ as they were, within
// a small fixed bound. Figures before the fix: scripts/hostile-probe.ts and docs/ARCHITECTURE.md.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countFiles, hostileCases, rawRequest } from '@/scripts/hostile-probe';
import { MAX_ACTIVE_FILTERS } from '@/lib/search/clean';
import { TEST_ORIGIN } from '@/lib/service/test-request';

const port = Number(new URL(TEST_ORIGIN).port);
const NEXT_DIR = join(process.cwd(), '.next');
const files = () => countFiles(join(NEXT_DIR, 'cache')).files + countFiles(join(NEXT_DIR, 'server', 'app')).files;
const get = (path: string) => fetch(TEST_ORIGIN + path, { redirect: 'manual' });

/** Runs `task` over `items`, `width` at a time. */
async function pool<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

describe('hostile requests', () => {
  it('answers each former 500 with a 4xx and the security headers, and never redirects off-site', async () => {
    const listing = await (await get('/recipes')).text();
    const asset = /\/_next\/static\/[^"?]+\.js/.exec(listing)![0];
    const media = /\/media\/[a-z/0-9.-]+\.jpg/.exec(await (await get('/cuts')).text())![0];
    for (const c of hostileCases(asset, media)) {
      const r = await rawRequest(port, c.target, c.method);
      const label = `${c.method} ${c.target}`;
      const location = /\r\nlocation: ([^\r]*)/i.exec(r.head)?.[1];
      if (location !== undefined) expect(location, label).toMatch(/^\/[^/\\]/);
      // An absolute-form target is answered as its path; everything else is refused.
      else if (!c.target.startsWith('http:')) expect(r.status, label).toBeGreaterThanOrEqual(400);
      expect(r.status, label).toBeLessThan(500);
      expect(r.head, label).toMatch(/\r\nx-content-type-options: nosniff/i);
    }
  });

  it('drops unknown facet values with a permanent redirect, and keeps pages linear in their URL', async () => {
    const facets = ['cookingMethods', 'cuisines', 'mealCategories', 'specialDiets', 'collections', 'audiences'];
    const q = new URLSearchParams();
    for (const f of facets) for (let i = 0; i < 50; i++) q.append(f, `junk-${i}`);
    const junk = await get(`/recipes?${q}`);
    expect(junk.status).toBe(308);
    expect(junk.headers.get('location')).toBe('/recipes');

    // Every value the form offers, asked at once: capped, then the page is bounded.
    const plain = (await (await get('/recipes')).text()).length;
    const html = await (await get('/recipes')).text();
    const offered = [...html.matchAll(/name="(\w+)" value="([a-z0-9-]+)"/g)].map((m) => [m[1]!, m[2]!]);
    expect(offered.length).toBeGreaterThan(MAX_ACTIVE_FILTERS);
    const all = new URLSearchParams(offered);
    const capped = await get(`/recipes?${all}`);
    expect(capped.status).toBe(308);
    const cleanUrl = capped.headers.get('location')!;
    const page = await get(cleanUrl);
    expect(page.status).toBe(200);
    const size = (await page.text()).length;
    // At most MAX_ACTIVE_FILTERS chips, each linking to a URL no longer than the one asked for.
    expect(size).toBeLessThan(plain + 4 * MAX_ACTIVE_FILTERS * (cleanUrl.length + 400));
  });

  it('keeps no lasting cache entry per free-text query, id spelling or image spelling', async () => {
    await get('/search?searchText=warm'); // the routes' own first entries
    await get('/api/site/suggest?q=warm');
    const before = files();
    const started = Date.now();
    // Mostly suggestions (cheap to answer, each was 2 files); the search pages too (3 and 1).
    const queries = Array.from({ length: 1800 }, (_, i) => {
      const word = `zq${i.toString(36)}x`;
      return i % 6 === 0
        ? `/search?searchText=${word}`
        : i % 6 === 1
          ? `/recipes?searchText=${word}`
          : `/api/site/suggest?q=${word}`;
    });
    await pool(queries, 6, async (path) => {
      const r = await get(path);
      await r.arrayBuffer();
      expect(r.status, path).toBe(200);
    });
    for (const z of ['/recipes/0001001', '/recipes/01001', '/cuts/00001', '/recipes/collections/00008']) {
      const r = await get(z);
      expect(r.status, z).toBe(308);
      expect(r.headers.get('location'), z).toMatch(/^\/(recipes|cuts)\/(collections\/)?[1-9]/);
    }
    const media = /\/media\/[a-z/0-9.-]+\.jpg/.exec(await (await get('/cuts')).text())![0];
    for (const spelling of [`${media}#a1`, `${media}?`, `${media}%3F`, media.replace('/media/', '/m%65dia/')]) {
      const r = await get(`/_next/image?url=${encodeURIComponent(spelling)}&w=640&q=75`);
      expect(r.status, spelling).toBe(400);
    }
    await new Promise((r) => setTimeout(r, 500));
    // A few entries may come from the pages' own data (lookups); none per query.
    expect(files() - before).toBeLessThan(10);
    console.log(`${queries.length} distinct queries in ${Date.now() - started} ms: ${files() - before} new files`);
  }, 150_000);
});

import fc from 'fast-check';
import { expect, test } from '@playwright/test';

// Random page and search URLs against the production server: never a 5xx, always an HTML
// page with a heading and no internals (stack traces, module paths). Seeded, so a failure
// can be replayed; E2E_FUZZ_RUNS raises the count for a longer run.
const RUNS = Number(process.env.E2E_FUZZ_RUNS ?? 150);
const SEED = Number(process.env.E2E_FUZZ_SEED ?? 20261122);

const hostile = fc.constantFrom(
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f',
  '%2e%2e',
  '..',
  '%00',
  '%2F',
  '-1',
  '99999999999999999999',
  '<script>x</script>',
  '%F0%9F%90%84',
  '%E2%80%AE',
  'NaN',
  "'%20OR%201=1",
);
const text = fc.oneof(
  hostile,
  fc.string({ maxLength: 30 }).map((t) => encodeURIComponent(t.toWellFormed())),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map((t) => encodeURIComponent(t.toWellFormed())),
  fc.bigInt().map(String),
  fc.string({ minLength: 300, maxLength: 1500 }).map((t) => encodeURIComponent(t.toWellFormed())),
);
const searchParam = fc.constantFrom(
  'searchText',
  'cookingMethods',
  'cuisines',
  'primals',
  'beefCategories',
  'pageNumber',
  'itemsPerPage',
  'maxCookTimeMinutes',
  'isLean',
  'excludeAllergens',
  'collectionGroups',
  'unknown',
  'page',
);
const query = fc
  .array(fc.tuple(searchParam, text), { maxLength: 8 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
const url = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        '/recipes',
        '/cuts',
        '/cuts/collections',
        '/recipes/collections/weeknight-dinners',
        '/cuts/collections/best-steaks-for-the-grill',
      ),
      query,
    )
    .map(([p, q]) => `${p}?${q}`),
  fc
    .tuple(fc.constantFrom('/recipes/', '/cuts/', '/cuts/collections/', '/recipes/collections/', '/sitemaps/'), text)
    .map(([p, s]) => p + s),
  fc
    .tuple(fc.constantFrom('/cuts/', '/recipes/'), text, fc.constantFrom('/recipes', '/x', '/..%2F..'))
    .map(([p, s, t]) => p + s + t),
  text.map((s) => `/${s}`),
);

test('random page and search URLs never fail the server', async ({ request }) => {
  test.setTimeout(RUNS * 1000 + 30_000);
  const urls = fc.sample(url, { numRuns: RUNS, seed: SEED });
  const statuses: Record<number, number> = {};
  for (const path of urls) {
    const res = await request.get(path, { maxRedirects: 0, failOnStatusCode: false });
    const status = res.status();
    statuses[status] = (statuses[status] ?? 0) + 1;
    expect(status, path).toBeLessThan(500);
    if (status >= 300 && status < 400) continue;
    if (!(res.headers()['content-type'] ?? '').startsWith('text/html')) continue;
    const html = await res.text();
    // Every answer, 404s included, is a page in its HTML: readable without scripts.
    expect(/<h1[\s>]/.test(html), `${path}: a page with a heading`).toBe(true);
    expect(html, path).not.toMatch(/node_modules|at [\w.]+ \(|TypeError|ReferenceError/);
  }
  console.log(`page fuzz: ${urls.length} URLs tried, statuses`, statuses);
});

import { expect, test } from '@playwright/test';
import { RecipePage } from '@/e2e/pages/recipe-page';
import { SearchPage } from '@/e2e/pages/search-page';
import { E2E_AUTH_HEADERS } from '@/e2e/service-credentials';

// Security headers on every page type and on the API, and zero Content Security Policy
// violations in Chromium with the client islands working (serving scaler, search, cook mode).
// `next start` runs with NODE_ENV=production, so Strict-Transport-Security is expected.
const PAGES = [
  '/',
  '/about',
  '/api-docs',
  '/recipes/grilled-ribeye-steaks-with-classic-beef-rub',
  '/cuts/flank-steak',
  '/cuts/flank-steak/recipes',
  '/recipes/collections/weeknight-dinners',
  '/cuts/collections/best-steaks-for-the-grill',
  '/cuts/collections',
  '/recipes',
  '/recipes?cookingMethods=grill&pageNumber=2',
  '/cuts?primals=round',
  '/recipes/no-such-recipe',
  '/no-such-page',
];
const API = [
  '/api/v2/common/lookups',
  '/api/v2/recipe/search?searchText=steak',
  '/api/v1/recipes/search?qaw=beef',
  '/api/v1/recipes/search?qaw=beef&callback=cb',
  '/api/v2/openapi.json',
];

function expectCommon(headers: Record<string, string>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  expect(headers['permissions-policy']).toContain('interest-cohort=()');
  expect(headers['permissions-policy']).toContain('screen-wake-lock=(self)');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

test('every page type: the headers and a script policy without unsafe-inline', async ({ request }) => {
  for (const path of PAGES) {
    const res = await request.get(path);
    expect(res.status(), path).toBeLessThan(500);
    const headers = res.headers();
    expectCommon(headers);
    // A page has two policies (the base one and its own); a browser enforces each.
    const policies = res
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'content-security-policy')
      .map((h) => h.value);
    const scriptPolicies = policies.filter((p) => p.includes('script-src'));
    expect(scriptPolicies, path).toHaveLength(1);
    const scriptSrc = scriptPolicies[0]!.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc, path).toMatch(/^script-src 'self'( '(sha256|nonce)-[A-Za-z0-9+/=]+')+$/);
  }
});

test('the API keeps its content types and gets nosniff', async ({ request }) => {
  for (const path of API) {
    const res = await request.get(path, { headers: E2E_AUTH_HEADERS });
    expect(res.status(), path).toBe(200);
    expectCommon(res.headers());
    const type = res.headers()['content-type'];
    expect(type, path).toMatch(path.includes('callback=') ? /^text\/javascript/ : /^application\/json/);
  }
  const xml = await request.get('/api/v1/recipes/search?qaw=beef', {
    headers: { ...E2E_AUTH_HEADERS, 'Content-Type': 'text/xml' },
  });
  expect(xml.headers()['content-type']).toMatch(/^text\/xml/);
  expect(xml.headers()['x-content-type-options']).toBe('nosniff');
});

test('no policy violations in Chromium on any page type', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(m.text()))
      violations.push(`${page.url()}: ${m.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Refused to execute: CSP ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  for (const path of PAGES) {
    await page.goto(path, { waitUntil: 'load' });
    // Hydration has run when React has attached to the root (islands answer input after this).
    await page.waitForFunction(() => Object.keys(document.body).some((k) => k.startsWith('__react')), undefined, {
      timeout: 10_000,
    });
  }
  expect(violations).toEqual([]);
});

test('islands still run under the policy: scaler, cook mode, search', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  const recipe = new RecipePage(page);
  await recipe.goto('/recipes/grilled-ribeye-steaks-with-classic-beef-rub');
  await recipe.moreServings().click();
  await expect(recipe.servingsCount()).toHaveValue('5');
  await recipe.cookMode().click();
  await expect(recipe.cookModeDialog.root).toBeVisible();
  // The search island refines without a reload (a marker on the window survives).
  const search = new SearchPage(page);
  await search.goto('/recipes');
  await search.markDocument();
  await search.openFacet('Cooking method');
  await search.filters.getByRole('checkbox', { name: /^Braise/ }).check();
  await expect(page).toHaveURL(/cookingMethods=braise/);
  await search.expectSameDocument();
  expect(violations).toEqual([]);
});

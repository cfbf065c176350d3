// Issue 7's figure: median time from a facet click to updated results, in real Chromium
// against a running production server, measured inside the page (click → the result count
// in the live region changes). Bounded: a fixed number of clicks.
//   tsx bench/facet-click.ts --base http://127.0.0.1:3000 [--clicks 20] [--pattern toggle|fresh]
// "toggle" turns one facet on and off (after the first two clicks, queries the browser has
// seen); "fresh" checks and unchecks each cooking method in turn and records only the checks
// (each a query the browser has not seen).
import { chromium, type Page } from '@playwright/test';
import { SearchPage } from '@/e2e/pages/search-page';
import { quantile } from '@/bench/stats';

type Pattern = 'toggle' | 'fresh';

/** Clicks a box and resolves with the milliseconds until the result count changed, painted. */
async function timeClick(page: Page, search: SearchPage, name: string, value: string): Promise<number> {
  const box = search.filters.locator(`input[name="${name}"][value="${value}"]`);
  await box.scrollIntoViewIfNeeded();
  const handle = await box.elementHandle();
  const ms = await page.evaluate(
    (el) =>
      new Promise<number>((resolve, reject) => {
        const status = document.querySelector('[aria-label="Results"] [role="status"]')!;
        const before = status.textContent;
        const t0 = performance.now();
        const timer = setTimeout(() => reject(new Error('no update within 5 s')), 5000);
        new MutationObserver((_, obs) => {
          if (status.textContent !== before) {
            clearTimeout(timer);
            obs.disconnect();
            // The next frame is when the reader sees it.
            requestAnimationFrame(() => resolve(performance.now() - t0));
          }
        }).observe(status, { childList: true, characterData: true, subtree: true });
        (el as HTMLInputElement).click();
      }),
    handle,
  );
  await page.waitForLoadState('networkidle');
  return ms;
}

export async function measureFacetClicks(
  base: string,
  clicks = 20,
  pattern: Pattern = 'toggle',
): Promise<{ clicks: number; pattern: Pattern; p50: number; p95: number; max: number; samples: number[] }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/recipes`, { waitUntil: 'networkidle' });
    const search = new SearchPage(page);
    await search.openFacet('Cooking method');
    const samples: number[] = [];
    if (pattern === 'toggle') {
      // Toggling one facet on and off changes the result count on every click (all ↔ grilled).
      for (let i = 0; i < clicks; i++) samples.push(await timeClick(page, search, 'cookingMethods', 'grill'));
    } else {
      const values = await search.filters
        .locator('input[name="cookingMethods"]')
        .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
      for (let i = 0; samples.length < clicks && i < values.length * 10; i++) {
        const value = values[i % values.length]!;
        samples.push(await timeClick(page, search, 'cookingMethods', value));
        await timeClick(page, search, 'cookingMethods', value);
      }
    }
    return {
      clicks: samples.length,
      pattern,
      p50: quantile(samples, 0.5),
      p95: quantile(samples, 0.95),
      max: Math.max(...samples),
      samples,
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const pattern = arg('--pattern') === 'fresh' ? 'fresh' : 'toggle';
  const result = await measureFacetClicks(
    arg('--base') ?? 'http://127.0.0.1:3000',
    Number(arg('--clicks') ?? 20),
    pattern,
  );
  console.log(JSON.stringify({ ...result, samples: result.samples.map((s) => Math.round(s)) }));
}

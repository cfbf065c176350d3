// Image bytes per page type: what Chromium downloads for a page's pictures at a phone
// (390 px, 2x) and a desktop (1280 px, 1x) viewport, first the pictures of the first screen
// (before any scrolling), then all of them once the page has been scrolled to its end (lazy
// pictures load then). Each page gets a fresh browser context: nothing comes from a cache.
//   tsx bench/image-weight.ts --base http://127.0.0.1:3500
import { chromium, type Browser } from '@playwright/test';
import { BUNDLE_ROUTES } from '@/bench/bundle';

export const IMAGE_VIEWPORTS = [
  { name: 'phone', width: 390, height: 844, deviceScaleFactor: 2 },
  { name: 'desktop', width: 1280, height: 900, deviceScaleFactor: 1 },
] as const;

export type ImageWeight = {
  name: string;
  path: string;
  viewport: (typeof IMAGE_VIEWPORTS)[number]['name'];
  /** Pictures downloaded before scrolling, and their bytes (as sent: encoded body size). */
  firstScreen: { count: number; bytes: number };
  /** All pictures once the page has been scrolled to its end. */
  all: { count: number; bytes: number };
};

type Entry = { name: string; bytes: number };
const isPicture = (url: string) => /\/_next\/image\?|\/media\/|\.(jpe?g|png|webp|avif|gif)(\?|$)/.test(url);

async function pictures(page: import('@playwright/test').Page): Promise<Entry[]> {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => ({ name: e.name, bytes: (e as PerformanceResourceTiming).encodedBodySize })),
  );
  return entries.filter((e) => isPicture(e.name));
}
const sum = (xs: Entry[]) => ({ count: xs.length, bytes: xs.reduce((s, e) => s + e.bytes, 0) });

export async function measureImageWeight(
  base: string,
  pages: readonly { name: string; path: string }[] = BUNDLE_ROUTES,
  browser?: Browser,
): Promise<ImageWeight[]> {
  const own = !browser;
  const b =
    browser ??
    (await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    }));
  const out: ImageWeight[] = [];
  try {
    for (const p of pages)
      for (const v of IMAGE_VIEWPORTS) {
        const context = await b.newContext({
          viewport: { width: v.width, height: v.height },
          deviceScaleFactor: v.deviceScaleFactor,
        });
        try {
          const page = await context.newPage();
          await page.goto(base + p.path, { waitUntil: 'networkidle', timeout: 60_000 });
          const first = await pictures(page);
          // Scroll a screen at a time (bounded) so lazy pictures start loading, then wait for them.
          for (let i = 0; i < 40; i++) {
            const done = await page.evaluate((h) => {
              window.scrollBy(0, h);
              return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
            }, v.height);
            await page.waitForTimeout(150);
            if (done) break;
          }
          await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
          out.push({
            name: p.name,
            path: p.path,
            viewport: v.name,
            firstScreen: sum(first),
            all: sum(await pictures(page)),
          });
        } finally {
          await context.close();
        }
      }
  } finally {
    if (own) await b.close();
  }
  return out;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(0);

/** A markdown table of the figures. */
export function imageWeightTable(rows: ImageWeight[]): string {
  return [
    '| page | viewport | first screen: pictures, kB | whole page: pictures, kB |',
    '|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.viewport} | ${r.firstScreen.count}, ${kb(r.firstScreen.bytes)} | ${r.all.count}, ${kb(r.all.bytes)} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--base');
  const base = i >= 0 ? process.argv[i + 1] : undefined;
  if (!base) {
    console.error('usage: tsx bench/image-weight.ts --base http://127.0.0.1:3500');
    process.exit(2);
  }
  const rows = await measureImageWeight(base);
  console.log(imageWeightTable(rows));
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
}

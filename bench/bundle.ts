// First-load JavaScript of a route: the script files its server-rendered HTML loads, measured
// as the gzip bytes a browser downloads (each file compressed on its own, as the server sends
// it). Shared by the benchmark and by scripts/check-bundle-budget.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type RouteJs = { files: string[]; rawBytes: number; gzipBytes: number };

/** The distinct `/_next/static/...` script sources of an HTML document, in document order.
 *  `noModule` scripts (Next's legacy polyfills) are left out: browsers that run modules, all
 *  current ones, neither download nor run them. */
export function scriptSources(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>/g)) {
    const attrs = m[1]!;
    const srcMatch = /\ssrc="([^"]+)"/.exec(attrs);
    if (!srcMatch || /\snomodule\b/i.test(attrs)) continue;
    const src = srcMatch[1]!.replace(/&amp;/g, '&');
    const path = src.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0]!;
    if (path.startsWith('/_next/static/')) out.add(path);
  }
  return [...out];
}

/** Bytes of each script file under `.next/static` (served at /_next/static). */
export function measureScripts(nextDir: string, sources: string[]): RouteJs {
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const src of sources) {
    const body = readFileSync(join(nextDir, 'static', src.slice('/_next/static/'.length)));
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 6 }).length;
  }
  return { files: sources, rawBytes, gzipBytes };
}

/** The budget: content pages may load at most this much gzip JavaScript beyond the trivial
 *  baseline page (app/bench/static), which carries the framework, React and the root layout's
 *  islands (site search). Set from the goal of issue 9 (15 kB); see docs/PERFORMANCE.md. */
export const JS_BUDGET_BEYOND_BASELINE_BYTES = 15 * 1024;

export const BUNDLE_ROUTES: readonly { name: string; path: string }[] = [
  { name: 'recipe', path: '/recipes/grilled-ribeye-steaks-with-classic-beef-rub' },
  { name: 'cut', path: '/cuts/flank-steak' },
  { name: 'collection', path: '/recipes/collections/summer-grilling' },
  { name: 'home', path: '/' },
  { name: 'search (filtered)', path: '/recipes?cookingMethods=grill&cuisines=american' },
];
export const BASELINE_ROUTE = { name: 'baseline (trivial static page)', path: '/bench/static' } as const;

export type BudgetLine = {
  name: string;
  path: string;
  gzipBytes: number;
  beyondBaselineBytes: number;
  withinBudget: boolean;
};

/** Compares each route with the baseline: a route over the budget fails the check. */
export function checkBudget(
  baseline: RouteJs,
  routes: { name: string; path: string; js: RouteJs }[],
  budgetBytes = JS_BUDGET_BEYOND_BASELINE_BYTES,
): BudgetLine[] {
  return routes.map((r) => {
    const beyond = r.js.gzipBytes - baseline.gzipBytes;
    return {
      name: r.name,
      path: r.path,
      gzipBytes: r.js.gzipBytes,
      beyondBaselineBytes: beyond,
      withinBudget: beyond <= budgetBytes,
    };
  });
}

/** Fetches each route's HTML from a running server and measures the JS it loads. */
export async function measureRoutes<R extends { name: string; path: string }>(
  origin: string,
  nextDir: string,
  routes: readonly R[],
): Promise<(R & { js: RouteJs })[]> {
  const out: (R & { js: RouteJs })[] = [];
  for (const r of routes) {
    const res = await fetch(origin + r.path, { signal: AbortSignal.timeout(30_000) });
    if (!res.ok) throw new Error(`${r.path} answered ${res.status}`);
    out.push({ ...r, js: measureScripts(nextDir, scriptSources(await res.text())) });
  }
  return out;
}

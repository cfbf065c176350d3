// Fails when a content page loads more first-load JavaScript than its budget: at most 15 kB
// gzip beyond the trivial baseline page /bench/static (which already carries the framework,
// React and the root layout's islands). Run after `next build`:
//
//   tsx scripts/check-bundle-budget.ts            (starts `next start` on 127.0.0.1:3339, or $BUNDLE_CHECK_PORT)
//
// It measures what a browser loads: the <script src> files of each route's served HTML, each
// gzip-compressed (bench/bundle.ts, shared with `npm run bench`). docs/PERFORMANCE.md has the
// measured sizes and why the budget is what it is.
import { join } from 'node:path';
import {
  BASELINE_ROUTE,
  BUNDLE_ROUTES,
  checkBudget,
  JS_BUDGET_BEYOND_BASELINE_BYTES,
  measureRoutes,
} from '@/bench/bundle';
import { startNext } from '@/bench/next-server';

const root = process.cwd();
const port = Number(process.env.BUNDLE_CHECK_PORT ?? 3339);
const server = await startNext(root, port, {}, join(root, 'test-results', 'bundle-check-server.log'));
let failed = false;
try {
  const [baseline] = await measureRoutes(server.origin, join(root, '.next'), [BASELINE_ROUTE]);
  const routes = await measureRoutes(server.origin, join(root, '.next'), BUNDLE_ROUTES);
  const kb = (b: number) => (b / 1024).toFixed(1);
  console.log(
    `baseline ${BASELINE_ROUTE.path}: ${kb(baseline!.js.gzipBytes)} kB gzip; goal ${kb(JS_BUDGET_BEYOND_BASELINE_BYTES)} kB beyond it`,
  );
  for (const line of checkBudget(baseline!.js, routes)) {
    console.log(
      `${line.withinBudget ? 'ok  ' : 'OVER'} ${line.path}: ${kb(line.gzipBytes)} kB gzip, ${kb(line.beyondBaselineBytes)} kB beyond the baseline (budget ${kb(JS_BUDGET_BEYOND_BASELINE_BYTES)} kB)`,
    );
    if (!line.withinBudget) failed = true;
  }
} finally {
  await server.stop();
}
if (failed) {
  console.error('First-load JavaScript over budget (see docs/PERFORMANCE.md).');
  process.exit(1);
}

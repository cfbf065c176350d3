import { describe, expect, it } from 'vitest';
import type { LighthouseRun } from '@/bench/lighthouse';
import type { LoadResult } from '@/bench/http-load';
import {
  CACHED_PREFIX,
  COLD_BASELINE,
  FRAMEWORK_ALONE,
  goals,
  markdown,
  observedPaints,
  type BenchResults,
  type Throughput,
} from '@/bench/report';

const sample = (path: string, ttfbMs: number) => ({
  path,
  status: 200,
  ttfbMs,
  totalMs: ttfbMs,
  upstreamCalls: 1,
  sequentialRounds: 1,
  calls: ['/api/v2/recipe/x'],
});
const cold = (name: string, ttfbMs: number) => ({
  name,
  firstHit: sample('/a', ttfbMs * 3),
  others: [sample('/b', ttfbMs)],
  ttfbMs,
  upstreamCalls: 1,
  sequentialRounds: 1,
});
const lh = (page: string, performance: number, runs?: number[]): LighthouseRun => ({
  page,
  url: `http://x/${page}`,
  formFactor: 'mobile',
  scores: { performance, accessibility: 100, bestPractices: 100, seo: 100 },
  lcpMs: 2000,
  tbtMs: 300,
  cls: 0,
  ...(runs ? { performanceRuns: runs } : {}),
});

const results: BenchResults = {
  date: '2026-11-22T00:00:00.000Z',
  machine: { cpus: 2, node: 'v20', loadAverage: [1, 1, 1] },
  options: { connections: 10, durationS: 5, warmupS: 3 },
  throughput: null,
  cold: { upstreamDelayMs: 50, upstreamRoundTripMs: 58, pages: [cold(COLD_BASELINE, 108), cold('cut', 150)] },
  search: { real: null, synthetic: { notMeasured: 'not run' } },
  lighthouse: [
    lh('baseline: static', 85, [80, 85, 90]),
    lh(FRAMEWORK_ALONE, 93, [87, 93, 94]),
    lh('recipe', 81, [76, 81, 84]),
  ],
  bundle: null,
  notes: [],
};

const load = (rps: number): LoadResult => ({
  url: 'http://x/',
  requestsPerSecond: rps,
  latencyMs: { p50: 1, p90: 1, p99: 1, max: 1 },
  requests: rps * 5,
  non2xx: 0,
  errors: 0,
  bytesPerRequest: 1000,
});
const target = (name: string, kind: Throughput['kind'], rps: number): Throughput => ({
  name,
  path: '/',
  kind,
  result: load(rps),
});

describe('goals', () => {
  it('judges content pages only, each read against the baselines of the same run', () => {
    const g = goals(results);
    expect(g.map((x) => x.goal)).toEqual([
      'cold cut: TTFB ≤ one upstream round trip + 30 ms (88 ms)',
      'Lighthouse mobile recipe: 100 in all four categories',
      'Lighthouse mobile recipe: performance ≥ the framework alone (median of 3), LCP ≤ 2.5 s, TBT ≤ 200 ms',
      'search at 100k, load time, RSS',
    ]);
    expect(g[0]!.measured).toContain('a trivial page reading one record: 108 ms');
    expect(g[0]!.met).toBe(false);
    expect(g[1]!.measured).toBe(
      "81/100/100/100; performance of each run 76, 81, 84 (performance of the baselines: framework alone 93, the site's trivial page 85)",
    );
    // Below the framework's floor, and TBT over 200 ms.
    expect(g[2]).toEqual({
      goal: g[2]!.goal,
      measured: '81 vs 93; LCP 2000 ms, TBT 300 ms',
      met: false,
    });
  });
  it('judges the recipe and cut HTML by size and RSC share, and tables every page', () => {
    const pageWeight = [
      { name: 'recipe', path: '/r', htmlBytes: 58 * 1024, rscBytes: 19 * 1024 },
      { name: 'cut', path: '/c', htmlBytes: 100 * 1024, rscBytes: 30 * 1024 },
      { name: 'home', path: '/', htmlBytes: 80 * 1024, rscBytes: 40 * 1024 },
    ];
    const g = goals({ ...results, lighthouse: null, cold: null, pageWeight });
    expect(g.filter((x) => x.goal.includes('HTML'))).toEqual([
      {
        goal: 'recipe HTML ≤ 60 kB uncompressed, RSC payload ≤ a third of it',
        measured: '58 kB, RSC 19 kB (33 %)',
        met: true,
      },
      {
        goal: 'cut HTML ≤ 60 kB uncompressed, RSC payload ≤ a third of it',
        measured: '100 kB, RSC 30 kB (30 %)',
        met: false,
      },
    ]);
    expect(markdown({ ...results, pageWeight }, 'x.json')).toContain('| home | `/` | 80 | 40 | 50 % |');
  });
  it('reports the cold cost beyond the one-record baseline', () => {
    const md = markdown(results, 'bench/results/x.json');
    expect(md).toContain('| cut | 150 | 42 |');
    expect(md).toContain(`| ${COLD_BASELINE} | 108 | — |`);
  });
  it('reads warm pages against the trivial page, and through a shared cache against the trivial page through it', () => {
    const throughput = [
      target('baseline: static', 'baseline', 300),
      target('baseline: dynamic', 'baseline', 60),
      target('recipe', 'content', 210),
      target('search (filtered)', 'content', 36),
      target('nginx: recipe HTML', 'nginx', 2100),
      target(`${CACHED_PREFIX}baseline: static`, 'proxied', 2000),
      target(`${CACHED_PREFIX}recipe`, 'proxied', 1900),
    ];
    const r = { ...results, throughput, cold: null, lighthouse: null };
    const [recipe, search] = goals(r);
    expect(recipe).toEqual({
      goal: 'recipe: ≥ 0.9× trivial prerendered throughput',
      measured: '0.7×; behind a shared cache 6.33× (and 0.95× the trivial page through the same cache)',
      met: false,
    });
    expect(search).toEqual({
      goal: 'search (filtered): ≥ 0.5× trivial dynamic throughput',
      measured: '0.6×',
      met: true,
    });
    expect(markdown(r, 'x.json')).toContain(
      "each page against the trivial page through the same cache: recipe 0.95×; the recipe page through it is 9.05× the Next server's.",
    );
  });
  it('judges relevance on the fixed query set and lists each query', () => {
    const relevance = {
      queries: 2,
      depth: 10,
      precision: 0.95,
      recall: 1,
      topInPlace: 1,
      perQuery: [
        { text: 'pho', results: ['restaurant-beef-pho'], totalCount: 1, topInPlace: true, precision: 1, recall: 1 },
        { text: 'lima', results: [], totalCount: 0, topInPlace: false, precision: 0.9, recall: 1 },
      ],
    };
    const r = { ...results, cold: null, lighthouse: null, relevance };
    expect(goals(r)[0]).toEqual({
      goal: 'search relevance: the expected recipes first on each of the 2 queries of the fixed set',
      measured: '1 of 2; precision at 10 0.95, recall at 10 1',
      met: false,
    });
    const md = markdown(r, 'x.json');
    expect(md).toContain('| `pho` | 1 | yes | 1 | 1 | restaurant-beef-pho |');
    expect(md).toContain('| `lima` | 0 | **no** | 0.9 | 1 | — |');
  });

  it("shows each run's observed first paint and marks Chromium's late frames", () => {
    const recipe = { ...lh('recipe', 91, [76, 91, 95]), observedPaintRuns: [1223.4, 212.6, null] };
    expect(observedPaints(recipe)).toBe('1223 (late), 213, —');
    expect(observedPaints({ ...lh('cut', 96), observedPaintMs: 240 })).toBe('240');
    // Results saved before the field existed.
    expect(observedPaints(lh('home', 94))).toBe('—');
    const md = markdown({ ...results, lighthouse: [recipe] }, 'x.json');
    expect(md).toContain('| recipe | mobile | 91 | 76, 91, 95 | 1223 (late), 213, — | 100 |');
    expect(md).toContain("Chromium's late first frame");
  });
});

// Turns one benchmark run into goal verdicts and the generated part of docs/PERFORMANCE.md.
// The generated part sits between two markers; the prose around it (what the numbers mean,
// why a goal is missed and what would reach it) is written by hand and kept across runs.
import type { BudgetLine } from '@/bench/bundle';
import type { ColdResult } from '@/bench/cold-render';
import type { LoadResult } from '@/bench/http-load';
import { imageWeightTable, type ImageWeight } from '@/bench/image-weight';
import type { Installability } from '@/bench/installability';
import type { LighthouseRun } from '@/bench/lighthouse';
import type { PageWeight } from '@/bench/page-weight';
import type { SearchResult } from '@/bench/search-latency';
import type { RelevanceResult } from '@/lib/service/index/relevance';
import { ratio, round } from '@/bench/stats';

export type Throughput = {
  name: string;
  path: string;
  kind: 'baseline' | 'content' | 'nginx' | 'proxied';
  result: LoadResult;
};

/** Targets measured through a caching proxy in front of the server are named with this prefix. */
export const CACHED_PREFIX = 'behind a shared cache: ';

export type BenchResults = {
  date: string;
  machine: { cpus: number; node: string; loadAverage: number[] };
  options: { connections: number; durationS: number; warmupS: number };
  throughput: Throughput[] | null;
  cold: ColdResult | null;
  search: { real: SearchResult | null; synthetic: SearchResult | { notMeasured: string } };
  /** The recipe search on the fixed query set (null: not measured; older runs lack it). */
  relevance?: RelevanceResult | null;
  lighthouse: LighthouseRun[] | null;
  /** Chromium's installability verdict (bench/installability.ts); absent before issue 29. */
  installability?: Installability | null;
  bundle: { baselineGzipBytes: number; budgetBytes: number; routes: BudgetLine[] } | null;
  /** Absent in results written before issue 21. */
  images?: ImageWeight[] | null;
  /** HTML bytes and RSC payload share per page (absent before issue 28). */
  pageWeight?: PageWeight[] | null;
  notes: string[];
};

type Goal = { goal: string; measured: string; met: boolean | null };

/** The cold-render baseline: a trivial page reading one record (app/bench/one-record). */
export const COLD_BASELINE = 'baseline: one record';
/** The Lighthouse baseline of the framework itself (bench/bare-next.ts). */
export const FRAMEWORK_ALONE = 'framework alone (bare Next.js app)';
const isBaseline = (name: string) => name.startsWith('baseline') || name === FRAMEWORK_ALONE;
/** Lighthouse rows of another build measured in the same rounds (`--before <dir>`): shown, not goals. */
export const BEFORE_PREFIX = 'before: ';

const find = (t: Throughput[], name: string) => t.find((x) => x.name === name)?.result.requestsPerSecond ?? Number.NaN;

/** Above this, an observed first paint is Chromium's late frame, not the page's work. */
const LATE_FRAME_MS = 1000;

/** Each run's observed first paint, the late ones marked. */
export function observedPaints(l: LighthouseRun): string {
  const all = l.observedPaintRuns ?? (l.observedPaintMs === undefined ? [] : [l.observedPaintMs]);
  if (!all.length) return '—';
  return all.map((ms) => (ms === null ? '—' : `${Math.round(ms)}${ms > LATE_FRAME_MS ? ' (late)' : ''}`)).join(', ');
}

export function goals(r: BenchResults): Goal[] {
  const out: Goal[] = [];
  if (r.throughput) {
    const base = find(r.throughput, 'baseline: static');
    const dyn = find(r.throughput, 'baseline: dynamic');
    const cachedBase = find(r.throughput, `${CACHED_PREFIX}baseline: static`);
    for (const t of r.throughput.filter((x) => x.kind === 'content')) {
      const isSearch = t.name.startsWith('search');
      const x = ratio(t.result.requestsPerSecond, isSearch ? dyn : base);
      const cachedRps = find(r.throughput, `${CACHED_PREFIX}${t.name}`);
      out.push({
        goal: isSearch
          ? `${t.name}: ≥ 0.5× trivial dynamic throughput`
          : `${t.name}: ≥ 0.9× trivial prerendered throughput`,
        measured: `${x}×${
          Number.isNaN(cachedRps)
            ? ''
            : `; behind a shared cache ${ratio(cachedRps, base)}× (and ${ratio(cachedRps, cachedBase)}× the trivial page through the same cache)`
        }`,
        met: x >= (isSearch ? 0.5 : 0.9),
      });
    }
  }
  if (r.cold) {
    const limit = r.cold.upstreamRoundTripMs + 30;
    const floor = r.cold.pages.find((p) => p.name === COLD_BASELINE);
    const floorNote = floor ? `; a trivial page reading one record: ${floor.ttfbMs} ms` : '';
    for (const p of r.cold.pages.filter((x) => !isBaseline(x.name))) {
      out.push({
        goal: `cold ${p.name}: TTFB ≤ one upstream round trip + 30 ms (${round(limit)} ms)`,
        measured: `${p.ttfbMs} ms, ${p.upstreamCalls} calls in ${p.sequentialRounds} sequential round(s)${floorNote}`,
        met: p.ttfbMs <= limit,
      });
    }
    const recipe = r.cold.pages.find((p) => p.name === 'recipe');
    if (recipe)
      out.push({
        goal: '≤ 2 upstream calls per recipe page',
        measured: `${recipe.upstreamCalls}`,
        met: recipe.upstreamCalls <= 2,
      });
  }
  if (r.lighthouse) {
    const mobile = r.lighthouse.filter((x) => x.formFactor === 'mobile');
    const perf = (name: string) => mobile.find((x) => x.page === name)?.scores?.performance;
    const floors = [
      perf(FRAMEWORK_ALONE) === undefined ? '' : `framework alone ${perf(FRAMEWORK_ALONE)}`,
      perf('baseline: static') === undefined ? '' : `the site's trivial page ${perf('baseline: static')}`,
    ].filter(Boolean);
    for (const l of mobile.filter((x) => !isBaseline(x.page) && !x.page.startsWith(BEFORE_PREFIX))) {
      const s = l.scores;
      const runs = l.performanceRuns ? `; performance of each run ${l.performanceRuns.join(', ')}` : '';
      out.push({
        goal: `Lighthouse mobile ${l.page}: 100 in all four categories`,
        measured: s
          ? `${s.performance}/${s.accessibility}/${s.bestPractices}/${s.seo}${runs}${floors.length ? ` (performance of the baselines: ${floors.join(', ')})` : ''}`
          : `not measured (${l.error ?? 'no report'})`,
        met: s ? s.performance === 100 && s.accessibility === 100 && s.bestPractices === 100 && s.seo === 100 : null,
      });
      const floor = perf(FRAMEWORK_ALONE);
      out.push({
        goal: `Lighthouse mobile ${l.page}: performance ≥ the framework alone (median of ${l.performanceRuns?.length ?? 1}), LCP ≤ 2.5 s, TBT ≤ 200 ms`,
        measured: s
          ? `${s.performance} vs ${floor ?? 'not measured'}; LCP ${l.lcpMs === null ? '—' : Math.round(l.lcpMs)} ms, TBT ${l.tbtMs === null ? '—' : Math.round(l.tbtMs)} ms`
          : `not measured (${l.error ?? 'no report'})`,
        met:
          s && floor !== undefined && l.lcpMs !== null && l.tbtMs !== null
            ? s.performance >= floor && l.lcpMs <= 2500 && l.tbtMs <= 200
            : null,
      });
    }
  }
  if (r.installability) {
    const i = r.installability;
    out.push({
      goal: 'Installable (manifest, icons, service worker)',
      measured: i.installable
        ? `installable; service worker ${i.serviceWorker ? 'controls the page' : 'not in control'}`
        : [...i.errors, ...i.manifestErrors].join('; '),
      met: i.installable && i.serviceWorker,
    });
  }
  for (const w of (r.pageWeight ?? []).filter((x) => x.name === 'recipe' || x.name === 'cut'))
    out.push({
      goal: `${w.name} HTML ≤ 60 kB uncompressed, RSC payload ≤ a third of it`,
      measured: `${kb(w.htmlBytes)} kB, RSC ${kb(w.rscBytes)} kB (${Math.round((100 * w.rscBytes) / w.htmlBytes)} %)`,
      met: w.htmlBytes <= 60 * 1024 && w.rscBytes * 3 <= w.htmlBytes,
    });
  if (r.bundle) {
    for (const b of r.bundle.routes)
      out.push({
        goal: `${b.name}: ≤ 15 kB gzip JS beyond the baseline`,
        measured: `${kb(b.beyondBaselineBytes)} kB`,
        met: b.withinBudget,
      });
  }
  const real = r.search.real;
  if (real)
    out.push({
      goal: 'search p95 ≤ 5 ms, real catalog',
      measured: real.overall ? `${real.overall.p95} ms` : `not measured (${real.incomplete})`,
      met: real.overall ? real.overall.p95 <= 5 : null,
    });
  if (r.relevance) {
    const rel = r.relevance;
    out.push({
      goal: `search relevance: the expected recipes first on each of the ${rel.queries} queries of the fixed set`,
      measured: `${rel.topInPlace} of ${rel.queries}; precision at ${rel.depth} ${rel.precision}, recall at ${rel.depth} ${rel.recall}`,
      met: rel.topInPlace === rel.queries,
    });
  }
  const syn = r.search.synthetic;
  if ('recipes' in syn) {
    out.push({
      goal: `search p95 ≤ 20 ms at 100k (${syn.recipes} recipes)`,
      measured: syn.overall ? `${syn.overall.p95} ms` : `not measured (${syn.incomplete})`,
      met: syn.overall ? syn.overall.p95 <= 20 : null,
    });
    out.push({
      goal: 'catalog load ≤ 3 s at 100k',
      measured: `${round(syn.loadMs.total / 1000)} s wall, ${round(syn.loadMs.cpu / 1000)} s CPU`,
      met: syn.loadMs.total <= 3000,
    });
    out.push({ goal: 'RSS ≤ 600 MB at 100k', measured: `${syn.rssMb.afterLoad} MB`, met: syn.rssMb.afterLoad <= 600 });
  } else {
    out.push({ goal: 'search at 100k, load time, RSS', measured: `not measured: ${syn.notMeasured}`, met: null });
  }
  return out;
}

const kb = (bytes: number) => round(bytes / 1024);
const verdict = (m: boolean | null) => (m === null ? '—' : m ? 'met' : '**missed**');
const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const table = (head: string[], rows: (string | number)[][]) =>
  [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

const BEGIN = '<!-- bench:begin (generated by npm run bench; edit outside these markers) -->';
const END = '<!-- bench:end -->';

export function markdown(r: BenchResults, resultsFile: string): string {
  const parts: string[] = [
    BEGIN,
    '',
    `Run of ${r.date} on ${r.machine.cpus} cores, Node ${r.machine.node}, load average at start ${r.machine.loadAverage.map((x) => round(x)).join(' / ')}. Raw results: \`${resultsFile}\`.`,
    '',
  ];
  parts.push(
    '### Goals',
    '',
    table(
      ['goal', 'measured', 'verdict'],
      goals(r).map((g) => [g.goal, g.measured, verdict(g.met)]),
    ),
    '',
  );
  if (r.throughput) {
    const base = find(r.throughput, 'baseline: static');
    const dyn = find(r.throughput, 'baseline: dynamic');
    const recipe = find(r.throughput, 'recipe');
    const sized = find(r.throughput, 'baseline: static, recipe-sized');
    const baseCpu = r.throughput.find((t) => t.name === 'baseline: static')?.result.serverCpuMsPerRequest;
    const rounds = r.throughput.find((t) => t.result.rounds)?.result.rounds?.length ?? 1;
    parts.push(
      `### Warm throughput (autocannon -c ${r.options.connections}, ${rounds} interleaved round(s) of ${r.options.durationS} s per target after a ${r.options.warmupS} s warm-up, median round; no compression)`,
      '',
      table(
        [
          'target',
          'path',
          'req/s',
          'rounds',
          '× static baseline',
          '× recipe-sized static',
          '× dynamic baseline',
          'server CPU ms/req',
          'static CPU ÷ this CPU',
          'p50 ms',
          'p99 ms',
          'bytes',
          'non-2xx',
        ],
        r.throughput.map((t) => [
          t.name,
          `\`${t.path}\``,
          round(t.result.requestsPerSecond),
          (t.result.rounds ?? [t.result.requestsPerSecond]).map((x) => round(x)).join(' / '),
          ratio(t.result.requestsPerSecond, base),
          ratio(t.result.requestsPerSecond, sized),
          ratio(t.result.requestsPerSecond, dyn),
          t.result.serverCpuMsPerRequest ?? '—',
          t.result.serverCpuMsPerRequest && baseCpu ? ratio(baseCpu, t.result.serverCpuMsPerRequest) : '—',
          t.result.latencyMs.p50,
          t.result.latencyMs.p99,
          t.result.bytesPerRequest,
          t.result.non2xx + t.result.errors,
        ]),
      ),
      '',
      `nginx serving the recipe page's HTML as a file: ${ratio(find(r.throughput, 'nginx: recipe HTML'), recipe)}× the Next server's recipe page.`,
      '',
      ...(r.throughput.some((t) => t.kind === 'proxied')
        ? [
            `Behind a shared cache (nginx \`proxy_cache\`, one worker, keeping what each page's \`Cache-Control\` allows), each page against the trivial page through the same cache: ${r.throughput
              .filter((t) => t.kind === 'proxied' && !t.name.endsWith('baseline: static'))
              .map(
                (t) =>
                  `${t.name.slice(CACHED_PREFIX.length)} ${ratio(t.result.requestsPerSecond, find(r.throughput!, `${CACHED_PREFIX}baseline: static`))}×`,
              )
              .join(
                ', ',
              )}; the recipe page through it is ${ratio(find(r.throughput, `${CACHED_PREFIX}recipe`), recipe)}× the Next server's.`,
            '',
          ]
        : []),
    );
  }
  if (r.cold) {
    const coldFloor = r.cold.pages.find((p) => p.name === COLD_BASELINE)?.ttfbMs;
    parts.push(
      `### Cold renders against a remote upstream (${r.cold.upstreamDelayMs} ms added; one round trip measured ${r.cold.upstreamRoundTripMs} ms)`,
      '',
      table(
        [
          'page type',
          'cold TTFB ms (median)',
          `beyond the one-record baseline ms`,
          'upstream calls',
          'sequential rounds',
          'first hit of the route ms',
          'calls (first sample after the first hit)',
        ],
        r.cold.pages.map((p) => [
          p.name,
          p.ttfbMs,
          coldFloor === undefined || p.name === COLD_BASELINE ? '—' : round(p.ttfbMs - coldFloor),
          p.upstreamCalls,
          p.sequentialRounds,
          p.firstHit.ttfbMs,
          (p.others[0] ?? p.firstHit).calls.map((c) => `\`${c}\``).join('<br>'),
        ]),
      ),
      '',
    );
  }
  const searchRows = (label: string, s: SearchResult) => [
    [
      label,
      s.recipes,
      `${round(s.loadMs.total / 1000)} (CPU ${round(s.loadMs.cpu / 1000)})`,
      s.rssMb.afterLoad,
      ...(s.overall
        ? [s.overall.p50, s.overall.p95, s.overall.p99, s.overall.samples]
        : ['—', '—', '—', s.incomplete ?? '']),
    ],
  ];
  const syn = r.search.synthetic;
  parts.push(
    '### Search in-process (lib/service/search.ts)',
    '',
    table(
      ['catalog', 'recipes', 'load s (wall, CPU)', 'RSS MB after load', 'p50 ms', 'p95 ms', 'p99 ms', 'samples'],
      [
        ...(r.search.real ? searchRows('real', r.search.real) : []),
        ...('recipes' in syn
          ? searchRows('synthetic', syn)
          : [['synthetic', 'not measured', syn.notMeasured, '', '', '', '', '']]),
      ],
    ),
    '',
  );
  const perQuery = [r.search.real, 'recipes' in syn ? syn : null].filter(
    (x): x is SearchResult => !!x && x.queries.length > 0,
  );
  if (perQuery.length) {
    parts.push(
      'Per query (p50 / p95 ms):',
      '',
      table(
        ['query', ...perQuery.map((s) => `${s.recipes} recipes`)],
        perQuery[0]!.queries.map((q, i) => [
          q.name,
          ...perQuery.map((s) => `${s.queries[i]?.p50 ?? ''} / ${s.queries[i]?.p95 ?? ''}`),
        ]),
      ),
      '',
    );
  }
  if (r.relevance) {
    const rel = r.relevance;
    parts.push(
      `### Search relevance (lib/service/index/relevance.ts: ${rel.queries} queries, expected top recipes judged by hand)`,
      '',
      `Precision at ${rel.depth} ${rel.precision}, recall at ${rel.depth} ${rel.recall} (means over the queries); expected recipes first on ${rel.topInPlace} of ${rel.queries}.`,
      '',
      table(
        ['query', 'results', 'expected first', `precision at ${rel.depth}`, `recall at ${rel.depth}`, 'first results'],
        rel.perQuery.map((q) => [
          `\`${q.text}\``,
          q.totalCount,
          q.topInPlace ? 'yes' : '**no**',
          round(q.precision),
          round(q.recall),
          q.results.slice(0, 3).join(', ') || '—',
        ]),
      ),
      '',
    );
  }
  if (r.lighthouse) {
    parts.push(
      `### Lighthouse 13.5.0 (Chromium headless; the run with the median performance of ${r.lighthouse.find((l) => l.performanceRuns)?.performanceRuns?.length ?? 1} on mobile)`,
      '',
      table(
        [
          'page',
          'form factor',
          'performance',
          'performance of each run',
          'first paint observed in each run, ms',
          'accessibility',
          'best practices',
          'SEO',
          'LCP ms',
          'TBT ms',
          'CLS',
        ],
        r.lighthouse.map((l) => [
          l.page,
          l.formFactor,
          l.scores?.performance ?? '—',
          l.performanceRuns?.join(', ') ?? '—',
          observedPaints(l),
          l.scores?.accessibility ?? '—',
          l.scores?.bestPractices ?? '—',
          l.scores?.seo ?? '—',
          l.lcpMs === null ? '—' : Math.round(l.lcpMs),
          l.tbtMs === null ? '—' : Math.round(l.tbtMs),
          l.cls === null ? '—' : round(l.cls),
        ]),
      ),
      '',
      `A first paint observed after ${LATE_FRAME_MS} ms (marked "late") is Chromium's late first frame ("The late frame is not the page's work", above): the page was painted early and shown late, and that run's score drops with it.`,
      '',
    );
  }
  if (r.installability) {
    const i = r.installability;
    parts.push(
      '### Installability (Chromium, DevTools protocol: Lighthouse 12 removed its PWA category)',
      '',
      table(
        ['page', 'installable', 'installability errors', 'manifest errors', 'service worker controls the page'],
        [
          [
            i.url.replace(/^https?:\/\/[^/]+/, ''),
            i.installable ? 'yes' : 'no',
            i.errors.join('; ') || 'none',
            i.manifestErrors.join('; ') || 'none',
            i.serviceWorker ? 'yes' : 'no',
          ],
        ],
      ),
      '',
    );
  }
  if (r.bundle) {
    parts.push(
      `### First-load JavaScript (gzip; baseline \`/bench/static\` ${kb(r.bundle.baselineGzipBytes)} kB; goal ${kb(r.bundle.budgetBytes)} kB beyond it)`,
      '',
      table(
        [
          'route',
          'path',
          'gzip kB',
          'beyond baseline kB',
          `goal and budget of npm test (${kb(r.bundle.budgetBytes)} kB)`,
        ],
        r.bundle.routes.map((b) => [
          b.name,
          `\`${b.path}\``,
          kb(b.gzipBytes),
          kb(b.beyondBaselineBytes),
          b.withinBudget ? 'met' : '**over**',
        ]),
      ),
      '',
    );
  }
  if (r.pageWeight?.length)
    parts.push(
      '### HTML per page (uncompressed; the RSC payload is the inline `self.__next_f.push` scripts)',
      '',
      table(
        ['page', 'path', 'HTML kB', 'RSC payload kB', 'RSC share'],
        r.pageWeight.map((w) => [
          w.name,
          `\`${w.path}\``,
          kb(w.htmlBytes),
          kb(w.rscBytes),
          `${Math.round((100 * w.rscBytes) / w.htmlBytes)} %`,
        ]),
      ),
      '',
    );
  if (r.images?.length)
    parts.push(
      '### Image bytes per page (Chromium, fresh cache; phone 390 px at 2x, desktop 1280 px at 1x)',
      '',
      imageWeightTable(r.images),
      '',
    );
  if (r.notes.length) parts.push('### Notes of this run', '', ...r.notes.map((n) => `- ${n}`), '');
  parts.push(END);
  return parts.join('\n');
}

/** Replaces the generated part of the document, or appends it when the markers are absent. */
export function spliceGenerated(doc: string, generated: string): string {
  const a = doc.indexOf(BEGIN);
  const b = doc.indexOf(END);
  if (a >= 0 && b > a) return doc.slice(0, a) + generated + doc.slice(b + END.length);
  return `${doc.trimEnd()}\n\n${generated}\n`;
}

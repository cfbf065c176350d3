// Lighthouse (pinned in devDependencies) on Debian's Chromium, mobile (its default emulation:
// a mid-range phone, throttled 4G and CPU) and desktop. Each run is its own process, bounded
// in time; the four category scores and the three lab metrics the goals name are kept.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runToEnd } from '@/bench/processes';

export type LighthouseRun = {
  page: string;
  url: string;
  formFactor: 'mobile' | 'desktop';
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number } | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  error?: string;
  /** The performance score of every run, when the page was run several times (the run kept is the median). */
  performanceRuns?: number[];
  /** When Chromium showed the first content, as observed (not simulated); after about 1 s it is
   *  the late first frame of docs/PERFORMANCE.md, and that run's score drops with it. */
  observedPaintMs?: number | null;
  /** The observed first paint of every run, beside `performanceRuns`. */
  observedPaintRuns?: (number | null)[];
};

type Lhr = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { observedFirstContentfulPaint?: number }[] } }>;
  runtimeError?: { message: string };
};

// The same browser as the Playwright tests (CHROMIUM_PATH), unless Lighthouse's own variable says otherwise.
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function runLighthouse(
  projectDir: string,
  page: string,
  url: string,
  formFactor: 'mobile' | 'desktop',
  workDir: string,
  logFile: string,
): Promise<LighthouseRun> {
  const out = join(workDir, `lighthouse-${page.replace(/\W+/g, '-')}-${formFactor}.json`);
  rmSync(out, { force: true });
  const args = [
    url,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    '--only-categories=performance,accessibility,best-practices,seo',
    // As root, Chromium needs --no-sandbox; the new headless mode renders like a real window.
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const empty: LighthouseRun = { page, url, formFactor, scores: null, lcpMs: null, tbtMs: null, cls: null };
  const { code } = await runToEnd(join(projectDir, 'node_modules', '.bin', 'lighthouse'), args, {
    cwd: projectDir,
    env: { ...process.env, CHROME_PATH },
    timeoutMs: 180_000,
    logFile,
  });
  let lhr: Lhr;
  try {
    lhr = JSON.parse(readFileSync(out, 'utf8')) as Lhr;
  } catch {
    return { ...empty, error: `lighthouse exited ${code} without a report` };
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    ...empty,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    observedPaintMs: lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? null,
    ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
  };
}

/** Lighthouse's performance score moves by several points between runs of one page on one
 *  machine (its TBT and LCP come from one page load each): of several runs, the one with the
 *  median performance score is kept, with every run's score beside it. */
export function medianRun(all: LighthouseRun[]): LighthouseRun {
  const withScores = all.filter((r) => r.scores !== null);
  const scored = [...withScores].sort((a, b) => a.scores!.performance - b.scores!.performance);
  if (scored.length === 0) return all[0]!;
  const kept = scored[Math.floor((scored.length - 1) / 2)]!;
  if (all.length === 1) return kept;
  return {
    ...kept,
    performanceRuns: withScores.map((r) => r.scores!.performance),
    observedPaintRuns: withScores.map((r) => r.observedPaintMs ?? null),
  };
}

/** Every page `runs` times in interleaved rounds (each page once, then each again), so a change
 *  in the machine's load during the run weighs on the pages and their baselines alike. */
export async function runLighthouseRounds(
  projectDir: string,
  targets: readonly { name: string; url: string }[],
  formFactor: 'mobile' | 'desktop',
  workDir: string,
  logFile: string,
  runs: number,
  log: (line: string) => void = () => {},
): Promise<LighthouseRun[]> {
  const all = targets.map(() => [] as LighthouseRun[]);
  for (let round = 1; round <= runs; round++) {
    log(`lighthouse ${formFactor}, round ${round} of ${runs}: ${targets.length} pages`);
    for (const [i, t] of targets.entries()) {
      all[i]!.push(await runLighthouse(projectDir, t.name, t.url, formFactor, workDir, logFile));
    }
  }
  return all.map(medianRun);
}

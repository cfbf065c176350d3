import { describe, expect, it } from 'vitest';
import { medianRun, type LighthouseRun } from '@/bench/lighthouse';

const run = (performance: number | null, observedPaintMs: number | null): LighthouseRun => ({
  page: 'recipe',
  url: 'http://x/recipe',
  formFactor: 'mobile',
  scores: performance === null ? null : { performance, accessibility: 100, bestPractices: 100, seo: 100 },
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0,
  observedPaintMs,
  ...(performance === null ? { error: 'lighthouse exited 1 without a report' } : {}),
});

describe('medianRun', () => {
  it("keeps the median run, with every scored run's score and observed first paint beside it", () => {
    const kept = medianRun([run(76, 1223), run(97, 180), run(91, 240), run(null, null)]);
    expect(kept.scores?.performance).toBe(91);
    expect(kept.observedPaintMs).toBe(240);
    expect(kept.performanceRuns).toEqual([76, 97, 91]);
    expect(kept.observedPaintRuns).toEqual([1223, 180, 240]);
  });

  it('keeps a single run as it is', () => {
    expect(medianRun([run(95, 200)])).toEqual(run(95, 200));
  });
});

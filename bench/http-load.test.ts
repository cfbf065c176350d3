import { describe, expect, it } from 'vitest';
import { medianRound, type LoadResult } from '@/bench/http-load';

const run = (rps: number, p50: number, non2xx = 0): LoadResult => ({
  url: 'http://x/',
  requestsPerSecond: rps,
  latencyMs: { p50, p90: p50, p99: p50, max: p50 },
  requests: rps * 5,
  non2xx,
  errors: 0,
  bytesPerRequest: 100,
});

describe('medianRound', () => {
  it('keeps the median round with its latencies, and sums the counts', () => {
    const r = medianRound([run(300, 9), run(100, 30, 2), run(200, 15)]);
    expect(r.requestsPerSecond).toBe(200);
    expect(r.latencyMs.p50).toBe(15);
    expect(r.requests).toBe(3000);
    expect(r.non2xx).toBe(2);
    expect(r.rounds).toEqual([300, 100, 200]);
  });
  it('takes the lower middle of an even count, and refuses none', () => {
    expect(medianRound([run(100, 1), run(200, 2)]).requestsPerSecond).toBe(100);
    expect(() => medianRound([])).toThrow();
  });
  it('keeps the median of the server CPU per request on its own, and omits it when never sampled', () => {
    const r = medianRound([
      { ...run(300, 9), serverCpuMsPerRequest: 2.5 },
      { ...run(100, 30), serverCpuMsPerRequest: 2.1 },
      { ...run(200, 15), serverCpuMsPerRequest: 3.9 },
    ]);
    expect(r.serverCpuMsPerRequest).toBe(2.5);
    expect(medianRound([run(100, 1)])).not.toHaveProperty('serverCpuMsPerRequest');
  });
});

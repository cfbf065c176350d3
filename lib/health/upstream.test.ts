import { afterEach, describe, expect, it } from 'vitest';
import {
  FAILURES_TO_OPEN,
  MAX_REMEMBERED_PAGES,
  OPEN_MS,
  rememberRendered,
  wasRendered,
  recordUpstreamFailure,
  recordUpstreamSuccess,
  upstreamRetryAfter,
} from '@/lib/health/upstream';

afterEach(() => recordUpstreamSuccess());

const failRun = (now?: number) => {
  for (let i = 0; i < FAILURES_TO_OPEN; i++) recordUpstreamFailure(now);
};

describe('upstream circuit', () => {
  it('stays closed on failures among successes', () => {
    for (let i = 0; i < 5; i++) {
      for (let f = 1; f < FAILURES_TO_OPEN; f++) recordUpstreamFailure();
      expect(upstreamRetryAfter()).toBe(0);
      recordUpstreamSuccess();
    }
  });
  it('opens on a run of failures for OPEN_MS, then half-opens: one more failure opens it again', () => {
    expect(upstreamRetryAfter()).toBe(0);
    failRun(1_000);
    expect(upstreamRetryAfter(1_000)).toBe(Math.ceil(OPEN_MS / 1000));
    expect(upstreamRetryAfter(1_000 + OPEN_MS - 1)).toBe(1);
    expect(upstreamRetryAfter(1_000 + OPEN_MS)).toBe(0);
    recordUpstreamFailure(1_000 + OPEN_MS);
    expect(upstreamRetryAfter(1_000 + OPEN_MS)).toBe(Math.ceil(OPEN_MS / 1000));
  });
  it('closes on the next success', () => {
    failRun();
    expect(upstreamRetryAfter()).toBeGreaterThan(0);
    recordUpstreamSuccess();
    expect(upstreamRetryAfter()).toBe(0);
  });
});

describe('pages rendered after the build', () => {
  it('are remembered, the oldest forgotten first past the bound (a page seen again is newest)', () => {
    rememberRendered('/recipes/first');
    rememberRendered('/recipes/second');
    rememberRendered('/recipes/first');
    for (let i = 0; i < MAX_REMEMBERED_PAGES - 1; i++) rememberRendered(`/recipes/r-${i}`);
    expect(wasRendered('/recipes/second')).toBe(false);
    expect(wasRendered('/recipes/first')).toBe(true);
    expect(wasRendered(`/recipes/r-${MAX_REMEMBERED_PAGES - 2}`)).toBe(true);
    expect(wasRendered('/recipes/never')).toBe(false);
  });
});

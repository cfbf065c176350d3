import { afterEach, describe, expect, it } from 'vitest';
import { OPEN_MS, recordUpstreamFailure, recordUpstreamSuccess, upstreamRetryAfter } from '@/lib/health/upstream';

afterEach(() => recordUpstreamSuccess());

describe('upstream circuit', () => {
  it('stays open for OPEN_MS after a failure, then lets a request try again', () => {
    expect(upstreamRetryAfter()).toBe(0);
    recordUpstreamFailure(1_000);
    expect(upstreamRetryAfter(1_000)).toBe(Math.ceil(OPEN_MS / 1000));
    expect(upstreamRetryAfter(1_000 + OPEN_MS - 1)).toBe(1);
    expect(upstreamRetryAfter(1_000 + OPEN_MS)).toBe(0);
  });
  it('closes on the next success', () => {
    recordUpstreamFailure();
    expect(upstreamRetryAfter()).toBeGreaterThan(0);
    recordUpstreamSuccess();
    expect(upstreamRetryAfter()).toBe(0);
  });
});

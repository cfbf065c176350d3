import { describe, expect, it } from 'vitest';
import { quantile, ratio, round, sequentialRounds } from '@/bench/stats';

describe('bench statistics', () => {
  it('takes nearest-rank quantiles', () => {
    const xs = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(quantile(xs, 0.5)).toBe(50);
    expect(quantile(xs, 0.95)).toBe(95);
    expect(quantile(xs, 0.99)).toBe(99);
    expect(quantile([7], 0.99)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });
  it('rounds for reading and divides safely', () => {
    expect(round(3.14159)).toBe(3.14);
    expect(round(31.4159)).toBe(31.4);
    expect(round(314.159)).toBe(314);
    expect(ratio(1, 4)).toBe(0.25);
    expect(ratio(1, 0)).toBeNaN();
  });
  it('counts sequential rounds of upstream calls', () => {
    // Two calls together, then one that waited for an answer (50 ms later), then two more.
    expect(sequentialRounds([0, 3, 55, 110, 112], 50)).toBe(3);
    expect(sequentialRounds([0, 1, 2], 50)).toBe(1);
    expect(sequentialRounds([], 50)).toBe(0);
  });
});

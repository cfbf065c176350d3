import { describe, expect, it } from 'vitest';
import { revalidationsSettled, trackRevalidation } from '@/lib/cache/pending-revalidations.mjs';

const later = (ms: number, fail = false) =>
  new Promise<void>((resolve, reject) => setTimeout(() => (fail ? reject(new Error('down')) : resolve()), ms));

describe('pending revalidations', () => {
  it('waits for every revalidation started so far, failed ones included', async () => {
    const order: string[] = [];
    void trackRevalidation(later(30).then(() => order.push('slow')));
    trackRevalidation(later(10, true)).catch(() => order.push('failed'));
    await revalidationsSettled();
    order.push('settled');
    expect(order).toEqual(['failed', 'slow', 'settled']);
  });

  it('answers at once when nothing is pending', async () => {
    const started = performance.now();
    await revalidationsSettled();
    expect(performance.now() - started).toBeLessThan(20);
  });
});

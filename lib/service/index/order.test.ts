import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderByScore, radixSort } from '@/lib/service/index/order';

describe('ordering', () => {
  it('sorts by 64-bit keys like a stable comparator sort, by 32-bit keys too', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: 5 }), fc.oneof(fc.nat({ max: 3 }), fc.nat())), { maxLength: 3000 }),
        fc.boolean(),
        (pairs, wide) => {
          const hi = Uint32Array.from(pairs, (p) => p[0]);
          const lo = Uint32Array.from(pairs, (p) => p[1]);
          const payload = Uint32Array.from(pairs, (_, i) => i);
          radixSort(wide ? hi : null, lo, payload);
          const expected = pairs
            .map((p, i) => [p[0], p[1], i] as const)
            .sort((a, b) => (wide ? a[0] - b[0] : 0) || a[1] - b[1] || a[2] - b[2]);
          expect(Array.from(payload)).toEqual(expected.map((p) => p[2]));
          expect(Array.from(lo)).toEqual(expected.map((p) => p[1]));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('orders documents by score descending, ties by document number, exactly', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(0.5, 1, 1.25, 3.75, 10, 1e-3, 1 + 2 ** -52),
            fc.double({ min: 1e-9, max: 1e9, noNaN: true }),
          ),
          { minLength: 1, maxLength: 2000 },
        ),
        (values) => {
          const scores = Float64Array.from(values);
          const docs = Uint32Array.from(values, (_, i) => i);
          const expected = Array.from(docs).sort((a, b) => scores[b]! - scores[a]! || a - b);
          expect(Array.from(orderByScore(docs, scores))).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  });
});

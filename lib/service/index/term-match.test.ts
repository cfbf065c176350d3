import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchTerms, typoBudget, withinEdits } from '@/lib/service/index/term-match';

/** Optimal string alignment distance, straight from its definition. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => i + j));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

const sorted = (xs: string[]) => [...new Set(xs)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describe('typo budget', () => {
  it('allows none up to 4 letters, one for 5 to 8, two beyond', () => {
    expect(['lima', 'beef', 'a'].map(typoBudget)).toEqual([0, 0, 0]);
    expect(['steak', 'brisket', 'sandwich'].map(typoBudget)).toEqual([1, 1, 1]);
    expect(['arrachera', 'chimichurri'].map(typoBudget)).toEqual([2, 2]);
    expect(typoBudget('jalapeño')).toBe(1);
  });
});

describe('terms within k edits', () => {
  it('finds exactly the terms a brute-force distance finds', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abcde'), minLength: 0, maxLength: 7 });
    fc.assert(
      fc.property(fc.array(word, { maxLength: 60 }), word, fc.integer({ min: 1, max: 2 }), (list, q, k) => {
        const terms = sorted(list);
        const found = new Map<number, number>();
        withinEdits(terms, q, k, (t, d) => found.set(t, d));
        const expected = new Map(
          terms.flatMap((t, i) => {
            const d = osa(q, t);
            return d <= k ? [[i, d] as const] : [];
          }),
        );
        expect(found).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('counts a swap of neighbours as one typo', () => {
    const terms = sorted(['arrachera', 'arrabbiata', 'carne', 'chimichurri']);
    expect(matchTerms(terms, 'arrcahera', 2, false)).toEqual([
      { term: terms.indexOf('arrachera'), typos: 1, exact: false },
    ]);
  });

  it('matches the word itself, and the terms it begins only when asked', () => {
    const terms = sorted(['lima', 'lime', 'limit', 'line', 'time']);
    expect(matchTerms(terms, 'lima', 0, false)).toEqual([{ term: 0, typos: 0, exact: true }]);
    expect(matchTerms(terms, 'lim', 0, true).map((h) => terms[h.term])).toEqual(['lima', 'lime', 'limit']);
    expect(matchTerms(terms, 'lim', 0, false)).toEqual([]);
  });
});

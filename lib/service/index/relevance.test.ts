// The relevance of the recipe search over the real catalog, on the fixed query set of
// ./relevance.ts: every query's expected recipes come first, and precision and recall at 10
// stay where issue 18 left them (bench/run.ts records both in docs/PERFORMANCE.md).
import { describe, expect, it } from 'vitest';
import { RELEVANCE_QUERIES, measureRelevance } from '@/lib/service/index/relevance';
import { getStore } from '@/lib/service/store';

describe('search relevance on the fixed query set', async () => {
  const result = await measureRelevance(getStore());

  it.each(RELEVANCE_QUERIES.map((q) => [q.text, q] as const))('%s: the expected recipes first', (text, q) => {
    const got = result.perQuery.find((x) => x.text === text)!;
    expect(got.results.slice(0, q.top.length).sort(), got.results.join(', ')).toEqual([...q.top].sort());
  });

  it('finds nothing for words found nowhere or only stop words', () => {
    for (const text of ['lima', 'the']) expect(result.perQuery.find((x) => x.text === text)!.totalCount).toBe(0);
  });

  it('keeps precision and recall at 10 of about 30 queries', () => {
    expect(result.queries).toBeGreaterThanOrEqual(30);
    expect(result.topInPlace).toBe(result.queries);
    expect(result.precision).toBeGreaterThanOrEqual(0.95);
    expect(result.recall).toBeGreaterThanOrEqual(0.95);
  });
});

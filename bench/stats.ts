// Small statistics shared by the benchmark's sections.

/** The q-quantile (0..1) of the samples, nearest-rank; NaN when there are none. */
export function quantile(samples: number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (samples: number[]) => quantile(samples, 0.5);

/** Rounds for the report: 2 decimals below 10, 1 below 100, none above. */
export function round(n: number): number {
  if (!Number.isFinite(n)) return n;
  const a = Math.abs(n);
  const d = a < 10 ? 100 : a < 100 ? 10 : 1;
  return Math.round(n * d) / d;
}

export const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : Number.NaN);

/** Calls that started within one upstream delay of the first call of a round ran in parallel
 *  with it; a call that starts later waited for an earlier answer: a new sequential round. */
export function sequentialRounds(times: number[], delayMs: number): number {
  let rounds = 0;
  let roundStart = -Infinity;
  for (const t of [...times].sort((a, b) => a - b)) {
    if (t - roundStart >= delayMs * 0.8) {
      rounds++;
      roundStart = t;
    }
  }
  return rounds;
}

// Ordering of match lists without comparator sorts: at 100,000 recipes a word can match
// nearly every recipe, and Array#sort with a comparator costs ~60 ms for 100k items where a
// radix sort of integer keys costs a few. The sort is stable, so documents given in
// ascending order keep that order among equal keys: Orama's tie-break, for free.

/** Largest number of documents an index may hold (document numbers are 32-bit everywhere;
 *  this bound keeps the per-query arrays of a few bytes per document reasonable). */
export const MAX_DOCS = 1 << 24;

/** One histogram of 256 counters per byte of a 64-bit key. */
const hist = new Uint32Array(8 * 256);

/** Stable LSD radix sort of `payload` by the 64-bit keys (hi, lo) ascending (hi null: lo only).
 *  All histograms come from one read; a byte equal in every key is not scattered. Sorts the
 *  three arrays in place. */
export function radixSort(hi: Uint32Array | null, lo: Uint32Array, payload: Uint32Array): void {
  const n = lo.length;
  if (n < 2) return;
  const passes = hi ? 8 : 4;
  histograms(hi, lo, n);
  let sHi: Uint32Array | null = hi;
  let sLo: Uint32Array = lo;
  let sP: Uint32Array = payload;
  let dHi: Uint32Array | null = hi ? new Uint32Array(n) : null;
  let dLo: Uint32Array = new Uint32Array(n);
  let dP: Uint32Array = new Uint32Array(n);
  for (let pass = 0; pass < passes; pass++) {
    const base = pass * 256;
    const keys = pass < 4 ? sLo : sHi!;
    const shift = (pass % 4) * 8;
    if (hist[base + ((keys[0]! >>> shift) & 0xff)] === n) continue;
    let sum = 0;
    for (let b = 0; b < 256; b++) {
      const c = hist[base + b]!;
      hist[base + b] = sum;
      sum += c;
    }
    scatter(keys, shift, base, sHi, sLo, sP, dHi, dLo, dP, n);
    [sHi, dHi] = [dHi, sHi];
    [sLo, dLo] = [dLo, sLo];
    [sP, dP] = [dP, sP];
  }
  if (sLo !== lo) {
    lo.set(sLo);
    payload.set(sP);
    if (hi) hi.set(sHi!);
  }
}

function histograms(hi: Uint32Array | null, lo: Uint32Array, n: number): void {
  hist.fill(0);
  for (let i = 0; i < n; i++) {
    const l = lo[i]!;
    hist[l & 0xff]!++;
    hist[256 + ((l >>> 8) & 0xff)]!++;
    hist[512 + ((l >>> 16) & 0xff)]!++;
    hist[768 + (l >>> 24)]!++;
  }
  if (!hi) return;
  for (let i = 0; i < n; i++) {
    const h = hi[i]!;
    hist[1024 + (h & 0xff)]!++;
    hist[1280 + ((h >>> 8) & 0xff)]!++;
    hist[1536 + ((h >>> 16) & 0xff)]!++;
    hist[1792 + (h >>> 24)]!++;
  }
}

function scatter(
  keys: Uint32Array,
  shift: number,
  base: number,
  sHi: Uint32Array | null,
  sLo: Uint32Array,
  sP: Uint32Array,
  dHi: Uint32Array | null,
  dLo: Uint32Array,
  dP: Uint32Array,
  n: number,
): void {
  for (let i = 0; i < n; i++) {
    const at = hist[base + ((keys[i]! >>> shift) & 0xff)]!++;
    dLo[at] = sLo[i]!;
    dP[at] = sP[i]!;
    if (sHi) dHi![at] = sHi[i]!;
  }
}

const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);
const HI = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;

/** Documents (given ascending) by score descending, ties in document order: Orama's order,
 *  exactly. Positive doubles order like their bit patterns, so the sort runs on the high 32
 *  bits (complemented: ascending keys are descending scores), then the rare runs whose high
 *  bits tie but whose scores differ (by less than one part in a million) are put in order. */
export function orderByScore(docs: Uint32Array, scores: Float64Array): Uint32Array {
  const n = docs.length;
  const keys = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    f64[0] = scores[docs[i]!]!;
    keys[i] = ~u32[HI]! >>> 0;
  }
  const out = Uint32Array.from(docs);
  radixSort(null, keys, out);
  fixTies(keys, out, scores);
  return out;
}

function fixTies(keys: Uint32Array, out: Uint32Array, scores: Float64Array): void {
  const n = out.length;
  let start = 0;
  for (let i = 1; i <= n; i++) {
    if (i < n && keys[i] === keys[start]) continue;
    if (i - start > 1) {
      let mixed = false;
      const s0 = scores[out[start]!]!;
      for (let j = start + 1; j < i && !mixed; j++) mixed = scores[out[j]!] !== s0;
      if (mixed) {
        const run = Array.from(out.subarray(start, i)).sort((a, b) => scores[b]! - scores[a]! || a - b);
        out.set(run, start);
      }
    }
    start = i;
  }
}

/** The first `k` documents of orderByScore(docs, scores), without ordering the rest. */
export function topByScore(docs: Uint32Array, scores: Float64Array, k: number): Uint32Array {
  const top: number[] = [];
  const before = (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b);
  if (k <= 0) return new Uint32Array(0);
  for (let i = 0; i < docs.length; i++) {
    const d = docs[i]!;
    if (top.length === k && !before(d, top[k - 1]!)) continue;
    let j = top.length === k ? k - 1 : top.length;
    if (top.length < k) top.push(d);
    while (j > 0 && before(d, top[j - 1]!)) {
      top[j] = top[j - 1]!;
      j--;
    }
    top[j] = d;
  }
  return Uint32Array.from(top);
}

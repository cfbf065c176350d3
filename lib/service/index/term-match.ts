// Which dictionary terms a query word matches, under the policy of established search engines
// (Typesense, Meilisearch, Algolia): the word itself; words within a few typos, by its length
// (none up to 4 letters, one for 5 to 8, two beyond), where a swap of two neighbouring letters
// is one typo (Damerau); and, for the word being typed (the last of the query), the terms it
// begins. Words are matched as the index holds them, stemmed, and the length that sets the
// budget is the stem's: "limes" is matched as "lime", with no typo, so it never finds "lima".
// The dictionary is the index's sorted term list.

/** How the words of a query match terms. */
export type WordPolicy = {
  /** Typos allowed by the word's length (`typoBudget`), or none. */
  typos: boolean;
  /** Which words also match the terms they begin: the last one (search as you type), or all. */
  prefix: 'last' | 'all';
};

/** The v2 searches and the site's search. */
export const SEARCH_POLICY: WordPolicy = { typos: true, prefix: 'last' };
/** v1 `qaw`: "each word must match text found in a recipe": words and their beginnings, no typos. */
export const V1_POLICY: WordPolicy = { typos: false, prefix: 'all' };

/** Typos allowed in a word (its stem) of this many letters. */
export function typoBudget(word: string): number {
  const letters = [...word].length;
  return letters <= 4 ? 0 : letters <= 8 ? 1 : 2;
}

/** A term a word matched: its index in the dictionary, the typos it took (0 for the word itself
 *  and for a term the word begins), and whether it is the word itself. */
export type TermHit = { term: number; typos: number; exact: boolean };

/** Index of the first term not below `s` (UTF-16 code unit order, as the dictionary is sorted). */
export function lowerBound(terms: readonly string[], s: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid]! < s) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Every term `token` matches: itself, the terms it begins (`prefix`), and those within `typos`
 *  edits. A term matched several ways keeps its best way (exact, then begun, then fewest typos). */
export function matchTerms(terms: readonly string[], token: string, typos: number, prefix: boolean): TermHit[] {
  const hits = new Map<number, TermHit>();
  if (!token) return [];
  const at = lowerBound(terms, token);
  if (terms[at] === token) hits.set(at, { term: at, typos: 0, exact: true });
  if (prefix)
    for (let i = at; i < terms.length && terms[i]!.startsWith(token); i++)
      if (!hits.has(i)) hits.set(i, { term: i, typos: 0, exact: false });
  if (typos > 0)
    withinEdits(terms, token, typos, (term, d) => {
      if (!hits.has(term)) hits.set(term, { term, typos: d, exact: false });
    });
  return [...hits.values()];
}

/** Calls `found` for every term within `k` edits of `q` (insertions, deletions, substitutions and
 *  swaps of neighbours: the optimal string alignment distance), walking the sorted dictionary as
 *  a trie: the rows of the edit table are kept per depth and shared by terms with a common
 *  prefix, and a prefix that no term extending it can bring within `k` is skipped whole. */
export function withinEdits(
  terms: readonly string[],
  q: string,
  k: number,
  found: (term: number, distance: number) => void,
): void {
  const m = q.length;
  const W = m + 1;
  // A term longer than m + k is more than k edits away; its first m + k units decide that for
  // every longer term sharing them.
  const maxDepth = m + k;
  /** rows[r * W + i]: the distance between the term's first r code units and q's first i. */
  const rows = new Int32Array((maxDepth + 1) * W);
  const rowMin = new Int32Array(maxDepth + 1);
  for (let i = 0; i <= m; i++) rows[i] = i;
  let prev = '';
  /** Rows 0..depth hold `prev`'s first `depth` code units. */
  let depth = 0;
  let t = 0;
  while (t < terms.length) {
    const term = terms[t]!;
    let r0 = 0;
    const shared = Math.min(depth, term.length);
    while (r0 < shared && term.charCodeAt(r0) === prev.charCodeAt(r0)) r0++;
    const L = Math.min(term.length, maxDepth);
    let dead = 0;
    for (let r = r0 + 1; r <= L; r++) {
      rowMin[r] = fillRow(rows, W, r, q, term);
      // No term extending these r units gets back within k (a swap reaches two rows back).
      if (rowMin[r]! > k && rowMin[r - 1]! >= k) {
        dead = r;
        break;
      }
    }
    prev = term;
    if (dead) {
      depth = dead - 1;
      t = lowerBound(terms, term.slice(0, dead) + '\uffff');
      continue;
    }
    depth = L;
    if (term.length > maxDepth) {
      // Every term after it sharing its first maxDepth units is longer still.
      t = lowerBound(terms, term.slice(0, maxDepth) + '\uffff');
      continue;
    }
    const d = rows[term.length * W + m]!;
    if (d <= k) found(t, d);
    t++;
  }
}

/** Row r of the edit table for the term's r-th code unit; returns the row's smallest value. */
function fillRow(rows: Int32Array, W: number, r: number, q: string, term: string): number {
  const c = term.charCodeAt(r - 1);
  const before = r > 1 ? term.charCodeAt(r - 2) : -1;
  const base = r * W;
  const up = base - W;
  const up2 = up - W;
  rows[base] = r;
  let min = r;
  for (let i = 1; i < W; i++) {
    const qc = q.charCodeAt(i - 1);
    let v = rows[up + i - 1]! + (qc === c ? 0 : 1);
    const del = rows[up + i]! + 1;
    if (del < v) v = del;
    const ins = rows[base + i - 1]! + 1;
    if (ins < v) v = ins;
    if (i > 1 && qc === before && q.charCodeAt(i - 2) === c) {
      const swap = rows[up2 + i - 2]! + 1;
      if (swap < v) v = swap;
    }
    rows[base + i] = v;
    if (v < min) min = v;
  }
  return min;
}

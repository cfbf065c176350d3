// Queries over a KindIndexData: term lookup (prefix and edit distance 1), BM25 scores per
// word, filters as byte masks, paging in name or score order, facet counts in one pass.
// The semantics (which documents, in which order) are lib/service/search.ts's; this file
// only makes them cheap at 100,000 documents.
import type { KindIndexData } from '@/lib/service/index/kind-index';
import { orderByScore, radixSort, topByScore } from '@/lib/service/index/order';
import { queryTokens } from '@/lib/service/index/tokens';

// Orama 3's BM25 parameters (its defaults): the service ranked with them before.
const K1 = 1.2;
const B = 0.75;
const D = 0.5;
/** Word orders kept per index: a few dozen of the words last searched (at 100,000 recipes a
 *  word matching every recipe takes 400 kB). */
const ORDER_CACHE_BYTES = 32 << 20;
const ORDER_CACHE_ENTRIES = 256;
const SEEN_WORDS = 4096;
/** Page depths up to this are selected from the scores without ordering every match. */
const TOP_K_LIMIT = 512;

type WordMatch = { docs: Uint32Array; scores: Float64Array };
/** 1 where a document passes, 0 where not; null means every document passes. */
export type Mask = Uint8Array | null;
type FacetParam = { field: string; mask: Mask };

/** Distance ≤ 1 (one insertion, deletion or substitution), in UTF-16 code units like Orama. */
function withinOneEdit(a: string, b: string): boolean {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (la === lb) return a.slice(i + 1) === b.slice(i + 1);
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export class KindSearcher {
  readonly n: number;
  private readonly F: number;
  private readonly E: number;
  /** BM25's per-document factor of each text field: everything but idf and boost. */
  private readonly docFactor: Float64Array;
  private readonly valueIds: Map<string, number>[];
  private readonly firstChars: string[];
  private totals: Uint32Array | undefined;
  private readonly orders = new Map<string, Uint32Array>();
  /** Words searched lately (a second search of one keeps its order). */
  private readonly seen = new Set<string>();
  private ordersBytes = 0;
  private orderCacheBytes = ORDER_CACHE_BYTES;

  constructor(readonly ix: KindIndexData) {
    this.n = ix.n;
    this.F = ix.schema.textFields.length;
    this.E = ix.schema.enumFields.length;
    const { fieldLen, avgLen } = ix;
    this.docFactor = new Float64Array(fieldLen.length);
    for (let i = 0; i < fieldLen.length; i++) {
      const len = fieldLen[i]!;
      if (!len) continue;
      // Orama indexes distinct tokens, so a token's frequency in a field is 1 / its length.
      const tf = 1 / len;
      this.docFactor[i] = (D + tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * len) / avgLen[i % this.F]!));
    }
    this.valueIds = ix.schema.enumFields.map((_, e) => {
      const m = new Map<string, number>();
      for (let v = ix.valueBase[e]!; v < ix.valueBase[e + 1]!; v++) m.set(ix.values[v]!, v);
      return m;
    });
    this.firstChars = [...new Set(ix.terms.map((t) => t[0] ?? ''))].filter(Boolean);
  }

  private lowerBound(s: string): number {
    const { terms } = this.ix;
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (terms[mid]! < s) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private exact(s: string): number {
    const i = this.lowerBound(s);
    return this.ix.terms[i] === s ? i : -1;
  }

  /** Dictionary terms a query token matches: those it prefixes, and those within one edit. */
  matchTerms(token: string): number[] {
    const { terms } = this.ix;
    const out = new Set<number>();
    for (let i = this.lowerBound(token); i < terms.length && terms[i]!.startsWith(token); i++) out.add(i);
    if (!token) return [...out];
    const L = token.length;
    // Same first code unit: one contiguous run of the sorted dictionary.
    const first = token[0]!;
    const end = this.lowerBound(String.fromCharCode(first.charCodeAt(0) + 1));
    for (let i = this.lowerBound(first); i < end; i++) {
      const t = terms[i]!;
      if (t.length >= L - 1 && t.length <= L + 1 && withinOneEdit(token, t)) out.add(i);
    }
    // The edit is on the first code unit: delete, substitute or insert there.
    const rest = token.slice(1);
    const add = (s: string) => {
      const i = this.exact(s);
      if (i >= 0) out.add(i);
    };
    add(rest);
    for (const c of this.firstChars) {
      if (c === first) continue;
      add(c + rest);
      add(c + token);
    }
    return [...out];
  }

  /** Every document matching one query word (ascending), with its BM25 score (name boosted),
   *  unfiltered. A word Orama splits into several tokens needs them all in one field, as Orama did. */
  word(word: string): WordMatch {
    const { ix, F, n } = this;
    const tokens = queryTokens(word);
    const scores = new Float64Array(n);
    const perToken = tokens.map((t) => this.matchTerms(t));
    if (!tokens.length || perToken.some((ts) => !ts.length)) return { docs: new Uint32Array(0), scores };
    const hits = tokens.length > 1 ? new Uint8Array(n * F) : undefined;
    const { postStart, postDocs } = ix;
    const factor = this.docFactor;
    for (let f = 0; f < F; f++) {
      const boost = ix.schema.boosts[f] ?? 1;
      for (const ts of perToken) {
        for (const t of ts) {
          const s = postStart[t * F + f]!;
          const e = postStart[t * F + f + 1]!;
          const df = e - s;
          if (!df) continue;
          const w = Math.log(1 + (n - df + 0.5) / (df + 0.5)) * boost;
          accumulate(postDocs, s, e, scores, factor, F, f, w);
          if (hits) for (let j = s; j < e; j++) hits[postDocs[j]! * F + f]!++;
        }
      }
    }
    // Every score is positive (idf > 0): the matches are the documents scored.
    if (hits) for (let d = 0; d < n; d++) if (!this.inOneField(hits, d, tokens.length)) scores[d] = 0;
    return { docs: scored(scores), scores };
  }

  /** A word Orama split into several tokens matched only where one field matched them all. */
  private inOneField(hits: Uint8Array, d: number, tokens: number): boolean {
    for (let f = 0; f < this.F; f++) if (hits[d * this.F + f] === tokens) return true;
    return false;
  }

  /** Documents having any (or all) of the values of an enum field; unknown values match nothing. */
  enumMask(field: string, values: readonly string[], all: boolean): Uint8Array {
    const { ix, n } = this;
    const e = ix.schema.enumFields.indexOf(field);
    if (e < 0) throw new Error(`no enum field ${field}`);
    const ids = [...new Set(values)].map((v) => this.valueIds[e]!.get(v));
    if (!all) {
      const mask = new Uint8Array(n);
      for (const v of ids)
        if (v !== undefined) for (let j = ix.valDocStart[v]!; j < ix.valDocStart[v + 1]!; j++) mask[ix.valDocs[j]!] = 1;
      return mask;
    }
    if (ids.some((v) => v === undefined)) return new Uint8Array(n);
    const hits = new Uint8Array(n);
    for (const v of ids as number[])
      for (let j = ix.valDocStart[v]!; j < ix.valDocStart[v + 1]!; j++) hits[ix.valDocs[j]!]!++;
    for (let d = 0; d < n; d++) hits[d] = hits[d] === ids.length ? 1 : 0;
    return hits;
  }

  rangeMask(field: string, min: number, max: number | undefined): Uint8Array {
    const xs = this.ix.numbers[this.ix.schema.numberFields.indexOf(field)];
    if (!xs) throw new Error(`no number field ${field}`);
    const mask = new Uint8Array(this.n);
    const top = max ?? Infinity;
    for (let d = 0; d < this.n; d++) mask[d] = +(xs[d]! >= min) & +(xs[d]! <= top);
    return mask;
  }

  flagMask(field: string, value: boolean): Uint8Array {
    const xs = this.ix.flags[this.ix.schema.flagFields.indexOf(field)];
    if (!xs) throw new Error(`no flag field ${field}`);
    const want = value ? 1 : 0;
    return xs.map((x) => (x === want ? 1 : 0));
  }

  /** Documents of a page without text: name order. */
  pageByName(mask: Mask, offset: number, limit: number): { docs: number[]; total: number } {
    return this.pageInOrder(this.ix.byName, mask, offset, limit);
  }

  /** Every document in a sort field's order (built at catalog time: ascending keys, ties in
   *  name order). */
  sortOrder(field: string): Uint32Array {
    const order = this.ix.sortOrders[this.ix.schema.sortFields.indexOf(field)];
    if (!order) throw new Error(`no sort field ${field}`);
    return order;
  }

  /** A page of the documents passing a mask, in a whole order (the name order or a sort
   *  field's): one pass over the order, no sort at query time. */
  pageInOrder(order: Uint32Array, mask: Mask, offset: number, limit: number): { docs: number[]; total: number } {
    if (!mask) return { docs: Array.from(order.subarray(offset, offset + limit)), total: this.n };
    return pageOf(order, mask, offset, limit);
  }

  /** What a text query needs of its words: for each, its matches in score order under the
   *  filters (an order of all its matches serves too: filtering keeps order), and its matches
   *  before filters (for facet counts). Orders of all matches are kept for the next queries
   *  with the same word, from its second search on: a search refined by facets repeats its
   *  text with other filters. Otherwise one word is not ordered at all (its page is selected,
   *  pageOfWord) and several are ordered under the filters only. */
  words(words: string[], mask: Mask): { orders: (Uint32Array | WordMatch)[]; sets: Uint32Array[] } {
    const orders: (Uint32Array | WordMatch)[] = [];
    const sets: Uint32Array[] = [];
    for (const w of words) {
      const cached = this.cachedOrder(w);
      if (cached) {
        orders.push(cached);
        sets.push(cached);
        continue;
      }
      const m = this.word(w);
      sets.push(m.docs);
      // Ordering every match costs more than what one query needs (a selected page, or the
      // matches under the filters): pay it for a word searched again, which will be again.
      if (this.orderCacheBytes > 0 && this.seen.has(w)) orders.push(this.keep(w, orderByScore(m.docs, m.scores)));
      else if (words.length === 1) orders.push(m);
      else orders.push(orderByScore(mask ? masked(m.docs, mask) : m.docs, m.scores));
      this.see(w);
    }
    return { orders, sets };
  }

  private see(word: string): void {
    this.seen.delete(word);
    this.seen.add(word);
    if (this.seen.size > SEEN_WORDS) this.seen.delete(this.seen.values().next().value!);
  }

  private cachedOrder(word: string): Uint32Array | undefined {
    const cached = this.orders.get(word);
    if (cached) {
      // Most recently used last: Map keeps insertion order.
      this.orders.delete(word);
      this.orders.set(word, cached);
    }
    return cached;
  }

  private keep(word: string, order: Uint32Array): Uint32Array {
    if (this.orderCacheBytes <= 0) return order;
    this.orders.set(word, order);
    this.ordersBytes += order.byteLength;
    for (const [w, o] of this.orders) {
      if (this.ordersBytes <= this.orderCacheBytes && this.orders.size <= ORDER_CACHE_ENTRIES) break;
      this.orders.delete(w);
      this.ordersBytes -= o.byteLength;
    }
    return order;
  }

  /** Bytes of word orders kept (0: none; benchmarks measure uncached searches with it). */
  setOrderCache(bytes: number): void {
    this.orderCacheBytes = bytes;
    this.orders.clear();
    this.seen.clear();
    this.ordersBytes = 0;
  }

  /** A page of one word's matches under the filters: from its order, or selected from its
   *  scores (the first pages need no order of every match). */
  pageOfWord(
    match: Uint32Array | WordMatch,
    mask: Mask,
    offset: number,
    limit: number,
  ): { docs: number[]; total: number } {
    if (match instanceof Uint32Array) {
      if (!mask) return { docs: Array.from(match.subarray(offset, offset + limit)), total: match.length };
      return pageOf(match, mask, offset, limit);
    }
    const docs = mask ? masked(match.docs, mask) : match.docs;
    const k = offset + limit;
    const ordered =
      k <= TOP_K_LIMIT ? topByScore(docs, match.scores, Math.min(k, docs.length)) : orderByScore(docs, match.scores);
    return { docs: Array.from(ordered.subarray(offset, offset + limit)), total: docs.length };
  }

  /** Every word required: each word's matches under the filters, in score order; the
   *  documents in all of them ranked by the sum of their places, ties in the first word's order. */
  pageAllWords(orders: Uint32Array[], mask: Mask, offset: number, limit: number): { docs: number[]; total: number } {
    const W = orders.length;
    const place = new Uint32Array(this.n);
    const hits = new Uint8Array(this.n);
    // A document's place counts every match of the word under the filters ahead of it, in
    // the intersection or not, as when each word was a query of its own.
    for (const order of orders) addPlaces(order, mask, place, hits);
    const first = orders[0]!;
    const docs = new Uint32Array(first.length);
    let m = 0;
    for (let i = 0; i < first.length; i++) {
      const d = first[i]!;
      docs[m] = d;
      m += +(hits[d] === W);
    }
    const inAll = docs.slice(0, m);
    const keys = new Uint32Array(m);
    for (let i = 0; i < m; i++) keys[i] = place[inAll[i]!]!;
    radixSort(null, keys, inAll);
    return { docs: Array.from(inAll.subarray(offset, offset + limit)), total: m };
  }

  /** Facet counts: for each facet, the documents of `base` (null: all) passing `fixed` and
   *  every other facet's mask, counted per value of its field, in one pass. */
  facetCounts(base: Uint32Array | null, fixed: Mask, facets: FacetParam[]): Record<string, number>[] {
    const { ix, n, E } = this;
    const fieldOf = facets.map((p) => ix.schema.enumFields.indexOf(p.field));
    const active = facets
      .map((p, i) => [p.mask, i] as const)
      .filter((x): x is readonly [Uint8Array, number] => x[0] !== null);
    let counts: Uint32Array;
    if (!base && !fixed && !active.length) {
      counts = this.totals ??= this.countAll();
    } else {
      counts = new Uint32Array(ix.values.length);
      const fails = new Uint8Array(n);
      const which = new Uint8Array(n);
      for (const [mask, i] of active) markFails(mask, i, fails, which);
      countValues(base, n, fixed, fails, which, Int32Array.from(fieldOf), E, ix.docValStart, ix.docVals, counts);
    }
    return fieldOf.map((e) => {
      const out: Record<string, number> = {};
      for (let v = ix.valueBase[e]!; v < ix.valueBase[e + 1]!; v++) if (counts[v]) out[ix.values[v]!] = counts[v]!;
      return out;
    });
  }

  /** Every value's number of documents: the counts of the unfiltered listing, for any facets. */
  private countAll(): Uint32Array {
    const { valDocStart } = this.ix;
    const counts = new Uint32Array(this.ix.values.length);
    for (let v = 0; v < counts.length; v++) counts[v] = valDocStart[v + 1]! - valDocStart[v]!;
    return counts;
  }
}

/** A mask of the documents of a list that also pass another mask (null: every document). */
export function maskOfDocs(docs: Uint32Array, n: number, mask: Mask): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < docs.length; i++) out[docs[i]!] = 1;
  if (mask) for (let d = 0; d < n; d++) out[d]! &= mask[d]!;
  return out;
}

/** The documents of a list that pass a mask, in the list's order. */
function masked(docs: Uint32Array, mask: Uint8Array): Uint32Array {
  const out = new Uint32Array(docs.length);
  let m = 0;
  for (let i = 0; i < docs.length; i++) {
    const d = docs[i]!;
    out[m] = d;
    m += mask[d]!;
  }
  return out.slice(0, m);
}

/** Documents of the first list present in all lists (each list without repeats). */
export function inAllOf(lists: Uint32Array[], n: number): Uint32Array {
  const hits = new Uint8Array(n);
  for (const list of lists) for (let i = 0; i < list.length; i++) hits[list[i]!]!++;
  const first = lists[0] ?? new Uint32Array(0);
  const out = new Uint32Array(first.length);
  let m = 0;
  for (let i = 0; i < first.length; i++) {
    const d = first[i]!;
    out[m] = d;
    m += +(hits[d] === lists.length);
  }
  return out.slice(0, m);
}

// Hot loops in small functions of their own: V8 optimizes them alone, whatever the caller.
function accumulate(
  postDocs: Uint32Array,
  s: number,
  e: number,
  scores: Float64Array,
  factor: Float64Array,
  F: number,
  f: number,
  w: number,
): void {
  for (let j = s; j < e; j++) {
    const d = postDocs[j]!;
    scores[d]! += w * factor[d * F + f]!;
  }
}

/** Documents with a positive score, ascending (written unconditionally, kept by advancing:
 *  no branch to mispredict on a list that matches half the catalog). */
function scored(scores: Float64Array): Uint32Array {
  const out = new Uint32Array(scores.length);
  let m = 0;
  for (let d = 0; d < scores.length; d++) {
    out[m] = d;
    m += +(scores[d]! > 0);
  }
  return out.slice(0, m);
}

/** The one pass of facetCounts: a document failing no facet counts for every facet, one
 *  failing a single facet counts for that facet only, others for none. */
function countValues(
  base: Uint32Array | null,
  n: number,
  fixed: Mask,
  fails: Uint8Array,
  which: Uint8Array,
  fields: Int32Array,
  E: number,
  docValStart: Uint32Array,
  docVals: Uint32Array,
  counts: Uint32Array,
): void {
  const m = base ? base.length : n;
  for (let i = 0; i < m; i++) {
    const d = base ? base[i]! : i;
    if ((fixed && !fixed[d]) || fails[d]! > 1) continue;
    if (fails[d] === 1) {
      const at = d * E + fields[which[d]!]!;
      for (let j = docValStart[at]!, end = docValStart[at + 1]!; j < end; j++) counts[docVals[j]!]!++;
      continue;
    }
    for (let f = 0; f < fields.length; f++) {
      const at = d * E + fields[f]!;
      for (let j = docValStart[at]!, end = docValStart[at + 1]!; j < end; j++) counts[docVals[j]!]!++;
    }
  }
}

function markFails(mask: Uint8Array, facet: number, fails: Uint8Array, which: Uint8Array): void {
  for (let d = 0; d < mask.length; d++) {
    if (mask[d]) continue;
    fails[d]!++;
    which[d] = facet;
  }
}

function pageOf(
  order: Uint32Array,
  mask: Uint8Array,
  offset: number,
  limit: number,
): { docs: number[]; total: number } {
  const docs: number[] = [];
  let total = 0;
  for (let i = 0; i < order.length; i++) {
    const d = order[i]!;
    if (!mask[d]) continue;
    if (total >= offset && total < offset + limit) docs.push(d);
    total++;
  }
  return { docs, total };
}

function addPlaces(order: Uint32Array, mask: Mask, place: Uint32Array, hits: Uint8Array): void {
  let at = 0;
  for (let i = 0; i < order.length; i++) {
    const d = order[i]!;
    if (mask && !mask[d]) continue;
    place[d]! += at++;
    hits[d]!++;
  }
}

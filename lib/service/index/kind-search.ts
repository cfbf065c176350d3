// Queries over a KindIndexData: words matched to terms (./term-match.ts), a score per word and
// document, filters as byte masks, paging in name or score order, facet counts in one pass.
// The semantics (which documents, in which order) are lib/service/search.ts's; this file
// only makes them cheap at 100,000 documents.
import type { KindIndexData } from '@/lib/service/index/kind-index';
import { orderByScore, topByScore } from '@/lib/service/index/order';
import { matchTerms, typoBudget, type WordPolicy } from '@/lib/service/index/term-match';
import type { QueryWord } from '@/lib/service/index/tokens';

// BM25's parameters (Orama's defaults, which the service ranked with before): the last
// tie-break, between documents matching a word the same way in the same field.
const K1 = 1.2;
const B = 0.75;
const D = 0.5;
// A word's score for a document packs, most significant first: fewer typos, the field's tier
// (name, description, the rest), the word itself rather than a term it begins or resembles,
// then BM25 squashed into (0, 1). Each level's unit exceeds the most the levels below it can
// add up to over LIMITS.words (10) words, so a query's sum over its words keeps that order.
// Tiers weigh 3, 1 and 0, so over two words a name and the rest (3) rank above two
// descriptions (2).
const BM25_UNIT = 1;
const EXACT_UNIT = 16;
const TIER_UNIT = 256;
const TIER_WEIGHT = [3, 1, 0];
const TYPO_UNIT = 8192;
const MAX_TYPOS = 2;
/** Word matches kept per index: a few dozen of the words last searched (at 100,000 recipes a
 *  word's scores take 800 kB). */
const WORD_CACHE_BYTES = 32 << 20;
const WORD_CACHE_ENTRIES = 256;
/** Page depths up to this are selected from the scores without ordering every match. */
const TOP_K_LIMIT = 512;

/** The documents matching a text (ascending) and their scores (by document; 0 elsewhere). */
export type TextMatch = { docs: Uint32Array; scores: Float64Array };
/** 1 where a document passes, 0 where not; null means every document passes. */
export type Mask = Uint8Array | null;
type FacetParam = { field: string; mask: Mask };

export class KindSearcher {
  readonly n: number;
  private readonly F: number;
  private readonly E: number;
  /** BM25's per-document factor of each text field: everything but idf. */
  private readonly docFactor: Float64Array;
  private readonly valueIds: Map<string, number>[];
  private totals: Uint32Array | undefined;
  /** Word matches by word, token and policy, most recently used last. */
  private readonly wordCache = new Map<string, TextMatch>();
  private wordCacheBytes = 0;
  private wordCacheLimit = WORD_CACHE_BYTES;

  constructor(readonly ix: KindIndexData) {
    this.n = ix.n;
    this.F = ix.schema.textFields.length;
    this.E = ix.schema.enumFields.length;
    const { fieldLen, avgLen } = ix;
    this.docFactor = new Float64Array(fieldLen.length);
    for (let i = 0; i < fieldLen.length; i++) {
      const len = fieldLen[i]!;
      if (!len) continue;
      // Fields index distinct tokens, so a token's frequency in a field is 1 / its length.
      const tf = 1 / len;
      this.docFactor[i] = (D + tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * len) / avgLen[i % this.F]!));
    }
    this.valueIds = ix.schema.enumFields.map((_, e) => {
      const m = new Map<string, number>();
      for (let v = ix.valueBase[e]!; v < ix.valueBase[e + 1]!; v++) m.set(ix.values[v]!, v);
      return m;
    });
  }

  /** Every document matching one query word, unfiltered, with its score (see the units above):
   *  the best way it matches any term in any field. `prefix`: the word may begin a term. */
  word(q: QueryWord, policy: WordPolicy, prefix: boolean): TextMatch {
    const typos = policy.typos ? typoBudget(q.token) : 0;
    const key = `${q.token}\u0000${typos}${prefix ? 1 : 0}`;
    const cached = this.wordCache.get(key);
    if (cached) {
      // Most recently used last: Map keeps insertion order.
      this.wordCache.delete(key);
      this.wordCache.set(key, cached);
      return cached;
    }
    const { ix, F, n } = this;
    const scores = new Float64Array(n);
    const { postStart, postDocs } = ix;
    for (const hit of matchTerms(ix.terms, q.token, typos, prefix)) {
      const level = (MAX_TYPOS - hit.typos) * TYPO_UNIT + (hit.exact ? EXACT_UNIT : 0);
      for (let f = 0; f < F; f++) {
        const s = postStart[hit.term * F + f]!;
        const e = postStart[hit.term * F + f + 1]!;
        const df = e - s;
        if (!df) continue;
        const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        const tier = (TIER_WEIGHT[ix.schema.tiers[f]!] ?? 0) * TIER_UNIT;
        keepBest(postDocs, s, e, scores, this.docFactor, F, f, idf, level + tier);
      }
    }
    // Every score is positive: the matches are the documents scored.
    const match = { docs: scored(scores), scores };
    this.keep(key, match);
    return match;
  }

  /** The documents matching every word of a query, each scored by the sum of its words' scores.
   *  The last word may also begin a term (search as you type), or every word under `prefix: 'all'`. */
  text(words: QueryWord[], policy: WordPolicy): TextMatch {
    const matches = words.map((w, i) => this.word(w, policy, policy.prefix === 'all' || i === words.length - 1));
    if (matches.length === 1) return matches[0]!;
    if (!matches.length) return { docs: new Uint32Array(0), scores: new Float64Array(this.n) };
    const sum = new Float64Array(this.n);
    const hits = new Uint8Array(this.n);
    for (const m of matches) addScores(m.docs, m.scores, sum, hits);
    return { docs: inAll(hits, matches.length), scores: sum };
  }

  /** A page of a text's matches under the filters, in score order (ties in document order):
   *  the first pages are selected from the scores without ordering every match. */
  pageOfText(match: TextMatch, mask: Mask, offset: number, limit: number): { docs: number[]; total: number } {
    const docs = mask ? masked(match.docs, mask) : match.docs;
    const k = offset + limit;
    const ordered =
      k <= TOP_K_LIMIT ? topByScore(docs, match.scores, Math.min(k, docs.length)) : orderByScore(docs, match.scores);
    return { docs: Array.from(ordered.subarray(offset, offset + limit)), total: docs.length };
  }

  private keep(key: string, match: TextMatch): void {
    if (this.wordCacheLimit <= 0) return;
    const bytes = match.scores.byteLength + match.docs.byteLength;
    this.wordCache.set(key, match);
    this.wordCacheBytes += bytes;
    for (const [k, m] of this.wordCache) {
      if (this.wordCacheBytes <= this.wordCacheLimit && this.wordCache.size <= WORD_CACHE_ENTRIES) break;
      this.wordCache.delete(k);
      this.wordCacheBytes -= m.scores.byteLength + m.docs.byteLength;
    }
  }

  /** Bytes of word matches kept (0: none; benchmarks measure uncached searches with it). */
  setWordCache(bytes: number): void {
    this.wordCacheLimit = bytes;
    this.wordCache.clear();
    this.wordCacheBytes = 0;
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

/** Documents hit by every one of `words` word matches, ascending. */
function inAll(hits: Uint8Array, words: number): Uint32Array {
  const out = new Uint32Array(hits.length);
  let m = 0;
  for (let d = 0; d < hits.length; d++) {
    out[m] = d;
    m += +(hits[d] === words);
  }
  return out.slice(0, m);
}

// Hot loops in small functions of their own: V8 optimizes them alone, whatever the caller.
function keepBest(
  postDocs: Uint32Array,
  s: number,
  e: number,
  scores: Float64Array,
  factor: Float64Array,
  F: number,
  f: number,
  idf: number,
  level: number,
): void {
  for (let j = s; j < e; j++) {
    const d = postDocs[j]!;
    const bm25 = idf * factor[d * F + f]!;
    const score = level + (BM25_UNIT * bm25) / (bm25 + 1);
    if (score > scores[d]!) scores[d] = score;
  }
}

function addScores(docs: Uint32Array, scores: Float64Array, sum: Float64Array, hits: Uint8Array): void {
  for (let i = 0; i < docs.length; i++) {
    const d = docs[i]!;
    sum[d]! += scores[d]!;
    hits[d]!++;
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

// A compact search index of one kind of record (recipes, cuts or cut collections), built at
// catalog time and held at run time as typed arrays: a sorted term dictionary, postings per
// (term, field), field lengths for BM25, enum fields both per document (for facet counting in
// one pass) and per value (for filters), numbers and booleans per document, the name order and
// an order per sort field (ascending keys, ties in name order).
// Documents are numbered 0..n-1 in snapshot order, which is also the tie-break of equal scores
// (as Orama broke ties by insertion order).
import { MAX_DOCS, radixSort } from '@/lib/service/index/order';
import { fieldTokens } from '@/lib/service/index/tokens';

export type KindSchema = {
  textFields: readonly string[];
  /** Per text field, its priority: a word matched in a field of tier 0 (the name) ranks above
   *  one matched in tier 1 (the description), which ranks above tier 2 (everything else). */
  tiers: readonly number[];
  enumFields: readonly string[];
  numberFields: readonly string[];
  flagFields: readonly string[];
  /** Orders kept whole (a sort of the results): each by a key per document, ascending. */
  sortFields: readonly string[];
};

/** One record as the index sees it; arrays follow the schema's field order. A sort key is a
 *  whole number from 0 to 2^32 - 2, ascending; null sorts last. */
export type IndexDoc = {
  id: number;
  text: string[];
  enums: string[][];
  numbers: number[];
  flags: boolean[];
  sortKeys: (number | null)[];
};

/** The serializable part: typed arrays and string lists only. */
export type KindIndexData = {
  schema: KindSchema;
  n: number;
  /** Document → record id. */
  ids: Int32Array;
  /** Documents in name order. */
  byName: Uint32Array;
  /** Sorted (UTF-16 code unit order), distinct. */
  terms: string[];
  /** Postings of term t in text field f: postDocs[postStart[t*F+f] .. postStart[t*F+f+1]), ascending. */
  postStart: Uint32Array;
  postDocs: Uint32Array;
  /** Distinct tokens of document d in text field f, at d*F+f (Orama's field length). */
  fieldLen: Uint32Array;
  avgLen: Float64Array;
  /** Enum values of every field; field e owns ids valueBase[e] .. valueBase[e+1]. */
  values: string[];
  valueBase: Uint32Array;
  /** Value ids of document d in enum field e: docVals[docValStart[d*E+e] .. docValStart[d*E+e+1]). */
  docValStart: Uint32Array;
  docVals: Uint32Array;
  /** Documents having value v: valDocs[valDocStart[v] .. valDocStart[v+1]), ascending. */
  valDocStart: Uint32Array;
  valDocs: Uint32Array;
  numbers: Float64Array[];
  flags: Uint8Array[];
  /** Per sort field, every document in its order (ties in name order). */
  sortOrders: Uint32Array[];
};

/** Largest sort key; null keys take the next value, after every other. */
export const MAX_SORT_KEY = 0xfffffffe;

/** Every document by its keys ascending, ties by rank in the name order: a radix sort of the
 *  64-bit (key, rank) pairs, so a catalog of 100,000 orders in a few milliseconds. */
function orderByKeys(keys: (number | null)[], byName: Uint32Array): Uint32Array {
  const n = keys.length;
  const hi = new Uint32Array(n);
  const lo = new Uint32Array(n);
  const docs = new Uint32Array(n);
  for (let r = 0; r < n; r++) lo[byName[r]!] = r;
  for (let d = 0; d < n; d++) {
    const k = keys[d];
    if (k !== null && k !== undefined && !(Number.isInteger(k) && k >= 0 && k <= MAX_SORT_KEY))
      throw new Error(`sort key ${k} is not a whole number from 0 to ${MAX_SORT_KEY}`);
    hi[d] = k ?? MAX_SORT_KEY + 1;
    docs[d] = d;
  }
  radixSort(hi, lo, docs);
  return docs;
}

/** Builds the index from documents given in snapshot order; `names` (filled by the time the
 *  documents are consumed) give the name order. */
export function buildKindIndex(schema: KindSchema, docs: Iterable<IndexDoc>, names: string[]): KindIndexData {
  const F = schema.textFields.length;
  const E = schema.enumFields.length;
  const ids: number[] = [];
  const fieldLen: number[] = [];
  const lenSum = new Float64Array(F);
  // term → per field, the documents (ascending, as documents arrive in order).
  const postings = new Map<string, number[][]>();
  const valueIds = schema.enumFields.map(() => new Map<string, number[]>());
  /** Per (document, enum field): its distinct values, mapped to ids once all are known. */
  const docValues: string[][] = [];
  const numbers = schema.numberFields.map(() => [] as number[]);
  const flags = schema.flagFields.map(() => [] as number[]);
  const sortKeys = schema.sortFields.map(() => [] as (number | null)[]);
  let d = 0;
  for (const doc of docs) {
    if (d >= MAX_DOCS) throw new Error(`a search index holds at most ${MAX_DOCS} documents`);
    ids.push(doc.id);
    for (let f = 0; f < F; f++) {
      const tokens = fieldTokens(doc.text[f] ?? '');
      fieldLen.push(tokens.length);
      lenSum[f]! += tokens.length;
      for (const t of tokens) {
        let lists = postings.get(t);
        if (!lists) postings.set(t, (lists = Array.from({ length: F }, () => [])));
        lists[f]!.push(d);
      }
    }
    for (let e = 0; e < E; e++) {
      const seen = [...new Set(doc.enums[e] ?? [])];
      for (const v of seen) {
        let list = valueIds[e]!.get(v);
        if (!list) valueIds[e]!.set(v, (list = []));
        list.push(d);
      }
      docValues.push(seen);
    }
    schema.numberFields.forEach((_, i) => numbers[i]!.push(doc.numbers[i] ?? 0));
    schema.flagFields.forEach((_, i) => flags[i]!.push(doc.flags[i] ? 1 : 0));
    schema.sortFields.forEach((_, i) => sortKeys[i]!.push(doc.sortKeys[i] ?? null));
    d++;
  }
  const n = d;

  const terms = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const postStart = new Uint32Array(terms.length * F + 1);
  let total = 0;
  terms.forEach((t, i) =>
    postings.get(t)!.forEach((list, f) => ((postStart[i * F + f] = total), (total += list.length))),
  );
  postStart[terms.length * F] = total;
  const postDocs = new Uint32Array(total);
  terms.forEach((t, i) => postings.get(t)!.forEach((list, f) => postDocs.set(list, postStart[i * F + f]!)));

  const values: string[] = [];
  const valueBase = new Uint32Array(E + 1);
  const valueId = schema.enumFields.map(() => new Map<string, number>());
  for (let e = 0; e < E; e++) {
    valueBase[e] = values.length;
    for (const v of valueIds[e]!.keys()) {
      valueId[e]!.set(v, values.length);
      values.push(v);
    }
  }
  valueBase[E] = values.length;
  const docValStart = new Uint32Array(n * E + 1);
  let dv = 0;
  for (let i = 0; i < n * E; i++) {
    docValStart[i] = dv;
    dv += docValues[i]!.length;
  }
  docValStart[n * E] = dv;
  const docVals = new Uint32Array(dv);
  for (let i = 0; i < n * E; i++) {
    const e = i % E;
    docValues[i]!.forEach((v, j) => (docVals[docValStart[i]! + j] = valueId[e]!.get(v)!));
  }
  const valDocStart = new Uint32Array(values.length + 1);
  let vd = 0;
  for (let e = 0; e < E; e++) {
    for (const [v, list] of valueIds[e]!) {
      valDocStart[valueId[e]!.get(v)!] = vd;
      vd += list.length;
    }
  }
  valDocStart[values.length] = vd;
  const valDocs = new Uint32Array(vd);
  for (let e = 0; e < E; e++)
    for (const [v, list] of valueIds[e]!) valDocs.set(list, valDocStart[valueId[e]!.get(v)!]!);

  // Name order as the service always had it: localeCompare, ties in snapshot order.
  const byName = Uint32Array.from(names.map((_, i) => i)).sort((a, b) => names[a]!.localeCompare(names[b]!) || a - b);
  return {
    schema,
    n,
    ids: Int32Array.from(ids),
    byName,
    terms,
    postStart,
    postDocs,
    fieldLen: Uint32Array.from(fieldLen),
    avgLen: lenSum.map((s) => (n ? s / n : 0)),
    values,
    valueBase,
    docValStart,
    docVals,
    valDocStart,
    valDocs,
    numbers: numbers.map((xs) => Float64Array.from(xs)),
    flags: flags.map((xs) => Uint8Array.from(xs)),
    sortOrders: sortKeys.map((keys) => orderByKeys(keys, byName)),
  };
}

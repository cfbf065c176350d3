// The packed catalog (`<snapshot>.pack`, written beside the JSON snapshot by the catalog
// build and the generator): what the service loads instead of parsing the JSON. One file:
//
//   "BEEFPK01" · u32 header length · header JSON · typed-array sections · recipe records
//
// The header holds the small data (lookups, cuts, collections), the string lists of the
// indexes and where each section lies. The sections are the three search indexes and the
// recipe tables, read into one buffer and viewed as typed arrays (no parsing). Recipes stay
// on disk as their JSON bytes and are read by id on demand: at 100,000 recipes the records
// are ~500 MB, the rest ~100 MB.
import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import type { RecipeFull } from '@/lib/wire/v2';
import {
  buildCollectionIndex,
  buildCutIndex,
  buildRecipeIndex,
  recipeContext,
} from '@/lib/service/index/catalog-index';
import type { KindIndexData, KindSchema } from '@/lib/service/index/kind-index';

const MAGIC = 'BEEFPK01';
// 3: fields ranked by tier (schema.tiers), not boosted; the cut categories of recipes; sort orders.
const PACK_FORMAT = 3;

export type CatalogMeta = Omit<CatalogSnapshot, 'recipes'>;

/** Everything but the recipe records, in memory. */
export type PackedCatalog = {
  meta: CatalogMeta;
  /** Size of the JSON snapshot the pack was written with (null when written without one). */
  sourceBytes: number | null;
  indexes: { recipes: KindIndexData; cuts: KindIndexData; cutCollections: KindIndexData };
  /** Every recipe, online or not, in snapshot order: id, slug and where its record lies. */
  recipeIds: Int32Array;
  recipeSlugs: string[];
  /** Online recipes that use a cut directly, by cut id, in name order. */
  recipesByCut: Map<number, number[]>;
};

type Typed = Uint32Array | Int32Array | Float64Array | Uint8Array;
type SectionRef = [offset: number, length: number, type: 'u32' | 'i32' | 'f64' | 'u8'];
const TYPES = { u32: Uint32Array, i32: Int32Array, f64: Float64Array, u8: Uint8Array } as const;
const typeOf = (a: Typed): SectionRef[2] =>
  a instanceof Uint32Array ? 'u32' : a instanceof Int32Array ? 'i32' : a instanceof Float64Array ? 'f64' : 'u8';

type IndexHeader = {
  schema: KindSchema;
  n: number;
  terms: string[];
  values: string[];
  arrays: Record<string, SectionRef>;
  numbers: SectionRef[];
  flags: SectionRef[];
  sortOrders: SectionRef[];
};
type Header = {
  format: number;
  sourceBytes: number | null;
  meta: CatalogMeta;
  recipeSlugs: string[];
  recipesByCut: [number, number[]][];
  indexes: Record<'recipes' | 'cuts' | 'cutCollections', IndexHeader>;
  tables: Record<'recipeIds' | 'recordStart', SectionRef>;
  /** Byte length of the sections block; the records follow it. */
  sectionsBytes: number;
};

const INDEX_ARRAYS = [
  'ids',
  'byName',
  'postStart',
  'postDocs',
  'fieldLen',
  'avgLen',
  'valueBase',
  'docValStart',
  'docVals',
  'valDocStart',
  'valDocs',
] as const;

/** Lays out typed arrays in one block, each at an 8-byte aligned offset. */
class Layout {
  readonly arrays: Typed[] = [];
  bytes = 0;
  add(a: Typed): SectionRef {
    const ref: SectionRef = [this.bytes, a.length, typeOf(a)];
    this.arrays.push(a);
    this.bytes += Math.ceil(a.byteLength / 8) * 8;
    return ref;
  }
}

function indexHeader(ix: KindIndexData, layout: Layout): IndexHeader {
  const arrays: Record<string, SectionRef> = {};
  for (const k of INDEX_ARRAYS) arrays[k] = layout.add(ix[k]);
  return {
    schema: ix.schema,
    n: ix.n,
    terms: ix.terms,
    values: ix.values,
    arrays,
    numbers: ix.numbers.map((a) => layout.add(a)),
    flags: ix.flags.map((a) => layout.add(a)),
    sortOrders: ix.sortOrders.map((a) => layout.add(a)),
  };
}

/** Online recipes by cut they use directly (any beef ingredient), in name order. */
function recipesByCutOf(recipeIndex: KindIndexData, cutIdsOfDoc: number[][]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const d of recipeIndex.byName) {
    for (const cut of cutIdsOfDoc[d]!) {
      let list = out.get(cut);
      if (!list) out.set(cut, (list = []));
      list.push(recipeIndex.ids[d]!);
    }
  }
  return out;
}

/** The indexes and tables of a snapshot, in memory (what the pack holds, records aside). */
export function packCatalog(snapshot: CatalogSnapshot, sourceBytes: number | null = null): PackedCatalog {
  const { recipes, ...meta } = snapshot;
  const cutIdsOfDoc: number[][] = [];
  function* online() {
    for (const r of recipes) {
      if (!r.isOnline) continue;
      cutIdsOfDoc.push([
        ...new Set(r.ingredients.flatMap((i) => (i.ingredient?.isBeefIngredient ? [i.ingredient.ingredientID] : []))),
      ]);
      yield r;
    }
  }
  const recipeIndex = buildRecipeIndex(online(), recipeContext(snapshot));
  return {
    meta,
    sourceBytes,
    indexes: {
      recipes: recipeIndex,
      cuts: buildCutIndex(snapshot.cuts),
      cutCollections: buildCollectionIndex(snapshot.cutCollections),
    },
    recipeIds: Int32Array.from(recipes, (r) => r.recipeID),
    recipeSlugs: recipes.map((r) => r.recipeNameSlug),
    recipesByCut: recipesByCutOf(recipeIndex, cutIdsOfDoc),
  };
}

/** Writes the pack of a snapshot; returns its size in bytes and the time spent indexing. */
export function writePack(
  snapshot: CatalogSnapshot,
  file: string,
  sourceBytes: number | null,
): { bytes: number; indexMs: number } {
  const started = performance.now();
  const packed = packCatalog(snapshot, sourceBytes);
  const indexMs = performance.now() - started;
  const layout = new Layout();
  const indexes = {
    recipes: indexHeader(packed.indexes.recipes, layout),
    cuts: indexHeader(packed.indexes.cuts, layout),
    cutCollections: indexHeader(packed.indexes.cutCollections, layout),
  };
  const recordStart = new Float64Array(snapshot.recipes.length + 1);
  const tables = { recipeIds: layout.add(packed.recipeIds), recordStart: layout.add(recordStart) };
  const header: Header = {
    format: PACK_FORMAT,
    sourceBytes,
    meta: packed.meta,
    recipeSlugs: packed.recipeSlugs,
    recipesByCut: [...packed.recipesByCut],
    indexes,
    tables,
    sectionsBytes: layout.bytes,
  };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const prefix = Buffer.alloc(Math.ceil((12 + headerBytes.length) / 8) * 8);
  prefix.write(MAGIC, 0, 'latin1');
  prefix.writeUInt32LE(headerBytes.length, 8);
  headerBytes.copy(prefix, 12);
  const fd = openSync(/*turbopackIgnore: true*/ file, 'w');
  try {
    let pos = 0;
    const put = (b: Uint8Array) => {
      writeSync(fd, b, 0, b.length, pos);
      pos += b.length;
    };
    put(prefix);
    const sectionsAt = pos;
    for (const a of layout.arrays) {
      put(new Uint8Array(a.buffer, a.byteOffset, a.byteLength));
      const pad = Math.ceil(a.byteLength / 8) * 8 - a.byteLength;
      if (pad) put(new Uint8Array(pad));
    }
    // Records: each recipe's JSON, streamed; their offsets go back into the table.
    const recordsAt = pos;
    let chunk: Buffer[] = [];
    let chunkBytes = 0;
    snapshot.recipes.forEach((r, i) => {
      const b = Buffer.from(JSON.stringify(r));
      recordStart[i] = pos - recordsAt + chunkBytes;
      chunk.push(b);
      chunkBytes += b.length;
      if (chunkBytes > 4 << 20) {
        put(Buffer.concat(chunk));
        chunk = [];
        chunkBytes = 0;
      }
    });
    put(Buffer.concat(chunk));
    recordStart[snapshot.recipes.length] = pos - recordsAt;
    writeSync(fd, new Uint8Array(recordStart.buffer), 0, recordStart.byteLength, sectionsAt + tables.recordStart[0]);
    return { bytes: pos, indexMs };
  } finally {
    closeSync(fd);
  }
}

export class PackFormatError extends Error {
  constructor(file: string, format: number) {
    super(`${file} has pack format ${format}, this service reads ${PACK_FORMAT}`);
    this.name = 'PackFormatError';
  }
}

/** An open pack: the catalog without its recipe records, and a reader of them. */
export type OpenPack = PackedCatalog & { readRecipe(index: number): RecipeFull; close(): void };

export function openPack(file: string): OpenPack {
  const fd = openSync(/*turbopackIgnore: true*/ file, 'r');
  try {
    const head = Buffer.alloc(12);
    readSync(fd, head, 0, 12, 0);
    if (head.toString('latin1', 0, 8) !== MAGIC) throw new Error(`${file} is not a packed catalog`);
    const headerLength = head.readUInt32LE(8);
    const headerBytes = Buffer.alloc(headerLength);
    readSync(fd, headerBytes, 0, headerLength, 12);
    const header = JSON.parse(headerBytes.toString('utf8')) as Header;
    if (header.format !== PACK_FORMAT) throw new PackFormatError(file, header.format);
    const sectionsAt = Math.ceil((12 + headerLength) / 8) * 8;
    // One ArrayBuffer for every section: typed arrays view it where they lie.
    const block = new ArrayBuffer(header.sectionsBytes);
    readFully(fd, new Uint8Array(block), sectionsAt);
    const view = ([offset, length, type]: SectionRef) => new TYPES[type](block, offset, length);
    const kind = (h: IndexHeader): KindIndexData => {
      const a = h.arrays as Record<(typeof INDEX_ARRAYS)[number], SectionRef>;
      return {
        schema: h.schema,
        n: h.n,
        terms: h.terms,
        values: h.values,
        ids: view(a.ids) as Int32Array,
        byName: view(a.byName) as Uint32Array,
        postStart: view(a.postStart) as Uint32Array,
        postDocs: view(a.postDocs) as Uint32Array,
        fieldLen: view(a.fieldLen) as Uint32Array,
        avgLen: view(a.avgLen) as Float64Array,
        valueBase: view(a.valueBase) as Uint32Array,
        docValStart: view(a.docValStart) as Uint32Array,
        docVals: view(a.docVals) as Uint32Array,
        valDocStart: view(a.valDocStart) as Uint32Array,
        valDocs: view(a.valDocs) as Uint32Array,
        numbers: h.numbers.map((r) => view(r) as Float64Array),
        flags: h.flags.map((r) => view(r) as Uint8Array),
        sortOrders: h.sortOrders.map((r) => view(r) as Uint32Array),
      };
    };
    const recordStart = view(header.tables.recordStart) as Float64Array;
    const recordsAt = sectionsAt + header.sectionsBytes;
    let buffer = Buffer.alloc(64 * 1024);
    let closed = false;
    return {
      meta: header.meta,
      sourceBytes: header.sourceBytes,
      indexes: {
        recipes: kind(header.indexes.recipes),
        cuts: kind(header.indexes.cuts),
        cutCollections: kind(header.indexes.cutCollections),
      },
      recipeIds: view(header.tables.recipeIds) as Int32Array,
      recipeSlugs: header.recipeSlugs,
      recipesByCut: new Map(header.recipesByCut),
      readRecipe(i) {
        if (closed) throw new Error(`${file} is closed`);
        const start = recordStart[i];
        const end = recordStart[i + 1];
        if (start === undefined || end === undefined) throw new RangeError(`no recipe record ${i}`);
        const length = end - start;
        if (buffer.length < length) buffer = Buffer.alloc(Math.max(length, buffer.length * 2));
        readFully(fd, buffer.subarray(0, length), recordsAt + start);
        return JSON.parse(buffer.toString('utf8', 0, length)) as RecipeFull;
      },
      close() {
        if (!closed) closeSync(fd);
        closed = true;
      },
    };
  } catch (e) {
    closeSync(fd);
    throw e;
  }
}

function readFully(fd: number, into: Uint8Array, position: number): void {
  let done = 0;
  while (done < into.length) {
    const n = readSync(fd, into, done, into.length - done, position + done);
    if (n === 0) throw new Error('the packed catalog is truncated');
    done += n;
  }
}

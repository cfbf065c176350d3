// The embedded service's catalog: small data (lookups, cuts, collections) in memory, recipes
// by id and slug, and one search index per searchable kind (lib/service/index/). Loaded once
// per process, read-only.
//
// Two ways in, one code path after: `getStore()` opens the packed catalog written at catalog
// time beside the JSON snapshot (`.catalog/catalog.pack`), whose indexes are typed arrays read
// as they lie and whose recipes stay on disk until asked for; `buildStore(snapshot)` builds
// the same indexes in memory from a parsed snapshot (tests, and a snapshot without a pack).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { SEARCH_KINDS, SEARCH_KIND_NAMES, type ParamSpec } from '@/lib/search/kinds';
import { optionsOf } from '@/lib/search/lookup-options';
import type { CutFull, RecipeFull } from '@/lib/wire/v2';
import { KindSearcher } from '@/lib/service/index/kind-search';
import {
  PackFormatError,
  openPack,
  packCatalog,
  type CatalogMeta,
  type OpenPack,
  type PackedCatalog,
} from '@/lib/service/index/pack';

/** A read-only keyed table (what a Map offers readers), for records that may live on disk. */
export type Table<K, V> = { get(key: K): V | undefined; has(key: K): boolean; readonly size: number };

export type Store = {
  /** The snapshot. `recipes` reads every record when touched: for tests and tools, never
   *  for a request (at 100,000 recipes it is the whole catalog). */
  snapshot: CatalogSnapshot;
  recipes: { byId: Table<number, RecipeFull>; bySlug: Table<string, RecipeFull>; index: KindSearcher };
  cuts: {
    byId: Map<number, CutFull>;
    bySlug: Map<string, CutFull>;
    index: KindSearcher;
    /** Ids of the online recipes that use a cut directly, by cut id, in name order. */
    recipesByCut: Map<number, number[]>;
    /** Online cuts of each ingredient group, by group slug. */
    cutsByGroup: Map<string, CutFull[]>;
  };
  recipeCollections: {
    byId: Map<number, CatalogSnapshot['recipeCollections'][number]>;
    bySlug: Map<string, CatalogSnapshot['recipeCollections'][number]>;
  };
  cutCollections: {
    byId: Map<number, CatalogSnapshot['cutCollections'][number]>;
    bySlug: Map<string, CatalogSnapshot['cutCollections'][number]>;
    index: KindSearcher;
  };
  /** Value aliases accepted by array parameters, per `kind:param`: names (lower case) map to slugs. */
  aliases: Map<string, Map<string, string>>;
  /** Where the store came from: a packed catalog file, or a snapshot in memory. */
  origin: 'pack' | 'snapshot';
  loadMs: number;
};

/** Parsed recipes kept for repeated reads (a page of results, its next page, a recipe page). */
const RECORD_CACHE = 512;

/** Recipes by id and slug over a reader of the i-th record (in memory or on disk). */
function recipeTables(ids: Int32Array, slugs: string[], read: (i: number) => RecipeFull, cached: boolean) {
  const byIdIndex = new Map<number, number>();
  ids.forEach((id, i) => byIdIndex.set(id, i));
  const bySlugIndex = new Map<string, number>();
  slugs.forEach((s, i) => bySlugIndex.set(s, i));
  const cache = new Map<number, RecipeFull>();
  const at = (i: number | undefined): RecipeFull | undefined => {
    if (i === undefined) return undefined;
    if (!cached) return read(i);
    let r = cache.get(i);
    if (r) {
      // Most recently used last: Map keeps insertion order.
      cache.delete(i);
      cache.set(i, r);
      return r;
    }
    r = read(i);
    cache.set(i, r);
    if (cache.size > RECORD_CACHE) cache.delete(cache.keys().next().value!);
    return r;
  };
  const byId: Table<number, RecipeFull> = {
    get: (id) => at(byIdIndex.get(id)),
    has: (id) => byIdIndex.has(id),
    size: ids.length,
  };
  const bySlug: Table<string, RecipeFull> = {
    get: (s) => at(bySlugIndex.get(s)),
    has: (s) => bySlugIndex.has(s),
    size: bySlugIndex.size,
  };
  const all = () => Array.from(ids, (_, i) => at(i)!);
  return { byId, bySlug, all };
}

function assemble(
  packed: PackedCatalog,
  read: (i: number) => RecipeFull,
  origin: Store['origin'],
  cached: boolean,
): Store {
  const { meta } = packed;
  const cutsById = new Map(meta.cuts.map((c) => [c.ingredientID, c]));
  const cutsBySlug = new Map(meta.cuts.map((c) => [c.ingredientNameSlug, c]));

  const cutIndex = new KindSearcher(packed.indexes.cuts);
  const cutsByGroup = new Map<string, CutFull[]>();
  for (const d of cutIndex.ix.byName) {
    const c = cutsById.get(cutIndex.ix.ids[d]!)!;
    for (const g of c.groups)
      cutsByGroup.set(g.ingredientGroupNameSlug, [...(cutsByGroup.get(g.ingredientGroupNameSlug) ?? []), c]);
  }
  const recipes = recipeTables(packed.recipeIds, packed.recipeSlugs, read, cached);
  const snapshot = { ...meta } as CatalogMeta as CatalogSnapshot;
  Object.defineProperty(snapshot, 'recipes', { get: recipes.all, enumerable: false, configurable: true });

  return {
    snapshot,
    recipes: { byId: recipes.byId, bySlug: recipes.bySlug, index: new KindSearcher(packed.indexes.recipes) },
    cuts: { byId: cutsById, bySlug: cutsBySlug, index: cutIndex, recipesByCut: packed.recipesByCut, cutsByGroup },
    recipeCollections: {
      byId: new Map(meta.recipeCollections.map((c) => [c.collectionID, c])),
      bySlug: new Map(meta.recipeCollections.map((c) => [c.collectionNameSlug, c])),
    },
    cutCollections: {
      byId: new Map(meta.cutCollections.map((c) => [c.collectionID, c])),
      bySlug: new Map(meta.cutCollections.map((c) => [c.collectionNameSlug, c])),
      index: new KindSearcher(packed.indexes.cutCollections),
    },
    aliases: aliasesOf(meta),
    origin,
    loadMs: 0,
  };
}

/** Array parameters take "exact slug or name values" from the lookups: names (lower case) map
 *  to slugs, per `kind:param`, from the same lists as the site's facet options. */
function aliasesOf(meta: CatalogMeta): Map<string, Map<string, string>> {
  const aliases = new Map<string, Map<string, string>>();
  for (const kind of SEARCH_KIND_NAMES) {
    for (const [param, spec] of Object.entries(SEARCH_KINDS[kind].params as Record<string, ParamSpec>)) {
      if (spec.type !== 'array') continue;
      const names = new Map(optionsOf(meta.lookups, spec.source).map((o) => [o.label.toLowerCase(), o.value]));
      aliases.set(`${kind}:${param}`, names);
    }
  }
  return aliases;
}

/** A store over a snapshot in memory: the indexes are built as the catalog build builds them. */
export function buildStore(snapshot: CatalogSnapshot): Store {
  const started = performance.now();
  const store = assemble(packCatalog(snapshot), (i) => snapshot.recipes[i]!, 'snapshot', false);
  // Same records, no copies: the snapshot given is the one readers see.
  Object.defineProperty(store.snapshot, 'recipes', { value: snapshot.recipes, enumerable: true });
  store.loadMs = performance.now() - started;
  return store;
}

/** A store over a packed catalog file (lib/service/index/pack.ts). */
export function openStore(packFile: string): Store {
  return storeOfPack(openPack(packFile), performance.now());
}

function storeOfPack(pack: OpenPack, started: number): Store {
  const store = assemble(pack, (i) => pack.readRecipe(i), 'pack', true);
  store.loadMs = performance.now() - started;
  return store;
}

/** Where the snapshot lives: `.catalog/catalog.json` under the project, or CATALOG_FILE
 *  (the generated scale catalog in benchmarks). */
function snapshotPath(): string {
  return process.env.CATALOG_FILE ?? join(process.cwd(), '.catalog', 'catalog.json');
}

/** The packed catalog of a snapshot: the same path with `.pack` for `.json`. */
export const packPathOf = (snapshotFile: string) => snapshotFile.replace(/(\.json)?$/, '.pack');

function openPackOfThisFormat(packFile: string): OpenPack | null {
  try {
    return openPack(packFile);
  } catch (error) {
    if (!(error instanceof PackFormatError)) throw error;
    console.warn(`${error.message}: parsing the snapshot; run the catalog build to refresh the pack`);
    return null;
  }
}

/** Opens the pack when it belongs to the snapshot beside it (written with a snapshot of the
 *  same size, or with no snapshot left beside it); otherwise parses the snapshot. */
export function loadStore(snapshotFile: string): Store {
  const started = performance.now();
  const packFile = packPathOf(snapshotFile);
  // A pack of another format (written by an older build) is stale like one of another snapshot.
  const pack = existsSync(/*turbopackIgnore: true*/ packFile) ? openPackOfThisFormat(packFile) : null;
  if (pack) {
    const json = existsSync(/*turbopackIgnore: true*/ snapshotFile)
      ? statSync(/*turbopackIgnore: true*/ snapshotFile).size
      : null;
    if (json === null || pack.sourceBytes === null || json === pack.sourceBytes) return storeOfPack(pack, started);
    pack.close();
    console.warn(
      `${packFile} was written for another ${snapshotFile} (${pack.sourceBytes} bytes, now ${json}): parsing the snapshot; run the catalog build to refresh the pack`,
    );
  }
  const snapshot = JSON.parse(readFileSync(/*turbopackIgnore: true*/ snapshotFile, 'utf8')) as CatalogSnapshot;
  const store = buildStore(snapshot);
  store.loadMs = performance.now() - started;
  return store;
}

const globalStore = globalThis as unknown as { __beefAtlasStore?: Store };

/** The process-wide store, loaded on first use. */
export function getStore(): Store {
  globalStore.__beefAtlasStore ??= loadStore(snapshotPath());
  return globalStore.__beefAtlasStore;
}

/** Replaces the process-wide store (tests and benchmarks). */
export function setStore(store: Store | undefined): void {
  globalStore.__beefAtlasStore = store;
}

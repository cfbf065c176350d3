// The reader's kitchen, kept in their browser (no account): saved recipes and the shopping
// list's choices, as one versioned JSON document in localStorage. Every read validates, so a
// value another version of the site wrote, a hand-edited one or a truncated one never breaks a
// page; every write reports a full storage instead of throwing. Hand-written guards rather than
// zod: this module ships with every page that has a save button.

/** The document's current shape. A new shape gets a new number and a step in `migrate`. */
export const KITCHEN_VERSION = 1;
import { RECIPE_SLUG } from '@/lib/kitchen/recipe-slugs';
import { KITCHEN_EVENT, KITCHEN_KEY } from '@/lib/kitchen/saved-slugs';

export { KITCHEN_KEY };
/** Where an unreadable value is moved, so a reader's data is set aside, never silently dropped. */
export const KITCHEN_UNREADABLE_KEY = 'beef-atlas:kitchen:unreadable';

export type Units = 'us' | 'metric';

/** A saved recipe: what its card on the Saved page shows, without the network. */
export type SavedRecipe = {
  slug: string;
  /** The site path of the recipe's page. */
  path: string;
  name: string;
  lang: 'en' | 'es';
  image: { src: string; alt: string } | null;
  /** The recipe's total time as its page writes it ("1 hr 20 min"). */
  totalTime: string;
  /** The recipe's own yield (its servings as written). */
  yieldCount: number;
  /** The servings and units the reader had chosen when saving (the list starts there). */
  servings: number;
  units: Units;
  savedAt: string;
};

/** A recipe on the shopping list, at its servings and units. */
export type ListRecipe = { slug: string; servings: number; units: Units };

/** The reader's changes to a list line, by the line's merge key. */
export type LineEdit = { ticked?: boolean; removed?: boolean; text?: string };

export type KitchenDoc = {
  version: typeof KITCHEN_VERSION;
  saved: SavedRecipe[];
  list: { recipes: ListRecipe[]; units: Units; edits: Record<string, LineEdit> };
};

export const emptyKitchen = (): KitchenDoc => ({
  version: KITCHEN_VERSION,
  saved: [],
  list: { recipes: [], units: 'us', edits: {} },
});

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, max = 2000): v is string => typeof v === 'string' && v.length <= max;
const count = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 1000;
const units = (v: unknown): Units => (v === 'metric' ? 'metric' : 'us');
// A slug names a page under /recipes; anything else could be a link elsewhere.
const SLUG = RECIPE_SLUG;

/** One saved recipe from anything, or null: links are kept to this site's recipe pages. */
export function readSaved(v: unknown): SavedRecipe | null {
  if (!isObj(v) || !str(v.slug) || !SLUG.test(v.slug) || !str(v.name) || !v.name.trim()) return null;
  const path = `/recipes/${v.slug}`;
  const image =
    isObj(v.image) && str(v.image.src) && str(v.image.alt) && /^(\/(?!\/)|https:\/\/)/.test(v.image.src)
      ? { src: v.image.src, alt: v.image.alt }
      : null;
  const yieldCount = count(v.yieldCount) ? v.yieldCount : 1;
  return {
    slug: v.slug,
    path,
    name: v.name,
    lang: v.lang === 'es' ? 'es' : 'en',
    image,
    totalTime: str(v.totalTime, 100) ? v.totalTime : '',
    yieldCount,
    servings: count(v.servings) ? v.servings : yieldCount,
    units: units(v.units),
    savedAt: str(v.savedAt, 40) && !Number.isNaN(Date.parse(v.savedAt)) ? v.savedAt : new Date(0).toISOString(),
  };
}

function readList(v: unknown): KitchenDoc['list'] {
  const list: KitchenDoc['list'] = { recipes: [], units: 'us', edits: {} };
  if (!isObj(v)) return list;
  list.units = units(v.units);
  const seen = new Set<string>();
  for (const r of Array.isArray(v.recipes) ? v.recipes : []) {
    if (!isObj(r) || !str(r.slug) || !SLUG.test(r.slug) || seen.has(r.slug)) continue;
    seen.add(r.slug);
    list.recipes.push({ slug: r.slug, servings: count(r.servings) ? r.servings : 1, units: units(r.units) });
  }
  if (isObj(v.edits)) {
    for (const [key, e] of Object.entries(v.edits)) {
      if (!isObj(e) || key.length > 500) continue;
      const edit: LineEdit = {};
      if (e.ticked === true) edit.ticked = true;
      if (e.removed === true) edit.removed = true;
      if (str(e.text, 500)) edit.text = e.text;
      list.edits[key] = edit;
    }
  }
  return list;
}

/** Any earlier or current document to the current shape; null when it is not one. Version 0 was
 *  a bare array of saved recipes (never shipped; kept as the example of a migration step). */
export function migrate(raw: unknown): KitchenDoc | null {
  let doc: unknown = raw;
  if (Array.isArray(doc)) doc = { version: 1, saved: doc, list: {} };
  if (!isObj(doc) || doc.version !== KITCHEN_VERSION || !Array.isArray(doc.saved)) return null;
  const saved: SavedRecipe[] = [];
  for (const s of doc.saved) {
    const r = readSaved(s);
    if (r && !saved.some((x) => x.slug === r.slug)) saved.push(r);
  }
  return { version: KITCHEN_VERSION, saved, list: readList(doc.list) };
}

/** A document from a newer version of the site, which this one must not overwrite. */
const isNewer = (raw: unknown) => isObj(raw) && typeof raw.version === 'number' && raw.version > KITCHEN_VERSION;

export type WriteResult = { ok: true } | { ok: false; reason: 'quota' | 'unavailable' | 'newer' };

/** The storage the module runs on (localStorage in the browser; a stand-in in tests). */
export type KitchenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createKitchen(storage: () => KitchenStorage | null) {
  let cachedRaw: string | null | undefined;
  let cachedDoc: KitchenDoc = emptyKitchen();
  let newer = false;
  const listeners = new Set<() => void>();

  /** The current document; the same object until the stored value changes (for useSyncExternalStore). */
  function read(): KitchenDoc {
    let raw: string | null;
    try {
      raw = storage()?.getItem(KITCHEN_KEY) ?? null;
    } catch {
      raw = null; // storage blocked (privacy settings): an empty kitchen
    }
    if (raw === cachedRaw) return cachedDoc;
    cachedRaw = raw;
    newer = false;
    if (raw === null) return (cachedDoc = emptyKitchen());
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    const doc = migrate(parsed);
    if (doc) return (cachedDoc = doc);
    if (isNewer(parsed)) {
      newer = true;
      return (cachedDoc = emptyKitchen());
    }
    // Unreadable: set it aside once and start empty.
    try {
      storage()?.setItem(KITCHEN_UNREADABLE_KEY, raw);
      storage()?.removeItem(KITCHEN_KEY);
      cachedRaw = null;
    } catch {
      // nothing more to do: reads keep answering an empty kitchen
    }
    return (cachedDoc = emptyKitchen());
  }

  function write(change: (doc: KitchenDoc) => KitchenDoc): WriteResult {
    const current = read();
    if (newer) return { ok: false, reason: 'newer' };
    const next = change(current);
    const raw = JSON.stringify(next);
    const s = storage();
    if (!s) return { ok: false, reason: 'unavailable' };
    try {
      s.setItem(KITCHEN_KEY, raw);
    } catch (error) {
      return { ok: false, reason: isQuota(error) ? 'quota' : 'unavailable' };
    }
    cachedRaw = raw;
    cachedDoc = next;
    for (const l of listeners) l();
    // The save buttons (./saved-slugs.ts) listen on window.
    if (typeof window !== 'undefined') window.dispatchEvent(new Event(KITCHEN_EVENT));
    return { ok: true };
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    // Another tab's change: the storage event fires there, not in the tab that wrote.
    const onStorage = (e: StorageEvent) => {
      if (e.key === KITCHEN_KEY || e.key === null) listener();
    };
    if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    };
  }

  return {
    read,
    write,
    subscribe,
    save: (recipe: SavedRecipe) =>
      write((d) => ({ ...d, saved: [recipe, ...d.saved.filter((s) => s.slug !== recipe.slug)] })),
    unsave: (slug: string) =>
      write((d) => ({
        ...d,
        saved: d.saved.filter((s) => s.slug !== slug),
        list: { ...d.list, recipes: d.list.recipes.filter((r) => r.slug !== slug) },
      })),
    /** Saved recipes from an export, merged (an imported copy replaces the one with its slug). */
    importSaved: (items: SavedRecipe[]) =>
      write((d) => ({ ...d, saved: [...items, ...d.saved.filter((s) => !items.some((i) => i.slug === s.slug))] })),
  };
}

function isQuota(error: unknown) {
  if (!(error instanceof DOMException)) return false;
  // Chromium and WebKit name it; old Firefox used its own name; 22 is the legacy code.
  return error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22;
}

/** The browser's kitchen. */
export const kitchen = createKitchen(() => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
});

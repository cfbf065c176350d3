// Which recipes are saved, read cheaply: what a save button needs to show its state. The full
// store (./store.ts: validation, migration, writes) loads only when a reader presses one, so the
// cards of a search page carry a few hundred bytes, not the store.

export const KITCHEN_KEY = 'beef-atlas:kitchen';
/** Dispatched on window by the store after each write in this tab (other tabs get `storage`). */
export const KITCHEN_EVENT = 'beef-atlas:kitchen';

let cachedRaw: string | null | undefined;
let cached: ReadonlySet<string> = new Set();
const EMPTY: ReadonlySet<string> = new Set();

/** The slugs of the saved recipes; the same Set until the stored value changes. A value the
 *  store would not read shows nothing saved (the store sets it aside on its next read). */
export function savedSlugs(): ReadonlySet<string> {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KITCHEN_KEY);
  } catch {
    raw = null;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  cached = EMPTY;
  try {
    const doc = raw === null ? null : (JSON.parse(raw) as { saved?: unknown });
    const list = Array.isArray(doc) ? doc : doc?.saved;
    if (Array.isArray(list))
      cached = new Set(list.flatMap((s: { slug?: unknown }) => (typeof s?.slug === 'string' ? [s.slug] : [])));
  } catch {
    // unreadable: nothing saved
  }
  return cached;
}

export const noSlugs = () => EMPTY;

export function subscribeSaved(listener: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === KITCHEN_KEY || e.key === null) listener();
  };
  window.addEventListener(KITCHEN_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(KITCHEN_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

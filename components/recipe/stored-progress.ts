// A reader's progress through one recipe (the cook mode step, the ticked ingredients), kept in
// the browser per recipe path: a phone that reloads a background tab finds them where it left.
import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
};

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** A JSON value stored under `beef-atlas:progress:<path>:<name>`; `fallback` while the server
 *  renders and when nothing (or junk) is stored. `valid` keeps a stored value only if it fits. */
export function useStoredProgress<T>(
  path: string,
  name: string,
  fallback: T,
  valid: (v: unknown) => v is T,
): [T, (v: T) => void] {
  const key = `beef-atlas:progress:${path}:${name}`;
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  let value = fallback;
  try {
    const parsed: unknown = raw === null ? fallback : JSON.parse(raw);
    if (valid(parsed)) value = parsed;
  } catch {
    value = fallback;
  }
  const set = useCallback(
    (v: T) => {
      try {
        window.localStorage.setItem(key, JSON.stringify(v));
      } catch {
        // Storage refused: the progress holds until the page goes.
      }
      for (const l of listeners) l();
    },
    [key],
  );
  return [value, set];
}

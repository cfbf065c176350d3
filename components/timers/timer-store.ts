// The kitchen timers, kept in the browser (localStorage) by their absolute end time, so they
// survive a link to a cut page (another root layout, a full page load), a reload and a phone
// that puts the tab to sleep: the time left is always computed from the end, never counted.
import { useSyncExternalStore } from 'react';

export type StoredTimer = {
  id: string;
  /** As shown: "Beef and broccoli · Step 2: 15 minutes". */
  label: string;
  /** The recipe it was started from, to go back to. */
  href: string;
  step: number;
  totalMs: number;
  /** Date.now() time it ends at. */
  endsAt: number;
};

const KEY = 'beef-atlas:timers';
const EMPTY: StoredTimer[] = [];
const listeners = new Set<() => void>();
let cache: { raw: string | null; list: StoredTimer[] } = { raw: null, list: EMPTY };

const isTimer = (x: unknown): x is StoredTimer => {
  const t = x as StoredTimer;
  return (
    !!t &&
    typeof t.id === 'string' &&
    typeof t.label === 'string' &&
    typeof t.href === 'string' &&
    Number.isFinite(t.step) &&
    Number.isFinite(t.totalMs) &&
    Number.isFinite(t.endsAt)
  );
};

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The stored timers; the same array while the storage is unchanged (useSyncExternalStore). */
export function timersSnapshot(): StoredTimer[] {
  const raw = readRaw();
  if (raw === cache.raw) return cache.list;
  let list: StoredTimer[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    list = Array.isArray(parsed) ? parsed.filter(isTimer) : EMPTY;
  } catch {
    list = EMPTY;
  }
  cache = { raw, list };
  return list;
}

function write(list: StoredTimer[]) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage refused: keep the timers for this page at least.
    cache = { raw: `${Date.now()}`, list };
  }
  for (const l of listeners) l();
}

export function addTimer(t: Omit<StoredTimer, 'id'>): StoredTimer {
  const timer = { ...t, id: `${t.endsAt}-${Math.random().toString(36).slice(2, 8)}` };
  write([...timersSnapshot(), timer]);
  return timer;
}

export function removeTimer(id: string) {
  write(timersSnapshot().filter((x) => x.id !== id));
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Another tab started or stopped one.
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Every stored timer; none while the server renders. */
export const useStoredTimers = () => useSyncExternalStore(subscribe, timersSnapshot, () => EMPTY);

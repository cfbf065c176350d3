import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { savedSlugs } from '@/lib/kitchen/saved-slugs';

/** How long a persisted answer is restored: a week of cooking offline. Queries that persist
 *  keep their cache this long too (TanStack Query drops a query past its gcTime first). */
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60_000;

/** Only queries marked `meta: { persist: true }` whose recipes are all saved are written to
 *  storage: the saved recipes' data read offline, nothing else the reader looked at. */
function shouldPersist(query: {
  queryKey: readonly unknown[];
  meta?: Record<string, unknown>;
  state: { status: string };
}) {
  if (query.state.status !== 'success' || query.meta?.persist !== true) return false;
  const slugs = query.queryKey[2];
  const saved = savedSlugs();
  return Array.isArray(slugs) && slugs.every((s) => typeof s === 'string' && saved.has(s));
}

/** The persist options of the islands that read saved recipes' data (the shopping list). The
 *  buster is the build's version: an answer of another build's shape is never restored. */
export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  let storage: Storage | null = null;
  try {
    storage = typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (private mode): nothing persists, the island still queries.
  }
  return {
    persister: createAsyncStoragePersister({ storage, key: 'beef-atlas:query', throttleTime: 1000 }),
    maxAge: PERSIST_MAX_AGE,
    buster: process.env.CONTENT_CACHE_EPOCH ?? '',
    dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
  };
}

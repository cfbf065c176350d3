import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListAnswer } from '@/lib/kitchen/list-answer';
import { fetchJson } from '@/lib/query/fetch-json';
import { PERSIST_MAX_AGE } from '@/lib/query/persist';

/** The shopping list's recipe data for a set of recipes (sorted: the same set is one entry
 *  whatever the order chosen). Recipes change rarely: an hour fresh. A recipe added keeps the
 *  previous list on screen until its lines arrive. Kept a week and persisted, to read offline. */
export function listQuery(slugs: string[]) {
  const sorted = [...slugs].sort();
  const q = new URLSearchParams(sorted.map((s) => ['recipe', s]));
  return queryOptions({
    queryKey: ['site', 'list', sorted] as const,
    queryFn: ({ signal }) => fetchJson<ListAnswer>(`/api/site/list?${q}`, signal),
    enabled: sorted.length > 0,
    staleTime: 60 * 60_000,
    // Persisted for saved recipes (lib/query/persist.ts), so the list reads offline.
    gcTime: PERSIST_MAX_AGE,
    meta: { persist: true },
    placeholderData: keepPreviousData,
  });
}

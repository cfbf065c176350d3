import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListAnswer } from '@/lib/kitchen/list-answer';
import { fetchJson } from '@/lib/query/fetch-json';

/** The shopping list's recipe data for a set of recipes (sorted: the same set is one entry
 *  whatever the order chosen). Recipes change rarely: an hour fresh. A recipe added keeps the
 *  previous list on screen until its lines arrive. */
export function listQuery(slugs: string[]) {
  const sorted = [...slugs].sort();
  const q = new URLSearchParams(sorted.map((s) => ['recipe', s]));
  return queryOptions({
    queryKey: ['site', 'list', sorted] as const,
    queryFn: ({ signal }) => fetchJson<ListAnswer>(`/api/site/list?${q}`, signal),
    enabled: sorted.length > 0,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
}

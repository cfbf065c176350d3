// The search island's data, loaded when a reader first reaches the filters (the island's first
// load ships only its markup): result pages from the site's own route
// (app/api/site/search/[kind]) through TanStack Query. Answers are kept per query for a minute
// (back, forward and a choice undone show at once), identical requests in flight are shared,
// and a request made stale by a newer choice is cancelled (its fetch aborted).
import { QueryClient } from '@tanstack/react-query';
import type { SearchKind } from '@/lib/search/kinds';

const client = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});
let current: readonly unknown[] | undefined;

/** Seeds the cache with what the server rendered, so coming back to it costs nothing. */
export function seed<T>(kind: SearchKind, query: string, data: T): void {
  if (client.getQueryData([kind, query]) === undefined) client.setQueryData([kind, query], data);
}

/** The island's data for one URL query; a newer call cancels the one before it. */
export async function fetchPage<T>(kind: SearchKind, query: string): Promise<T> {
  const key = [kind, query] as const;
  if (current && (current[0] !== key[0] || current[1] !== key[1]))
    void client.cancelQueries({ queryKey: current, exact: true });
  current = key;
  return client.fetchQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/site/search/${kind}?${query}`, { signal });
      if (!res.ok) throw new Error(`search answered ${res.status}`);
      return (await res.json()) as T;
    },
  });
}

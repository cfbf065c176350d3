// The search island's engine, loaded when a reader first refines a search (the island's first
// load ships only its markup and the query writer, lib/search/params.ts). It parses what the
// reader chose with the one codec (lib/search/criteria.ts) and fetches result pages through
// TanStack Query: answers are cached per query for a minute, identical requests in flight are
// shared, and a request made stale by a newer choice is cancelled (its fetch aborted).
import { QueryClient } from '@tanstack/react-query';
import type { SearchPage } from '@/lib/api/views';
import { CriteriaError, parseCriteria, rawFromSearchParams } from '@/lib/search/criteria';
import type { SearchKind } from '@/lib/search/kinds';
import type { AnyCriteria } from '@/lib/search/params';

const client = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});
let current: readonly unknown[] | undefined;

/** The criteria of a query string, or null when it is not a valid search (the server page
 *  answers such URLs with its own message; the island keeps what it shows). */
export function parseQuery(kind: SearchKind, params: URLSearchParams): AnyCriteria | null {
  try {
    return parseCriteria(kind, rawFromSearchParams(params));
  } catch (error) {
    if (error instanceof CriteriaError) return null;
    throw error;
  }
}

/** Seeds the cache with the page the server rendered, so going back to it costs nothing. */
export function seed<T>(kind: SearchKind, query: string, page: SearchPage<T>): void {
  if (client.getQueryData([kind, query]) === undefined) client.setQueryData([kind, query], page);
}

/** One page of results; a newer call cancels the one before it. */
export async function fetchPage<T>(kind: SearchKind, query: string): Promise<SearchPage<T>> {
  const key = [kind, query] as const;
  if (current && (current[0] !== key[0] || current[1] !== key[1]))
    void client.cancelQueries({ queryKey: current, exact: true });
  current = key;
  return client.fetchQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/site/search/${kind}?${query}`, { signal });
      if (!res.ok) throw new Error(`search answered ${res.status}`);
      return (await res.json()) as SearchPage<T>;
    },
  });
}

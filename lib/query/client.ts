import { QueryClient } from '@tanstack/react-query';

let browserClient: QueryClient | undefined;

/** The browser's one QueryClient, shared by every island that queries (each island loads the
 *  provider lazily, so pages without one ship no TanStack Query). On the server a new client
 *  per call: a module-level one would share answers between requests. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeClient();
  browserClient ??= makeClient();
  return browserClient;
}

function makeClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Site routes answer from cached content: a minute is fresh, and a refocus never refetches.
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        // One retry: a suggestion that fails twice is not worth the reader's wait.
        retry: 1,
      },
    },
  });
}

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/lib/query/fetch-json';

/** The answer of app/api/site/suggest. */
export type SuggestAnswer = {
  recipes: { name: string; path: string }[];
  cuts: { name: string; path: string }[];
};

/** The header search's typeahead for one text: keyed by the text as the route reads it
 *  (trimmed, lower case: "Brisket" and "brisket " share an entry), fresh for five minutes as the
 *  route's own Cache-Control says, aborted when a newer text supersedes it, and showing the
 *  previous text's answer until the new one arrives so the list never flashes empty. */
export function suggestQuery(text: string) {
  const q = text.trim().toLowerCase();
  return queryOptions({
    queryKey: ['site', 'suggest', q] as const,
    queryFn: ({ signal }) => fetchJson<SuggestAnswer>(`/api/site/suggest?${new URLSearchParams({ q })}`, signal),
    enabled: q.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

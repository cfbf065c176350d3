'use client';

import { QueryClient, QueryClientProvider, keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CollectionCard } from '@/components/collection/collection-card';
import { CutGrid } from '@/components/cut/cut-card';
import { RecipeGrid } from '@/components/recipe/recipe-card';
import { Pagination } from '@/components/ui/pagination';
import type { CollectionCard as CollectionCardData, CutCard, RecipeCard, SearchPage } from '@/lib/api/views';
import { criteriaToSearchParams, parseCollectionCriteria, parseCutCriteria, parseRecipeCriteria, rawFromSearchParams, CriteriaError } from '@/lib/search/criteria';
import { ActiveFilters } from './active-filters';
import { FacetForm } from './facet-form';
import type { Facet } from './search-config';
import { activeFilters, hrefWith } from './search-model';

export type SearchKind = 'recipes' | 'cuts' | 'cut-collections';
type Item = RecipeCard | CutCard | CollectionCardData;
type Criteria = Record<string, unknown> & { pageNumber: number; itemsPerPage: number };

const PARSE: Record<SearchKind, (raw: Record<string, string[]>) => Criteria> = {
  recipes: parseRecipeCriteria as (raw: Record<string, string[]>) => Criteria,
  cuts: parseCutCriteria as (raw: Record<string, string[]>) => Criteria,
  'cut-collections': parseCollectionCriteria as (raw: Record<string, string[]>) => Criteria,
};
const NOUN: Record<SearchKind, [string, string]> = { recipes: ['recipe', 'recipes'], cuts: ['cut', 'cuts'], 'cut-collections': ['guide', 'guides'] };

type Props = { kind: SearchKind; base: string; facets: Facet[]; initialCriteria: Criteria; initialQuery: string; initialPage: SearchPage<Item> };

/** The search island: server-rendered (the plain GET form works without JavaScript), then
 *  refines without reloading. The URL is the state: every change is pushed to history, back
 *  and forward restore it, and the server renders any of these URLs the same way. */
export function SearchClient(props: Props) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={client}>
      <SearchIsland {...props} />
    </QueryClientProvider>
  );
}

function SearchIsland({ kind, base, facets, initialCriteria, initialQuery, initialPage }: Props) {
  const [criteria, setCriteria] = useState<Criteria>(initialCriteria);
  const [formKey, setFormKey] = useState(0);
  const query = useMemo(() => criteriaToSearchParams(criteria).toString(), [criteria]);
  const { data, isFetching, isError } = useQuery({
    queryKey: [kind, query],
    // The signal aborts a request that a newer choice made stale.
    queryFn: async ({ signal }) => {
      const res = await fetch(`/api/site/search/${kind}?${query}`, { signal });
      if (!res.ok) throw new Error(`search answered ${res.status}`);
      return (await res.json()) as SearchPage<Item>;
    },
    initialData: query === initialQuery ? initialPage : undefined,
    placeholderData: keepPreviousData,
  });
  const page = data ?? initialPage;

  const go = useCallback(
    (next: Criteria, mode: 'push' | 'replace' = 'push') => {
      setCriteria(next);
      const url = hrefWith(base, next);
      if (mode === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
    },
    [base],
  );

  useEffect(() => {
    const onPop = () => {
      try {
        setCriteria(PARSE[kind](rawFromSearchParams(new URLSearchParams(window.location.search))));
        setFormKey((k) => k + 1); // re-read the form's defaults from the restored criteria
      } catch (error) {
        if (!(error instanceof CriteriaError)) throw error;
      }
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [kind]);

  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fromForm = useCallback(
    (form: HTMLFormElement, delay: number) => {
      clearTimeout(debounce.current);
      debounce.current = setTimeout(() => {
        const raw = rawFromSearchParams(new URLSearchParams(new FormData(form) as unknown as Record<string, string>));
        try {
          go({ ...PARSE[kind](raw), pageNumber: 1 });
        } catch (error) {
          if (!(error instanceof CriteriaError)) throw error;
        }
      }, delay);
    },
    [go, kind],
  );

  // Links inside the island (chips, pagination, clear all) change state instead of reloading.
  // Capture phase, so Next's <Link> does not start a router navigation first.
  const onClickCapture = (e: React.MouseEvent) => {
    const a = (e.target as HTMLElement).closest('a');
    if (!a || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    const url = new URL(a.href);
    if (url.origin !== window.location.origin || url.pathname !== base) return;
    e.preventDefault();
    e.stopPropagation();
    try {
      go(PARSE[kind](rawFromSearchParams(url.searchParams)));
      setFormKey((k) => k + 1);
      document.getElementById('search-results')?.focus();
    } catch (error) {
      if (!(error instanceof CriteriaError)) throw error;
    }
  };

  const chips = activeFilters(base, criteria, facets.filter((f) => f.param !== 'itemsPerPage'));
  const totalPages = Math.max(1, Math.ceil(page.totalCount / criteria.itemsPerPage));
  const [one, many] = NOUN[kind];
  const from = page.totalCount ? (criteria.pageNumber - 1) * criteria.itemsPerPage + 1 : 0;
  const to = Math.min(page.totalCount, criteria.pageNumber * criteria.itemsPerPage);
  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]" onClickCapture={onClickCapture}>
      <aside aria-label="Filters">
        <div
          key={formKey}
          onChange={(e) => {
            const form = (e.target as HTMLElement).closest('form');
            if (form) fromForm(form, (e.target as HTMLInputElement).type === 'search' ? 350 : 0);
          }}
          onSubmit={(e) => {
            e.preventDefault();
            fromForm(e.target as HTMLFormElement, 0);
          }}
        >
          <FacetForm action={base} facets={facets} values={criteria} counts={page.facetCounts} />
        </div>
      </aside>
      <section aria-label="Results" className="space-y-4" aria-busy={isFetching}>
        <p role="status" aria-live="polite" className="font-medium">
          {isError
            ? 'Search is unavailable right now. Try again in a moment.'
            : page.totalCount === 0
              ? `No ${many} match.`
              : `${page.totalCount} ${page.totalCount === 1 ? one : many}${totalPages > 1 ? `, showing ${from}-${to}` : ''}`}
        </p>
        <ActiveFilters filters={chips} clearHref={base} />
        <div id="search-results" tabIndex={-1} className={`outline-none transition-opacity ${isFetching ? 'opacity-60' : ''}`}>
          {page.items.length > 0 ? (
            kind === 'recipes' ? (
              <RecipeGrid recipes={page.items as RecipeCard[]} headingLevel={2} />
            ) : kind === 'cuts' ? (
              <CutGrid cuts={page.items as CutCard[]} headingLevel={2} />
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {(page.items as CollectionCardData[]).map((c) => (
                  <li key={c.id}>
                    <CollectionCard collection={c} headingLevel={2} />
                  </li>
                ))}
              </ul>
            )
          ) : (
            <div className="rounded-xl bg-stone-100 p-6">
              <p className="font-semibold">Nothing matches every filter.</p>
              {chips.length > 0 && (
                <p className="mt-1 text-muted">
                  Try dropping one:{' '}
                  {chips.slice(0, 4).map((c, i) => (
                    <span key={c.label}>
                      {i > 0 && ', '}
                      <a href={c.removeHref} className="text-brand-700 underline">
                        {c.label}
                      </a>
                    </span>
                  ))}
                  .
                </p>
              )}
            </div>
          )}
        </div>
        <Pagination page={Math.min(criteria.pageNumber, totalPages)} totalPages={totalPages} hrefFor={(p) => hrefWith(base, criteria, { pageNumber: p })} label="Result pages" />
      </section>
    </div>
  );
}

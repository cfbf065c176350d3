'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { CollectionCard } from '@/components/collection/collection-card';
import { CutGrid } from '@/components/cut/cut-card';
import { RecipeGrid } from '@/components/recipe/recipe-card';
import { Pagination } from '@/components/ui/pagination';
import type { CollectionCard as CollectionCardData, CutCard, RecipeCard, SearchPage } from '@/lib/api/views';
import { criteriaToSearchParams, type AnyCriteria } from '@/lib/search/params';
import { ActiveFilters } from '@/components/search/active-filters';
import { FacetForm } from '@/components/search/facet-form';
import type { Facet } from '@/components/search/search-config';
import type { SearchKind } from '@/lib/search/kinds';
import { activeFilters, hrefWith } from '@/components/search/search-model';

export type SearchItem = RecipeCard | CutCard | CollectionCardData;
type Item = SearchItem;
type Criteria = AnyCriteria;

type Props = {
  kind: SearchKind;
  noun: readonly [one: string, many: string];
  base: string;
  facets: Facet[];
  initialCriteria: Criteria;
  initialQuery: string;
  initialPage: SearchPage<Item>;
};

// The engine (the zod codec and TanStack Query, lib/search/criteria.ts and ./search-engine.ts)
// is fetched once, when a pointer or the keyboard first reaches the filters, so the page's
// first load carries only the island's markup. If the chunk fails to load (a dropped
// connection, a deploy that replaced it), the next attempt fetches it again, and meanwhile the
// island falls back to what it does without JavaScript: plain navigation to the search URL.
let engine: Promise<typeof import('@/components/search/search-engine')> | undefined;
const loadEngine = () =>
  (engine ??= import('@/components/search/search-engine').catch((error: unknown) => {
    engine = undefined;
    throw error;
  }));

/** The search island: server-rendered (the plain GET form works without JavaScript), then
 *  refines without reloading. The URL is the state: every change is pushed to history, back
 *  and forward restore it, and the server renders any of these URLs the same way. */
export function SearchClient({ kind, noun, base, facets, initialCriteria, initialQuery, initialPage }: Props) {
  const [criteria, setCriteria] = useState<Criteria>(initialCriteria);
  const [page, setPage] = useState<SearchPage<Item>>(initialPage);
  const [isFetching, setFetching] = useState(false);
  const [isError, setError] = useState(false);
  const [formKey, setFormKey] = useState(0);
  // Only the newest choice may update the results; older answers arrive late or cancelled.
  const latest = useRef(0);

  const show = useCallback(
    async (next: Criteria) => {
      const id = ++latest.current;
      setCriteria(next);
      setFetching(true);
      setError(false);
      try {
        const e = await loadEngine();
        e.seed(kind, initialQuery, initialPage);
        const result = await e.fetchPage<Item>(kind, criteriaToSearchParams(next).toString());
        if (id !== latest.current) return;
        setPage(result);
        setFetching(false);
      } catch {
        if (id !== latest.current) return;
        // The results shown stay; the live region says what happened.
        setError(true);
        setFetching(false);
      }
    },
    [kind, initialQuery, initialPage],
  );

  const go = useCallback(
    (next: Criteria, mode: 'push' | 'replace' = 'push') => {
      const url = hrefWith(base, next);
      if (mode === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(null, '', url);
      void show(next);
    },
    [base, show],
  );

  useEffect(() => {
    const onPop = async () => {
      const next = await loadEngine().then(
        (en) => en.parseQuery(kind, new URLSearchParams(window.location.search)),
        () => window.location.reload(),
      );
      if (!next) return;
      void show(next);
      setFormKey((k) => k + 1); // re-read the form's defaults from the restored criteria
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [kind, show]);

  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fromForm = useCallback(
    (form: HTMLFormElement, delay: number) => {
      clearTimeout(debounce.current);
      debounce.current = setTimeout(async () => {
        const en = await loadEngine().catch(() => undefined);
        // Without the engine, the form does what it does without JavaScript.
        if (!en) return form.submit();
        const next = en.parseQuery(kind, new URLSearchParams(new FormData(form) as unknown as Record<string, string>));
        if (next) go({ ...next, pageNumber: 1 });
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
    void loadEngine().then(
      (en) => {
        const next = en.parseQuery(kind, url.searchParams);
        // A link the codec refuses is left to the server page, which explains what is wrong.
        if (!next) return window.location.assign(url);
        go(next);
        setFormKey((k) => k + 1);
        document.getElementById('search-results')?.focus();
      },
      () => window.location.assign(url),
    );
  };

  const chips = activeFilters(
    base,
    criteria,
    facets.filter((f) => f.param !== 'itemsPerPage'),
  );
  const totalPages = Math.max(1, Math.ceil(page.totalCount / criteria.itemsPerPage));
  const [one, many] = noun;
  const from = page.totalCount ? (criteria.pageNumber - 1) * criteria.itemsPerPage + 1 : 0;
  const to = Math.min(page.totalCount, criteria.pageNumber * criteria.itemsPerPage);
  return (
    <div
      className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]"
      onClickCapture={onClickCapture}
      onPointerOver={loadEngine}
      onFocus={loadEngine}
    >
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
        <div
          id="search-results"
          tabIndex={-1}
          className={`outline-none transition-opacity ${isFetching ? 'opacity-60' : ''}`}
        >
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
        <Pagination
          page={Math.min(criteria.pageNumber, totalPages)}
          totalPages={totalPages}
          hrefFor={(p) => hrefWith(base, criteria, { pageNumber: p })}
          label="Result pages"
        />
      </section>
    </div>
  );
}

'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { startTransition as inTransition, useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { SaveButtonText } from '@/components/kitchen/save-button-client';
import { ActiveFilters } from '@/components/search/active-filters';
import { FacetForm } from '@/components/search/facet-form';
import { FilterDrawerClient } from '@/components/search/filter-drawer-client';
import { SearchResultList, type SearchItem } from '@/components/search/search-result-list';
import { activeFilters, hrefFromForm, hrefWith } from '@/components/search/search-model';
import type { Facet } from '@/components/search/search-config';
import { Pagination } from '@/components/ui/pagination';
import type { Option } from '@/lib/api/lookups-view';
import type { SearchPage } from '@/lib/api/views';
import type { Dict } from '@/lib/i18n/dict';
import { fill, plural } from '@/lib/i18n/fill';
import type { SearchKind } from '@/lib/search/kinds';
import { filteredTime, sortOf, type AnyCriteria, type QueryDefaults } from '@/lib/search/params';

/** A default listing's note: what it left out, how many, and the search that shows them. */
export type LeftOutNote = { role: 'sub-recipe' | 'foodservice'; count: number; href: string };

/** Everything a search page shows for one URL (components/search/search-page.tsx reads it). */
export type SearchView = {
  kind: SearchKind;
  base: string;
  facets: Facet[];
  sortOptions: Option[];
  criteria: AnyCriteria;
  /** The canonical query of `criteria`: which URL these props belong to. */
  query: string;
  defaults: QueryDefaults;
  page: SearchPage<SearchItem>;
  /** The service's total when the page dropped cards it could not exclude (lib/search/scope.ts
   *  narrowPage): the pages are numbered by it, and the "showing" range is not shown. */
  pagedCount?: number | null;
  leftOut: LeftOutNote[];
  t: Dict['search'];
  /** The cards' save button words. */
  save: SaveButtonText;
};

const FORM_ID = 'search-form';

/** Phones and small tablets get the filters in a drawer (a modal dialog); wider screens a sidebar. */
const NARROW = '(max-width: 1023.98px)';
/** False on the server and while hydrating: the page first renders as it does without
 *  JavaScript (on a phone the form follows the results, reached by the "Filters" link). On a
 *  phone the switch then moves the whole form into the drawer; as a transition React renders
 *  that in slices, not one long task right after hydration (docs/PERFORMANCE.md). */
function useNarrow() {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const m = window.matchMedia(NARROW);
    const update = () => inTransition(() => setNarrow(m.matches));
    update();
    m.addEventListener('change', update);
    return () => m.removeEventListener('change', update);
  }, []);
  return narrow;
}

/** The search island, on the framework's router: a choice in the form pushes the search's URL
 *  (`router.push` in a transition) and the server renders it like any other, so the URL is the
 *  only state and back and forward are the router's. The results shown stay, dimmed, until the
 *  next ones arrive. Without JavaScript the same form submits by GET and the links are links. */
export function SearchClient(props: SearchView) {
  const { kind, base, facets, defaults, t, save, criteria, query, page, pagedCount, leftOut, sortOptions } = props;
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const narrow = useNarrow();

  // The form's boxes hold what the reader chose; when the URL changes otherwise (back, forward,
  // a chip, a page link) the form remounts to show the URL's criteria.
  const [form, setForm] = useState({ key: 0, query, criteria });
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    if (query !== form.query) setForm({ key: form.key + 1, query, criteria });
  }
  const focusResults = useRef(false);
  useEffect(() => {
    if (!focusResults.current) return;
    focusResults.current = false;
    document.getElementById('search-results')?.focus();
  }, [query]);

  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fromForm = useCallback(
    (delay: number) => {
      clearTimeout(debounce.current);
      debounce.current = setTimeout(() => {
        const el = document.getElementById(FORM_ID) as HTMLFormElement | null;
        if (!el) return;
        const href = hrefFromForm(base, el, defaults);
        if (href === `${location.pathname}${location.search}`) return;
        setForm((f) => ({ ...f, query: href.split('?')[1] ?? '' }));
        startTransition(() => router.push(href, { scroll: false }));
      }, delay);
    },
    [base, defaults, router],
  );
  const onChange = (e: React.ChangeEvent<HTMLDivElement>) => {
    const target = e.target as HTMLInputElement;
    if (target.form?.id === FORM_ID) fromForm(target.type === 'search' ? 350 : 0);
  };
  const onSubmit = (e: React.FormEvent<HTMLDivElement>) => {
    if ((e.target as HTMLFormElement).id !== FORM_ID) return;
    e.preventDefault();
    fromForm(0);
  };
  // A link to another page of this search (a chip, a page): the results take the focus.
  const onClick = (e: React.MouseEvent) => {
    const a = (e.target as HTMLElement).closest('a');
    if (a && a.origin === location.origin && a.pathname === base) focusResults.current = true;
  };

  const chips = activeFilters(
    base,
    criteria,
    facets.filter((f) => f.param !== 'itemsPerPage'),
    defaults,
  );
  const filterCount = chips.filter((c) => c.param !== 'searchText').length;
  const filtersLabel = filterCount ? fill(t.filtersCount, { n: filterCount }) : t.filters;
  const textFacet = facets.find((f) => f.kind === 'text' && f.param === 'searchText');
  const totalPages = Math.max(1, Math.ceil((pagedCount ?? page.totalCount) / criteria.itemsPerPage));
  const from = page.totalCount ? (criteria.pageNumber - 1) * criteria.itemsPerPage + 1 : 0;
  const to = Math.min(page.totalCount, criteria.pageNumber * criteria.itemsPerPage);
  const sort = sortOf(criteria, defaults.sort);
  const timeField = filteredTime(criteria);
  const sortValue = sort === sortOf({ searchText: criteria.searchText }, defaults.sort) ? '' : sort;
  const sortIgnored = page.sort !== null ? page.sort !== sort : sortValue !== '';
  const noun = t.nouns[kind];
  const filterForm = (
    <FacetForm
      key={form.key}
      id={FORM_ID}
      action={base}
      facets={facets.filter((f) => f.param !== 'searchText')}
      values={criteria}
      openFor={form.criteria}
      counts={page.facetCounts}
      any={t.any}
      submit={narrow ? null : t.showResults[1].replace(' {n}', '')}
      moreLabel={t.moreFilters}
    />
  );

  return (
    <>
      {/* The filters come first in the page's order: a keyboard reader can pass them. */}
      <a
        href="#search-results"
        className="sr-only focus:not-sr-only focus:inline-block focus:rounded-md focus:bg-brand-700 focus:px-4 focus:py-2 focus:font-semibold focus:text-white"
      >
        {t.skipToResults}
      </a>
      <div
        className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8"
        onChange={onChange}
        onSubmit={onSubmit}
        onClick={onClick}
      >
        {!narrow && (
          <aside aria-label={t.filters} id="filters" className="order-last scroll-mt-4 lg:order-none">
            <h2 className="mb-3 text-lg font-bold lg:sr-only">{t.filters}</h2>
            {filterForm}
          </aside>
        )}
        <section aria-label={t.results} className="min-w-0 space-y-4" aria-busy={pending}>
          <div className="space-y-3">
            <div className="flex gap-2">
              <label htmlFor={`${FORM_ID}-searchText`} className="sr-only">
                {textFacet?.label}
              </label>
              <input
                key={`text-${form.key}`}
                id={`${FORM_ID}-searchText`}
                form={FORM_ID}
                name="searchText"
                type="search"
                defaultValue={String(criteria.searchText ?? '')}
                placeholder={textFacet?.kind === 'text' ? textFacet.placeholder : undefined}
                className="min-h-11 min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-3"
              />
              <button
                type="submit"
                form={FORM_ID}
                className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
              >
                {t.site.submit}
              </button>
            </div>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              {narrow ? (
                <FilterDrawerClient
                  label={filtersLabel}
                  title={t.filters}
                  close={t.closeFilters}
                  show={fill(plural(t.showResults, page.totalCount), { n: page.totalCount })}
                  updating={t.updating}
                  pending={pending}
                  formId={FORM_ID}
                  clear={
                    filterCount
                      ? {
                          href: hrefWith(base, { pageNumber: 1, itemsPerPage: criteria.itemsPerPage }, {}, defaults),
                          label: t.clearAll,
                        }
                      : null
                  }
                >
                  {filterForm}
                </FilterDrawerClient>
              ) : (
                <a
                  href="#filters"
                  className="inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 font-semibold lg:hidden"
                >
                  {filtersLabel}
                </a>
              )}
              <p
                role="status"
                aria-live="polite"
                className="order-last w-full font-medium lg:order-none lg:w-auto lg:flex-1"
              >
                {page.totalCount === 0
                  ? t.noMatch
                  : `${fill(plural(t.count, page.totalCount), { n: page.totalCount, noun: plural(noun, page.totalCount) })}${totalPages > 1 && pagedCount == null ? fill(t.showing, { from, to }) : ''}`}
              </p>
              <label htmlFor={`${FORM_ID}-sort`} className="ml-auto text-sm font-medium">
                {t.sortBy}
              </label>
              <select
                key={`sort-${form.key}`}
                id={`${FORM_ID}-sort`}
                form={FORM_ID}
                name="sort"
                defaultValue={sortValue}
                className="min-h-11 rounded-md border border-stone-300 bg-white px-2"
              >
                {sortOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
              <NoScriptApply label={t.apply} formId={FORM_ID} />
            </div>
          </div>

          <ActiveFilters
            filters={chips}
            clearHref={base}
            label={t.activeFilters}
            remove={t.removeFilter}
            clear={t.clearAll}
          />
          {leftOut.length > 0 && (
            <p className="text-sm text-muted">
              {t.scopeNote}{' '}
              {leftOut.map((n, i) => (
                <span key={n.role}>
                  {i > 0 && ' · '}
                  <Link href={n.href} scroll={false} prefetch={false} className="font-medium text-brand-700 underline">
                    {fill(t.showLeftOut[n.role], { n: n.count })}
                  </Link>
                </span>
              ))}
            </p>
          )}
          {sortIgnored && (
            <p className="rounded-md bg-amber-50 p-3 text-sm">
              {fill(t.sortIgnored, { sort: sortOptions.find((o) => o.value === sortValue)?.label ?? sort })}
            </p>
          )}
          <div
            id="search-results"
            tabIndex={-1}
            className={`outline-none transition-opacity ${pending ? 'opacity-60' : ''}`}
          >
            {page.items.length > 0 ? (
              <SearchResultList
                kind={kind}
                items={page.items}
                roles={t.roles}
                save={save}
                time={timeField ? { field: timeField, labels: t.cardTimes } : undefined}
              />
            ) : (
              chips.length > 0 && (
                <div className="rounded-xl bg-stone-100 p-6">
                  <p className="text-muted">
                    {t.tryDropping}{' '}
                    {chips.slice(0, 4).map((c, i) => (
                      <span key={c.label}>
                        {i > 0 && ', '}
                        <Link href={c.removeHref} scroll={false} prefetch={false} className="text-brand-700 underline">
                          {c.label}
                        </Link>
                      </span>
                    ))}
                    .
                  </p>
                </div>
              )
            )}
          </div>
          <Pagination
            page={Math.min(criteria.pageNumber, totalPages)}
            totalPages={totalPages}
            hrefFor={(p) => hrefWith(base, criteria, { pageNumber: p }, defaults)}
            label={t.pages}
            prefetch={false}
          />
        </section>
      </div>
    </>
  );
}

/** The order's submit button, for readers without JavaScript (with it, a choice applies at once). */
function NoScriptApply({ label, formId }: { label: string; formId: string }) {
  if (useHydrated()) return null;
  return (
    <button
      type="submit"
      form={formId}
      className="min-h-11 rounded-md border border-stone-300 bg-white px-3 text-sm font-semibold"
    >
      {label}
    </button>
  );
}

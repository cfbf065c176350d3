'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, useTransition } from 'react';
import { ActiveFilters } from '@/components/search/active-filters';
import { FacetForm } from '@/components/search/facet-form';
import { FilterDrawerClient } from '@/components/search/filter-drawer-client';
import { SearchResultList, type SearchItem } from '@/components/search/search-result-list';
import { activeFilters, hrefFromForm, hrefWith } from '@/components/search/search-model';
import type { Facet } from '@/components/search/search-config';
import { Pagination } from '@/components/ui/pagination';
import type { Option } from '@/lib/api/lookups-view';
import type { SearchPage } from '@/lib/api/views';
import type { Dict } from '@/lib/i18n/dictionaries';
import { fill, plural } from '@/lib/i18n/fill';
import type { SearchKind } from '@/lib/search/kinds';
import { sortOf, type AnyCriteria, type QueryDefaults } from '@/lib/search/params';

/** A default listing's note: what it left out, how many, and the search that shows them. */
export type LeftOutNote = { role: 'sub-recipe' | 'foodservice'; count: number; href: string };

type Props = {
  kind: SearchKind;
  base: string;
  facets: Facet[];
  sortOptions: Option[];
  criteria: AnyCriteria;
  /** The canonical query of `criteria`: the island's identity for the URL it shows. */
  query: string;
  defaults: QueryDefaults;
  page: SearchPage<SearchItem>;
  leftOut: LeftOutNote[];
  t: Dict['search'];
};

const FORM_ID = 'search-form';

/** Phones and small tablets get the filters in a drawer (a modal dialog); wider screens a sidebar. */
const NARROW = '(max-width: 1023.98px)';
const subscribeNarrow = (onChange: () => void) => {
  const m = window.matchMedia(NARROW);
  m.addEventListener('change', onChange);
  return () => m.removeEventListener('change', onChange);
};
/** False on the server and before hydration: the page first renders as it does without
 *  JavaScript (the form after the results on a phone, reached by the "Filters" link). */
const useNarrow = () =>
  useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );

/** The search island on the framework's router: every choice navigates (`router.push` in a
 *  transition) to the search's URL, which the server renders like any other; the GET form
 *  is the path without JavaScript. Links inside (chips, pages, "clear all") are ordinary
 *  links. The results keep showing while the next ones load. */
/** What changes with the URL; the rest of the props stays as the server rendered it. */
type Live = Pick<Props, 'criteria' | 'query' | 'page' | 'leftOut' | 'sortOptions'>;

// The engine (TanStack Query over the site's search route, ./search-engine.ts) is fetched once,
// when a pointer or the keyboard first reaches the island. If the chunk fails to load, the
// next attempt fetches it again, and meanwhile the island does what it does without
// JavaScript: plain navigation to the search URL.
let engine: Promise<typeof import('@/components/search/search-engine')> | undefined;
const loadEngine = () =>
  (engine ??= import('@/components/search/search-engine').catch((error: unknown) => {
    engine = undefined;
    throw error;
  }));

/** A plain left click on a link to another page of this search. */
function searchLink(e: React.MouseEvent, base: string): HTMLAnchorElement | null {
  const a = (e.target as HTMLElement).closest('a');
  if (!a || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0 || a.target) return null;
  return a.origin === location.origin && a.pathname === base ? a : null;
}

/** The search island. The URL is the state, kept in the framework's router: a choice pushes
 *  its URL with the History API, which Next's router adopts (useSearchParams follows it, and
 *  back and forward restore it), then its results come from the site's search route as
 *  data, not as a server render of the page (docs/PERFORMANCE.md: about a third faster per
 *  new choice). The GET form and plain links are the path without JavaScript; the server
 *  renders any of these URLs the same way. */
export function SearchClient(props: Props) {
  const { kind, base, facets, defaults, t } = props;
  const url = useSearchParams().toString();
  // The URL the server's props belong to (the first one, or a later server render's).
  const [served, setServed] = useState({ query: props.query, url });
  if (props.query !== served.query) setServed({ query: props.query, url });
  const [live, setLive] = useState<{ url: string; data: Live } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const latest = useRef(0);
  // MEASUREMENT ONLY (issue 17 item 5): router.push, chosen by localStorage 'island'.
  const [viaRouter] = useState(() => typeof window !== 'undefined' && localStorage.getItem('island') === 'router');
  const router = useRouter();
  const [routerPending, startTransition] = useTransition();
  /** The URL's data is neither the server's nor fetched yet: the last results show meanwhile. */
  const wanted = !viaRouter && url !== served.url && live?.url !== url;
  const pending = viaRouter ? routerPending : wanted && failed !== url;
  const current: Live = viaRouter || url === served.url || !live ? props : live.data;
  const { criteria, query, page, leftOut, sortOptions } = current;

  useEffect(() => {
    if (!wanted) return;
    const id = ++latest.current;
    const seen = { criteria: props.criteria, query: props.query, page: props.page, leftOut: props.leftOut };
    loadEngine()
      .then((e) => {
        e.seed(kind, served.url, { ...seen, sortOptions: props.sortOptions });
        return e.fetchPage<Live>(kind, url);
      })
      .then(
        (data) => id === latest.current && setLive({ url, data }),
        // The results shown stay; the status says what happened.
        () => id === latest.current && setFailed(url),
      );
  }, [wanted, url, served.url, kind, props]);

  const narrow = useNarrow();
  // The form's boxes hold what the reader chose; they show the URL's criteria again (the form
  // remounts) when the URL changes otherwise: back, forward, a chip, a page link.
  const [form, setForm] = useState({ key: 0, query });
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    if (query !== form.query) setForm({ key: form.key + 1, query });
  }
  const formKey = form.key;
  const focusResults = useRef(false);

  const navigate = useCallback(
    (href: string) => {
      setForm((f) => ({ ...f, query: href.split('?')[1] ?? '' }));
      if (viaRouter) return startTransition(() => router.push(href, { scroll: false }));
      // Without the engine (its chunk failed to load), the page loads as without JavaScript.
      loadEngine().then(
        () => window.history.pushState(null, '', href),
        () => window.location.assign(href),
      );
    },
    [router, viaRouter],
  );

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
        const form = document.getElementById(FORM_ID) as HTMLFormElement | null;
        if (!form) return;
        const href = hrefFromForm(base, form, defaults);
        if (href !== `${location.pathname}${location.search}`) navigate(href);
      }, delay);
    },
    [base, defaults, navigate],
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

  const chips = activeFilters(
    base,
    criteria,
    facets.filter((f) => f.param !== 'itemsPerPage'),
    defaults,
  );
  const filterCount = chips.filter((c) => c.param !== 'searchText').length;
  const filterFacets = facets.filter((f) => f.param !== 'searchText');
  const totalPages = Math.max(1, Math.ceil(page.totalCount / criteria.itemsPerPage));
  const noun = t.nouns[kind];
  const from = page.totalCount ? (criteria.pageNumber - 1) * criteria.itemsPerPage + 1 : 0;
  const to = Math.min(page.totalCount, criteria.pageNumber * criteria.itemsPerPage);
  const sort = sortOf(criteria);
  const sortValue = sort === sortOf({ searchText: criteria.searchText }) ? '' : sort;
  const sortIgnored = page.sort !== null ? page.sort !== sort : sortValue !== '';
  const filterForm = (
    <FacetForm
      key={formKey}
      id={FORM_ID}
      action={base}
      facets={filterFacets}
      values={criteria}
      counts={page.facetCounts}
      any={t.any}
      submit={narrow ? null : t.showResults[1].replace(' {n}', '')}
    />
  );

  return (
    <div
      className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-8"
      onChange={onChange}
      onSubmit={onSubmit}
      onPointerOver={() => void loadEngine().catch(() => {})}
      onFocus={() => void loadEngine().catch(() => {})}
      onClick={(e) => {
        // A link to another page of this search (a chip, a page): the island shows it, and the
        // results take the focus.
        const a = searchLink(e, base);
        if (!a) return;
        e.preventDefault();
        focusResults.current = true;
        navigate(a.href);
      }}
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
              {facets.find((f) => f.param === 'searchText')?.label}
            </label>
            <input
              key={`text-${formKey}`}
              id={`${FORM_ID}-searchText`}
              form={FORM_ID}
              name="searchText"
              type="search"
              defaultValue={String(criteria.searchText ?? '')}
              placeholder={(facets.find((f) => f.param === 'searchText') as { placeholder?: string })?.placeholder}
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
                label={filterCount ? fill(t.filtersCount, { n: filterCount }) : t.filters}
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
                {filterCount ? fill(t.filtersCount, { n: filterCount }) : t.filters}
              </a>
            )}
            <p
              role="status"
              aria-live="polite"
              className="order-last w-full font-medium lg:order-none lg:w-auto lg:flex-1"
            >
              {wanted && failed === url
                ? t.unavailable
                : page.totalCount === 0
                  ? `${t.noMatch}`
                  : `${fill(plural(t.count, page.totalCount), { n: page.totalCount, noun: plural(noun, page.totalCount) })}${totalPages > 1 ? fill(t.showing, { from, to }) : ''}`}
            </p>
            <label htmlFor={`${FORM_ID}-sort`} className="ml-auto text-sm font-medium">
              {t.sortBy}
            </label>
            <select
              key={`sort-${formKey}`}
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
                <a href={n.href} className="font-medium text-brand-700 underline">
                  {fill(t.showLeftOut[n.role], { n: n.count })}
                </a>
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
            <SearchResultList kind={kind} items={page.items} roles={t.roles} />
          ) : (
            chips.length > 0 && (
              <div className="rounded-xl bg-stone-100 p-6">
                <p className="text-muted">
                  {t.tryDropping}{' '}
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
              </div>
            )
          )}
        </div>
        <Pagination
          page={Math.min(criteria.pageNumber, totalPages)}
          totalPages={totalPages}
          hrefFor={(p) => hrefWith(base, criteria, { pageNumber: p }, defaults)}
          plain
          label={t.pages}
        />
      </section>
    </div>
  );
}

/** The order's submit button, for readers without JavaScript (with it, a choice applies at once). */
function NoScriptApply({ label, formId }: { label: string; formId: string }) {
  const hydrated = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  if (hydrated) return null;
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

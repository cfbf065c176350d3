import type { Metadata } from 'next';
import { BadSearch } from '@/components/search/bad-search';
import { SearchClient } from '@/components/search/search-client';
import { facetsOf } from '@/components/search/search-config';
import { hrefWith } from '@/components/search/search-model';
import { getLookups, search } from '@/lib/api/content';
import { orUnavailable } from '@/lib/health/when-unavailable';
import { CriteriaError, parseCriteria, rawFromRecord } from '@/lib/search/criteria';
import { SEARCH_KINDS, type SearchKind } from '@/lib/search/kinds';
import { criteriaToSearchParams } from '@/lib/search/params';

// The search pages (recipes, cuts, cut guides) differ only in their kind (lib/search/kinds.ts):
// reading the URL, the metadata rule and the results are shared here.

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The plain listing is the canonical page; any parameter that changes the results (a filter,
 *  a page, a page size), or a URL the codec refuses, makes the page noindex. */
export async function searchPageMetadata(
  kind: SearchKind,
  searchParams: SearchParams,
  meta: { title: string; description: string },
): Promise<Metadata> {
  let canonical = false;
  try {
    canonical = criteriaToSearchParams(parseCriteria(kind, rawFromRecord(await searchParams))).size === 0;
  } catch {
    canonical = false;
  }
  return {
    title: meta.title,
    description: meta.description,
    alternates: { canonical: SEARCH_KINDS[kind].sitePath },
    robots: canonical ? undefined : { index: false, follow: true },
  };
}

/** The island with the results of the URL's search, or what is wrong with the URL. */
export async function SearchResults({ kind, searchParams }: { kind: SearchKind; searchParams: SearchParams }) {
  const { sitePath: base, noun } = SEARCH_KINDS[kind];
  let criteria;
  try {
    criteria = parseCriteria(kind, rawFromRecord(await searchParams));
  } catch (error) {
    if (error instanceof CriteriaError) return <BadSearch message={error.message} resetHref={base} />;
    throw error;
  }
  const [lookups, results] = await orUnavailable(
    Promise.all([getLookups(), search(kind, criteria, true)]),
    hrefWith(base, criteria),
  );
  return (
    <SearchClient
      kind={kind}
      noun={noun}
      base={base}
      facets={facetsOf(kind, lookups)}
      initialCriteria={criteria}
      initialQuery={criteriaToSearchParams(criteria).toString()}
      initialPage={results}
    />
  );
}

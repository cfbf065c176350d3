import type { Metadata } from 'next';
import { BadSearch } from '@/components/search/bad-search';
import { SearchClient, type SearchItem, type SearchKind } from '@/components/search/search-client';
import type { Facet } from '@/components/search/search-config';
import { hrefWith } from '@/components/search/search-model';
import type { LookupsView } from '@/lib/api/lookups-view';
import type { SearchPage } from '@/lib/api/views';
import { getLookups } from '@/lib/api/content';
import { orUnavailable } from '@/lib/health/when-unavailable';
import { CriteriaError, rawFromRecord, type RawParams } from '@/lib/search/criteria';
import { criteriaToSearchParams, type AnyCriteria } from '@/lib/search/params';

// The three search pages (recipes, cuts, cut guides) differ in their codec, their search
// and their facets; reading the URL, the metadata rule and the results are shared here.

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The plain listing is the canonical page; any parameter that changes the results (a filter,
 *  a page, a page size), or a URL the codec refuses, makes the page noindex. */
export async function searchPageMetadata(
  searchParams: SearchParams,
  parse: (raw: RawParams) => AnyCriteria,
  meta: { base: string; title: string; description: string },
): Promise<Metadata> {
  let canonical = false;
  try {
    canonical = criteriaToSearchParams(parse(rawFromRecord(await searchParams))).size === 0;
  } catch {
    canonical = false;
  }
  return {
    title: meta.title,
    description: meta.description,
    alternates: { canonical: meta.base },
    robots: canonical ? undefined : { index: false, follow: true },
  };
}

type ResultsProps<C extends AnyCriteria, I extends SearchItem> = {
  searchParams: SearchParams;
  kind: SearchKind;
  base: string;
  parse: (raw: RawParams) => C;
  search: (criteria: C, facets: boolean) => Promise<SearchPage<I>>;
  facets: (lookups: LookupsView) => Facet[];
};

/** The island with the results of the URL's search, or what is wrong with the URL. */
export async function SearchResults<C extends AnyCriteria, I extends SearchItem>({
  searchParams,
  kind,
  base,
  parse,
  search,
  facets,
}: ResultsProps<C, I>) {
  let criteria: C;
  try {
    criteria = parse(rawFromRecord(await searchParams));
  } catch (error) {
    if (error instanceof CriteriaError) return <BadSearch message={error.message} resetHref={base} />;
    throw error;
  }
  const [lookups, results] = await orUnavailable(
    Promise.all([getLookups(), search(criteria, true)]),
    hrefWith(base, criteria),
  );
  return (
    <SearchClient
      kind={kind}
      base={base}
      facets={facets(lookups)}
      initialCriteria={criteria}
      initialQuery={criteriaToSearchParams(criteria).toString()}
      initialPage={results}
    />
  );
}

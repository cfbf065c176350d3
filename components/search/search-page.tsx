import type { Metadata } from 'next';
import { BadSearch } from '@/components/search/bad-search';
import { SearchClient } from '@/components/search/search-client';
import { loadSearch } from '@/components/search/search-load';
import type { Lang } from '@/lib/i18n/dictionaries';
import { CriteriaError, parseSiteCriteria, rawFromRecord, siteQueryDefaults } from '@/lib/search/criteria';
import { SEARCH_KINDS, type SearchKind } from '@/lib/search/kinds';
import { criteriaToSearchParams } from '@/lib/search/params';

// The search pages (recipes, cuts, cut guides) differ only in their kind (lib/search/kinds.ts):
// reading the URL, the metadata rule and the results are shared here.

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The plain listing is the canonical page; any parameter that changes the results (a filter,
 *  a page, a page size, an order), or a URL the codec refuses, makes the page noindex. */
export async function searchPageMetadata(
  kind: SearchKind,
  searchParams: SearchParams,
  meta: { title: string; description: string },
): Promise<Metadata> {
  let canonical = false;
  try {
    const criteria = parseSiteCriteria(kind, rawFromRecord(await searchParams));
    canonical = criteriaToSearchParams(criteria, {}, siteQueryDefaults(kind)).size === 0;
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
export async function SearchResults({
  kind,
  searchParams,
  lang = 'en',
}: {
  kind: SearchKind;
  searchParams: SearchParams;
  lang?: Lang;
}) {
  let view;
  try {
    view = await loadSearch(kind, rawFromRecord(await searchParams), lang);
  } catch (error) {
    if (error instanceof CriteriaError)
      return <BadSearch message={error.message} resetHref={SEARCH_KINDS[kind].sitePath} />;
    throw error;
  }
  return <SearchClient {...view} />;
}

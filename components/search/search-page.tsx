import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { saveText } from '@/components/kitchen/save-text';
import { BadSearch } from '@/components/search/bad-search';
import { SearchClient, type LeftOutNote, type SearchView } from '@/components/search/search-client';
import { facetsOf, offeredFacets, sortOptionsOf } from '@/components/search/search-config';
import { hrefWith, labelSubRecipes } from '@/components/search/search-model';
import type { SearchItem } from '@/components/search/search-result-list';
import type { Option } from '@/lib/api/lookups-view';
import { getLookups, getRecipeIdsWith, search, someRecipeLacks } from '@/lib/api/content';
import { orUnavailable } from '@/lib/health/when-unavailable';
import type { Lang } from '@/lib/i18n/dict';
import { dictionary } from '@/lib/i18n/dictionaries';
import {
  CriteriaError,
  parseSiteCriteria,
  rawFromRecord,
  siteQueryDefaults,
  type RawParams,
} from '@/lib/search/criteria';
import { cleanCriteria } from '@/lib/search/clean';
import { SEARCH_KINDS, type SearchKind } from '@/lib/search/kinds';
import { criteriaToSearchParams, type QueryDefaults } from '@/lib/search/params';
import { leftOut, narrowPage, scopedCriteria, settleRules, subRecipeRule } from '@/lib/search/scope';

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

/** The criteria the service is sent: the site's order without text named (the service's own
 *  default is name order), so an upstream that cannot sort by it says so in its echo. */
function withListingOrder<C extends { searchText: string; sort?: string | null }>(criteria: C, d: QueryDefaults): C {
  return criteria.sort || criteria.searchText.trim() || !d.sort ? criteria : { ...criteria, sort: d.sort };
}

/** Reads a search URL and runs it: the reader's criteria (throws CriteriaError), scoped as the
 *  kind's default listing says (lib/search/scope.ts), with facet counts; cards that are
 *  sub-recipes say so where the listing can hold them. */
async function loadSearch(kind: SearchKind, raw: RawParams, lang: Lang): Promise<SearchView> {
  const { sitePath: base } = SEARCH_KINDS[kind];
  const t = dictionary(lang).search;
  const defaults = siteQueryDefaults(kind);
  const criteria = parseSiteCriteria(kind, raw);
  const here = hrefWith(base, criteria, {}, defaults);
  const lookups = await orUnavailable(getLookups(), here);
  const options = lookups.options[kind] as Record<string, Option[]>;
  // Unknown facet values and values past the caps: answered by the cleaned URL (lib/search/clean.ts).
  const cleaned = cleanCriteria(kind, criteria, options);
  if (cleaned.changed) permanentRedirect(hrefWith(base, cleaned.criteria, {}, defaults));
  const rules = await orUnavailable(settleRules(leftOut(kind, criteria), someRecipeLacks), here);
  // Sub-recipes are labelled where the listing holds them (with text, or asked for), and known by
  // the same ids where the service was asked without the course (some recipe has none): the
  // page then drops them (narrowPage).
  const subRecipes = subRecipeRule(kind);
  const subRule = subRecipes && rules.find((r) => r.role === subRecipes.role);
  const known = subRecipes && (!subRule || subRule.absentBelongs) ? subRecipes : null;
  const [results, subRecipeIds] = await orUnavailable(
    Promise.all([
      search(kind, scopedCriteria(kind, withListingOrder(criteria, defaults), options, rules), true, true),
      known ? getRecipeIdsWith(known.param, [...known.values]) : Promise.resolve([]),
    ]),
    here,
  );
  const labelled = labelSubRecipes(results.items as SearchItem[], subRecipeIds);
  const narrowed = narrowPage(rules, { ...results, items: labelled });
  const items = narrowed.page.items;
  const notes: LeftOutNote[] = rules.flatMap((rule) => {
    const count = rule.values.reduce((sum, v) => sum + (results.facetCounts?.[rule.param]?.[v] ?? 0), 0);
    if (!count) return [];
    const href = hrefWith(base, criteria, { [rule.param]: [...rule.values], pageNumber: 1 }, defaults);
    return [{ role: rule.role, count, href }];
  });
  return {
    kind,
    base,
    facets: offeredFacets(facetsOf(kind, lookups, t), narrowed.page.facetCounts, criteria),
    sortOptions: sortOptionsOf(kind, criteria.searchText.trim() !== '', t),
    criteria,
    query: criteriaToSearchParams(criteria, {}, defaults).toString(),
    defaults,
    page: { ...narrowed.page, items },
    pagedCount: narrowed.pagedCount,
    leftOut: notes,
    t,
    save: saveText(lang),
  };
}

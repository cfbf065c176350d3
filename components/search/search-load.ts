import type { LeftOutNote } from '@/components/search/search-client';
import { facetsOf, sortOptionsOf, type Facet } from '@/components/search/search-config';
import type { SearchItem } from '@/components/search/search-result-list';
import { hrefWith } from '@/components/search/search-model';
import type { Option } from '@/lib/api/lookups-view';
import { getLookups, getRecipeIdsWith, search } from '@/lib/api/content';
import type { RecipeCard, SearchPage } from '@/lib/api/views';
import { orUnavailable } from '@/lib/health/when-unavailable';
import { dictionary, type Dict, type Lang } from '@/lib/i18n/dictionaries';
import { parseSiteCriteria, siteQueryDefaults, type RawParams } from '@/lib/search/criteria';
import { SEARCH_KINDS, type KindSpec, type SearchKind } from '@/lib/search/kinds';
import { criteriaToSearchParams, type AnyCriteria, type QueryDefaults } from '@/lib/search/params';
import { leftOut, scopedCriteria } from '@/lib/search/scope';

/** Everything a search page shows for one URL (the island's props). */
export type SearchView = {
  kind: SearchKind;
  base: string;
  facets: Facet[];
  sortOptions: Option[];
  criteria: AnyCriteria;
  query: string;
  defaults: QueryDefaults;
  page: SearchPage<SearchItem>;
  leftOut: LeftOutNote[];
  t: Dict['search'];
};

/** Reads a search URL and runs it: the reader's criteria (throws CriteriaError), scoped as the
 *  kind's default listing says (lib/search/scope.ts), with facet counts; cards that are
 *  sub-recipes say so where the listing can hold them. */
export async function loadSearch(kind: SearchKind, raw: RawParams, lang: Lang = 'en'): Promise<SearchView> {
  const { sitePath: base, leaveOut = [] } = SEARCH_KINDS[kind] as KindSpec;
  const t = dictionary(lang).search;
  const defaults = siteQueryDefaults(kind);
  const criteria = parseSiteCriteria(kind, raw);
  const here = hrefWith(base, criteria, {}, defaults);
  const lookups = await orUnavailable(getLookups(), here);
  const options = lookups.options[kind] as Record<string, Option[]>;
  const rules = leftOut(kind, criteria);
  const subRecipes = leaveOut.find((r) => r.role === 'sub-recipe' && !rules.includes(r));
  const [results, subRecipeIds] = await orUnavailable(
    Promise.all([
      search(kind, scopedCriteria(kind, criteria, options), true),
      subRecipes ? getRecipeIdsWith(subRecipes.param, [...subRecipes.values]) : Promise.resolve([]),
    ]),
    here,
  );
  const subs = new Set(subRecipeIds);
  const items: SearchItem[] = subs.size
    ? results.items.map((x) => (subs.has((x as RecipeCard).id) ? { ...(x as RecipeCard), role: 'sub-recipe' } : x))
    : results.items;
  const notes: LeftOutNote[] = rules.flatMap((rule) => {
    const count = rule.values.reduce((sum, v) => sum + (results.facetCounts?.[rule.param]?.[v] ?? 0), 0);
    if (!count) return [];
    const href = hrefWith(base, criteria, { [rule.param]: [...rule.values], pageNumber: 1 }, defaults);
    return [{ role: rule.role, count, href }];
  });
  return {
    kind,
    base,
    facets: facetsOf(kind, lookups, t),
    sortOptions: sortOptionsOf(kind, criteria.searchText.trim() !== '', t),
    criteria,
    query: criteriaToSearchParams(criteria, {}, defaults).toString(),
    defaults,
    page: { ...results, items },
    leftOut: notes,
    t,
  };
}

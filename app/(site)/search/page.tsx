import type { Metadata } from 'next';
import { BadSearch } from '@/components/search/bad-search';
import type { SearchItem } from '@/components/search/search-result-list';
import { SiteSearchResults } from '@/components/search/site-search-results';
import { labelSubRecipes } from '@/components/search/search-model';
import { getRecipeIdsWith, search } from '@/lib/api/content';
import type { SearchPage } from '@/lib/api/views';
import { orUnavailable } from '@/lib/health/when-unavailable';
import { dictionary } from '@/lib/i18n/dictionaries';
import { CriteriaError, parseCriteria, rawFromRecord } from '@/lib/search/criteria';
import type { SearchKind } from '@/lib/search/kinds';
import { subRecipeRule } from '@/lib/search/scope';

// The header search's results: cuts, recipes and cut guides for one text, each with a link to
// its own search page. Rendered per request and not indexed, like the other searches.
export const metadata: Metadata = {
  title: dictionary('en').search.site.title,
  alternates: { canonical: '/search' },
  robots: { index: false, follow: true },
};

/** How many of each kind the page shows before its "See all" link. */
const SHOWN: { kind: SearchKind; count: number }[] = [
  { kind: 'cuts', count: 4 },
  { kind: 'recipes', count: 8 },
  { kind: 'cut-collections', count: 3 },
];

export default async function SearchPage({ searchParams }: PageProps<'/search'>) {
  const t = dictionary('en').search;
  let text: string;
  try {
    text = parseCriteria('recipes', {
      searchText: rawFromRecord(await searchParams).searchText ?? [],
    }).searchText.trim();
  } catch (error) {
    if (error instanceof CriteriaError) return <BadSearch message={error.message} resetHref="/search" />;
    throw error;
  }
  const sub = subRecipeRule('recipes')!;
  const [subRecipeIds, ...pages] = text
    ? await orUnavailable(
        Promise.all([
          getRecipeIdsWith(sub.param, [...sub.values]),
          ...SHOWN.map(({ kind, count }) =>
            search(kind, { ...parseCriteria(kind, { searchText: [text] }), itemsPerPage: count }),
          ),
        ]),
        `/search?${new URLSearchParams({ searchText: text })}`,
      )
    : [[]];
  const found = (pages as SearchPage<SearchItem>[]).map((page, i) => ({
    kind: SHOWN[i]!.kind,
    page:
      SHOWN[i]!.kind === 'recipes' ? { ...page, items: labelSubRecipes(page.items, subRecipeIds as number[]) } : page,
  }));
  return <SiteSearchResults text={text} found={found} t={t} />;
}

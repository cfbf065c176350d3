import Link from 'next/link';
import { BadSearch } from '@/components/search/bad-search';
import { SearchResultList, type SearchItem } from '@/components/search/search-result-list';
import { search } from '@/lib/api/content';
import { orUnavailable } from '@/lib/health/when-unavailable';
import { dictionary, type Lang } from '@/lib/i18n/dictionaries';
import { fill, plural } from '@/lib/i18n/fill';
import { CriteriaError, parseCriteria, rawFromRecord } from '@/lib/search/criteria';
import { SEARCH_KINDS, type SearchKind } from '@/lib/search/kinds';

/** How many of each kind the combined page shows before its "See all" link. */
const SHOWN: { kind: SearchKind; count: number }[] = [
  { kind: 'cuts', count: 4 },
  { kind: 'recipes', count: 8 },
  { kind: 'cut-collections', count: 3 },
];

/** The combined results of the header search: the first cuts, recipes and guides matching one
 *  text (each kind's own search, its best matches first), each linking to its full search. */
export async function SiteSearchResults({
  searchParams,
  lang = 'en',
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
  lang?: Lang;
}) {
  const t = dictionary(lang).search;
  const raw = rawFromRecord(await searchParams);
  let text: string;
  try {
    text = parseCriteria('recipes', { searchText: raw.searchText ?? [] }).searchText.trim();
  } catch (error) {
    if (error instanceof CriteriaError) return <BadSearch message={error.message} resetHref="/search" />;
    throw error;
  }
  if (!text)
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-extrabold tracking-tight">{t.site.title}</h1>
        <p className="text-muted">{t.site.prompt}</p>
      </div>
    );
  const here = `/search?${new URLSearchParams({ searchText: text })}`;
  const pages = await orUnavailable(
    Promise.all(
      SHOWN.map(({ kind, count }) =>
        search(kind, { ...parseCriteria(kind, { searchText: [text] }), itemsPerPage: count }),
      ),
    ),
    here,
  );
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-extrabold tracking-tight">{fill(t.site.heading, { q: text })}</h1>
      {SHOWN.map(({ kind }, i) => {
        const page = pages[i]!;
        const nouns = t.nouns[kind];
        const all = `${SEARCH_KINDS[kind].sitePath}?${new URLSearchParams({ searchText: text })}`;
        if (!page.totalCount && kind === 'cut-collections') return null;
        return (
          <section key={kind} aria-labelledby={`found-${kind}`} className="space-y-3">
            <h2 id={`found-${kind}`} className="text-xl font-bold capitalize tracking-tight">
              {nouns[1]} <span className="font-medium text-muted">({page.totalCount})</span>
            </h2>
            {page.totalCount ? (
              <>
                <SearchResultList kind={kind} items={page.items as SearchItem[]} roles={t.roles} headingLevel={3} />
                {page.totalCount > page.items.length && (
                  <p>
                    <Link href={all} className="font-semibold text-brand-700 underline">
                      {fill(t.site.allOf, { n: page.totalCount, noun: plural(nouns, page.totalCount) })}
                    </Link>
                  </p>
                )}
              </>
            ) : (
              <p className="text-muted">{fill(t.site.none, { noun: nouns[1], q: text })}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}

import Link from 'next/link';
import { SearchResultList, type SearchItem } from '@/components/search/search-result-list';
import type { SearchPage } from '@/lib/api/views';
import type { Dict } from '@/lib/i18n/dict';
import { fill, plural } from '@/lib/i18n/fill';
import { SEARCH_KINDS, type SearchKind } from '@/lib/search/kinds';
import { saveText } from '@/components/kitchen/save-text';

/** The header search's results for one text: a section per kind (its best matches first),
 *  each with its count and a link to the kind's own search for all of them. */
export function SiteSearchResults({
  text,
  found,
  t,
}: {
  text: string;
  found: { kind: SearchKind; page: SearchPage<SearchItem> }[];
  t: Dict['search'];
}) {
  if (!text)
    return (
      <div className="space-y-4">
        <h1 className="text-3xl font-extrabold tracking-tight">{t.site.title}</h1>
        <p className="text-muted">{t.site.prompt}</p>
      </div>
    );
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-extrabold tracking-tight">{fill(t.site.heading, { q: text })}</h1>
      {found.map(({ kind, page }) => {
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
                <SearchResultList
                  kind={kind}
                  items={page.items}
                  roles={t.roles}
                  save={saveText('en')}
                  headingLevel={3}
                />
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

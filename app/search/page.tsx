import type { Metadata } from 'next';
import { SiteSearchResults } from '@/components/search/site-search-results';
import { dictionary } from '@/lib/i18n/dictionaries';

// The header search's results: recipes, cuts and cut guides for one text, each with a link to
// its own search page. Rendered per request and not indexed, like the other searches.
export const metadata: Metadata = {
  title: dictionary('en').search.site.title,
  alternates: { canonical: '/search' },
  robots: { index: false, follow: true },
};

export default async function SearchPage({ searchParams }: PageProps<'/search'>) {
  return <SiteSearchResults searchParams={searchParams} />;
}

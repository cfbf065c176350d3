import type { Metadata } from 'next';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import { BadSearch } from '@/components/search/bad-search';
import { SearchClient } from '@/components/search/search-client';
import { cutCollectionFacets } from '@/components/search/search-config';
import { getLookups, searchCutCollections } from '@/lib/api/content';
import { CriteriaError, parseCollectionCriteria, rawFromRecord, type CollectionCriteria } from '@/lib/search/criteria';
import { criteriaToSearchParams, hasFilters } from '@/lib/search/params';
import { orUnavailable } from '@/lib/health/when-unavailable';

const BASE = '/cuts/collections';

export async function generateMetadata({ searchParams }: PageProps<'/cuts/collections'>): Promise<Metadata> {
  let filtered = true;
  try {
    const c = parseCollectionCriteria(rawFromRecord(await searchParams));
    filtered = hasFilters(c) || c.pageNumber > 1;
  } catch {
    filtered = true;
  }
  return {
    title: 'Beef cut guides',
    description: 'Guides to choosing beef cuts: best steaks for the grill, cuts for braising and smoking, lean cuts and budget steaks.',
    alternates: { canonical: BASE },
    robots: filtered ? { index: false, follow: true } : undefined,
  };
}

async function Results({ searchParams }: { searchParams: PageProps<'/cuts/collections'>['searchParams'] }) {
  let criteria: CollectionCriteria;
  try {
    criteria = parseCollectionCriteria(rawFromRecord(await searchParams));
  } catch (error) {
    if (error instanceof CriteriaError) return <BadSearch message={error.message} resetHref={BASE} />;
    throw error;
  }
  const query = criteriaToSearchParams(criteria).toString();
  const [lookups, results] = await orUnavailable(Promise.all([getLookups(), searchCutCollections(criteria, true)]), query ? `${BASE}?${query}` : BASE);
  return (
    <SearchClient kind="cut-collections" base={BASE} facets={cutCollectionFacets(lookups)} initialCriteria={criteria} initialQuery={query} initialPage={results} />
  );
}

export default function CutCollectionsPage({ searchParams }: PageProps<'/cuts/collections'>) {
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight">Beef cut guides</h1>
        <p className="text-muted">Hand-picked sets of cuts for a method, a budget or a goal.</p>
        <ProviderAttribution />
      </header>
      <Results searchParams={searchParams} />
    </div>
  );
}

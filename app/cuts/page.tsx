import type { Metadata } from 'next';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import { CutChart } from '@/components/cut/cut-chart';
import { BadSearch } from '@/components/search/bad-search';
import { SearchClient } from '@/components/search/search-client';
import { cutFacets } from '@/components/search/search-config';
import { getLookups, searchCuts } from '@/lib/api/content';
import { CriteriaError, parseCutCriteria, rawFromRecord, type CutCriteria } from '@/lib/search/criteria';
import { criteriaToSearchParams, hasFilters } from '@/lib/search/params';
import { orUnavailable } from '@/lib/health/when-unavailable';

const BASE = '/cuts';

export async function generateMetadata({ searchParams }: PageProps<'/cuts'>): Promise<Metadata> {
  let filtered = true;
  try {
    const c = parseCutCriteria(rawFromRecord(await searchParams));
    filtered = hasFilters(c) || c.pageNumber > 1 || c.itemsPerPage !== 10;
  } catch {
    filtered = true;
  }
  return {
    title: 'Beef cuts',
    description: 'Every beef cut from primal to plate: find cuts by category, cooking method, primal, lean rating and IMPS/NAMP number.',
    alternates: { canonical: BASE },
    // The plain listing is the canonical page; filtered combinations are not indexed.
    robots: filtered ? { index: false, follow: true } : undefined,
  };
}

async function CutResults({ searchParams }: { searchParams: PageProps<'/cuts'>['searchParams'] }) {
  let criteria: CutCriteria;
  try {
    criteria = parseCutCriteria(rawFromRecord(await searchParams));
  } catch (error) {
    if (error instanceof CriteriaError) return <BadSearch message={error.message} resetHref={BASE} />;
    throw error;
  }
  const query = criteriaToSearchParams(criteria).toString();
  const [lookups, results] = await orUnavailable(Promise.all([getLookups(), searchCuts(criteria, true)]), query ? `${BASE}?${query}` : BASE);
  return <SearchClient kind="cuts" base={BASE} facets={cutFacets(lookups)} initialCriteria={criteria} initialQuery={query} initialPage={results} />;
}

export default function CutsPage({ searchParams }: PageProps<'/cuts'>) {
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight">Beef cuts</h1>
        <p className="text-muted">From the eight primals to the steaks and roasts at the counter, with IMPS/NAMP numbers, safe cooking guidelines and USDA nutrition.</p>
        <ProviderAttribution />
        <div className="mx-auto max-w-3xl">
          <CutChart title="Choose a primal on the beef cut chart" />
        </div>
      </header>
      <CutResults searchParams={searchParams} />
    </div>
  );
}

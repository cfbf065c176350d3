import type { Metadata } from 'next';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import { CutChart } from '@/components/cut/cut-chart';
import { SearchResults, searchPageMetadata } from '@/components/search/search-page';

export async function generateMetadata({ searchParams }: PageProps<'/cuts'>): Promise<Metadata> {
  return searchPageMetadata('cuts', searchParams, {
    title: 'Beef cuts',
    description:
      'Every beef cut from primal to plate: find cuts by category, cooking method, primal, lean rating and IMPS/NAMP number.',
  });
}

export default function CutsPage({ searchParams }: PageProps<'/cuts'>) {
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight">Beef cuts</h1>
        <p className="text-muted">
          From the eight primals to the steaks and roasts at the counter, with IMPS/NAMP numbers, safe cooking
          guidelines and USDA nutrition.
        </p>
        <ProviderAttribution />
      </header>
      <SearchResults kind="cuts" searchParams={searchParams} />
      {/* After the results: on a phone the chart would push the first cut two screens down. */}
      <section aria-labelledby="by-primal" className="mx-auto max-w-3xl space-y-3">
        <h2 id="by-primal" className="text-xl font-bold tracking-tight">
          Choose a primal on the chart
        </h2>
        <CutChart title="Choose a primal on the beef cut chart" />
      </section>
    </div>
  );
}

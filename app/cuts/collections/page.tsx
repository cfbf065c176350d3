import type { Metadata } from 'next';
import { CollectionCard } from '@/components/collection/collection-card';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import { ActiveFilters } from '@/components/search/active-filters';
import { BadSearch } from '@/components/search/bad-search';
import { FacetForm } from '@/components/search/facet-form';
import { cutCollectionFacets } from '@/components/search/search-config';
import { activeFilters, hrefWith } from '@/components/search/search-model';
import { Pagination } from '@/components/ui/pagination';
import { getLookups, searchCutCollections } from '@/lib/api/content';
import { CriteriaError, hasFilters, parseCollectionCriteria, rawFromRecord, type CollectionCriteria } from '@/lib/search/criteria';

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
  const [lookups, results] = await Promise.all([getLookups(), searchCutCollections(criteria, true)]);
  const facets = cutCollectionFacets(lookups);
  const totalPages = Math.max(1, Math.ceil(results.totalCount / criteria.itemsPerPage));
  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <aside aria-label="Filters">
        <FacetForm action={BASE} facets={facets} values={criteria} counts={results.facetCounts} />
      </aside>
      <section aria-label="Results" className="space-y-4">
        <p role="status" aria-live="polite" className="font-medium">
          {results.totalCount === 0 ? 'No guides match.' : `${results.totalCount} guide${results.totalCount === 1 ? '' : 's'}`}
        </p>
        <ActiveFilters filters={activeFilters(BASE, criteria, facets)} clearHref={BASE} />
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {results.items.map((c) => (
            <li key={c.id}>
              <CollectionCard collection={c} headingLevel={2} />
            </li>
          ))}
        </ul>
        <Pagination page={Math.min(criteria.pageNumber, totalPages)} totalPages={totalPages} hrefFor={(p) => hrefWith(BASE, criteria, { pageNumber: p })} label="Result pages" />
      </section>
    </div>
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

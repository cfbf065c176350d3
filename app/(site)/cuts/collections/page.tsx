import type { Metadata } from 'next';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import { SearchResults, searchPageMetadata } from '@/components/search/search-page';

export async function generateMetadata({ searchParams }: PageProps<'/cuts/collections'>): Promise<Metadata> {
  return searchPageMetadata('cut-collections', searchParams, {
    title: 'Beef cut guides',
    description:
      'Guides to choosing beef cuts: best steaks for the grill, cuts for braising and smoking, lean cuts and budget steaks.',
  });
}

export default function CutCollectionsPage({ searchParams }: PageProps<'/cuts/collections'>) {
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight">Beef cut guides</h1>
        <p className="text-muted">Hand-picked sets of cuts for a method, a budget or a goal.</p>
        <ProviderAttribution />
      </header>
      <SearchResults kind="cut-collections" searchParams={searchParams} />
    </div>
  );
}

import type { Metadata } from 'next';
import { CollectionRoute, collectionRouteMetadata } from '@/components/collection/collection-route';
import { getLookups } from '@/lib/api/content';

// Prerendered, regenerated at most hourly (ISR), like the other record pages; further pages
// live under /page/[page] so that no page reads the query string.
export const revalidate = 3600;

export async function generateStaticParams() {
  const l = await getLookups();
  return l.cutCollections.map((c) => ({ slug: c.slug }));
}

export async function generateMetadata({ params }: PageProps<'/cuts/collections/[slug]'>): Promise<Metadata> {
  return collectionRouteMetadata('cut', (await params).slug, 1);
}

export default async function CutCollectionPage({ params }: PageProps<'/cuts/collections/[slug]'>) {
  return <CollectionRoute kind="cut" slug={(await params).slug} page={1} />;
}

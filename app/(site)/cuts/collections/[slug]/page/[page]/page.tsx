import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { CollectionRoute, collectionRouteMetadata } from '@/components/collection/collection-route';
import { collectionPageHref, parsePageSegment } from '@/lib/collection/paging';

// Rendered on first request, then cached and regenerated like page 1.
export const revalidate = 3600;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({
  params,
}: PageProps<'/cuts/collections/[slug]/page/[page]'>): Promise<Metadata> {
  const { slug, page } = await params;
  return collectionRouteMetadata('cut', slug, parsePageSegment(page));
}

export default async function CutCollectionMorePage({ params }: PageProps<'/cuts/collections/[slug]/page/[page]'>) {
  const { slug, page: raw } = await params;
  const page = parsePageSegment(raw);
  // Page 1 has one address: the collection's own.
  if (page === 1) permanentRedirect(collectionPageHref(`/cuts/collections/${slug}`, 1));
  return <CollectionRoute kind="cut" slug={slug} page={page} />;
}

import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { CollectionHeader } from '@/components/collection/collection-header';
import { CollectionMembers } from '@/components/collection/collection-members';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getLookups, getCutCollection } from '@/lib/api/content';
import { breadcrumbList } from '@/lib/seo/json-ld';
import { collectionMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';

export async function generateStaticParams() {
  const l = await getLookups();
  return l.cutCollections.map((c) => ({ slug: c.slug }));
}

export async function generateMetadata({ params }: PageProps<'/cuts/collections/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  return collectionMetadata(await getCutCollection(slug));
}

export default async function CutCollectionPage({ params, searchParams }: PageProps<'/cuts/collections/[slug]'>) {
  const { slug } = await params;
  const collection = await getCutCollection(slug);
  if (!collection) notFound();
  if (collection.slug !== slug) permanentRedirect(collection.path);
  const crumbs = [{ name: 'Home', path: '/' }, { name: 'Beef cuts', path: '/cuts' }, { name: 'Cut guides', path: '/cuts/collections' }, { name: collection.name, path: collection.path }];
  return (
    <div className="space-y-8">
      <JsonLd data={breadcrumbList(crumbs, absoluteUrl)} />
      <Breadcrumbs items={crumbs} />
      <CollectionHeader collection={collection} />
      <CollectionMembers collection={collection} searchParams={searchParams} />
    </div>
  );
}

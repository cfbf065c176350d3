import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { CollectionHeader } from '@/components/collection/collection-header';
import { CollectionMembers } from '@/components/collection/collection-members';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getLookups, getRecipeCollection } from '@/lib/api/content';
import { breadcrumbList } from '@/lib/seo/json-ld';
import { collectionMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';

export async function generateStaticParams() {
  const l = await getLookups();
  return l.recipeCollections.map((c) => ({ slug: c.slug }));
}

export async function generateMetadata({ params }: PageProps<'/recipes/collections/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  return collectionMetadata(await getRecipeCollection(slug));
}

export default async function RecipeCollectionPage({ params, searchParams }: PageProps<'/recipes/collections/[slug]'>) {
  const { slug } = await params;
  const collection = await getRecipeCollection(slug);
  if (!collection) notFound();
  if (collection.slug !== slug) permanentRedirect(collection.path);
  const crumbs = [{ name: 'Home', path: '/' }, { name: 'Recipes', path: '/recipes' }, { name: collection.name, path: collection.path }];
  const spanish = collection.items.length > 0 && collection.items.every((r) => r.isSpanish);
  return (
    <div className="space-y-8">
      <JsonLd data={breadcrumbList(crumbs, absoluteUrl)} />
      <Breadcrumbs items={crumbs} />
      <CollectionHeader collection={collection} lang={spanish ? 'es' : undefined} />
      <CollectionMembers collection={collection} searchParams={searchParams} />
    </div>
  );
}

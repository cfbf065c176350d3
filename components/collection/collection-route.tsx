import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { CollectionHeader } from '@/components/collection/collection-header';
import { CollectionMembers } from '@/components/collection/collection-members';
import { MissingRecord } from '@/components/layout/record-not-found';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getCutCollection, getRecipeCollection } from '@/lib/api/content';
import type { RecipeCard } from '@/lib/api/views';
import { collectionPageCount, collectionPageHref } from '@/lib/collection/paging';
import { breadcrumbList } from '@/lib/seo/json-ld';
import { collectionMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';

// The route body of both collection kinds, at both of their routes: the collection's own URL
// (page 1) and /page/[page]. The four route files only read their params.

type Kind = 'recipe' | 'cut';

/** The collection, when this page of it exists: `page` is null when the URL's page segment is
 *  not a page number, and a page past the end does not exist (not even after the collection
 *  shrank: its members moved). */
async function readPage(kind: Kind, slug: string, page: number | null) {
  if (page === null) return null;
  const collection = await (kind === 'recipe' ? getRecipeCollection(slug) : getCutCollection(slug));
  return collection && page <= collectionPageCount(collection.items.length) ? collection : null;
}

export async function collectionRouteMetadata(kind: Kind, slug: string, page: number | null): Promise<Metadata> {
  return collectionMetadata(await readPage(kind, slug, page), page ?? 1);
}

export async function CollectionRoute({ kind, slug, page }: { kind: Kind; slug: string; page: number | null }) {
  const collection = await readPage(kind, slug, page);
  if (!collection || page === null)
    return <MissingRecord what={kind === 'recipe' ? 'recipe collection' : 'cut collection'} />;
  if (collection.slug !== slug) permanentRedirect(collectionPageHref(collection.path, page));
  const crumbs = [
    { name: 'Home', path: '/' },
    ...(kind === 'recipe'
      ? [{ name: 'Recipes', path: '/recipes' }]
      : [
          { name: 'Beef cuts', path: '/cuts' },
          { name: 'Cut guides', path: '/cuts/collections' },
        ]),
    { name: collection.name, path: collection.path },
  ];
  const members = collection.kind === 'recipe' ? (collection.items as RecipeCard[]) : [];
  const spanish = members.length > 0 && members.every((r) => r.isSpanish);
  return (
    <div className="space-y-8">
      <JsonLd data={breadcrumbList(crumbs, absoluteUrl)} />
      <Breadcrumbs items={crumbs} />
      <CollectionHeader collection={collection} lang={spanish ? 'es' : undefined} />
      <CollectionMembers collection={collection} page={page} />
    </div>
  );
}

import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { CollectionHeader } from '@/components/collection/collection-header';
import { CollectionMembers } from '@/components/collection/collection-members';
import { MissingRecord, RecordNotFound } from '@/components/layout/record-not-found';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getCutCollection, getRecipeCollection, getRecipeCollectionLang } from '@/lib/api/content';
import { rememberRendered } from '@/lib/health/upstream';
import { orUnreadable } from '@/lib/health/when-unavailable';
import type { CollectionView, CutCard, RecipeCard } from '@/lib/api/views';
import { collectionPageCount, collectionPageHref } from '@/lib/collection/paging';
import type { Lang } from '@/lib/i18n/dict';
import { dictionary, listLang } from '@/lib/i18n/dictionaries';
import { breadcrumbList } from '@/lib/seo/json-ld';
import { collectionMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';

// The route body of both collection kinds, at both of their routes: the collection's own URL
// (page 1) and /page/[page]. The four route files only read their params.

type Kind = 'recipe' | 'cut';

/** A collection's language: its recipes' when they are all Spanish ("Cocina en Español"). */
const collectionLang = (c: CollectionView<RecipeCard> | CollectionView<CutCard> | null): Lang =>
  c?.kind === 'recipe' ? listLang(c.items as RecipeCard[]) : 'en';

/** The language of the pages at /recipes/collections/[slug] (their root layout's), their 404
 *  past the last page included. English when the service fails: the page's error answer follows. */
export const recipeCollectionRouteLang = (slug: string): Promise<Lang> => getRecipeCollectionLang(slug);

/** The collection, when this page of it exists: `page` is null when the URL's page segment is
 *  not a page number, and a page past the end does not exist (not even after the collection
 *  shrank: its members moved). */
async function readPage(kind: Kind, slug: string, page: number | null) {
  if (page === null) return null;
  const collection = await orUnreadable<CollectionView<RecipeCard> | CollectionView<CutCard> | null>(
    kind === 'recipe' ? getRecipeCollection(slug) : getCutCollection(slug),
    collectionPageHref(`/${kind === 'recipe' ? 'recipes' : 'cuts'}/collections/${slug}`, page),
  );
  return collection && page <= collectionPageCount(collection.items.length) ? collection : null;
}

export async function collectionRouteMetadata(kind: Kind, slug: string, page: number | null): Promise<Metadata> {
  const lang = kind === 'recipe' ? await recipeCollectionRouteLang(slug) : 'en';
  return collectionMetadata(await readPage(kind, slug, page), page ?? 1, lang);
}

/** The recipe collection segment's not-found content (the same page, as the browser shows it). */
export async function RecipeCollectionNotFound({ slug }: { slug: string }) {
  return <RecordNotFound what="recipe collection" lang={await recipeCollectionRouteLang(slug)} />;
}

export async function CollectionRoute({ kind, slug, page }: { kind: Kind; slug: string; page: number | null }) {
  const collection = await readPage(kind, slug, page);
  if (!collection || page === null) {
    if (kind === 'cut') return <MissingRecord what="cut collection" />;
    return <MissingRecord what="recipe collection" lang={await recipeCollectionRouteLang(slug)} />;
  }
  if (collection.slug !== slug) permanentRedirect(collectionPageHref(collection.path, page));
  // Cached from now on: the proxy lets it through while the service is failing.
  rememberRendered(collectionPageHref(collection.path, page));
  const lang = collectionLang(collection);
  const t = dictionary(lang).site;
  const crumbs = [
    { name: t.home, path: '/' },
    ...(kind === 'recipe'
      ? [{ name: t.recipes, path: '/recipes' }]
      : [
          { name: 'Beef cuts', path: '/cuts' },
          { name: 'Cut guides', path: '/cuts/collections' },
        ]),
    { name: collection.name, path: collection.path },
  ];
  return (
    <div className="space-y-8">
      <JsonLd data={breadcrumbList(crumbs, absoluteUrl)} />
      <Breadcrumbs items={crumbs} label={t.breadcrumb} />
      <CollectionHeader collection={collection} lang={lang} />
      <CollectionMembers collection={collection} page={page} lang={lang} />
    </div>
  );
}

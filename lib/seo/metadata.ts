import type { Metadata } from 'next';
import type { CollectionCard } from '@/lib/api/views';
import { collectionPageHref } from '@/lib/collection/paging';

/** Metadata of a collection page (both kinds); each page is its own canonical URL (its members differ). */
export function collectionMetadata(c: CollectionCard | null, page = 1): Metadata {
  if (!c) return { title: 'Collection not found', robots: { index: false } };
  const path = collectionPageHref(c.path, page);
  return {
    title: page === 1 ? c.name : `${c.name} (page ${page})`,
    description: c.tagline,
    alternates: { canonical: path },
    openGraph: {
      title: c.name,
      description: c.tagline,
      url: path,
      images: c.image ? [{ url: c.image.src, width: c.image.width, height: c.image.height, alt: c.image.alt }] : [],
    },
  };
}

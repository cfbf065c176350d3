import type { Metadata } from 'next';
import type { CollectionCard } from '@/lib/api/views';

/** Metadata of a collection page (both kinds). */
export function collectionMetadata(c: CollectionCard | null): Metadata {
  if (!c) return { title: 'Collection not found', robots: { index: false } };
  return {
    title: c.name,
    description: c.tagline,
    alternates: { canonical: c.path },
    openGraph: { title: c.name, description: c.tagline, url: c.path, images: c.image ? [{ url: c.image.src, width: c.image.width, height: c.image.height, alt: c.image.alt }] : [] },
  };
}

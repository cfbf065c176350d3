import Link from 'next/link';
import { CollectionCard } from '@/components/collection/collection-card';
import type { CollectionCard as CollectionCardData } from '@/lib/api/views';
import type { Lang } from '@/lib/i18n/dict';

export function FeaturedCollections({
  collections,
  langs = {},
}: {
  collections: CollectionCardData[];
  /** Each recipe collection's language, by slug (English when absent). */
  langs?: Record<string, Lang>;
}) {
  return (
    <section aria-labelledby="featured-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="featured-heading" className="text-2xl font-bold tracking-tight">
          Featured collections
        </h2>
        <Link href="/recipes/collections" className="text-sm font-medium text-brand-700 hover:underline">
          All recipe collections
        </Link>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {collections.map((c) => (
          <li key={c.id}>
            <CollectionCard collection={c} lang={c.kind === 'recipe' ? langs[c.slug] : 'en'} />
          </li>
        ))}
      </ul>
    </section>
  );
}

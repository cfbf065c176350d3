import { CollectionCard } from '@/components/collection/collection-card';
import type { CollectionCard as CollectionCardData } from '@/lib/api/views';

export function FeaturedCollections({ collections }: { collections: CollectionCardData[] }) {
  return (
    <section aria-labelledby="featured-heading" className="space-y-4">
      <h2 id="featured-heading" className="text-2xl font-bold tracking-tight">
        Featured collections
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {collections.map((c) => (
          <li key={c.id}>
            <CollectionCard collection={c} />
          </li>
        ))}
      </ul>
    </section>
  );
}

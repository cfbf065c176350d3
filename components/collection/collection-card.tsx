import { LinkCard } from '@/components/ui/link-card';
import type { CollectionCard as CollectionCardData } from '@/lib/api/views';

export function CollectionCard({
  collection,
  headingLevel = 3,
}: {
  collection: CollectionCardData;
  headingLevel?: 2 | 3;
}) {
  return (
    <LinkCard
      href={collection.path}
      title={collection.name}
      image={collection.image}
      aspect="aspect-[16/9]"
      sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 92vw"
      quality={60}
      headingLevel={headingLevel}
    >
      <p className="text-sm text-muted">{collection.tagline}</p>
      <p className="mt-auto pt-2 text-xs font-medium uppercase tracking-wide text-muted">
        {collection.count} {collection.kind === 'recipe' ? 'recipes' : 'cuts'}
      </p>
    </LinkCard>
  );
}

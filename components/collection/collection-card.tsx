import { LanguageBadge } from '@/components/recipe/language-badge';
import { LinkCard } from '@/components/ui/link-card';
import type { CollectionCard as CollectionCardData } from '@/lib/api/views';
import { collectionGrid } from '@/components/ui/image-sizes';
import type { Lang } from '@/lib/i18n/dict';

/** A collection in an (English) list. A Spanish collection's name and tagline are marked up
 *  as Spanish, with the language badge. */
export function CollectionCard({
  collection,
  headingLevel = 3,
  lang = 'en',
}: {
  collection: CollectionCardData;
  headingLevel?: 2 | 3;
  /** The collection's language. */
  lang?: Lang;
}) {
  const other = lang !== 'en' ? lang : undefined;
  return (
    <LinkCard
      href={collection.path}
      title={collection.name}
      image={collection.image}
      aspect="aspect-[16/9]"
      sizes={collectionGrid}
      quality={60}
      headingLevel={headingLevel}
      titleLang={other}
    >
      <p lang={other} className="text-sm text-muted">
        {collection.tagline}
      </p>
      <p className="mt-auto flex items-center gap-2 pt-2 text-xs font-medium uppercase tracking-wide text-muted">
        {collection.count} {collection.kind === 'recipe' ? 'recipes' : 'cuts'}
        {other && <LanguageBadge lang={other} />}
      </p>
    </LinkCard>
  );
}

import { ProviderAttribution } from '@/components/layout/provider-attribution';
import type { CollectionCard } from '@/lib/api/views';
import type { Lang } from '@/lib/i18n/dict';
import { dictionary } from '@/lib/i18n/dictionaries';
import { pageHero, sizesOf } from '@/components/ui/image-sizes';
import { LcpImageClient } from '@/components/ui/lcp-image-client';

export function CollectionHeader({ collection, lang = 'en' }: { collection: CollectionCard; lang?: Lang }) {
  const group = dictionary(lang).taxonomy.collectionGroups[collection.groupSlug] ?? collection.group;
  return (
    <header className="space-y-4">
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div className="space-y-3">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{group}</p>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{collection.name}</h1>
          <p className="text-lg font-medium">{collection.tagline}</p>
          <p className="text-muted">{collection.description}</p>
        </div>
        {collection.image && (
          <LcpImageClient
            src={collection.image.src}
            width={collection.image.width}
            height={collection.image.height}
            alt={collection.image.alt}
            quality={60}
            sizes={sizesOf(pageHero(440))}
            className="w-full rounded-2xl object-cover"
          />
        )}
      </div>
      <ProviderAttribution lang={lang} />
    </header>
  );
}

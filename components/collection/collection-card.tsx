import Image from 'next/image';
import Link from 'next/link';
import type { CollectionCard as CollectionCardData } from '@/lib/api/views';

export function CollectionCard({ collection, headingLevel = 3 }: { collection: CollectionCardData; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      {collection.image && <Image src={collection.image.src} width={collection.image.width} height={collection.image.height} alt="" sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 92vw" className="aspect-[16/9] w-full object-cover" />}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <H className="font-semibold text-ink">
          <Link href={collection.path} className="after:absolute after:inset-0 group-hover:text-brand-700">
            {collection.name}
          </Link>
        </H>
        <p className="text-sm text-muted">{collection.tagline}</p>
        <p className="mt-auto pt-2 text-xs font-medium uppercase tracking-wide text-muted">
          {collection.count} {collection.kind === 'recipe' ? 'recipes' : 'cuts'}
        </p>
      </div>
    </article>
  );
}

import Image from 'next/image';
import Link from 'next/link';

import { belowWidth, sizesOf, type Layout } from '@/components/ui/image-sizes';

type CardImage = { src: string; width: number; height: number };

/** A card whose whole surface links to one page (the title link stretches over it), with an
 *  optional decorative image: the title already names the target, so the image's alt is empty.
 *  `compact`: on a phone, a row with a small picture beside the text (a list reads faster). */
export function LinkCard({
  href,
  title,
  image,
  aspect = 'aspect-[4/3]',
  sizes,
  quality,
  headingLevel = 3,
  lang,
  titleLang,
  compact = false,
  children,
}: {
  href: string;
  title: string;
  image?: CardImage;
  aspect?: string;
  /** Where the card is laid out (lib/images/sizes.ts). */
  sizes: Layout;
  /** One of next.config's images.qualities; Next's default (75) when absent. */
  quality?: 60 | 75;
  headingLevel?: 2 | 3;
  lang?: string;
  /** The title's language, when only the title is in another language than the card. */
  titleLang?: string;
  compact?: boolean;
  children?: React.ReactNode;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      lang={lang}
      className={`group relative flex h-full overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md ${compact ? 'flex-row sm:flex-col' : 'flex-col'}`}
    >
      {image && (
        <Image
          src={image.src}
          width={image.width}
          height={image.height}
          alt=""
          sizes={sizesOf(compact ? belowWidth(sizes, 640, '112px') : sizes)}
          quality={quality}
          className={`${aspect} object-cover ${compact ? 'w-28 shrink-0 self-start sm:w-full' : 'w-full'}`}
        />
      )}
      <div className={`flex min-w-0 flex-1 flex-col gap-1 ${compact ? 'p-3 sm:p-4' : 'p-4'}`}>
        <H lang={titleLang} className="font-semibold leading-snug text-ink">
          <Link href={href} className="after:absolute after:inset-0 group-hover:text-brand-700">
            {title}
          </Link>
        </H>
        {children}
      </div>
    </article>
  );
}

import Image from 'next/image';
import Link from 'next/link';

import { belowWidth, sizesOf, type Layout } from '@/components/ui/image-sizes';

type CardImage = { src: string; width: number; height: number };

/** A card whose whole surface links to one page (the title link stretches over it), with an
 *  optional decorative image: the title already names the target, so the image's alt is empty.
 *  `compact`: on a phone, a row with a small picture beside the text (a list reads faster).
 *  Styled from app/globals.css (`.card`): a listing draws many, so no card repeats class lists. */
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
    <article lang={lang} className={compact ? 'card card-compact' : 'card'}>
      {image && (
        <Image
          src={image.src}
          width={image.width}
          height={image.height}
          alt=""
          sizes={sizesOf(compact ? belowWidth(sizes, 640, '112px') : sizes)}
          quality={quality}
          className={aspect}
        />
      )}
      <div>
        <H lang={titleLang}>
          <Link href={href}>{title}</Link>
        </H>
        {children}
      </div>
    </article>
  );
}

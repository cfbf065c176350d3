import Image from 'next/image';
import Link from 'next/link';

type CardImage = { src: string; width: number; height: number };

/** A card whose whole surface links to one page (the title link stretches over it), with an
 *  optional decorative image: the title already names the target, so the image's alt is empty. */
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
  children,
}: {
  href: string;
  title: string;
  image?: CardImage;
  aspect?: string;
  sizes: string;
  /** One of next.config's images.qualities; Next's default (75) when absent. */
  quality?: 60 | 75;
  headingLevel?: 2 | 3;
  lang?: string;
  /** The title's language, when only the title is in another language than the card. */
  titleLang?: string;
  children?: React.ReactNode;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      lang={lang}
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md"
    >
      {image && (
        <Image
          src={image.src}
          width={image.width}
          height={image.height}
          alt=""
          sizes={sizes}
          quality={quality}
          className={`${aspect} w-full object-cover`}
        />
      )}
      <div className="flex flex-1 flex-col gap-1 p-4">
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

import Image from 'next/image';
import type { Lang } from '@/lib/i18n/dict';
import { dictionary } from '@/lib/i18n/dictionaries';
import { contentProvider } from '@/lib/provider';

/** The attribution the content service's terms require: text and the unaltered logo,
 *  linked to the provider's website, placed beside the content it credits, and kept
 *  small so it is never the most prominent element of the page. */
export function ProviderAttribution({ className = '', lang = 'en' }: { className?: string; lang?: Lang }) {
  const provider = contentProvider();
  return (
    <p
      className={`flex flex-wrap items-center gap-2 text-sm text-muted ${className}`}
      data-testid="provider-attribution"
    >
      <span>{dictionary(lang).site.attribution}</span>
      <a href={provider.url} className="inline-flex items-center gap-2 font-medium text-ink underline" rel="noopener">
        {provider.logo && (
          <Image
            src={provider.logo.src}
            width={provider.logo.width}
            height={provider.logo.height}
            alt=""
            unoptimized
            className="h-8 w-auto"
          />
        )}
        <span>{provider.name}</span>
      </a>
    </p>
  );
}

import Link from 'next/link';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import type { Lang } from '@/lib/i18n/dict';
import { dictionary } from '@/lib/i18n/dictionaries';

export function SiteFooter({ lang = 'en' }: { lang?: Lang }) {
  const t = dictionary(lang).site;
  return (
    <footer className="mt-16 border-t border-stone-200 bg-stone-50">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 text-sm text-muted sm:grid-cols-2">
        <div className="space-y-2">
          <p className="font-semibold text-ink">Beef Atlas</p>
          <p>{t.footerText}</p>
          <ProviderAttribution lang={lang} />
        </div>
        <nav aria-label={t.footerNav} className="sm:justify-self-end">
          <ul className="space-y-2">
            <li>
              <Link href="/about" className="hover:underline">
                {t.about}
              </Link>
            </li>
            <li>
              <Link href="/api-docs" className="hover:underline">
                {t.api}
              </Link>
            </li>
            <li>
              <Link href="/sitemap.xml" className="hover:underline" prefetch={false}>
                {t.sitemap}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

import { LangProvider } from '@/components/layout/lang-client';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { TimerTrayClient } from '@/components/timers/timer-tray-client';
import type { Lang } from '@/lib/i18n/dict';
import { dictionary } from '@/lib/i18n/dictionaries';
import '@/app/globals.css';

/** The document every root layout renders, in one language: `<html lang>`, the skip link,
 *  header, main and footer. The English pages have one root layout; the recipe and recipe
 *  collection routes have theirs, which pass the language of the record they show. */
export function SiteDocument({ lang, children }: { lang: Lang; children: React.ReactNode }) {
  const t = dictionary(lang).site;
  const { timers, stop, dismiss, timeUp, timerDone } = dictionary(lang).tools;
  return (
    <html lang={lang}>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {t.skip}
        </a>
        <SiteHeader lang={lang} />
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
          <LangProvider lang={lang}>{children}</LangProvider>
        </main>
        <SiteFooter lang={lang} />
        <TimerTrayClient strings={{ timers, stop, dismiss, timeUp, timerDone }} />
      </body>
    </html>
  );
}

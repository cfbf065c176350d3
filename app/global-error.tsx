'use client';

import { ERROR_STRINGS } from '@/lib/i18n/errors';
import '@/app/globals.css';

// A failure in a root layout itself: no layout, so no language to follow; it says the same
// in both of the site's languages, the Spanish marked as such.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="font-sans antialiased">
        <main role="alert" className="mx-auto max-w-xl space-y-6 px-4 py-16 text-center">
          {(['en', 'es'] as const).map((lang) => {
            const t = ERROR_STRINGS[lang];
            return (
              <div key={lang} lang={lang === 'en' ? undefined : lang} className="space-y-3">
                <h1 className="text-2xl font-extrabold">{t.heading}</h1>
                <p className="text-muted">{t.text}</p>
                <button
                  type="button"
                  onClick={reset}
                  className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white"
                >
                  {t.retry}
                </button>
              </div>
            );
          })}
        </main>
      </body>
    </html>
  );
}

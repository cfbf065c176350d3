import type { Metadata } from 'next';
import { SavedPageClient } from '@/components/kitchen/saved-page-client';
import { dictionary } from '@/lib/i18n/dictionaries';

const t = dictionary('en').kitchen;

export const metadata: Metadata = {
  title: t.savedTitle,
  description: t.savedIntro,
  alternates: { canonical: '/saved' },
  // The page is the reader's own list, empty to a crawler.
  robots: { index: false },
};

export default function SavedPage() {
  const es = dictionary('es').kitchen;
  return (
    <div className="space-y-6">
      <header className="max-w-2xl space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t.savedTitle}</h1>
        <p className="text-muted">{t.savedIntro}</p>
      </header>
      <SavedPageClient
        t={t}
        // A Spanish recipe's card speaks Spanish.
        es={{ savedServings: es.savedServings, remove: es.remove, gone: es.gone }}
      />
    </div>
  );
}

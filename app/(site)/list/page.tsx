import type { Metadata } from 'next';
import { ShoppingListClient } from '@/components/kitchen/shopping-list-client';
import { dictionary } from '@/lib/i18n/dictionaries';

// The page is English, as every page outside a record; a Spanish recipe's lines keep their words.
const t = dictionary('en').list;

export const metadata: Metadata = {
  title: t.title,
  description: t.description,
  alternates: { canonical: '/list' },
  // The reader's own list, empty to a crawler.
  robots: { index: false },
};

export default function ListPage() {
  return (
    <div className="space-y-6">
      <header className="max-w-2xl space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t.title}</h1>
        <p className="text-muted print:hidden">{t.intro}</p>
      </header>
      <ShoppingListClient t={t} />
    </div>
  );
}

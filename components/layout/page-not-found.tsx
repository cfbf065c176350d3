import Link from 'next/link';
import type { Lang } from '@/lib/i18n/dict';
import { dictionary } from '@/lib/i18n/dictionaries';

/** The 404 of a URL no route knows, or of a page that calls notFound(). */
export function PageNotFound({ lang = 'en' }: { lang?: Lang }) {
  const t = dictionary(lang).notFound;
  return (
    <div className="mx-auto max-w-xl space-y-4 py-12 text-center">
      <h1 className="text-3xl font-extrabold">{t.heading}</h1>
      <p className="text-muted">{t.text}</p>
      <p>
        <Link href="/recipes" className="text-brand-700 underline">
          {t.searchRecipes}
        </Link>{' '}
        ·{' '}
        <Link href="/cuts" className="text-brand-700 underline">
          {t.browseCuts}
        </Link>{' '}
        ·{' '}
        <Link href="/" className="text-brand-700 underline">
          {t.home}
        </Link>
      </p>
    </div>
  );
}

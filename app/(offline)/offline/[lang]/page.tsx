import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { isOfflineLang } from '@/components/offline/offline-lang';
import { dictionary } from '@/lib/i18n/dictionaries';

export const dynamicParams = false;
export const generateStaticParams = () => [{ lang: 'en' }, { lang: 'es' }];

export async function generateMetadata({ params }: PageProps<'/offline/[lang]'>): Promise<Metadata> {
  const { lang } = await params;
  const t = dictionary(isOfflineLang(lang) ? lang : 'en').kitchen;
  // Served by the service worker in place of a page it has no copy of; nothing to index.
  return { title: t.offlineTitle, robots: { index: false } };
}

export default async function OfflinePage({ params }: PageProps<'/offline/[lang]'>) {
  const { lang } = await params;
  if (!isOfflineLang(lang)) notFound();
  const t = dictionary(lang).kitchen;
  return (
    <div className="max-w-2xl space-y-4">
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t.offlineTitle}</h1>
      <p className="text-muted">{t.offlineBody}</p>
      <ul className="flex flex-wrap gap-3">
        <li>
          <Link href="/saved" className="font-semibold text-brand-800 underline">
            {t.offlineSaved}
          </Link>
        </li>
        <li>
          <Link href="/list" className="font-semibold text-brand-800 underline">
            {t.offlineList}
          </Link>
        </li>
        <li>
          {/* The worker answers at the URL the reader asked for: an empty href loads it again. */}
          <a href="" className="font-semibold text-brand-800 underline">
            {t.offlineRetry}
          </a>
        </li>
      </ul>
    </div>
  );
}

import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { SiteDocument } from '@/components/layout/site-document';
import { isOfflineLang } from '@/components/offline/offline-lang';
import { SITE_VIEWPORT, siteMetadata } from '@/lib/seo/metadata';

// A root layout of its own, so the offline page is a document in the reader's language: the
// service worker precaches both and picks one by the browser's language (lib/offline/).
export async function generateMetadata({ params }: LayoutProps<'/offline/[lang]'>): Promise<Metadata> {
  const { lang } = await params;
  return siteMetadata(isOfflineLang(lang) ? lang : 'en');
}

export const viewport: Viewport = SITE_VIEWPORT;

export default async function OfflineLayout({ children, params }: LayoutProps<'/offline/[lang]'>) {
  const { lang } = await params;
  if (!isOfflineLang(lang)) notFound();
  return <SiteDocument lang={lang}>{children}</SiteDocument>;
}

import type { Metadata, Viewport } from 'next';
import { SiteDocument } from '@/components/layout/site-document';
import { SITE_VIEWPORT, siteMetadata } from '@/lib/seo/metadata';

// The root layout of every page written in English. The recipe and recipe collection routes
// (app/(localized)) have their own root layouts, in the language of the record they show.
export function generateMetadata(): Metadata {
  return siteMetadata('en');
}

export const viewport: Viewport = SITE_VIEWPORT;

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument lang="en">{children}</SiteDocument>;
}

import type { Metadata, Viewport } from 'next';
import { PageNotFound } from '@/components/layout/page-not-found';
import { SiteDocument } from '@/components/layout/site-document';
import { dictionary } from '@/lib/i18n/dictionaries';
import { SITE_VIEWPORT, siteMetadata } from '@/lib/seo/metadata';

// A URL no route matches. With a root layout per language (app/(site), app/(localized)) there
// is no single layout to render it in, so Next renders this whole document instead.
export function generateMetadata(): Metadata {
  return {
    ...siteMetadata('en'),
    title: { absolute: `${dictionary('en').notFound.title} | Beef Atlas` },
    robots: { index: false },
  };
}

export const viewport: Viewport = SITE_VIEWPORT;

export default function GlobalNotFound() {
  return (
    <SiteDocument lang="en">
      <PageNotFound />
    </SiteDocument>
  );
}

import type { Metadata, Viewport } from 'next';
import { SiteDocument } from '@/components/layout/site-document';
import { recipeCollectionRouteLang } from '@/components/collection/collection-route';
import { SITE_VIEWPORT, siteMetadata } from '@/lib/seo/metadata';

// A root layout of its own, so that the document is in the language of the collection's
// recipes: <html lang="es"> for "Cocina en Español". Its /page/[page] pages and 404 share it.
export async function generateMetadata({ params }: LayoutProps<'/recipes/collections/[slug]'>): Promise<Metadata> {
  return siteMetadata(await recipeCollectionRouteLang((await params).slug));
}

export const viewport: Viewport = SITE_VIEWPORT;

export default async function RecipeCollectionLayout({ children, params }: LayoutProps<'/recipes/collections/[slug]'>) {
  return <SiteDocument lang={await recipeCollectionRouteLang((await params).slug)}>{children}</SiteDocument>;
}

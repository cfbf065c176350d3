import type { Metadata, Viewport } from 'next';
import { SiteDocument } from '@/components/layout/site-document';
import { recipeRouteLang } from '@/components/recipe/recipe-article';
import { SITE_VIEWPORT, siteMetadata } from '@/lib/seo/metadata';

// A root layout of its own, so that the document is in the recipe's language: <html lang="es">
// for a Spanish recipe. Reading the recipe here costs nothing more: the page reads the same
// cached entry. Its ./adjusted page and its 404 share it.
export async function generateMetadata({ params }: LayoutProps<'/recipes/[slug]'>): Promise<Metadata> {
  return siteMetadata(await recipeRouteLang((await params).slug));
}

export const viewport: Viewport = SITE_VIEWPORT;

export default async function RecipeLayout({ children, params }: LayoutProps<'/recipes/[slug]'>) {
  return <SiteDocument lang={await recipeRouteLang((await params).slug)}>{children}</SiteDocument>;
}

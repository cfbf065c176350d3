import type { Metadata, Viewport } from 'next';
import { heroImage, type CollectionCard, type CutView, type RecipeView } from '@/lib/api/views';
import { collectionPageHref } from '@/lib/collection/paging';
import { siteOrigin } from '@/lib/env';
import type { Lang } from '@/lib/i18n/dict';
import { dictionary, recipeLang } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';

const SITE_NAME = 'Beef Atlas';
/** A page title with the site's name, as the layouts' template writes it. For the pages of
 *  the recipe and collection root layouts: a template applies to segments below its layout,
 *  not to the page beside it, so /recipes/x read "Name" and /recipes/x?servings=8 (its child
 *  ./adjusted) "Name | Beef Atlas" (issue 27). Absolute, it reads the same on both. */
export const siteTitle = (title: string): Metadata['title'] => ({ absolute: `${title} | ${SITE_NAME}` });

export const SITE_VIEWPORT: Viewport = { themeColor: '#7c261f', width: 'device-width', initialScale: 1 };

/** What every page of a root layout inherits, in its language. No hreflang anywhere: no page
 *  is a translation of another (the Spanish recipes are their own recipes). */
export function siteMetadata(lang: Lang): Metadata {
  const t = dictionary(lang);
  return {
    metadataBase: new URL(siteOrigin()),
    title: { default: t.site.title, template: `%s | ${SITE_NAME}` },
    description: t.site.description,
    openGraph: { siteName: SITE_NAME, type: 'website', locale: t.ogLocale },
  };
}

/** Metadata of a collection page (both kinds) in the language of its members; each page is its
 *  own canonical URL (its members differ). */
export function collectionMetadata(c: CollectionCard | null, page = 1, lang: Lang = 'en'): Metadata {
  const t = dictionary(lang);
  if (!c) return { title: siteTitle(t.collection.notFoundTitle), robots: { index: false } };
  const path = collectionPageHref(c.path, page);
  const card = c.share ?? c.image;
  return {
    title: siteTitle(page === 1 ? c.name : fill(t.collection.pageTitle, { name: c.name, n: page })),
    description: c.tagline,
    alternates: { canonical: path },
    openGraph: {
      title: c.name,
      description: c.tagline,
      url: path,
      locale: t.ogLocale,
      images: card ? [{ url: card.src, width: card.width, height: card.height, alt: card.alt }] : [],
    },
    twitter: {
      card: 'summary_large_image',
      title: c.name,
      description: c.tagline,
      images: card ? [{ url: card.src, alt: card.alt }] : [],
    },
  };
}

/** Metadata of a recipe page; a Spanish recipe says so to social cards. */
export function recipeMetadata(recipe: RecipeView | null, lang: Lang = 'en'): Metadata {
  if (!recipe) return { title: siteTitle(dictionary(lang).notFound.records.recipe.title), robots: { index: false } };
  // The share card (1200 × 630, the title set in type) when the source has one.
  const card = recipe.share ?? heroImage(recipe.images);
  return {
    title: siteTitle(recipe.name),
    description: recipe.meta || recipe.description,
    alternates: { canonical: recipe.path },
    openGraph: {
      type: 'article',
      title: recipe.name,
      description: recipe.meta || recipe.description,
      url: recipe.path,
      locale: dictionary(recipeLang(recipe)).ogLocale,
      images: card ? [{ url: card.src, width: card.width, height: card.height, alt: card.alt }] : [],
    },
    twitter: {
      card: 'summary_large_image',
      title: recipe.name,
      description: recipe.meta || recipe.description,
      images: card ? [{ url: card.src, alt: card.alt }] : [],
    },
  };
}

/** Metadata of a cut page. */
export function cutMetadata(cut: CutView | null): Metadata {
  if (!cut) return { title: 'Beef cut not found', robots: { index: false } };
  const card = cut.share ?? heroImage(cut.images);
  return {
    title: `${cut.name}: how to buy and cook it`,
    description: cut.meta || cut.description,
    alternates: { canonical: cut.path },
    openGraph: {
      type: 'article',
      title: cut.name,
      description: cut.meta,
      url: cut.path,
      images: card ? [{ url: card.src, width: card.width, height: card.height, alt: card.alt }] : [],
    },
    twitter: {
      card: 'summary_large_image',
      title: cut.name,
      description: cut.meta,
      images: card ? [{ url: card.src, alt: card.alt }] : [],
    },
  };
}

/** Metadata of a cut's recipes page. */
export function cutRecipesMetadata(cut: CutView | null): Metadata {
  if (!cut) return { title: 'Beef cut not found', robots: { index: false } };
  return {
    title: `${cut.name} recipes`,
    description: `Recipes that use ${cut.name.toLowerCase()}, and recipes for the cuts you can use in its place.`,
    alternates: { canonical: `${cut.path}/recipes` },
  };
}

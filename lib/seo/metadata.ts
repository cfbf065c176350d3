import type { Metadata } from 'next';
import { heroImage, type CollectionCard, type CutView, type RecipeView } from '@/lib/api/views';
import { collectionPageHref } from '@/lib/collection/paging';

/** Metadata of a collection page (both kinds); each page is its own canonical URL (its members differ). */
export function collectionMetadata(c: CollectionCard | null, page = 1): Metadata {
  if (!c) return { title: 'Collection not found', robots: { index: false } };
  const path = collectionPageHref(c.path, page);
  const card = c.share ?? c.image;
  return {
    title: page === 1 ? c.name : `${c.name} (page ${page})`,
    description: c.tagline,
    alternates: { canonical: path },
    openGraph: {
      title: c.name,
      description: c.tagline,
      url: path,
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
export function recipeMetadata(recipe: RecipeView | null): Metadata {
  if (!recipe) return { title: 'Recipe not found', robots: { index: false } };
  // The share card (1200 × 630, the title set in type) when the source has one.
  const card = recipe.share ?? heroImage(recipe.images);
  return {
    title: recipe.name,
    description: recipe.meta || recipe.description,
    alternates: { canonical: recipe.path },
    openGraph: {
      type: 'article',
      title: recipe.name,
      description: recipe.meta || recipe.description,
      url: recipe.path,
      locale: recipe.isSpanish ? 'es_US' : 'en_US',
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

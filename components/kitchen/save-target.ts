import type { SaveTarget } from '@/components/kitchen/save-button-client';
import type { RecipeCard } from '@/lib/api/views';

/** What the save button keeps of a recipe, from its card or its page (a page knows its yield;
 *  a card reads it from its servings text, "4" or "6-8", the first number). The card's 4:3
 *  picture is preferred: the Saved page shows cards. */
export function saveTarget(
  recipe: RecipeCard & { servingsCount?: number; images?: { ratio: string; src: string; alt: string }[] },
): SaveTarget {
  const image = recipe.images?.find((i) => i.ratio === '4x3') ?? recipe.image ?? recipe.images?.[0];
  const fromText = Number(/\d+/.exec(recipe.servings)?.[0]);
  return {
    slug: recipe.slug,
    name: recipe.name,
    lang: recipe.isSpanish ? 'es' : 'en',
    image: image ? { src: image.src, alt: image.alt } : null,
    totalTime: recipe.totalTime,
    yieldCount: recipe.servingsCount || (fromText >= 1 ? fromText : 1),
  };
}

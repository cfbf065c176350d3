// The Saved page's cards as the service has them now (name, picture, time, language), for the
// slugs a reader saved; a slug the service no longer has is listed as missing. Via lib/api.
import { saveTarget } from '@/components/kitchen/save-target';
import { getRecipe } from '@/lib/api/content';
import type { CardsAnswer } from '@/lib/kitchen/cards-answer';
import { CARDS_MAX, readRecipeSlugs } from '@/lib/kitchen/recipe-slugs';

export async function GET(request: Request) {
  const asked = readRecipeSlugs(new URL(request.url), CARDS_MAX);
  if ('error' in asked) return Response.json({ error: asked.error }, { status: 400 });
  try {
    const recipes = await Promise.all(asked.slugs.map((s) => getRecipe(s)));
    const answer: CardsAnswer = {
      cards: recipes.flatMap((r) => (r ? [saveTarget(r)] : [])),
      missing: asked.slugs.filter((_, i) => !recipes[i]),
    };
    return Response.json(answer, { headers: { 'Cache-Control': 'public, max-age=300' } });
  } catch {
    return Response.json({ error: 'The recipes are unavailable right now; try again in a moment.' }, { status: 503 });
  }
}

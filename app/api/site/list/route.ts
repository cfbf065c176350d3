// The shopping list's recipe data: each asked recipe's lines as lib/recipe reads them (parsed
// here, so the browser ships no parser), linked ingredients and grocery sections, via lib/api.
import { getLookups, getRecipe } from '@/lib/api/content';
import type { ListAnswer } from '@/lib/kitchen/list-answer';
import { readRecipeSlugs } from '@/lib/kitchen/recipe-slugs';

const MAX = 20;

export async function GET(request: Request) {
  const asked = readRecipeSlugs(new URL(request.url), MAX);
  if ('error' in asked) return Response.json({ error: asked.error }, { status: 400 });
  const { slugs } = asked;
  try {
    const [lookups, ...recipes] = await Promise.all([getLookups(), ...slugs.map((s) => getRecipe(s))]);
    const answer: ListAnswer = {
      sections: lookups.grocerySections,
      recipes: recipes.flatMap((r) =>
        r
          ? [
              {
                slug: r.slug,
                name: r.name,
                lang: r.isSpanish ? ('es' as const) : ('en' as const),
                yieldCount: r.servingsCount,
                lines: r.ingredientGroups.flatMap((g) =>
                  g.lines.map((l) => ({
                    text: l.text,
                    model: l.scaling.model,
                    grams: l.scaling.grams,
                    liquid: l.scaling.liquid,
                    split: l.scaling.split,
                    ingredient: l.ingredient?.slug,
                    section: l.ingredient?.section,
                  })),
                ),
              },
            ]
          : [],
      ),
      missing: slugs.filter((_, i) => !recipes[i]),
    };
    return Response.json(answer, { headers: { 'Cache-Control': 'public, max-age=300' } });
  } catch {
    return Response.json({ error: 'The recipes are unavailable right now; try again in a moment.' }, { status: 503 });
  }
}

// The shopping list's recipe data: each asked recipe's lines as lib/recipe reads them (parsed
// here, so the browser ships no parser), linked ingredients and grocery sections, via lib/api.
import { getLookups, getRecipe } from '@/lib/api/content';
import type { ListAnswer } from '@/lib/kitchen/list-answer';

const MAX = 20;
const SLUG = /^[a-z0-9][a-z0-9-]{0,200}$/;

export async function GET(request: Request) {
  const slugs = [...new Set(new URL(request.url).searchParams.getAll('recipe'))];
  if (slugs.length === 0) return Response.json({ error: 'Name at least one recipe: ?recipe=<slug>.' }, { status: 400 });
  if (slugs.length > MAX) return Response.json({ error: `At most ${MAX} recipes in one list.` }, { status: 400 });
  const bad = slugs.find((s) => !SLUG.test(s));
  if (bad) return Response.json({ error: `Not a recipe slug: ${JSON.stringify(bad.slice(0, 80))}.` }, { status: 400 });
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

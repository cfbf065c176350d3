// Typeahead suggestions for the header search: recipes and cuts, via lib/api on the server.
import { searchCuts, searchRecipes } from '@/lib/api/content';
import { cutNamesEs } from '@/lib/i18n/cut-names-es';
import { CriteriaError, parseCutCriteria, parseRecipeCriteria } from '@/lib/search/criteria';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A cut found by one of its Spanish names says which ("Outside Skirt Steak · arrachera exterior"),
 *  so a reader who typed the Spanish sees why the English name came up. */
function withSpanishName(name: string, slug: string, q: string): string {
  const words = fold(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const es = cutNamesEs(slug).find((n) => {
    const own = fold(n).split(/[^\p{L}\p{N}]+/u);
    return words.some((w) => w.length >= 3 && own.some((o) => o.startsWith(w)));
  });
  return es ? `${name} · ${es.toLowerCase()}` : name;
}

export async function GET(request: Request) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim();
  if (q.length < 2) return Response.json({ recipes: [], cuts: [] });
  try {
    const [recipes, cuts] = await Promise.all([
      searchRecipes({ ...parseRecipeCriteria({ searchText: [q] }), itemsPerPage: 5 }),
      searchCuts({ ...parseCutCriteria({ searchText: [q] }), itemsPerPage: 4 }),
    ]);
    return Response.json(
      {
        recipes: recipes.items.map((r) => ({ name: r.name, path: r.path })),
        cuts: cuts.items.map((c) => ({ name: withSpanishName(c.name, c.slug, q), path: c.path })),
      },
      { headers: { 'Cache-Control': 'public, max-age=300' } },
    );
  } catch (error) {
    if (error instanceof CriteriaError) return Response.json({ error: error.message }, { status: 400 });
    return Response.json({ recipes: [], cuts: [], error: 'Suggestions are unavailable right now.' }, { status: 503 });
  }
}

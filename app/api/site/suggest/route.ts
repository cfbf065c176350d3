// Typeahead suggestions for the header search: recipes and cuts, via lib/api on the server.
import { searchCuts, searchRecipes } from '@/lib/api/content';
import { CriteriaError, parseCutCriteria, parseRecipeCriteria } from '@/lib/search/criteria';

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
        cuts: cuts.items.map((c) => ({ name: c.name, path: c.path })),
      },
      { headers: { 'Cache-Control': 'public, max-age=300' } },
    );
  } catch (error) {
    if (error instanceof CriteriaError) return Response.json({ error: error.message }, { status: 400 });
    return Response.json({ recipes: [], cuts: [], error: 'Suggestions are unavailable right now.' }, { status: 503 });
  }
}

import Link from 'next/link';
import { RecipeGrid } from '@/components/recipe/recipe-card';
import { Section } from '@/components/ui/section';
import type { CutRecipesView, CutView } from '@/lib/api/views';
import { saveText } from '@/components/kitchen/save-text';

// Two full rows of three from `lg` (the grid stops at three here), three rows of two on a
// tablet, six cards down a phone; the link below leads to the rest.
const PREVIEW = 6;

/** The first recipes that use the cut, and a link to all of them with those of the cuts that
 *  can stand in for it (the cut's recipes page). */
export function CutRecipePreview({ cut, recipes }: { cut: CutView; recipes: CutRecipesView | null }) {
  const own = recipes?.own ?? [];
  const groupCount = (recipes?.groups ?? []).reduce((n, g) => n + g.cuts.reduce((m, c) => m + c.recipes.length, 0), 0);
  return (
    <Section title={`Recipes with ${cut.name.toLowerCase()}`} id="recipes" className="mt-12">
      {own.length ? (
        <RecipeGrid recipes={own.slice(0, PREVIEW)} save={saveText('en')} columns={3} />
      ) : (
        <p className="text-muted">No recipe uses this cut directly yet.</p>
      )}
      {(own.length > PREVIEW || groupCount > 0) && (
        <p>
          <Link href={`${cut.path}/recipes`} className="font-semibold text-brand-700 underline">
            See all {own.length + groupCount} recipes for this cut and the cuts you can swap in
          </Link>
        </p>
      )}
    </Section>
  );
}

import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { MissingRecipe, RecipeArticle, recipeRouteLang } from '@/components/recipe/recipe-article';
import { getRecipe } from '@/lib/api/content';
import { orUnavailable } from '@/lib/health/when-unavailable';
import { recipeMetadata } from '@/lib/seo/metadata';
import { choiceHref, clampServings, readChoice } from '@/lib/recipe/url-state';

// A recipe at the servings and units its URL chooses (/recipes/x?servings=12&units=metric,
// rewritten here by the proxy): rendered per request, so no cache entry is made per choice and
// the plain recipe URL stays a cached page. Its canonical is the plain URL; it is not indexed.
export const dynamic = 'force-dynamic';

async function read({ params, searchParams }: PageProps<'/recipes/[slug]/adjusted'>) {
  const [{ slug }, query] = await Promise.all([params, searchParams]);
  // Rendered per request: any failure of the service sends the reader to the 503 page.
  const recipe = await orUnavailable(getRecipe(slug), `/recipes/${slug}`);
  return { slug, recipe, choice: readChoice(query) };
}

export async function generateMetadata(props: PageProps<'/recipes/[slug]/adjusted'>): Promise<Metadata> {
  const { slug, recipe } = await read(props);
  return { ...recipeMetadata(recipe, await recipeRouteLang(slug)), robots: { index: false, follow: true } };
}

export default async function AdjustedRecipePage(props: PageProps<'/recipes/[slug]/adjusted'>) {
  const { slug, recipe, choice } = await read(props);
  if (!recipe) return <MissingRecipe slug={slug} />;
  const servings = clampServings(choice.servings ?? recipe.servingsCount, recipe.servingsCount);
  const units = choice.units ?? 'us';
  if (recipe.slug !== slug) permanentRedirect(choiceHref(recipe.path, servings, units, recipe.servingsCount));
  return <RecipeArticle recipe={recipe} servings={servings} units={units} />;
}

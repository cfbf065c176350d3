import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { MissingRecipe, RecipeArticle, recipeRouteLang } from '@/components/recipe/recipe-article';
import { getAllRecipeRefs, getRecipe } from '@/lib/api/content';
import { rememberRendered } from '@/lib/health/upstream';
import { orUnreadable } from '@/lib/health/when-unavailable';
import { recipeMetadata } from '@/lib/seo/metadata';

// Prerendered, then regenerated in the background at most hourly (ISR); a failed
// regeneration keeps serving the last good page. A URL choosing servings or units
// (?servings=&units=) is sent by the proxy to ./adjusted, rendered per request.
export const revalidate = 3600;

export async function generateStaticParams() {
  const refs = await getAllRecipeRefs();
  return refs.map((r) => ({ slug: r.slug }));
}

export async function generateMetadata({ params }: PageProps<'/recipes/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  return recipeMetadata(await orUnreadable(getRecipe(slug), `/recipes/${slug}`), await recipeRouteLang(slug));
}

export default async function RecipePage({ params }: PageProps<'/recipes/[slug]'>) {
  const { slug } = await params;
  const recipe = await orUnreadable(getRecipe(slug), `/recipes/${slug}`);
  if (!recipe) return <MissingRecipe slug={slug} />;
  if (recipe.slug !== slug) permanentRedirect(recipe.path);
  // Cached from now on: the proxy lets it through while the service is failing.
  rememberRendered(recipe.path);
  return <RecipeArticle recipe={recipe} servings={recipe.servingsCount} units="us" />;
}

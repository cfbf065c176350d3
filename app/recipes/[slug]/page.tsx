import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import { MissingRecord } from '@/components/layout/record-not-found';
import { IngredientsClient } from '@/components/recipe/ingredients-client';
import { RecipeFacts } from '@/components/recipe/recipe-facts';
import { RecipeHeader } from '@/components/recipe/recipe-header';
import { RecipeMethod } from '@/components/recipe/recipe-method';
import { RecipeRelated } from '@/components/recipe/recipe-related';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Section } from '@/components/ui/section';
import { Tip } from '@/components/ui/tip';
import { getAllRecipeRefs, getRecipe, searchRecipes } from '@/lib/api/content';
import { dictionary, recipeLang } from '@/lib/i18n/dictionaries';
import { contentProvider } from '@/lib/provider';
import { parseRecipeCriteria } from '@/lib/search/criteria';
import { breadcrumbList, recipeJsonLd } from '@/lib/seo/json-ld';
import { recipeMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';

// Prerendered, then regenerated in the background at most hourly (ISR); a failed
// regeneration keeps serving the last good page.
export const revalidate = 3600;

export async function generateStaticParams() {
  const refs = await getAllRecipeRefs();
  return refs.map((r) => ({ slug: r.slug }));
}

export async function generateMetadata({ params }: PageProps<'/recipes/[slug]'>): Promise<Metadata> {
  return recipeMetadata(await getRecipe((await params).slug));
}

export default async function RecipePage({ params }: PageProps<'/recipes/[slug]'>) {
  const { slug } = await params;
  const recipe = await getRecipe(slug);
  if (!recipe) return <MissingRecord what="recipe" />;
  if (recipe.slug !== slug) permanentRedirect(recipe.path);

  const related = await searchRecipes({
    ...parseRecipeCriteria({}),
    beefIngredients: recipe.beefCuts.map((c) => c.slug),
    itemsPerPage: 5,
  });
  const more = related.items.filter((r) => r.id !== recipe.id).slice(0, 4);
  const lang = recipeLang(recipe);
  const t = dictionary(lang).recipe;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Recipes', path: '/recipes' },
    { name: recipe.name, path: recipe.path },
  ];

  return (
    <>
      <JsonLd data={recipeJsonLd(recipe, { abs: absoluteUrl, provider: contentProvider() })} />
      <JsonLd data={breadcrumbList(crumbs, absoluteUrl)} />
      <Breadcrumbs items={crumbs} />
      <article lang={lang === 'es' ? 'es' : undefined} className="space-y-10">
        <RecipeHeader recipe={recipe} lang={lang} />
        <ProviderAttribution />
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <Section title={t.ingredients} id="ingredients">
            <IngredientsClient groups={recipe.ingredientGroups} servings={recipe.servingsCount} lang={lang} />
          </Section>
          <RecipeMethod recipe={recipe} title={t.method} />
        </div>
        {recipe.kitchenTip && (
          <Tip label={t.tip} title={t.tip}>
            {recipe.kitchenTip}
          </Tip>
        )}
        <RecipeFacts recipe={recipe} lang={lang} />
      </article>
      <RecipeRelated recipes={more} title={t.more} />
    </>
  );
}

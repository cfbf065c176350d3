import { ProviderAttribution } from '@/components/layout/provider-attribution';
import { IngredientsClient } from '@/components/recipe/ingredients-client';
import { MethodClient } from '@/components/recipe/method-client';
import { RecipeFacts } from '@/components/recipe/recipe-facts';
import { RecipeHeader } from '@/components/recipe/recipe-header';
import { RecipePrintSummary } from '@/components/recipe/recipe-print-summary';
import { RecipeRelated } from '@/components/recipe/recipe-related';
import { RecipeToolsClient } from '@/components/recipe/recipe-tools-client';
import { TimerTrayClient } from '@/components/recipe/timer-tray-client';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Section } from '@/components/ui/section';
import { Tip } from '@/components/ui/tip';
import { searchRecipes } from '@/lib/api/content';
import type { RecipeView } from '@/lib/api/views';
import type { UnitSystem } from '@/lib/cooking/temperature';
import { dictionary, recipeLang } from '@/lib/i18n/dictionaries';
import { contentProvider } from '@/lib/provider';
import { parseRecipeCriteria } from '@/lib/search/criteria';
import { breadcrumbList, recipeJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/urls';

/** A recipe page's body at a choice of servings and units: the cached page renders it at the
 *  recipe's own, the page for `?servings=&units=` at the reader's (the island then keeps it). */
export async function RecipeArticle({
  recipe,
  servings,
  units,
}: {
  recipe: RecipeView;
  servings: number;
  units: UnitSystem;
}) {
  const related = await searchRecipes({
    ...parseRecipeCriteria({}),
    beefIngredients: recipe.beefCuts.map((c) => c.slug),
    itemsPerPage: 5,
  });
  const more = related.items.filter((r) => r.id !== recipe.id).slice(0, 4);
  const lang = recipeLang(recipe);
  const { recipe: t, tools } = dictionary(lang);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Recipes', path: '/recipes' },
    { name: recipe.name, path: recipe.path },
  ];
  return (
    <RecipeToolsClient
      lang={lang}
      strings={tools}
      path={recipe.path}
      yieldCount={recipe.servingsCount}
      initialServings={servings}
      initialUnits={units}
    >
      <JsonLd data={recipeJsonLd(recipe, { abs: absoluteUrl, provider: contentProvider() })} />
      <JsonLd data={breadcrumbList(crumbs, absoluteUrl)} />
      <Breadcrumbs items={crumbs} />
      <article lang={lang === 'es' ? 'es' : undefined} className="space-y-10 print:space-y-4">
        <RecipeHeader recipe={recipe} lang={lang} />
        <ProviderAttribution />
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:gap-6">
          <Section title={t.ingredients} id="ingredients">
            <IngredientsClient groups={recipe.ingredientGroups} />
          </Section>
          <Section title={t.method} id="method">
            <MethodClient groups={recipe.instructionGroups} />
          </Section>
        </div>
        {recipe.kitchenTip && (
          <Tip label={t.tip} title={t.tip}>
            {recipe.kitchenTip}
          </Tip>
        )}
        <RecipeFacts recipe={recipe} lang={lang} />
        <RecipePrintSummary recipe={recipe} lang={lang} />
      </article>
      <RecipeRelated recipes={more} title={t.more} />
      <TimerTrayClient />
    </RecipeToolsClient>
  );
}

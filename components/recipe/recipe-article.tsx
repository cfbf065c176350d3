import { MissingRecord, RecordNotFound } from '@/components/layout/record-not-found';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import { IngredientsClient } from '@/components/recipe/ingredients-client';
import { MethodClient } from '@/components/recipe/method-client';
import { donenessGuidelines, RecipeDoneness } from '@/components/recipe/recipe-doneness';
import { RecipeFacts } from '@/components/recipe/recipe-facts';
import { RecipeHeader } from '@/components/recipe/recipe-header';
import { RecipePrintSummary } from '@/components/recipe/recipe-print-summary';
import { RecipeRelated } from '@/components/recipe/recipe-related';
import { RecipeToolsClient } from '@/components/recipe/recipe-tools-client';
import { UnitsTextClient } from '@/components/recipe/units-text-client';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Section } from '@/components/ui/section';
import { Tip } from '@/components/ui/tip';
import { findRecipeLike, getCut, getRecipe, getRecipeCollectionLang, searchRecipes } from '@/lib/api/content';
import type { RecipeCard, RecipeView } from '@/lib/api/views';
import type { UnitSystem } from '@/lib/cooking/temperature';
import type { Lang } from '@/lib/i18n/dict';
import { dictionary, recipeLang } from '@/lib/i18n/dictionaries';
import { contentProvider } from '@/lib/provider';
import { parseRecipeCriteria } from '@/lib/search/criteria';
import { breadcrumbList, recipeJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/urls';

/** The language of the page at /recipes/[slug] (its root layout's): its recipe's; for a slug
 *  naming none, that of the recipe it most likely meant, whose 404 offers it. English when the
 *  service fails: the page's own error answer follows. */
export async function recipeRouteLang(slug: string): Promise<Lang> {
  try {
    const recipe = (await getRecipe(slug)) ?? (await findRecipeLike(slug));
    return recipe ? recipeLang(recipe) : 'en';
  } catch {
    return 'en';
  }
}

async function likelyRecipe(slug: string) {
  // The segment's not-found is rendered with every recipe page (Next renders the boundary's
  // fallback eagerly): for a recipe that exists, no search. Its uncached request in an ISR
  // render made the page dynamic at run time and failed it on a remote upstream.
  const own = await getRecipe(slug).catch(() => null);
  if (own) return { lang: recipeLang(own), suggestion: null };
  const found = await findRecipeLike(slug).catch(() => null);
  return { lang: found ? recipeLang(found) : ('en' as const), suggestion: found };
}

/** A recipe page's answer for a slug that names no recipe (404, see MissingRecord). */
export async function MissingRecipe({ slug }: { slug: string }) {
  return <MissingRecord what="recipe" {...await likelyRecipe(slug)} />;
}

/** The recipe segment's not-found content (the same page, as the browser shows it). */
export async function RecipeNotFound({ slug }: { slug: string }) {
  return <RecordNotFound what="recipe" {...await likelyRecipe(slug)} />;
}

/** "More like this": recipes in the page's language first (with the same cuts or the cuts the
 *  recipe names as substitutes, then of the same course, then of the same cuisine), then any
 *  recipe with those cuts. */
async function relatedRecipes(recipe: RecipeView, lang: Lang): Promise<RecipeCard[]> {
  const base = { ...parseRecipeCriteria({}), itemsPerPage: 5 };
  const substitutes = recipe.ingredientGroups.flatMap((g) =>
    g.lines.flatMap((l) => (l.isBeef ? l.substitutes.filter((s) => s.path).map((s) => s.slug) : [])),
  );
  const cuts = [...new Set([...recipe.beefCuts.map((c) => c.slug), ...substitutes])];
  const values = (type: string) => recipe.attributes.find((a) => a.typeSlug === type)?.values.map((v) => v.slug) ?? [];
  const [menuCategories, cuisines] = [values('menu-category'), values('cuisine')];
  const own = { ...base, isSpanishRecipe: lang === 'es' };
  const pages = await Promise.all([
    cuts.length ? searchRecipes({ ...own, beefIngredients: cuts }) : null,
    menuCategories.length ? searchRecipes({ ...own, menuCategories }) : null,
    cuisines.length ? searchRecipes({ ...own, cuisines }) : null,
    cuts.length ? searchRecipes({ ...base, beefIngredients: cuts }) : null,
  ]);
  const seen = new Set([recipe.id]);
  return pages
    .flatMap((p) => p?.items ?? [])
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .slice(0, 4);
}

/** The language of each of the recipe's collections (their names are written in it). */
async function collectionLangs(recipe: RecipeView): Promise<Record<string, Lang>> {
  const langs = await Promise.all(recipe.collections.map(async (c) => [c.slug, await getRecipeCollectionLang(c.slug)]));
  return Object.fromEntries(langs);
}

/** The recipe's beef cuts with their pages, as the service gives them (for their cooking
 *  guidelines): none read for a recipe with no cooking method to match. */
async function beefCuts(recipe: RecipeView) {
  if (!recipe.attributes.some((a) => a.typeSlug === 'cooking-method')) return [];
  return Promise.all(
    recipe.beefCuts.filter((c) => c.path).map(async (ref) => ({ ref, cut: await getCut(ref.slug).catch(() => null) })),
  );
}

/** A recipe page's body at a choice of servings and units: the cached page renders it at the
 *  recipe's own, the page for `?servings=&units=` at the reader's (the island then keeps it).
 *  Every word around the recipe is in the recipe's language (the document's, set by the
 *  route's root layout). */
export async function RecipeArticle({
  recipe,
  servings,
  units,
}: {
  recipe: RecipeView;
  servings: number;
  units: UnitSystem;
}) {
  const lang = recipeLang(recipe);
  const t = dictionary(lang);
  const [more, langs, cuts] = await Promise.all([
    relatedRecipes(recipe, lang),
    collectionLangs(recipe),
    beefCuts(recipe),
  ]);
  const crumbs = [
    { name: t.site.home, path: '/' },
    { name: t.site.recipes, path: '/recipes' },
    { name: recipe.name, path: recipe.path },
  ];
  return (
    <RecipeToolsClient
      lang={lang}
      strings={t.tools}
      path={recipe.path}
      title={recipe.name}
      yieldCount={recipe.servingsCount}
      initialServings={servings}
      initialUnits={units}
    >
      <JsonLd
        data={recipeJsonLd(recipe, { abs: absoluteUrl, provider: contentProvider(), section: t.recipe.method })}
      />
      <JsonLd data={breadcrumbList(crumbs, absoluteUrl)} />
      <Breadcrumbs items={crumbs} label={t.site.breadcrumb} />
      <article className="space-y-10 print:space-y-4">
        <RecipeHeader recipe={recipe} lang={lang} />
        <ProviderAttribution lang={lang} />
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:gap-6">
          <Section title={t.recipe.ingredients} id="ingredients">
            <IngredientsClient groups={recipe.ingredientGroups} />
          </Section>
          <Section title={t.recipe.method} id="method">
            <MethodClient groups={recipe.instructionGroups} />
          </Section>
        </div>
        <div className="print:hidden">
          <RecipeDoneness found={donenessGuidelines(recipe, cuts)} lang={lang} units={units} />
        </div>
        {recipe.kitchenTip && (
          <Tip label={t.recipe.tip} title={t.recipe.tip}>
            <UnitsTextClient text={recipe.kitchenTip} prose={recipe.textProse.kitchenTip} />
          </Tip>
        )}
        <RecipeFacts recipe={recipe} lang={lang} collectionLangs={langs} />
        <RecipePrintSummary recipe={recipe} lang={lang} />
      </article>
      <RecipeRelated recipes={more} title={t.recipe.more} lang={lang} />
    </RecipeToolsClient>
  );
}

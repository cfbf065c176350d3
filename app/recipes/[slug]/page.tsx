import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { permanentRedirect } from 'next/navigation';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import { NutritionFacts } from '@/components/nutrition/nutrition-facts';
import { CookModeClient } from '@/components/recipe/cook-mode-client';
import { IngredientsClient } from '@/components/recipe/ingredients-client';
import { PrintButtonClient } from '@/components/recipe/print-button-client';
import { RecipeGrid } from '@/components/recipe/recipe-card';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Section } from '@/components/ui/section';
import { TagList } from '@/components/ui/tag-list';
import { getAllRecipeRefs, getRecipe, searchRecipes } from '@/lib/api/content';
import { contentProvider } from '@/lib/provider';
import { parseRecipeCriteria } from '@/lib/search/criteria';
import { ATTRIBUTE_PARAM, recipeSearchHref } from '@/lib/search/facets';
import { breadcrumbList, recipeJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/urls';
import { MissingRecord } from '@/components/layout/record-not-found';

// Prerendered, then regenerated in the background at most hourly (ISR); a failed
// regeneration keeps serving the last good page.
export const revalidate = 3600;

export async function generateStaticParams() {
  const refs = await getAllRecipeRefs();
  return refs.map((r) => ({ slug: r.slug }));
}

const LABELS = {
  en: {
    recipes: 'Recipes',
    prep: 'Prep',
    cook: 'Cook',
    total: 'Total',
    servings: 'Serves',
    ingredients: 'Ingredients',
    method: 'Method',
    tip: 'Kitchen tip',
    nutrition: 'Nutrition',
    allergens: 'Allergens',
    none: 'None of the nine major food allergens.',
    more: 'More like this',
    collections: 'In these collections',
    print: 'Print',
    audience: 'Audience',
    servingSize: 'Serving size',
  },
  es: {
    recipes: 'Recetas',
    prep: 'Preparación',
    cook: 'Cocción',
    total: 'Total',
    servings: 'Porciones',
    ingredients: 'Ingredientes',
    method: 'Preparación',
    tip: 'Consejo de cocina',
    nutrition: 'Nutrición',
    allergens: 'Alérgenos',
    none: 'Ninguno de los nueve alérgenos alimentarios principales.',
    more: 'Más recetas como esta',
    collections: 'En estas colecciones',
    print: 'Imprimir',
    audience: 'Público',
    servingSize: 'Tamaño de la porción',
  },
};

const AUDIENCE_ES: Record<string, string> = { Consumer: 'Consumidor', Foodservice: 'Servicio de alimentos' };

export async function generateMetadata({ params }: PageProps<'/recipes/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const recipe = await getRecipe(slug);
  if (!recipe) return { title: 'Recipe not found', robots: { index: false } };
  const hero = recipe.images.find((i) => i.ratio === '16x9') ?? recipe.images[0];
  return {
    title: recipe.name,
    description: recipe.meta || recipe.description,
    alternates: { canonical: recipe.path },
    openGraph: {
      type: 'article',
      title: recipe.name,
      description: recipe.meta || recipe.description,
      url: recipe.path,
      locale: recipe.isSpanish ? 'es_US' : 'en_US',
      images: hero ? [{ url: hero.src, width: hero.width, height: hero.height, alt: hero.alt }] : [],
    },
    twitter: {
      card: 'summary_large_image',
      title: recipe.name,
      description: recipe.meta || recipe.description,
      images: hero ? [hero.src] : [],
    },
  };
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
  const lang = recipe.isSpanish ? 'es' : 'en';
  const t = LABELS[lang];
  const provider = contentProvider();
  const hero = recipe.images.find((i) => i.ratio === '16x9') ?? recipe.images[0];
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Recipes', path: '/recipes' },
    { name: recipe.name, path: recipe.path },
  ];
  const steps = recipe.instructionGroups.flatMap((g) => g.steps.map((s) => ({ ...s, subheading: g.subheading })));
  // Steps are numbered across sections.
  const firstStep = recipe.instructionGroups.map((_, gi) =>
    recipe.instructionGroups.slice(0, gi).reduce((n, g) => n + g.steps.length, 1),
  );

  return (
    <>
      <JsonLd data={recipeJsonLd(recipe, { abs: absoluteUrl, provider })} />
      <JsonLd data={breadcrumbList(crumbs, absoluteUrl)} />
      <Breadcrumbs items={crumbs} />
      <article lang={lang === 'es' ? 'es' : undefined} className="space-y-10">
        <header className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <div className="space-y-4">
            <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{recipe.name}</h1>
            <p className="text-lg text-muted">{recipe.description}</p>
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
              {[
                [t.prep, recipe.prepTime],
                [t.cook, recipe.cookTime],
                [t.total, recipe.totalTime],
                [t.servings, recipe.servings],
              ].map(([k, v]) => (
                <div key={k} className="rounded-lg bg-stone-100 p-3">
                  <dt className="text-xs font-medium uppercase tracking-wide text-muted">{k}</dt>
                  <dd className="font-semibold">{v}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm text-muted">
              {t.audience}: {lang === 'es' ? (AUDIENCE_ES[recipe.audience] ?? recipe.audience) : recipe.audience} ·{' '}
              {t.servingSize}: {recipe.servingSize}
            </p>
            <div className="flex flex-wrap gap-3">
              <CookModeClient steps={steps} title={recipe.name} lang={lang} />
              <PrintButtonClient label={t.print} />
            </div>
          </div>
          {hero && (
            <Image
              src={hero.src}
              width={hero.width}
              height={hero.height}
              alt={hero.alt}
              priority
              sizes="(min-width: 1024px) 560px, 100vw"
              className="aspect-[16/9] w-full rounded-2xl object-cover"
            />
          )}
        </header>
        <ProviderAttribution />

        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <Section title={t.ingredients} id="ingredients">
            <IngredientsClient groups={recipe.ingredientGroups} servings={recipe.servingsCount} lang={lang} />
          </Section>
          <Section title={t.method} id="method">
            {recipe.instructionGroups.map((g, gi) => (
              <div key={`${g.subheading}-${gi}`} className="space-y-3">
                {g.subheading && <h3 className="font-semibold text-brand-800">{g.subheading}</h3>}
                <ol className="space-y-4">
                  {g.steps.map((s, si) => {
                    const stepNumber = firstStep[gi]! + si;
                    return (
                      <li key={stepNumber} className="flex gap-4">
                        <span
                          aria-hidden="true"
                          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                        >
                          {stepNumber}
                        </span>
                        <div className="space-y-2">
                          <p className="leading-relaxed">{s.text}</p>
                          {s.cookTip && (
                            <p className="rounded-md bg-brand-50 p-2 text-sm text-brand-900">{s.cookTip}</p>
                          )}
                        </div>
                      </li>
                    );
                  })}
                </ol>
              </div>
            ))}
          </Section>
        </div>

        {recipe.kitchenTip && (
          <aside aria-label={t.tip} className="rounded-xl border-l-4 border-brand-700 bg-brand-50 p-4">
            <p className="font-semibold text-brand-900">{t.tip}</p>
            <p className="mt-1">{recipe.kitchenTip}</p>
          </aside>
        )}

        <div className="grid gap-10 md:grid-cols-2">
          {recipe.nutrition && (
            <Section title={t.nutrition} id="nutrition">
              <NutritionFacts
                nutrition={recipe.nutrition}
                title={lang === 'es' ? 'Información nutricional' : 'Nutrition Facts'}
              />
            </Section>
          )}
          <div className="space-y-8">
            <Section title={t.allergens} id="allergens">
              {recipe.allergens.length ? (
                <TagList label={t.allergens} items={recipe.allergens.map((a) => ({ name: a }))} />
              ) : (
                <p>{t.none}</p>
              )}
            </Section>
            {recipe.attributes.map((a) => (
              <Section key={a.typeSlug} title={a.type} id={`attr-${a.typeSlug}`}>
                <TagList
                  label={a.type}
                  items={a.values.map((v) => ({
                    name: v.name,
                    href: ATTRIBUTE_PARAM[a.typeSlug]
                      ? recipeSearchHref(ATTRIBUTE_PARAM[a.typeSlug]!, v.slug)
                      : undefined,
                  }))}
                />
              </Section>
            ))}
            {recipe.beefCuts.length > 0 && (
              <Section title="Beef cuts" id="beef-cuts">
                <TagList label="Beef cuts" items={recipe.beefCuts.map((c) => ({ name: c.name, href: c.path }))} />
              </Section>
            )}
            {recipe.collections.length > 0 && (
              <Section title={t.collections} id="collections">
                <ul className="list-disc space-y-1 pl-5">
                  {recipe.collections.map((c) => (
                    <li key={c.slug}>
                      <Link href={c.path!} className="text-brand-700 underline">
                        {c.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Section>
            )}
          </div>
        </div>
      </article>

      {more.length > 0 && (
        <Section title={t.more} id="related" className="no-print mt-12">
          <RecipeGrid recipes={more} />
        </Section>
      )}
    </>
  );
}

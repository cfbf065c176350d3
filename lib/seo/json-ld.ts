// schema.org builders, per Google's structured-data rules (shared FACTS.md): Recipe with the
// required and recommended properties the data allows (no aggregateRating: we have no real
// ratings), NutritionInformation without micronutrients, BreadcrumbList, ItemList.
import type { CutView, RecipeView } from '@/lib/api/views';

/** Exact ISO 8601 duration from minutes: 90 → PT1H30M. */
export function isoDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h && rest) return `PT${h}H${rest}M`;
  if (h) return `PT${h}H`;
  return `PT${rest}M`;
}

export type Crumb = { name: string; path?: string };

export function breadcrumbList(crumbs: Crumb[], abs: (p: string) => string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      ...(c.path ? { item: abs(c.path) } : {}),
    })),
  };
}

export function itemList(items: { path: string }[], abs: (p: string) => string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((it, i) => ({ '@type': 'ListItem', position: i + 1, url: abs(it.path) })),
  };
}

const NUTRITION_PROPS: Record<string, [string, string]> = {
  calories: ['calories', 'calories'],
  'total-carbohydrate': ['carbohydrateContent', 'g'],
  cholesterol: ['cholesterolContent', 'mg'],
  'total-fat': ['fatContent', 'g'],
  'dietary-fiber': ['fiberContent', 'g'],
  protein: ['proteinContent', 'g'],
  'saturated-fat': ['saturatedFatContent', 'g'],
  sodium: ['sodiumContent', 'mg'],
  'total-sugars': ['sugarContent', 'g'],
  'trans-fat': ['transFatContent', 'g'],
};

export function recipeJsonLd(
  r: RecipeView,
  o: {
    abs: (p: string) => string;
    provider: { name: string; url: string };
    /** The name of an unnamed group of steps, in the recipe's language ("Method"). */
    section: string;
  },
) {
  const nutrition: Record<string, string> = {};
  let unsaturated = 0;
  for (const n of r.nutrition?.nutrients ?? []) {
    const prop = NUTRITION_PROPS[n.slug];
    if (prop) nutrition[prop[0]] = `${n.amount} ${prop[1]}`;
    if (n.slug === 'monounsaturated-fat' || n.slug === 'polyunsaturated-fat') unsaturated += n.amount;
  }
  if (r.nutrition) nutrition.unsaturatedFatContent = `${Math.round(unsaturated * 10) / 10} g`;
  const attr = (type: string) => r.attributes.find((a) => a.typeSlug === type)?.values.map((v) => v.name) ?? [];
  const steps = r.instructionGroups.map((g) => ({
    name: g.subheading,
    steps: g.steps.map((s) => ({ '@type': 'HowToStep', text: s.text })),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: r.name,
    description: r.description,
    image: r.images.map((i) => o.abs(i.src)),
    author: { '@type': 'Organization', name: o.provider.name, url: o.provider.url },
    datePublished: r.lastModified.slice(0, 10),
    dateModified: r.lastModified,
    inLanguage: r.isSpanish ? 'es' : 'en',
    prepTime: isoDuration(r.prepMinutes),
    cookTime: isoDuration(r.cookMinutes),
    totalTime: isoDuration(r.totalMinutes),
    recipeYield: [String(r.servingsCount), r.servings],
    recipeCategory: [...attr('menu-category'), ...attr('meal-category')].join(', ') || undefined,
    recipeCuisine: attr('cuisine').join(', ') || undefined,
    keywords: [...r.beefCuts.map((c) => c.name), ...attr('cooking-method'), ...attr('recipe-type')].join(', '),
    recipeIngredient: r.ingredientGroups.flatMap((g) => g.lines.map((l) => l.text)),
    recipeInstructions:
      steps.length > 1 || (steps[0]?.name ?? '') !== ''
        ? steps.map((s) => ({ '@type': 'HowToSection', name: s.name || o.section, itemListElement: s.steps }))
        : (steps[0]?.steps ?? []),
    ...(r.nutrition
      ? { nutrition: { '@type': 'NutritionInformation', servingSize: r.servingSize, ...nutrition } }
      : {}),
    url: o.abs(r.path),
  };
}

export function cutJsonLd(c: CutView, abs: (p: string) => string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: c.name,
    description: c.meta || c.description,
    image: c.images.map((i) => abs(i.src)),
    dateModified: c.lastModified,
    about: { '@type': 'Thing', name: c.name, alternateName: c.aliases },
    url: abs(c.path),
  };
}

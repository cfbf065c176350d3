// Full recipe records (the wire's RecipeFull): per-serving nutrition from the recipe totals,
// allergens, ingredient lines with their cut or ingredient records, and instructions.
import { listMedia } from '@/lib/catalog/shape';
import type { RecipeFull } from '@/lib/wire/v2';
import { flags, ingredientLinks, link, recipeHref, slugify } from '@/scripts/catalog/stages/builders';
import { formatDecimal } from '@/lib/recipe/numbers';
import type { QuantityToken } from '@/lib/recipe/parse';
import { TEASPOON_ML, UNITS } from '@/lib/recipe/units';
import type { Needs } from '@/scripts/catalog/stages/context';
import {
  NUTRITION_WORDS,
  compiledText,
  insignificant,
  nutrientEntries,
  nutritionTip,
  showcase,
  type NutrientEntry,
} from '@/scripts/catalog/stages/nutrition-entries';
import type { Totals } from '@/scripts/catalog/stages/recipe-totals';
import type { CutSource, IngredientSource, RecipeSource } from '@/scripts/catalog/source-schema';

type Ctx = Needs<'parsed' | 'tables' | 'build' | 'media' | 'totals' | 'usda' | 'quantities'>;
type Line = RecipeSource['ingredients'][number];

export function compileRecipes(ctx: Ctx): RecipeFull[] {
  return ctx.parsed.recipes.map(({ v: r }) => recipeRecord(ctx, r));
}

function recipeRecord(ctx: Ctx, r: RecipeSource): RecipeFull {
  const { allergens, audiences } = ctx.tables;
  const { allergenOf, attrEntries, collectionRef } = ctx.build;
  const totals = ctx.totals.totals.get(r.slug)!;
  const perServing: Totals = {};
  for (const [k, val] of Object.entries(totals)) perServing[k] = val / r.servings.count;
  const entries = nutrientEntries(perServing);
  const recipeAllergens = [...(ctx.totals.allergens.get(r.slug) ?? [])].sort(
    (a, b) => [...allergens.keys()].indexOf(a) - [...allergens.keys()].indexOf(b),
  );
  const audience = { audienceName: audiences.get(r.audience)!.name, audienceNameSlug: r.audience };
  const media = r.isOnline ? ctx.media.recipeMedia(r) : [];
  return {
    recipeID: r.id,
    recipeName: r.name,
    recipeNameSlug: r.slug,
    isOnline: r.isOnline,
    lastModified: r.lastModified,
    recipeMeta: r.meta,
    recipeDescription: r.description,
    audience,
    numberOfServings: r.servings.text,
    maxNumberOfServingsInt: r.servings.count,
    totalRecipeTime: r.total.text,
    maxTotalRecipeTimeMinutes: r.total.minutes,
    servingSize: r.servingSize,
    prepTime: r.prep.text,
    maxPrepTimeMinutes: r.prep.minutes,
    cookTime: r.cook.text,
    maxCookTimeMinutes: r.cook.minutes,
    isSpanishRecipe: r.isSpanish,
    kitchenTip: r.kitchenTip,
    showcaseNutrients: showcase(entries),
    links: r.isOnline ? [link('self', recipeHref(r.id), r.name)] : [],
    media: media.map(listMedia),
    allergens: recipeAllergens.map(allergenOf),
    attributes: attrEntries(r.attributes).map((e) => ({ ...e, objectType: e.objectType[0]! })),
    collections: (ctx.tables.collectionsOf.get(`recipe:${r.slug}`) ?? []).map(collectionRef),
    ingredients: r.ingredients.map((l, i) => ingredientLine(ctx, r.slug, l, i)),
    instructions: r.instructions.map((s, i) => ({
      subheading: s.subheading,
      sortOrder: i + 1,
      instructionText: s.text,
      cookTip: s.cookTip ?? '',
      media: [],
    })),
    nutritionals: [recipeNutritional(ctx, r, entries)],
  };
}

function ingredientLine(ctx: Ctx, recipe: string, l: Line, i: number) {
  const { cutBySlug, ingBySlug, recipeBySlug, brands, audiences } = ctx.tables;
  const { cutLinkFields } = ctx.build;
  const sub = l.recipe ? recipeBySlug.get(l.recipe)!.v : undefined;
  const cut = l.ref ? cutBySlug.get(l.ref)?.v : undefined;
  const ing = l.ref ? ingBySlug.get(l.ref)?.v : undefined;
  return {
    subheading: l.subheading,
    sortOrder: i + 1,
    ingredientText: l.text,
    cookTip: l.cookTip ?? '',
    ...(l.brand ? { brand: { brandName: brands.get(l.brand)!.name, brandNameSlug: l.brand } } : {}),
    quantity: l.quantity ?? '',
    // The spec types it a double: a line without a quantity ("Salt, to taste") has 0.
    quantitydouble: ctx.quantities.get(recipe)![i]!.quantitydouble ?? 0,
    measurement: l.measurement ?? '',
    ...lineMeasures(ctx, recipe, i),
    ...(cut || ing ? { ingredient: cut ? lineCut(ctx, cut) : lineIngredient(ctx, ing!) } : {}),
    substituteIngredient: l.substitutes.map(cutLinkFields),
    ...(sub
      ? {
          recipeAsIngredient: {
            recipeID: sub.id,
            recipeName: sub.name,
            recipeNameSlug: sub.slug,
            isOnline: sub.isOnline,
            lastModified: sub.lastModified,
            audience: { audienceName: audiences.get(sub.audience)!.name, audienceNameSlug: sub.audience },
            links: sub.isOnline ? [link('self', recipeHref(sub.id), sub.name)] : [],
          },
        }
      : {}),
    rollupIngredients: l.rollups.map(cutLinkFields),
  };
}

function lineCut(ctx: Ctx, cut: CutSource) {
  const { cutIsLean, sectionOf, typeOf, attrEntries, groupOf } = ctx.build;
  return {
    ingredientID: cut.id,
    ingredientName: cut.name,
    ingredientNameSlug: cut.slug,
    isOnline: cut.isOnline,
    lastModified: cut.lastModified,
    isBeefIngredient: true,
    isLean: cutIsLean(cut),
    ...flags(cut),
    grocerySection: [sectionOf(cut.grocerySection)],
    ingredientType: typeOf('beef'),
    aliases: cut.aliases.map((a) => ({ aliasName: a, alsoKnownAsNameSlug: slugify(a) })),
    allergens: [],
    attributes: attrEntries(cut.attributes),
    ingredientGroups: cut.groups.map(groupOf),
    links: ingredientLinks(cut.id, cut.name, cut.isOnline, true),
    media: cut.isOnline ? ctx.media.cutMedia(cut).slice(0, 1) : [],
  };
}

/** The line's weight in grams (what its nutrition was computed from) and, for a measure by
 *  volume, its volume in ml: the metric amounts a reader converts to (lib/recipe/render.ts). */
function lineMeasures(ctx: Ctx, recipe: string, i: number): { weight: string; volume: string } {
  const grams = ctx.totals.lineGrams.get(recipe)![i];
  const main = ctx.quantities
    .get(recipe)!
    [i]!.model.segments.find((s): s is QuantityToken => typeof s === 'object' && s.t === 'q' && !!s.main);
  const volume =
    main?.unit && UNITS[main.unit].dim === 'volume'
      ? main.amount.max * UNITS[main.unit].factor * TEASPOON_ML
      : undefined;
  return {
    weight: grams ? `${formatDecimal(grams)} g` : '',
    volume: volume ? `${formatDecimal(volume)} ml` : '',
  };
}

function lineIngredient(ctx: Ctx, ing: IngredientSource) {
  const { sectionOf, typeOf, allergenOf, attrEntries } = ctx.build;
  return {
    ingredientID: ing.id,
    ingredientName: ing.name,
    ingredientNameSlug: ing.slug,
    isOnline: ing.isOnline,
    lastModified: ing.lastModified,
    isBeefIngredient: false,
    isLean: false,
    isBeefPrimal: false,
    isBeefSubprimal: false,
    isBeefSubsection: false,
    isBeefFabricatedCut: false,
    grocerySection: [sectionOf(ing.grocerySection)],
    ingredientType: typeOf(ing.ingredientType),
    aliases: [],
    allergens: ing.allergens.map(allergenOf),
    attributes: attrEntries({ 'measured-as': [ing.liquid ? 'liquid' : 'dry'] }),
    ingredientGroups: [],
    links: [],
    media: [],
  };
}

function recipeNutritional(ctx: Ctx, r: RecipeSource, entries: NutrientEntry[]) {
  // The ground beef's SR28 name carries its lean percentage ("… 93% lean meat / 7% fat …").
  const groundCut = r.ingredients
    .map((l) => (l.ref ? ctx.tables.cutBySlug.get(l.ref)?.v : undefined))
    .find((c) => c?.attributes['beef-category'].includes('ground-beef'));
  const leanPct = groundCut ? ctx.usda.foods[groundCut.nutrition.raw]!.name.match(/(\d+)% lean/)?.[1] : undefined;
  const lang = r.isSpanish ? 'es' : 'en';
  const w = NUTRITION_WORDS[lang];
  return {
    nutritionalDescription: r.isSpanish ? 'Información nutricional por porción' : 'Nutrition information per serving',
    insignificantText: insignificant(entries, lang),
    dvDietBasisText: w.dvBasis,
    calorieDietBasisText: w.calBasis,
    source: w.source,
    isPrimary: true,
    nutritionalText: compiledText(entries, lang),
    nutritionTip: nutritionTip(entries, w.serving, lang),
    leanGroundBeefFeaturedNutritional: leanPct !== undefined,
    leanGroundBeefPercentage: leanPct ? w.lean.replace('{pct}', leanPct) : '',
    nutrients: entries,
  };
}

// Compiles the hand-edited sources into the catalog snapshot the embedded service loads.
// A pure function of its inputs so tests can feed it broken sources: every problem becomes
// a BuildError naming the file and the field.
import { z } from 'zod';
import { NUTRIENTS, scalePer100g } from '@/lib/catalog/nutrition-rules';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { collectionCutOf, collectionRecipeOf, listMedia, unlistMedia } from '@/lib/catalog/shape';
import { wire, type Lookups, type Media, type MediaListed, type RecipeFull, type Wire } from '@/lib/wire/v2';
import { flags, ingredientLinks, link, recipeHref, sharedBuilders, slugify } from '@/scripts/catalog/stages/builders';
import { put, startContext, type BuildError, type Sources, type UsdaSubset } from '@/scripts/catalog/stages/context';
import { compileCuts } from '@/scripts/catalog/stages/cuts';
import { mediaRecords } from '@/scripts/catalog/stages/media-records';
import {
  CAL_BASIS,
  DV_BASIS,
  compiledText,
  insignificant,
  nutrientEntries,
  nutritionTip,
  showcase,
} from '@/scripts/catalog/stages/nutrition-entries';
import { parseSources } from '@/scripts/catalog/stages/parse';
import { checkReferences } from '@/scripts/catalog/stages/references';
import { lookupTables } from '@/scripts/catalog/stages/tables';
import { checkUniqueness } from '@/scripts/catalog/stages/uniqueness';
import type { CollectionSource, RecipeSource } from '@/scripts/catalog/source-schema';

export type { BuildError, SourceFile, Sources, UsdaFood, UsdaSubset } from '@/scripts/catalog/stages/context';

const GRAMS_PER: Record<string, number> = { oz: 28.349523125, lb: 453.59237, g: 1, kg: 1000 };
const MASS_WORDS: Record<string, keyof typeof GRAMS_PER> = {
  ounce: 'oz',
  ounces: 'oz',
  oz: 'oz',
  pound: 'lb',
  pounds: 'lb',
  lb: 'lb',
  lbs: 'lb',
  gram: 'g',
  grams: 'g',
  g: 'g',
  kilogram: 'kg',
  kilograms: 'kg',
  kg: 'kg',
};
// Volume in teaspoons.
const TSP_PER: Record<string, number> = {
  teaspoon: 1,
  teaspoons: 1,
  tsp: 1,
  tablespoon: 3,
  tablespoons: 3,
  tbsp: 3,
  cup: 48,
  cups: 48,
  'fluid ounce': 6,
  'fluid ounces': 6,
  'fl oz': 6,
  milliliter: 0.202884,
  milliliters: 0.202884,
  ml: 0.202884,
  liter: 202.884,
  liters: 202.884,
  l: 202.884,
};
const VOLUME_PORTION_TSP: [RegExp, number][] = [
  [/^cup\b/, 48],
  [/^tbsp\b/, 3],
  [/^tsp\b/, 1],
  [/^fl oz\b/, 6],
];

export const CATALOG_SOURCE_NOTE =
  'Nutrition from USDA SR28 (2016); daily values from the FDA 2016 rule; temperatures from USDA FSIS; cut numbers from USDA IMPS Series 100.';

export function compileCatalog(
  sources: Sources,
  usda: UsdaSubset,
  generatedAt = new Date().toISOString(),
): { catalog?: CatalogSnapshot; errors: BuildError[] } {
  const ctx = startContext(sources, usda, generatedAt);
  const { errors, err } = ctx;

  put(ctx, 'parsed', parseSources(ctx));
  if (errors.length) return { errors };
  checkUniqueness(ctx);
  put(ctx, 'tables', lookupTables(ctx));
  checkReferences(ctx);
  if (errors.length) return { errors };

  put(ctx, 'build', sharedBuilders(ctx));
  put(ctx, 'media', mediaRecords(ctx));
  put(ctx, 'cutRecords', compileCuts(ctx));

  const { cuts, recipes, collections } = ctx.parsed;
  const { attrTypes, allergens, groups, audiences, sections, ingTypes, brands, collGroups, objectTypes, mediaGroups } =
    ctx.tables;
  const { cutBySlug, ingBySlug, recipeBySlug, collectionsOf } = ctx.tables;
  const { ot, allergenOf, sectionOf, typeOf, groupOf, collGroupOf, attrEntries, collectionRef } = ctx.build;
  const { cutPer100, cutIsLean, cutLinkFields } = ctx.build;
  const { mediaGroupFor, cutMedia } = ctx.media;
  const cutRecords = ctx.cutRecords;

  // ---------- recipes: weights, nutrition, allergens ----------
  function gramsPerUnit(file: string, field: string, slug: string, measurement: string): number | undefined {
    const m = measurement.trim().toLowerCase();
    const mass = MASS_WORDS[m];
    if (mass) return GRAMS_PER[mass];
    const ing = ingBySlug.get(slug)?.v;
    if (!ing) {
      err(
        file,
        field,
        `beef "${slug}" measured in "${measurement}": use a mass measurement or add basis {amount, unit}`,
      );
      return undefined;
    }
    const f = usda.foods[ing.ndb]!;
    const tsp = TSP_PER[m];
    if (tsp !== undefined) {
      const portion = ing.volumeFrom
        ? usda.foods[ing.volumeFrom.ndb]!.portions.find((p) => p.desc === ing.volumeFrom!.portion)
        : ing.volumePortion
          ? f.portions.find((p) => p.desc === ing.volumePortion)
          : f.portions.find((p) => VOLUME_PORTION_TSP.some(([re]) => re.test(p.desc)));
      if (!portion) {
        err(file, field, `"${slug}" (SR28 ${ing.ndb}) has no volume portion to weigh "${measurement}"`);
        return undefined;
      }
      const portionTsp = VOLUME_PORTION_TSP.find(([re]) => re.test(portion.desc))?.[1];
      if (!portionTsp) {
        err(file, field, `volumePortion "${portion.desc}" of "${slug}" is not a cup/tbsp/tsp/fl oz portion`);
        return undefined;
      }
      return (portion.grams / portion.amount / portionTsp) * tsp;
    }
    const candidates = [m, m.replace(/ves$/, 'f'), m.replace(/es$/, ''), m.replace(/s$/, '')];
    for (const key of candidates) {
      const desc = ing.portions[key];
      if (desc) {
        const portion = f.portions.find((p) => p.desc === desc)!;
        return portion.grams / portion.amount;
      }
    }
    err(
      file,
      field,
      `cannot weigh "${measurement}" of "${slug}": add it to portions in data/ingredients/${slug}.yaml, or use a mass or volume measurement`,
    );
    return undefined;
  }
  type Totals = Record<string, number>;
  const totalsCache = new Map<string, Totals>();
  const allergenCache = new Map<string, Set<string>>();
  function recipeTotals(r: RecipeSource, file: string, stack: string[] = []): Totals {
    const cached = totalsCache.get(r.slug);
    if (cached) return cached;
    if (stack.includes(r.slug)) {
      err(file, 'ingredients', `recipes use each other in a loop: ${[...stack, r.slug].join(' → ')}`);
      return {};
    }
    const totals: Totals = {};
    const add = (amounts: Record<string, number>, factor: number) => {
      for (const [k, val] of Object.entries(amounts)) totals[k] = (totals[k] ?? 0) + val * factor;
    };
    const found = new Set<string>();
    r.ingredients.forEach((line, i) => {
      const field = `ingredients.${i}`;
      if (line.recipe) {
        const sub = recipeBySlug.get(line.recipe)!;
        add(recipeTotals(sub.v, sub.file, [...stack, r.slug]), (line.batchFraction ?? 1) * line.consumedFraction);
        for (const a of allergenCache.get(sub.v.slug) ?? []) found.add(a);
        return;
      }
      const slug = line.ref!;
      const ing = ingBySlug.get(slug)?.v;
      for (const a of ing?.allergens ?? []) found.add(a);
      let grams: number | undefined;
      if (line.basis) grams = line.basis.amount * GRAMS_PER[line.basis.unit]!;
      else if (line.quantitydouble !== undefined) {
        if (!line.measurement) {
          err(file, `${field}.measurement`, 'a line with quantitydouble needs a measurement (or a basis)');
          return;
        }
        const per = gramsPerUnit(file, `${field}.measurement`, slug, line.measurement);
        if (per === undefined) return;
        grams = per * line.quantitydouble;
      }
      if (grams === undefined) return;
      const per100 = cutBySlug.get(slug) ? cutPer100(cutBySlug.get(slug)!.v, 'raw') : usda.foods[ing!.ndb]!.nutrients;
      add(scalePer100g(per100, grams), line.consumedFraction);
    });
    totalsCache.set(r.slug, totals);
    allergenCache.set(r.slug, found);
    return totals;
  }
  // Sub-recipes first so their allergens are known.
  const ordered = [...recipes].sort(
    (a, b) => Number(b.v.ingredients.some((l) => l.recipe)) - Number(a.v.ingredients.some((l) => l.recipe)),
  );
  for (const { v, file } of ordered.reverse()) recipeTotals(v, file);
  if (errors.length) return { errors };

  const recipeRecords: RecipeFull[] = recipes.map(({ v: r }) => {
    const totals = totalsCache.get(r.slug)!;
    const perServing: Totals = {};
    for (const [k, val] of Object.entries(totals)) perServing[k] = val / r.servings.count;
    const entries = nutrientEntries(perServing);
    const groundCut = r.ingredients
      .map((l) => (l.ref ? cutBySlug.get(l.ref)?.v : undefined))
      .find((c) => c?.attributes['beef-category'].includes('ground-beef'));
    const leanPct = groundCut ? usda.foods[groundCut.nutrition.raw]!.name.match(/(\d+)% lean/)?.[1] : undefined;
    const recipeAllergens = [...(allergenCache.get(r.slug) ?? [])].sort(
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
      collections: (collectionsOf.get(`recipe:${r.slug}`) ?? []).map(collectionRef),
      ingredients: r.ingredients.map((l, i) => {
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
          quantitydouble: l.quantitydouble ?? null,
          measurement: l.measurement ?? '',
          weight: l.weight ?? '',
          volume: l.volume ?? '',
          ...(cut || ing
            ? {
                ingredient: cut
                  ? {
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
                      media: cut.isOnline ? cutMedia(cut).slice(0, 1) : [],
                    }
                  : {
                      ingredientID: ing!.id,
                      ingredientName: ing!.name,
                      ingredientNameSlug: ing!.slug,
                      isOnline: ing!.isOnline,
                      lastModified: ing!.lastModified,
                      isBeefIngredient: false,
                      isLean: false,
                      isBeefPrimal: false,
                      isBeefSubprimal: false,
                      isBeefSubsection: false,
                      isBeefFabricatedCut: false,
                      grocerySection: [sectionOf(ing!.grocerySection)],
                      ingredientType: typeOf(ing!.ingredientType),
                      aliases: [],
                      allergens: ing!.allergens.map(allergenOf),
                      attributes: [],
                      ingredientGroups: [],
                      links: [],
                      media: [],
                    },
              }
            : {}),
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
      }),
      instructions: r.instructions.map((s, i) => ({
        subheading: s.subheading,
        sortOrder: i + 1,
        instructionText: s.text,
        cookTip: s.cookTip ?? '',
        media: [],
      })),
      nutritionals: [
        {
          nutritionalDescription: r.isSpanish
            ? 'Información nutricional por porción'
            : 'Nutrition information per serving',
          insignificantText: insignificant(entries),
          dvDietBasisText: DV_BASIS,
          calorieDietBasisText: CAL_BASIS,
          source: 'Computed from USDA SR28 ingredient data',
          isPrimary: true,
          nutritionalText: compiledText(entries),
          nutritionTip: nutritionTip(entries, 'One serving'),
          leanGroundBeefFeaturedNutritional: leanPct !== undefined,
          leanGroundBeefPercentage: leanPct ? `${leanPct}% lean` : '',
          nutrients: entries,
        },
      ],
    };
  });

  // ---------- collections ----------
  const recipeRecordBySlug = new Map(recipeRecords.map((r) => [r.recipeNameSlug, r]));
  const cutRecordBySlug = new Map(cutRecords.map((c) => [c.ingredientNameSlug, c]));
  const collectionMedia = (c: CollectionSource): Media[] => {
    const first = c.members
      .map((m) => (c.kind === 'recipe' ? recipeRecordBySlug.get(m)?.media[0] : cutRecordBySlug.get(m)?.media[0]))
      .find(Boolean);
    if (!first) return [];
    const plain: Media = Array.isArray(first.mediaGroup) ? unlistMedia(first as MediaListed) : (first as Media);
    return [{ ...plain, externalID: `col-${c.slug}`, title: c.name, caption: c.tagline }];
  };
  const collectionSummary = (c: CollectionSource, online: number) => ({
    collectionID: c.id,
    collectionName: c.name,
    collectionNameSlug: c.slug,
    collectionGroup: collGroupOf(c.group),
    objectType: ot(c.kind),
    tagline: c.tagline,
    description: c.description,
    estimatedItemCount: online,
    media: collectionMedia(c),
    links: [link('self', `/api/v2/${c.kind === 'recipe' ? 'recipe' : 'beefcut'}/collection/${c.id}`, c.name)],
  });
  const recipeCollections: Wire['recipeCollectionFull'][] = [];
  const cutCollections: Wire['cutCollectionFull'][] = [];
  for (const { v: c } of collections) {
    if (c.kind === 'recipe') {
      const members = c.members.map((m) => recipeRecordBySlug.get(m)!).filter((r) => r.isOnline);
      recipeCollections.push({
        ...collectionSummary(c, members.length),
        recipes: members.map((r, i) => collectionRecipeOf(r, i + 1)),
      });
    } else {
      const members = c.members.map((m) => cutRecordBySlug.get(m)!).filter((x) => x.isOnline);
      cutCollections.push({
        ...collectionSummary(c, members.length),
        ingredients: members.map((x, i) => collectionCutOf(x, i + 1)),
      });
    }
  }
  const collectionOnline = new Map(collections.map((c) => [c.v.id, c.v.isOnline]));

  // ---------- lookups ----------
  const onlineCuts = cutRecords.filter((c) => c.isOnline);
  const lookups: Lookups = {
    allergens: [...allergens.keys()].map(allergenOf),
    brands: [...brands.values()].map((b) => ({ brandName: b.name, brandNameSlug: b.slug })),
    collections: collections
      .filter((c) => c.v.isOnline)
      .map(({ v: c }) => ({
        collectionID: c.id,
        collectionName: c.name,
        collectionNameSlug: c.slug,
        collectionGroup: collGroupOf(c.group),
        objectType: ot(c.kind),
      })),
    collectionGroups: [...collGroups.keys()].map(collGroupOf),
    attributesByTypes: [...attrTypes.values()].map((t) => ({
      attributeTypeName: t.name,
      attributeTypeNameSlug: t.slug,
      objectType: [ot(t.objectType)],
      attributes: t.values.map((x) => ({ attributeName: x.name, attributeNameSlug: x.slug })),
    })),
    usdaNutrients: NUTRIENTS.map((n) => ({
      usdaNutrientGroup: n.group,
      nutrientDisplayName: n.name,
      nutrientDisplayNameSlug: n.slug,
    })),
    ingredientGroups: [...groups.keys()].map(groupOf),
    ingredientPrimals: onlineCuts
      .filter((c) => c.isBeefPrimal)
      .map((c) => ({
        ingredientID: c.ingredientID,
        ingredientName: c.ingredientName,
        ingredientNameSlug: c.ingredientNameSlug,
      })),
    beefIngredients: onlineCuts.map((c) => ({
      ingredientID: c.ingredientID,
      ingredientName: c.ingredientName,
      ingredientNameSlug: c.ingredientNameSlug,
    })),
    audiences: [...audiences.values()].map((a) => ({ audienceName: a.name, audienceNameSlug: a.slug })),
    grocerySections: [...sections.keys()].map(sectionOf),
    ingredientTypes: [...ingTypes.keys()].map(typeOf),
    mediaGroups: [...mediaGroups.keys()].map(mediaGroupFor),
    objectTypes: [...objectTypes.keys()].map(ot),
  };

  // ---------- validate against the wire contract ----------
  const check = (schema: z.ZodType, value: unknown, file: string) => {
    const res = schema.safeParse(value);
    if (!res.success)
      for (const issue of res.error.issues.slice(0, 5))
        err(file, issue.path.join('.'), `compiled record breaks the wire schema: ${issue.message}`);
  };
  cutRecords.forEach((c, i) => check(wire.cutFull, c, cuts[i]!.file));
  recipeRecords.forEach((r, i) => check(wire.recipeFull, r, recipes[i]!.file));
  recipeCollections.forEach((c) =>
    check(wire.recipeCollectionFull, c, `data/collections/${c.collectionNameSlug}.yaml`),
  );
  cutCollections.forEach((c) => check(wire.cutCollectionFull, c, `data/collections/${c.collectionNameSlug}.yaml`));
  check(wire.lookups, lookups, 'data/taxonomy');
  if (errors.length) return { errors };

  return {
    errors,
    catalog: {
      version: 1,
      generatedAt,
      source: CATALOG_SOURCE_NOTE,
      synthetic: false,
      lookups,
      recipes: recipeRecords,
      cuts: cutRecords,
      recipeCollections: recipeCollections.map((c) => ({
        ...c,
        isOnline: collectionOnline.get(c.collectionID) ?? true,
      })),
      cutCollections: cutCollections.map((c) => ({ ...c, isOnline: collectionOnline.get(c.collectionID) ?? true })),
    },
  };
}

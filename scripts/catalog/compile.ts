// Compiles the hand-edited sources into the catalog snapshot the embedded service loads.
// A pure function of its inputs so tests can feed it broken sources: every problem becomes
// a BuildError naming the file and the field.
import { z } from 'zod';
import {
  CUT_SERVINGS,
  NUTRIENTS,
  NUTRIENT_BY_SLUG,
  claimFor,
  dailyValuePercent,
  displayAmount,
  isLeanPer100g,
  scalePer100g,
} from '@/lib/catalog/nutrition-rules';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { collectionCutOf, collectionRecipeOf, listMedia, unlistMedia } from '@/lib/catalog/shape';
import {
  wire,
  type CutFull,
  type Lookups,
  type Media,
  type MediaListed,
  type RecipeFull,
  type Wire,
} from '@/lib/wire/v2';
import { put, startContext, type BuildError, type Sources, type UsdaSubset } from '@/scripts/catalog/stages/context';
import { parseSources } from '@/scripts/catalog/stages/parse';
import { checkReferences } from '@/scripts/catalog/stages/references';
import { DONENESS_F, lookupTables } from '@/scripts/catalog/stages/tables';
import { checkUniqueness } from '@/scripts/catalog/stages/uniqueness';
import type { CollectionSource, CutSource, RecipeSource } from '@/scripts/catalog/source-schema';

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

  const { cuts, recipes, collections } = ctx.parsed;
  const { attrTypes, allergens, groups, audiences, sections, ingTypes, brands, collGroups, objectTypes, mediaGroups } =
    ctx.tables;
  const { cutBySlug, ingBySlug, recipeBySlug } = ctx.tables;

  // ---------- shared builders ----------
  const ot = (slug: string) => ({ objectTypeName: objectTypes.get(slug)?.name ?? slug, objectTypeNameSlug: slug });
  const link = (rel: string, href: string, title: string) => ({ rel, href, title });
  const recipeHref = (id: number) => `/api/v2/recipe/${id}`;
  const cutHref = (id: number) => `/api/v2/beefcut/${id}`;
  const ingredientLinks = (id: number, name: string, online: boolean, isCut: boolean) =>
    online && isCut
      ? [link('self', cutHref(id), name), link('recipes', `${cutHref(id)}/recipes`, `Recipes with ${name}`)]
      : [];
  const allergenOf = (slug: string) => ({ allergenName: allergens.get(slug)!.name, allergenNameSlug: slug });
  const sectionOf = (slug: string) => ({ grocerySectionName: sections.get(slug)!.name, grocerySectionNameSlug: slug });
  const typeOf = (slug: string) => ({ ingredientTypeName: ingTypes.get(slug)!.name, ingredientTypeNameSlug: slug });
  const groupOf = (slug: string) => ({ ingredientGroupName: groups.get(slug)!.name, ingredientGroupNameSlug: slug });
  const collGroupOf = (slug: string) => {
    const g = collGroups.get(slug)!;
    return { collectionGroupName: g.name, collectionGroupNameSlug: slug, objectType: ot(g.objectType) };
  };
  const attrEntries = (attrs: Record<string, string[]>) =>
    Object.entries(attrs)
      .filter(([, values]) => values.length > 0)
      .map(([type, values]) => {
        const t = attrTypes.get(type)!;
        return {
          attributeTypeName: t.name,
          attributeTypeNameSlug: t.slug,
          objectType: [ot(t.objectType)],
          attributes: values.map((s) => ({
            attributeName: t.values.find((x) => x.slug === s)!.name,
            attributeNameSlug: s,
          })),
        };
      });

  // Media: artwork the project draws itself (scripts/catalog/media.ts renders the files).
  const RATIOS = [
    { key: '16x9', width: 1280, height: 720 },
    { key: '4x3', width: 1024, height: 768 },
    { key: '1x1', width: 800, height: 800 },
  ] as const;
  const mediaGroupFor = (slug: string) => {
    const g = mediaGroups.get(slug)!;
    return { mediaGroupName: g.name, mediaGroupNameSlug: slug, objectType: ot(g.objectType) };
  };
  function mediaFor(kind: 'recipes' | 'cuts', slug: string, title: string, caption: string): Media[] {
    const group = mediaGroupFor(kind === 'recipes' ? 'recipe-hero' : 'cut-diagram');
    return RATIOS.map((r, i) => ({
      assetURL: `/media/${kind}/`,
      assetUID: 'beef-atlas',
      externalID: `${kind === 'recipes' ? 'r' : 'c'}-${slug}-${r.key}`,
      filename: `${slug}-${r.key}.jpg`,
      title,
      caption: `${caption} (${r.width}×${r.height})`,
      mediaGroup: group,
      mediaType: 'image/jpeg',
      sortOrder: i + 1,
      links: [link('original', `/media/${kind}/${slug}-${r.key}.jpg`, title)],
    }));
  }

  function nutrientEntries(amounts: Record<string, number>) {
    return NUTRIENTS.map((def) => {
      const amount = amounts[def.nutrNo] ?? 0;
      return {
        usdaNutrient: {
          usdaNutrientGroup: def.group,
          nutrientDisplayName: def.name,
          nutrientDisplayNameSlug: def.slug,
        },
        unitOfMeasureValue: displayAmount(def, amount),
        unitOfMeasure: def.unit,
        dailyValueCalculation: dailyValuePercent(def, amount),
        sortOrder: def.sortOrder,
        ...claimFor(def, amount),
      };
    });
  }
  type NutrientEntry = ReturnType<typeof nutrientEntries>[number];
  const joinNames = (names: string[]) =>
    names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  function nutritionTip(entries: NutrientEntry[], subject: string) {
    const ex = entries.filter((e) => e.isExcellentSource).map((e) => e.usdaNutrient.nutrientDisplayName);
    const good = entries.filter((e) => e.isGoodSource).map((e) => e.usdaNutrient.nutrientDisplayName);
    const parts = [];
    if (ex.length) parts.push(`an excellent source of ${joinNames(ex)}`);
    if (good.length) parts.push(`a good source of ${joinNames(good)}`);
    return parts.length ? `${subject} is ${parts.join(' and ')}.` : '';
  }
  const compiledText = (entries: NutrientEntry[]) =>
    entries
      .map(
        (e) =>
          `${e.usdaNutrient.nutrientDisplayName} ${e.unitOfMeasureValue}${e.unitOfMeasure === 'kcal' ? '' : ` ${e.unitOfMeasure}`}${e.dailyValueCalculation ? ` (${Math.round(e.dailyValueCalculation)}% DV)` : ''}`,
      )
      .join('; ');
  const insignificant = (entries: NutrientEntry[]) => {
    const names = entries
      .filter(
        (e) => NUTRIENT_BY_SLUG.get(e.usdaNutrient.nutrientDisplayNameSlug)?.dailyValue && e.dailyValueCalculation < 2,
      )
      .map((e) => e.usdaNutrient.nutrientDisplayName.toLowerCase());
    return names.length ? `Not a significant source of ${joinNames(names)}.` : '';
  };
  const showcase = (entries: NutrientEntry[]) => {
    const pick = entries.filter(
      (e) =>
        e.usdaNutrient.nutrientDisplayNameSlug === 'calories' ||
        e.usdaNutrient.nutrientDisplayNameSlug === 'protein' ||
        e.isExcellentSource,
    );
    return pick.slice(0, 6);
  };
  const DV_BASIS = 'Percent daily values are based on a 2,000 calorie diet (FDA daily values, 2016 rule).';
  const CAL_BASIS = '2,000 calories a day is used for general nutrition advice, but calorie needs vary.';

  // ---------- cuts ----------
  const childrenOf = new Map<string, CutSource[]>();
  for (const { v } of cuts) if (v.parent) childrenOf.set(v.parent, [...(childrenOf.get(v.parent) ?? []), v]);
  const ancestors = (c: CutSource) => {
    const out: CutSource[] = [];
    let cur = c.parent ? cutBySlug.get(c.parent)?.v : undefined;
    while (cur) {
      out.push(cur);
      cur = cur.parent ? cutBySlug.get(cur.parent)?.v : undefined;
    }
    return out;
  };
  const cutPer100 = (c: CutSource, kind: 'raw' | 'cooked') => usda.foods[c.nutrition[kind]]!.nutrients;
  const cutIsLean = (c: CutSource) => {
    const n = cutPer100(c, 'cooked');
    return isLeanPer100g({ fat: n['204'] ?? 0, saturatedFat: n['606'] ?? 0, cholesterol: n['601'] ?? 0 });
  };
  const collectionsOf = new Map<string, CollectionSource[]>();
  for (const { v } of collections)
    if (v.isOnline)
      for (const m of v.members)
        collectionsOf.set(`${v.kind}:${m}`, [...(collectionsOf.get(`${v.kind}:${m}`) ?? []), v]);
  const collectionRef = (c: CollectionSource) => ({
    collectionID: c.id,
    collectionName: c.name,
    collectionNameSlug: c.slug,
    collectionGroup: collGroupOf(c.group),
    objectType: ot(c.kind),
    links: [link('self', `/api/v2/${c.kind === 'recipe' ? 'recipe' : 'beefcut'}/collection/${c.id}`, c.name)],
  });
  const usedCuts = new Set<string>();
  for (const { v } of recipes)
    if (v.isOnline) for (const l of v.ingredients) if (l.ref && cutBySlug.has(l.ref)) usedCuts.add(l.ref);
  /** A store-assigned code in GS1's restricted-circulation range (prefix 2, variable measure):
   *  what a retailer's scale label carries for a random-weight cut. Derived, stable, check digit valid. */
  const upcFor = (c: CutSource) => {
    if (c.upcNumber) return c.upcNumber;
    if (c.level !== 'fabricated') return '';
    const body = `2${String(c.id).padStart(5, '0')}00000`;
    const digits = [...body].map(Number);
    const sum = digits.reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
    return body + String((10 - (sum % 10)) % 10);
  };
  const flags = (c: CutSource) => ({
    isBeefPrimal: c.level === 'primal',
    isBeefSubprimal: c.level === 'subprimal',
    isBeefSubsection: c.level === 'subsection',
    isBeefFabricatedCut: c.level === 'fabricated',
  });
  const cutMedia = (c: CutSource) =>
    mediaFor(
      'cuts',
      c.slug,
      `${c.name} on the beef cut chart`,
      `Where the ${c.name.toLowerCase()} comes from on the beef carcass`,
    );
  const cutLinkFields = (slug: string) => {
    const t = cutBySlug.get(slug)?.v ?? ingBySlug.get(slug)?.v;
    const isCut = cutBySlug.has(slug);
    return {
      ingredientID: t!.id,
      ingredientName: t!.name,
      ingredientNameSlug: t!.slug,
      isOnline: t!.isOnline,
      links: ingredientLinks(t!.id, t!.name, t!.isOnline, isCut),
    };
  };
  const cooked = (s: string) => s.match(/cooked, ([a-z ,-]+)$/i)?.[1] ?? 'cooked';

  const cutRecords: CutFull[] = cuts.map(({ v: c }) => {
    const nutritionals = (['cooked', 'raw'] as const).map((kind) => {
      const f = usda.foods[c.nutrition[kind]]!;
      const amounts = scalePer100g(f.nutrients, CUT_SERVINGS[kind].grams);
      const entries = nutrientEntries(amounts);
      return {
        nutritionalType: kind,
        ndB_No: c.nutrition[kind],
        usdaFoodName: f.name,
        servingSizeText: CUT_SERVINGS[kind].text,
        cookedTipText:
          kind === 'cooked'
            ? `Values are for the cut ${cooked(f.name)}, as the USDA record describes it.`
            : 'Values are for the raw cut; cooking removes water, so the same piece weighs less cooked.',
        insignificantText: insignificant(entries),
        dvDietBasisText: DV_BASIS,
        calorieDietBasisText: CAL_BASIS,
        source: 'USDA SR28',
        isPrimary: kind === 'cooked',
        nutritionalText: compiledText(entries),
        nutritionTip: nutritionTip(entries, `A ${kind === 'cooked' ? '3-ounce cooked' : '4-ounce raw'} serving`),
        nutrients: entries.map((e) => ({ ...e, nutritionalType: kind })),
      };
    });
    const anc = ancestors(c);
    const primal = c.level === 'primal' ? undefined : anc.at(-1);
    const parent = c.parent ? cutBySlug.get(c.parent)!.v : undefined;
    const treeMembers = new Map<number, CutSource>();
    for (const a of anc) treeMembers.set(a.id, a);
    treeMembers.set(c.id, c);
    for (const ch of childrenOf.get(c.slug) ?? []) treeMembers.set(ch.id, ch);
    if (parent) for (const sib of childrenOf.get(parent.slug) ?? []) treeMembers.set(sib.id, sib);
    const lean = cutIsLean(c);
    const media = c.isOnline ? cutMedia(c) : [];
    return {
      ingredientID: c.id,
      ingredientName: c.name,
      ingredientNameSlug: c.slug,
      isOnline: c.isOnline,
      lastModified: c.lastModified,
      ingredientText: c.texts.ingredient,
      marketingText: c.texts.marketing,
      preparationText: c.texts.preparation,
      orderingText: c.texts.ordering,
      cutDescriptionText: c.texts.cutDescription,
      butchersTip: c.texts.butchersTip,
      ingredientMeta: c.texts.meta,
      isBeefIngredient: true,
      ...flags(c),
      isLean: lean,
      isMarinate: c.isMarinate,
      isRecipeIngredient: usedCuts.has(c.slug),
      upcNumber: upcFor(c),
      urmisName: c.urmis.name,
      urmisCutCharacteristics: c.urmis.characteristics,
      urmisPreparationTip: c.urmis.preparationTip,
      nampNumber: c.namp?.number ?? '',
      nampName: c.namp?.name ?? '',
      grocerySection: [sectionOf(c.grocerySection)],
      ingredientType: typeOf('beef'),
      showcaseNutrients: showcase(nutritionals[0]!.nutrients as NutrientEntry[]).map((e) => ({
        ...e,
        nutritionalType: 'cooked' as const,
      })),
      links: ingredientLinks(c.id, c.name, c.isOnline, true),
      aliases: c.aliases.map((a) => ({ aliasName: a, aliasNameSlug: slugify(a) })),
      allergens: [],
      alternatives: c.alternatives.map((x) => ({ alternativeText: x.text, ...cutLinkFields(x.cut) })),
      attributes: attrEntries(c.attributes),
      collections: (collectionsOf.get(`ingredient:${c.slug}`) ?? []).map(collectionRef),
      groups: c.groups.map(groupOf),
      nutritionals,
      pairings: c.pairings.map((x) => ({ pairingText: x.text, ...cutLinkFields(x.ingredient) })),
      rollups: c.rollups.map((x) => ({ rollupText: x.text, ...cutLinkFields(x.cut) })),
      menuApplications: c.menuApplications.map((m, i) => ({
        subheading: m.subheading,
        menuApplicationText: m.text,
        sortOrder: i + 1,
        media: [],
      })),
      substitutes: c.substitutes.map((x) => ({ substituteText: x.text, ...cutLinkFields(x.cut) })),
      ingredientTree: [...treeMembers.values()].map((t) => ({
        parentIngredientID: t.parent ? cutBySlug.get(t.parent)!.v.id : null,
        ...flags(t),
        isLean: cutIsLean(t),
        isMarinate: t.isMarinate,
        ingredientID: t.id,
        ingredientName: t.name,
        ingredientNameSlug: t.slug,
        isOnline: t.isOnline,
        lastModified: t.lastModified,
        ...(t.isOnline ? { media: cutMedia(t).slice(0, 1) } : {}),
        links: ingredientLinks(t.id, t.name, t.isOnline, true),
      })),
      parentIngredient: parent
        ? {
            ingredientID: parent.id,
            ingredientName: parent.name,
            ingredientNameSlug: parent.slug,
            isOnline: parent.isOnline,
            lastModified: parent.lastModified,
            links: ingredientLinks(parent.id, parent.name, parent.isOnline, true),
          }
        : null,
      primalIngredient: primal
        ? {
            ingredientID: primal.id,
            ingredientName: primal.name,
            ingredientNameSlug: primal.slug,
            isOnline: primal.isOnline,
            lastModified: primal.lastModified,
            ingredientText: primal.texts.ingredient,
            links: ingredientLinks(primal.id, primal.name, primal.isOnline, true),
          }
        : null,
      cookingGuidelines: c.guidelines.map((g, i) => ({
        attributeName: attrTypes.get('preferred-cooking-method')!.values.find((x) => x.slug === g.method)!.name,
        beefThicknessInches: g.thicknessInches ?? null,
        cookingGuidelineID: c.id * 100 + i + 1,
        cookingRangeStartTimeMinutes: Array.isArray(g.minutes) ? g.minutes[0] : null,
        cookingRangeEndTimeMinutes: Array.isArray(g.minutes) ? g.minutes[1] : null,
        cookingTimeMinutes: Array.isArray(g.minutes) ? null : g.minutes,
        distanceFromHeatInches: g.distanceFromHeatInches ?? null,
        donenessName: DONENESS_F[g.doneness]!.name,
        grillingMethodName: g.grillingMethod ?? '',
        ingredientID: c.id,
        ingredientName: c.name,
        internalTemperatureFahrenheit: g.internalTemperatureF,
        ovenTemperatureFahrenheit: g.ovenTemperatureF ?? null,
        weightInOunces: g.weightOunces ?? null,
        weightRangeStartOunces: g.weightRangeOunces?.[0] ?? null,
        weightRangeEndOunces: g.weightRangeOunces?.[1] ?? null,
      })),
      media,
    };
  });

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
    const media = r.isOnline
      ? mediaFor('recipes', r.slug, r.name, r.isSpanish ? `Ilustración de ${r.name}` : `Artwork for ${r.name}`)
      : [];
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

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

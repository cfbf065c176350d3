// Full beef cut records (the wire's CutFull): texts, nutrition for a cooked and a raw serving,
// the place in the IMPS hierarchy, cooking guidelines and related cuts.
import { CUT_SERVINGS, scalePer100g } from '@/lib/catalog/nutrition-rules';
import { cutNamesEs } from '@/lib/i18n/cut-names-es';
import type { CutFull } from '@/lib/wire/v2';
import { flags, ingredientLinks, slugify } from '@/scripts/catalog/stages/builders';
import type { Needs } from '@/scripts/catalog/stages/context';
import {
  CAL_BASIS,
  DV_BASIS,
  compiledText,
  insignificant,
  nutrientEntries,
  nutritionTip,
  showcase,
  type NutrientEntry,
} from '@/scripts/catalog/stages/nutrition-entries';
import { DONENESS_F } from '@/scripts/catalog/stages/tables';
import type { CutSource } from '@/scripts/catalog/source-schema';

type Ctx = Needs<'parsed' | 'tables' | 'build' | 'media' | 'usda'>;

export function compileCuts(ctx: Ctx): CutFull[] {
  const usedCuts = new Set<string>();
  for (const { v } of ctx.parsed.recipes)
    if (v.isOnline) for (const l of v.ingredients) if (l.ref && ctx.tables.cutBySlug.has(l.ref)) usedCuts.add(l.ref);
  return ctx.parsed.cuts.map(({ v: c }) => cutRecord(ctx, c, usedCuts.has(c.slug)));
}

function cutRecord(ctx: Ctx, c: CutSource, isRecipeIngredient: boolean): CutFull {
  const { sectionOf, typeOf, attrEntries, collectionRef, groupOf, cutLinkFields, cutIsLean } = ctx.build;
  const nutritionals = cutNutritionals(ctx, c);
  const anc = ancestors(ctx, c);
  const primal = c.level === 'primal' ? undefined : anc.at(-1);
  const parent = c.parent ? ctx.tables.cutBySlug.get(c.parent)!.v : undefined;
  const lean = cutIsLean(c);
  const media = c.isOnline ? ctx.media.cutMedia(c) : [];
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
    isRecipeIngredient,
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
    // Its Spanish names (the reviewed table) too: the cut search finds "arrachera" as it finds
    // "skirt", and the cut page tells them apart from the English aliases.
    aliases: [...new Set([...c.aliases, ...cutNamesEs(c.slug)])].map((a) => ({
      aliasName: a,
      aliasNameSlug: slugify(a),
    })),
    allergens: [],
    alternatives: c.alternatives.map((x) => ({ alternativeText: x.text, ...cutLinkFields(x.cut) })),
    // Tenderness rides on the spec's attributes: its class, and the study that measured it.
    attributes: attrEntries({
      ...c.attributes,
      tenderness: c.tenderness ? [c.tenderness.class] : [],
      'tenderness-source': c.tenderness ? [c.tenderness.source] : [],
    }),
    collections: (ctx.tables.collectionsOf.get(`ingredient:${c.slug}`) ?? []).map(collectionRef),
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
    ingredientTree: ingredientTree(ctx, c, anc, parent),
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
    cookingGuidelines: cookingGuidelines(ctx, c),
    media,
  };
}

/** Cooked first: the cooked serving is the primary one. */
function cutNutritionals({ usda }: Ctx, c: CutSource) {
  return (['cooked', 'raw'] as const).map((kind) => {
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
          ? `Values are for the cut ${cookedHow(f.name)}, as the USDA record describes it.`
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
}

/** "…, cooked, broiled" → "broiled": how the SR28 record was cooked. */
const cookedHow = (s: string) => s.match(/cooked, ([a-z ,-]+)$/i)?.[1] ?? 'cooked';

/** Parent first, up to the primal. */
function ancestors({ tables }: Ctx, c: CutSource): CutSource[] {
  const out: CutSource[] = [];
  let cur = c.parent ? tables.cutBySlug.get(c.parent)?.v : undefined;
  while (cur) {
    out.push(cur);
    cur = cur.parent ? tables.cutBySlug.get(cur.parent)?.v : undefined;
  }
  return out;
}

/** The cut's neighbourhood in the hierarchy: its ancestors, itself, its children and its siblings. */
function ingredientTree(ctx: Ctx, c: CutSource, anc: CutSource[], parent: CutSource | undefined) {
  const { cutBySlug, childrenOf } = ctx.tables;
  const treeMembers = new Map<number, CutSource>();
  for (const a of anc) treeMembers.set(a.id, a);
  treeMembers.set(c.id, c);
  for (const ch of childrenOf.get(c.slug) ?? []) treeMembers.set(ch.id, ch);
  if (parent) for (const sib of childrenOf.get(parent.slug) ?? []) treeMembers.set(sib.id, sib);
  return [...treeMembers.values()].map((t) => ({
    parentIngredientID: t.parent ? cutBySlug.get(t.parent)!.v.id : null,
    ...flags(t),
    isLean: ctx.build.cutIsLean(t),
    isMarinate: t.isMarinate,
    ingredientID: t.id,
    ingredientName: t.name,
    ingredientNameSlug: t.slug,
    isOnline: t.isOnline,
    lastModified: t.lastModified,
    ...(t.isOnline ? { media: ctx.media.cutMedia(t).slice(0, 1) } : {}),
    links: ingredientLinks(t.id, t.name, t.isOnline, true),
  }));
}

function cookingGuidelines({ tables }: Ctx, c: CutSource) {
  const methods = tables.attrTypes.get('preferred-cooking-method')!.values;
  return c.guidelines.map((g, i) => ({
    attributeName: methods.find((x) => x.slug === g.method)!.name,
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
  }));
}

/** A store-assigned code in GS1's restricted-circulation range (prefix 2, variable measure):
 *  what a retailer's scale label carries for a random-weight cut. Derived, stable, check digit valid. */
function upcFor(c: CutSource): string {
  if (c.upcNumber) return c.upcNumber;
  if (c.level !== 'fabricated') return '';
  const body = `2${String(c.id).padStart(5, '0')}00000`;
  const digits = [...body].map(Number);
  const sum = digits.reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return body + String((10 - (sum % 10)) % 10);
}

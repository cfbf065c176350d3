// What the service indexes of each kind of record, from the snapshot: the same fields, values
// and rules as when the store indexed with Orama (online records only; a recipe's cuts are its
// online beef ingredients; a cut's ancestors count only when online). Run at catalog time
// (lib/service/index/pack.ts) and, for a snapshot given in memory, by buildStore.
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { SEARCH_KINDS } from '@/lib/search/kinds';
import type { CutFull, RecipeFull } from '@/lib/wire/v2';
import {
  MAX_SORT_KEY,
  buildKindIndex,
  type IndexDoc,
  type KindIndexData,
  type KindSchema,
} from '@/lib/service/index/kind-index';

export const RECIPE_SCHEMA: KindSchema = {
  // Names, then descriptions, then ingredients, method, attributes and tip.
  textFields: ['name', 'description', 'body'],
  tiers: [0, 1, 2],
  enumFields: [
    'beefIngredients',
    'collections',
    'cookingMethods',
    'cuisines',
    'mealCategories',
    'menuCategories',
    'recipeTypes',
    'specialDiets',
    'audiences',
    'allergenFree',
    'goodNutritionals',
    'excellentNutritionals',
    'upcNumbers',
    'nampNumbers',
    // Beef categories of the recipe's cuts: v1's beefCutType (no v2 parameter reads it).
    'cutCategories',
  ],
  numberFields: ['cookMinutes', 'servings'],
  flagFields: ['isSpanishRecipe'],
  sortFields: ['totalMinutes', 'newestFirst', 'recommended'],
};
const CUT_SCHEMA: KindSchema = {
  // An alias (another name of the cut, its URMIS and NAMP names) counts as a description.
  textFields: ['name', 'aliases', 'body'],
  tiers: [0, 1, 2],
  enumFields: [
    'beefCategories',
    'collections',
    'preferredCookingMethods',
    'ingredientGroups',
    'parentIngredients',
    'primals',
    'upcNumber',
    'nampNumber',
  ],
  numberFields: [],
  flagFields: ['isLean', 'isMarinate'],
  sortFields: ['fatPer100g', 'recommended'],
};
const COLLECTION_SCHEMA: KindSchema = {
  textFields: ['name', 'body'],
  tiers: [0, 1],
  enumFields: ['collectionGroups'],
  numberFields: [],
  flagFields: [],
  sortFields: [],
};

// The recommended order (docs/ARCHITECTURE.md): a rank in the high bits, a time in the low.
const RANK = 1 << 20;
const { leaveOut } = SEARCH_KINDS.recipes;
const leftOutBy = (role: string) => leaveOut.find((l) => l.role === role)!.values as readonly string[];

/** Dishes for home cooks with a picture, without one, foodservice recipes, sub-recipes; each by
 *  total time, shortest first (ties in name order, as every order). */
export function recommendedRecipeKey(r: RecipeFull): number {
  const sub = attrSlugs(r.attributes, 'menu-category').some((s) => leftOutBy('sub-recipe').includes(s));
  const foodservice = leftOutBy('foodservice').includes(r.audience.audienceNameSlug);
  const rank = sub ? 3 : foodservice ? 2 : r.media.length ? 0 : 1;
  return rank * RANK + Math.min(RANK - 1, Math.max(0, Math.round(r.maxTotalRecipeTimeMinutes)));
}

/** The cuts a shopper buys (steaks, roasts, ground beef…) before subprimals, then primals. */
export function recommendedCutKey(c: CutFull): number {
  if (c.isBeefPrimal) return 2;
  return attrSlugs(c.attributes, 'beef-category').includes('primal-and-subprimal') ? 1 : 0;
}

/** Minutes since 1970 counted down from the largest key: newest first in an ascending order. */
const newestFirst = (iso: string): number | null => {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) && ms >= 0 ? MAX_SORT_KEY - Math.floor(ms / 60_000) : null;
};

/** Total fat per 100 g of the cut cooked (hundredths of a gram), from its primary cooked
 *  nutritional: the serving's grams are in its text ("3 oz (85 g) cooked"). */
export function fatPer100g(cut: Pick<CutFull, 'nutritionals'>): number | null {
  const n =
    cut.nutritionals.find((x) => x.nutritionalType === 'cooked' && x.isPrimary) ??
    cut.nutritionals.find((x) => x.nutritionalType === 'cooked');
  const grams = Number(/\((\d+(?:\.\d+)?)\s*g\)/.exec(n?.servingSizeText ?? '')?.[1]);
  const fat = n?.nutrients.find((x) => x.usdaNutrient.nutrientDisplayNameSlug === 'total-fat');
  if (!fat || !(grams > 0) || fat.unitOfMeasure !== 'g') return null;
  return Math.round((fat.unitOfMeasureValue * 100 * 100) / grams);
}

type Attrs = { attributeTypeNameSlug: string; attributes: { attributeNameSlug: string }[] }[];
const attrSlugs = (attrs: Attrs, type: string) =>
  attrs.filter((a) => a.attributeTypeNameSlug === type).flatMap((a) => a.attributes.map((x) => x.attributeNameSlug));

/** Small data the recipe documents need: cuts by id and every allergen. */
type RecipeContext = { cutsById: Map<number, CutFull>; allAllergens: string[] };
export const recipeContext = (s: Pick<CatalogSnapshot, 'cuts' | 'lookups'>): RecipeContext => ({
  cutsById: new Map(s.cuts.map((c) => [c.ingredientID, c])),
  allAllergens: s.lookups.allergens.map((a) => a.allergenNameSlug),
});

/** A recipe's searchable text by field, in rank order: its name, its description, the rest. */
export function recipeTextFields(r: RecipeFull): string[] {
  return [
    r.recipeName,
    `${r.recipeDescription} ${r.recipeMeta}`,
    [
      ...r.ingredients.map((i) => i.ingredientText),
      ...r.instructions.map((i) => i.instructionText),
      ...r.attributes.flatMap((a) => a.attributes.map((x) => x.attributeName)),
      r.kitchenTip,
    ].join(' '),
  ];
}

export function recipeDoc(r: RecipeFull, { cutsById, allAllergens }: RecipeContext): IndexDoc {
  const nutrients = r.nutritionals.find((n) => n.isPrimary)?.nutrients ?? [];
  const cuts = r.ingredients
    .flatMap((i) =>
      i.ingredient?.isBeefIngredient && i.ingredient.isOnline ? [cutsById.get(i.ingredient.ingredientID)] : [],
    )
    .filter((c): c is CutFull => !!c);
  const allergens = new Set(r.allergens.map((a) => a.allergenNameSlug));
  return {
    id: r.recipeID,
    text: recipeTextFields(r),
    enums: [
      cuts.map((c) => c.ingredientNameSlug),
      // Ids as well as slugs: a collection may be asked for by id.
      r.collections.flatMap((c) => [c.collectionNameSlug, String(c.collectionID)]),
      attrSlugs(r.attributes, 'cooking-method'),
      attrSlugs(r.attributes, 'cuisine'),
      attrSlugs(r.attributes, 'meal-category'),
      attrSlugs(r.attributes, 'menu-category'),
      attrSlugs(r.attributes, 'recipe-type'),
      attrSlugs(r.attributes, 'special-diet'),
      [r.audience.audienceNameSlug],
      allAllergens.filter((a) => !allergens.has(a)),
      // As isGoodSource says: 10 to 19 % DV. An excellent source (20 % or more) is not a good
      // one (21 CFR 101.54 names the two claims apart); excellentNutritionals finds those.
      nutrients.filter((n) => n.isGoodSource).map((n) => n.usdaNutrient.nutrientDisplayNameSlug),
      nutrients.filter((n) => n.isExcellentSource).map((n) => n.usdaNutrient.nutrientDisplayNameSlug),
      cuts.map((c) => c.upcNumber).filter(Boolean),
      cuts.map((c) => c.nampNumber).filter(Boolean),
      cuts.flatMap((c) => attrSlugs(c.attributes, 'beef-category')),
    ],
    numbers: [r.maxCookTimeMinutes, r.maxNumberOfServingsInt],
    flags: [r.isSpanishRecipe],
    sortKeys: [
      Math.max(0, Math.round(r.maxTotalRecipeTimeMinutes)),
      newestFirst(r.lastModified),
      recommendedRecipeKey(r),
    ],
  };
}

/** The recipe index over the online recipes, in snapshot order. Takes an iterable so the
 *  generator can feed 100,000 records without a second array of them. */
export function buildRecipeIndex(recipes: Iterable<RecipeFull>, ctx: RecipeContext): KindIndexData {
  const names: string[] = [];
  function* docs() {
    for (const r of recipes) {
      if (!r.isOnline) continue;
      names.push(r.recipeName);
      yield recipeDoc(r, ctx);
    }
  }
  const data = buildKindIndex(RECIPE_SCHEMA, docs(), names);
  return data;
}

export function buildCutIndex(cuts: CutFull[]): KindIndexData {
  const cutsById = new Map(cuts.map((c) => [c.ingredientID, c]));
  const ancestorsOf = (c: CutFull) => {
    const out: CutFull[] = [];
    let cur = c.parentIngredient ? cutsById.get(c.parentIngredient.ingredientID) : undefined;
    while (cur) {
      out.push(cur);
      cur = cur.parentIngredient ? cutsById.get(cur.parentIngredient.ingredientID) : undefined;
    }
    return out;
  };
  const online = cuts.filter((c) => c.isOnline);
  const docs = online.map((c): IndexDoc => {
    const anc = ancestorsOf(c).filter((a) => a.isOnline);
    return {
      id: c.ingredientID,
      text: [
        c.ingredientName,
        [...c.aliases.map((a) => a.aliasName), c.urmisName, c.nampName, c.nampNumber].join(' '),
        [
          c.ingredientText,
          c.marketingText,
          c.preparationText,
          c.cutDescriptionText,
          c.butchersTip,
          c.ingredientMeta,
        ].join(' '),
      ],
      enums: [
        attrSlugs(c.attributes, 'beef-category'),
        c.collections.flatMap((x) => [x.collectionNameSlug, String(x.collectionID)]),
        attrSlugs(c.attributes, 'preferred-cooking-method'),
        c.groups.map((g) => g.ingredientGroupNameSlug),
        anc.map((a) => a.ingredientNameSlug),
        anc.filter((a) => a.isBeefPrimal).map((a) => a.ingredientNameSlug),
        c.upcNumber ? [c.upcNumber] : [],
        c.nampNumber ? [c.nampNumber] : [],
      ],
      numbers: [],
      flags: [c.isLean, c.isMarinate],
      sortKeys: [fatPer100g(c), recommendedCutKey(c)],
    };
  });
  return buildKindIndex(
    CUT_SCHEMA,
    docs,
    online.map((c) => c.ingredientName),
  );
}

export function buildCollectionIndex(collections: CatalogSnapshot['cutCollections']): KindIndexData {
  const online = collections.filter((c) => c.isOnline);
  const docs = online.map((c): IndexDoc => ({
    id: c.collectionID,
    text: [c.collectionName, `${c.tagline} ${c.description}`],
    enums: [[c.collectionGroup.collectionGroupNameSlug]],
    numbers: [],
    flags: [],
    sortKeys: [],
  }));
  return buildKindIndex(
    COLLECTION_SCHEMA,
    docs,
    online.map((c) => c.collectionName),
  );
}

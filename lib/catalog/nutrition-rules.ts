// Nutrition rules the catalog must agree with. Sources:
// - daily values: FDA, 2016 Nutrition Facts rule (21 CFR 101.9), adults and children 4+;
// - claims: 21 CFR 101.54 ("good source" 10-19 % DV, "excellent source" 20 % DV or more);
// - lean: 9 CFR 317.362 (per 100 g: fat < 10 g, saturated fat <= 4.5 g, cholesterol < 95 mg);
// - nutrient numbers: USDA SR28 NUTR_DEF.
// This module has no dependencies so the build script, the service and tests share it.

export type NutrientDef = {
  nutrNo: string;
  slug: string;
  name: string;
  unit: 'kcal' | 'g' | 'mg' | 'µg';
  group: 'Proximates' | 'Lipids' | 'Minerals' | 'Vitamins';
  /** FDA daily value, or null where the FDA sets none (energy, mono/poly fat, trans fat, total sugars). */
  dailyValue: number | null;
  /** Whether "good source"/"excellent source" claims apply: nutrients to encourage only
   *  (protein, fiber, vitamins, minerals), never fat, cholesterol, sodium or carbohydrate. */
  claimable: boolean;
  sortOrder: number;
};

export const NUTRIENTS: readonly NutrientDef[] = [
  {
    nutrNo: '208',
    slug: 'calories',
    name: 'Calories',
    unit: 'kcal',
    group: 'Proximates',
    dailyValue: null,
    claimable: false,
    sortOrder: 1,
  },
  {
    nutrNo: '204',
    slug: 'total-fat',
    name: 'Total Fat',
    unit: 'g',
    group: 'Lipids',
    dailyValue: 78,
    claimable: false,
    sortOrder: 2,
  },
  {
    nutrNo: '606',
    slug: 'saturated-fat',
    name: 'Saturated Fat',
    unit: 'g',
    group: 'Lipids',
    dailyValue: 20,
    claimable: false,
    sortOrder: 3,
  },
  {
    nutrNo: '605',
    slug: 'trans-fat',
    name: 'Trans Fat',
    unit: 'g',
    group: 'Lipids',
    dailyValue: null,
    claimable: false,
    sortOrder: 4,
  },
  {
    nutrNo: '645',
    slug: 'monounsaturated-fat',
    name: 'Monounsaturated Fat',
    unit: 'g',
    group: 'Lipids',
    dailyValue: null,
    claimable: false,
    sortOrder: 5,
  },
  {
    nutrNo: '646',
    slug: 'polyunsaturated-fat',
    name: 'Polyunsaturated Fat',
    unit: 'g',
    group: 'Lipids',
    dailyValue: null,
    claimable: false,
    sortOrder: 6,
  },
  {
    nutrNo: '601',
    slug: 'cholesterol',
    name: 'Cholesterol',
    unit: 'mg',
    group: 'Lipids',
    dailyValue: 300,
    claimable: false,
    sortOrder: 7,
  },
  {
    nutrNo: '307',
    slug: 'sodium',
    name: 'Sodium',
    unit: 'mg',
    group: 'Minerals',
    dailyValue: 2300,
    claimable: false,
    sortOrder: 8,
  },
  {
    nutrNo: '205',
    slug: 'total-carbohydrate',
    name: 'Total Carbohydrate',
    unit: 'g',
    group: 'Proximates',
    dailyValue: 275,
    claimable: false,
    sortOrder: 9,
  },
  {
    nutrNo: '291',
    slug: 'dietary-fiber',
    name: 'Dietary Fiber',
    unit: 'g',
    group: 'Proximates',
    dailyValue: 28,
    claimable: true,
    sortOrder: 10,
  },
  {
    nutrNo: '269',
    slug: 'total-sugars',
    name: 'Total Sugars',
    unit: 'g',
    group: 'Proximates',
    dailyValue: null,
    claimable: false,
    sortOrder: 11,
  },
  {
    nutrNo: '203',
    slug: 'protein',
    name: 'Protein',
    unit: 'g',
    group: 'Proximates',
    dailyValue: 50,
    claimable: true,
    sortOrder: 12,
  },
  {
    nutrNo: '303',
    slug: 'iron',
    name: 'Iron',
    unit: 'mg',
    group: 'Minerals',
    dailyValue: 18,
    claimable: true,
    sortOrder: 13,
  },
  {
    nutrNo: '309',
    slug: 'zinc',
    name: 'Zinc',
    unit: 'mg',
    group: 'Minerals',
    dailyValue: 11,
    claimable: true,
    sortOrder: 14,
  },
  {
    nutrNo: '317',
    slug: 'selenium',
    name: 'Selenium',
    unit: 'µg',
    group: 'Minerals',
    dailyValue: 55,
    claimable: true,
    sortOrder: 15,
  },
  {
    nutrNo: '305',
    slug: 'phosphorus',
    name: 'Phosphorus',
    unit: 'mg',
    group: 'Minerals',
    dailyValue: 1250,
    claimable: true,
    sortOrder: 16,
  },
  {
    nutrNo: '306',
    slug: 'potassium',
    name: 'Potassium',
    unit: 'mg',
    group: 'Minerals',
    dailyValue: 4700,
    claimable: true,
    sortOrder: 17,
  },
  {
    nutrNo: '418',
    slug: 'vitamin-b12',
    name: 'Vitamin B12',
    unit: 'µg',
    group: 'Vitamins',
    dailyValue: 2.4,
    claimable: true,
    sortOrder: 18,
  },
  {
    nutrNo: '415',
    slug: 'vitamin-b6',
    name: 'Vitamin B6',
    unit: 'mg',
    group: 'Vitamins',
    dailyValue: 1.7,
    claimable: true,
    sortOrder: 19,
  },
  {
    nutrNo: '406',
    slug: 'niacin',
    name: 'Niacin',
    unit: 'mg',
    group: 'Vitamins',
    dailyValue: 16,
    claimable: true,
    sortOrder: 20,
  },
  {
    nutrNo: '405',
    slug: 'riboflavin',
    name: 'Riboflavin',
    unit: 'mg',
    group: 'Vitamins',
    dailyValue: 1.3,
    claimable: true,
    sortOrder: 21,
  },
  {
    nutrNo: '421',
    slug: 'choline',
    name: 'Choline',
    unit: 'mg',
    group: 'Vitamins',
    dailyValue: 550,
    claimable: true,
    sortOrder: 22,
  },
];

export const NUTRIENT_BY_NO = new Map(NUTRIENTS.map((n) => [n.nutrNo, n]));
export const NUTRIENT_BY_SLUG = new Map(NUTRIENTS.map((n) => [n.slug, n]));

/** Serving sizes of cut nutritionals: the FDA reference amounts (RACC) for meat. */
export const CUT_SERVINGS = {
  raw: { grams: 114, text: '4 oz (114 g) raw, edible portion' },
  cooked: { grams: 85, text: '3 oz (85 g) cooked, edible portion' },
} as const;

export function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** Percent of the FDA daily value, one decimal; 0 where the FDA sets no daily value. */
export function dailyValuePercent(def: NutrientDef, amount: number): number {
  return def.dailyValue ? round((amount / def.dailyValue) * 100, 1) : 0;
}

/** The % DV a label shows for a stored one-decimal % DV: the nearest whole percent (21 CFR
 *  101.9(c)(8)(iii) and (d)(7)(ii), 2016 rule). The claims below are decided from this same
 *  number, so a label never shows 20 % beside a "good source" mark. */
export const labelPercent = (dailyValuePercent: number): number => Math.round(dailyValuePercent);

/** 21 CFR 101.54: good source 10-19 % DV, excellent source 20 % DV or more, per serving,
 *  read on the % DV the label shows (`labelPercent`). */
export function claimFor(def: NutrientDef, amount: number): { isGoodSource: boolean; isExcellentSource: boolean } {
  if (!def.dailyValue || !def.claimable) return { isGoodSource: false, isExcellentSource: false };
  const shown = labelPercent(dailyValuePercent(def, amount));
  return { isGoodSource: shown >= 10 && shown < 20, isExcellentSource: shown >= 20 };
}

/** 9 CFR 317.362 "lean", applied to per-100 g values. */
export function isLeanPer100g(per100g: { fat: number; saturatedFat: number; cholesterol: number }): boolean {
  return per100g.fat < 10 && per100g.saturatedFat <= 4.5 && per100g.cholesterol < 95;
}

/** Scales SR28 per-100 g values to a serving of `grams`. */
export function scalePer100g(per100g: Record<string, number>, grams: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const def of NUTRIENTS) out[def.nutrNo] = ((per100g[def.nutrNo] ?? 0) * grams) / 100;
  return out;
}

/** Display precision per unit, close to label rounding without losing small micronutrients. */
export function displayAmount(def: NutrientDef, amount: number): number {
  if (def.unit === 'kcal') return Math.round(amount);
  if (def.unit === 'µg' || def.unit === 'mg') return round(amount, amount < 10 ? 2 : 1);
  return round(amount, 1);
}

// A record's nutrient list from amounts per serving, and the texts derived from it. FDA daily
// values and claim thresholds live in lib/catalog/nutrition-rules.ts.
import { NUTRIENTS, NUTRIENT_BY_SLUG, claimFor, dailyValuePercent, displayAmount } from '@/lib/catalog/nutrition-rules';

export const DV_BASIS = 'Percent daily values are based on a 2,000 calorie diet (FDA daily values, 2016 rule).';
export const CAL_BASIS = '2,000 calories a day is used for general nutrition advice, but calorie needs vary.';

/** One entry per nutrient the catalog shows, in display order, from amounts keyed by SR28 Nutr_No. */
export function nutrientEntries(amounts: Record<string, number>) {
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
export type NutrientEntry = ReturnType<typeof nutrientEntries>[number];

const joinNames = (names: string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export function nutritionTip(entries: NutrientEntry[], subject: string) {
  const ex = entries.filter((e) => e.isExcellentSource).map((e) => e.usdaNutrient.nutrientDisplayName);
  const good = entries.filter((e) => e.isGoodSource).map((e) => e.usdaNutrient.nutrientDisplayName);
  const parts = [];
  if (ex.length) parts.push(`an excellent source of ${joinNames(ex)}`);
  if (good.length) parts.push(`a good source of ${joinNames(good)}`);
  return parts.length ? `${subject} is ${parts.join(' and ')}.` : '';
}

export const compiledText = (entries: NutrientEntry[]) =>
  entries
    .map(
      (e) =>
        `${e.usdaNutrient.nutrientDisplayName} ${e.unitOfMeasureValue}${e.unitOfMeasure === 'kcal' ? '' : ` ${e.unitOfMeasure}`}${e.dailyValueCalculation ? ` (${Math.round(e.dailyValueCalculation)}% DV)` : ''}`,
    )
    .join('; ');

export const insignificant = (entries: NutrientEntry[]) => {
  const names = entries
    .filter(
      (e) => NUTRIENT_BY_SLUG.get(e.usdaNutrient.nutrientDisplayNameSlug)?.dailyValue && e.dailyValueCalculation < 2,
    )
    .map((e) => e.usdaNutrient.nutrientDisplayName.toLowerCase());
  return names.length ? `Not a significant source of ${joinNames(names)}.` : '';
};

/** Calories, protein and the excellent sources, at most six. */
export const showcase = (entries: NutrientEntry[]) => {
  const pick = entries.filter(
    (e) =>
      e.usdaNutrient.nutrientDisplayNameSlug === 'calories' ||
      e.usdaNutrient.nutrientDisplayNameSlug === 'protein' ||
      e.isExcellentSource,
  );
  return pick.slice(0, 6);
};

// A record's nutrient list from amounts per serving, and the texts derived from it. FDA daily
// values and claim thresholds live in lib/catalog/nutrition-rules.ts.
import { NUTRIENTS, NUTRIENT_BY_SLUG, claimFor, dailyValuePercent, displayAmount } from '@/lib/catalog/nutrition-rules';
import type { Lang } from '@/lib/i18n/dict';
import { dictionary } from '@/lib/i18n/dictionaries';

export const DV_BASIS = 'Percent daily values are based on a 2,000 calorie diet (FDA daily values, 2016 rule).';
export const CAL_BASIS = '2,000 calories a day is used for general nutrition advice, but calorie needs vary.';

/** The words of a nutrition record's texts in the record's language (a Spanish recipe's
 *  nutrition is written in Spanish, like the rest of it); nutrient names in Spanish come from
 *  the site's Spanish dictionary, the same names its label shows. */
export const NUTRITION_WORDS = {
  en: {
    dvBasis: DV_BASIS,
    calBasis: CAL_BASIS,
    source: 'Computed from USDA SR28 ingredient data',
    serving: 'One serving',
    is: 'is',
    and: 'and',
    excellent: 'an excellent source of',
    good: 'a good source of',
    insignificant: 'Not a significant source of',
    dv: 'DV',
    lean: '{pct}% lean',
  },
  es: {
    dvBasis:
      'Los porcentajes del valor diario se basan en una dieta de 2,000 calorías (valores diarios de la FDA, norma de 2016).',
    calBasis:
      'Se usan 2,000 calorías al día como referencia general de nutrición, pero las necesidades de calorías varían.',
    source: 'Calculada con los datos de ingredientes del USDA SR28',
    serving: 'Una porción',
    is: 'es',
    and: 'y',
    excellent: 'una excelente fuente de',
    good: 'una buena fuente de',
    insignificant: 'No es una fuente significativa de',
    dv: 'VD',
    lean: '{pct} % magra',
  },
} satisfies Record<Lang, Record<string, string>>;

/** A nutrient's name in a language; in running Spanish text in lower case ("vitamina B12"). */
function nameIn(e: NutrientEntry, lang: Lang, inText = false): string {
  const name =
    dictionary(lang).nutrition.names[e.usdaNutrient.nutrientDisplayNameSlug] ?? e.usdaNutrient.nutrientDisplayName;
  return inText && lang === 'es' ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

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

const joinNames = (names: string[], and: string) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;

export function nutritionTip(entries: NutrientEntry[], subject: string, lang: Lang = 'en') {
  const w = NUTRITION_WORDS[lang];
  const ex = entries.filter((e) => e.isExcellentSource).map((e) => nameIn(e, lang, true));
  const good = entries.filter((e) => e.isGoodSource).map((e) => nameIn(e, lang, true));
  const parts = [];
  if (ex.length) parts.push(`${w.excellent} ${joinNames(ex, w.and)}`);
  if (good.length) parts.push(`${w.good} ${joinNames(good, w.and)}`);
  return parts.length ? `${subject} ${w.is} ${parts.join(` ${w.and} `)}.` : '';
}

export const compiledText = (entries: NutrientEntry[], lang: Lang = 'en') =>
  entries
    .map(
      (e) =>
        `${nameIn(e, lang)} ${e.unitOfMeasureValue}${e.unitOfMeasure === 'kcal' ? '' : ` ${e.unitOfMeasure}`}${e.dailyValueCalculation ? ` (${Math.round(e.dailyValueCalculation)}% ${NUTRITION_WORDS[lang].dv})` : ''}`,
    )
    .join('; ');

export const insignificant = (entries: NutrientEntry[], lang: Lang = 'en') => {
  const names = entries
    .filter(
      (e) => NUTRIENT_BY_SLUG.get(e.usdaNutrient.nutrientDisplayNameSlug)?.dailyValue && e.dailyValueCalculation < 2,
    )
    .map((e) => nameIn(e, lang).toLowerCase());
  return names.length ? `${NUTRITION_WORDS[lang].insignificant} ${joinNames(names, NUTRITION_WORDS[lang].and)}.` : '';
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

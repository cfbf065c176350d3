import type { NutrientView } from '@/lib/api/views';
import type { Lang } from '@/lib/i18n/dict';
import { dictionaries, formatNumber } from '@/lib/i18n/dictionaries';
import { fill } from '@/lib/i18n/fill';

// How a Nutrition Facts label declares amounts and % DV: FDA rounding rules, 21 CFR 101.9(c)
// (and the FDA Food Labeling Guide, Appendix H). The service's amounts stay as stored; only
// the label rounds, so the cut and compare pages and the print read the same numbers.

/** A declared amount: a number, or "less than" a threshold. */
export type LabelAmount = { value: number; lessThan?: boolean };

const nearest = (x: number, step: number) => Math.round(x / step) * step;
/** Rounds without float noise (0.30000000000000004 → 0.3). */
const tidy = (x: number) => Number(x.toFixed(2));

/** Fat, saturated fat, trans fat (101.9(c)(2)): below 0.5 g → 0; below 5 g → nearest 0.5 g; else 1 g. */
const fat = (g: number): LabelAmount => ({ value: g < 0.5 ? 0 : g < 5 ? nearest(g, 0.5) : Math.round(g) });
/** Carbohydrate, fiber, sugars, protein (101.9(c)(6), (7)): below 0.5 g → 0; below 1 g → "less than
 *  1 g"; else nearest 1 g. */
const grams = (g: number): LabelAmount =>
  g < 0.5 ? { value: 0 } : g < 1 ? { value: 1, lessThan: true } : { value: Math.round(g) };
/** Sodium and potassium (101.9(c)(4), (c)(8)(iv)): below 5 mg → 0; 5-140 mg → nearest 5 mg; more → nearest 10 mg. */
const sodium = (mg: number): LabelAmount => ({ value: mg < 5 ? 0 : mg <= 140 ? nearest(mg, 5) : nearest(mg, 10) });

/** The rule per nutrient. Vitamins and minerals declared in absolute amounts take the
 *  increments of 101.9(c)(8)(iv)'s table (iron, zinc, niacin 0.1 mg; B6, riboflavin 0.01 mg;
 *  B12 0.01 mcg; selenium 1 mcg; calcium, phosphorus, choline, potassium 10 mg). */
const RULES: Record<string, (x: number) => LabelAmount> = {
  calories: (k) => ({ value: k < 5 ? 0 : k <= 50 ? nearest(k, 5) : nearest(k, 10) }),
  'total-fat': fat,
  'saturated-fat': fat,
  'trans-fat': fat,
  'monounsaturated-fat': fat,
  'polyunsaturated-fat': fat,
  // 101.9(c)(3): below 2 mg → 0; 2-5 mg → "less than 5 mg"; more → nearest 5 mg.
  cholesterol: (mg) => (mg < 2 ? { value: 0 } : mg <= 5 ? { value: 5, lessThan: true } : { value: nearest(mg, 5) }),
  sodium,
  potassium: (mg) => ({ value: nearest(mg, 10) }),
  'total-carbohydrate': grams,
  'dietary-fiber': grams,
  'total-sugars': grams,
  'added-sugars': grams,
  protein: grams,
  iron: (mg) => ({ value: tidy(nearest(mg, 0.1)) }),
  zinc: (mg) => ({ value: tidy(nearest(mg, 0.1)) }),
  niacin: (mg) => ({ value: tidy(nearest(mg, 0.1)) }),
  'vitamin-b6': (mg) => ({ value: tidy(nearest(mg, 0.01)) }),
  riboflavin: (mg) => ({ value: tidy(nearest(mg, 0.01)) }),
  thiamin: (mg) => ({ value: tidy(nearest(mg, 0.01)) }),
  'vitamin-b12': (mcg) => ({ value: tidy(nearest(mcg, 0.01)) }),
  'vitamin-d': (mcg) => ({ value: tidy(nearest(mcg, 0.1)) }),
  selenium: (mcg) => ({ value: Math.round(mcg) }),
  calcium: (mg) => ({ value: nearest(mg, 10) }),
  phosphorus: (mg) => ({ value: nearest(mg, 10) }),
  choline: (mg) => ({ value: nearest(mg, 10) }),
};

/** Nutrients an upstream may name that the table does not know: one decimal, as the
 *  service gives most minerals. */
const fallback = (x: number): LabelAmount => ({ value: tidy(nearest(x, 0.1)) });

/** The amount a label declares for a nutrient (21 CFR 101.9(c)). */
export const labelAmount = (n: Pick<NutrientView, 'slug' | 'amount'>): LabelAmount =>
  (RULES[n.slug] ?? fallback)(n.amount);

/** A nutrient's amount as a label writes it: "210" calories, "1,020 mg", "less than 5 mg",
 *  in the page's language and its number format. */
export function nutrientAmount(n: Pick<NutrientView, 'slug' | 'amount' | 'unit'>, lang: Lang = 'en'): string {
  const { value, lessThan } = labelAmount(n);
  const text = `${formatNumber(lang, value)}${n.unit === 'kcal' ? '' : ` ${n.unit}`}`;
  return lessThan ? fill(dictionaries[lang].nutrition.lessThan, { amount: text }) : text;
}

/** Vitamins and minerals take coarser % DV steps than the macronutrients. */
const MICRO = new Set([
  'iron',
  'zinc',
  'niacin',
  'vitamin-b6',
  'riboflavin',
  'thiamin',
  'vitamin-b12',
  'vitamin-d',
  'selenium',
  'calcium',
  'phosphorus',
  'choline',
  'potassium',
]);

/** The % DV a label declares (101.9(c)(8)(iii) and (d)(7)(ii)): the nearest whole percent for
 *  the macronutrients; for vitamins and minerals below 2 % → 0, up to 10 % the nearest 2 %, up
 *  to 50 % the nearest 5 %, above that the nearest 10 %. The good/excellent marks are the
 *  service's (101.54), decided on the whole percent (lib/catalog/nutrition-rules.ts). */
export function labelPercent(n: Pick<NutrientView, 'slug' | 'dv'>): number {
  if (!MICRO.has(n.slug)) return Math.round(n.dv);
  const p = n.dv;
  if (p < 2) return 0;
  if (p <= 10) return nearest(p, 2);
  if (p <= 50) return nearest(p, 5);
  return nearest(p, 10);
}

/** The % DV as the label shows it ("20%"), in the page's language's number format; empty where
 *  the FDA sets no daily value. */
export const dvPercent = (n: Pick<NutrientView, 'slug' | 'dv'>, lang: Lang = 'en') =>
  n.dv ? `${formatNumber(lang, labelPercent(n))}%` : '';

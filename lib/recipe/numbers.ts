// Writing the numbers of a recipe: kitchen fractions ("1-1/2", "3/8"), never a runaway
// decimal. (Reading them is ./read-number.ts, which only the server needs.)
import { formatQuantity } from 'format-quantity';
import type { Lang } from '@/lib/recipe/units';

const WORDS: Record<Lang, string[]> = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  es: ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'],
};

/** A count written as a word, as the recipe wrote it ("two 6-ounce cans", "en dos tandas").
 *  Spanish one is "un" or "una" by the noun's gender, which the number does not know: it is
 *  written "1" ("en 1 tanda", never "en uno tanda"). */
export const numberWord = (n: number, lang: Lang): string | undefined =>
  Number.isInteger(n) && n >= 1 && n <= 10 && !(lang === 'es' && n === 1) ? WORDS[lang][n] : undefined;

/** Fractions a kitchen measures with, per unit kind. */
const EIGHTHS = [0, 1 / 8, 1 / 4, 1 / 3, 3 / 8, 1 / 2, 5 / 8, 2 / 3, 3 / 4, 7 / 8, 1];
const QUARTERS = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];
const HALVES = [0, 1 / 2, 1];
/** Spoons come in halves, quarters and eighths, never thirds (./spoons.ts). */
const SPOON_EIGHTHS = [0, 1 / 8, 1 / 4, 3 / 8, 1 / 2, 5 / 8, 3 / 4, 7 / 8, 1];
const SPOON_QUARTERS = [0, 1 / 4, 1 / 2, 3 / 4, 1];

export type Precision = 'eighths' | 'quarters' | 'halves' | 'whole' | 'spoon-eighths' | 'spoon-quarters';
const STEPS: Record<Exclude<Precision, 'whole'>, number[]> = {
  eighths: EIGHTHS,
  quarters: QUARTERS,
  halves: HALVES,
  'spoon-eighths': SPOON_EIGHTHS,
  'spoon-quarters': SPOON_QUARTERS,
};

/** Rounds to the nearest fraction a cook can measure at this precision. */
export function kitchenRound(value: number, precision: Precision): number {
  if (precision === 'whole') return Math.round(value);
  const whole = Math.floor(value);
  const frac = value - whole;
  let best = 0;
  for (const f of STEPS[precision]) if (Math.abs(f - frac) < Math.abs(best - frac)) best = f;
  return whole + best;
}

/** "1-1/2", "3/8", "12", "2-2/3": the value is already kitchen-rounded. */
export function formatAmount(value: number): string {
  if (Number.isInteger(value)) return String(value);
  return formatQuantity(value, { tolerance: 0.01 })!.replace(' ', '-');
}

/** Metric amounts: whole numbers, or one decimal below 10 ("2.5 g", "0.6 ml"). es-US writes
 *  decimals with a point too. */
export function formatDecimal(value: number): string {
  return String(value >= 10 ? Math.round(value) : Math.round(value * 10) / 10);
}

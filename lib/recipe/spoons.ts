// The measuring spoons and cups a US kitchen owns, and an amount below a tablespoon written as
// fills of them. A written amount a cook cannot fill ("3/8 teaspoon", "1/3 teaspoon") is split
// into spoons ("1/4 teaspoon plus 1/8 teaspoon"). 3/4 teaspoon stays one measure: it is on
// 6- and 8-piece spoon sets and is how US recipes write it (17 of our catalog's lines do).
import { kitchenRound } from '@/lib/recipe/numbers';

/** Teaspoon measures, in teaspoons. 1/2 and 1 tablespoon are 1-1/2 and 3. */
export const TEASPOON_SPOONS = [1 / 8, 1 / 4, 1 / 2, 3 / 4, 1] as const;
/** Tablespoon measures, in tablespoons. */
export const TABLESPOON_SPOONS = [1 / 2, 1] as const;
/** Cup measures, in cups. */
export const CUP_MEASURES = [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1] as const;

const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** A teaspoon amount a cook fills with whole teaspoons and at most one smaller spoon. */
export const fillsInTeaspoons = (tsp: number) =>
  [0, ...TEASPOON_SPOONS].some((s) => near(tsp - Math.floor(tsp + 1e-9), s % 1));

/** An amount under a tablespoon in teaspoons, rounded to an eighth below one teaspoon and a
 *  quarter above (a quarter teaspoon is lost in a heaped one), as one or two measures.
 *  Below one teaspoon the eighths a set has no spoon for are the spoon below plus 1/8. */
export function smallSpoons(tsp: number): number[] {
  const rounded = Math.max(1 / 8, tsp < 1 ? kitchenRound(tsp, 'spoon-eighths') : kitchenRound(tsp, 'spoon-quarters'));
  if (fillsInTeaspoons(rounded)) return [rounded];
  return [rounded - 1 / 8, 1 / 8];
}

/** The nearest single measure to an amount under a tablespoon (a range's end, where "plus"
 *  would make "1/4 teaspoon plus 1/8 teaspoon to 1/2 teaspoon" unreadable). */
export function nearestSpoon(tsp: number): number {
  const rounded = Math.max(1 / 8, tsp < 1 ? kitchenRound(tsp, 'spoon-eighths') : kitchenRound(tsp, 'spoon-quarters'));
  if (fillsInTeaspoons(rounded)) return rounded;
  const whole = Math.floor(rounded);
  const candidates = [0, ...TEASPOON_SPOONS].map((s) => whole + s).filter((v) => v > 0);
  return candidates.reduce((best, c) => (Math.abs(Math.log(c / tsp)) < Math.abs(Math.log(best / tsp)) ? c : best));
}

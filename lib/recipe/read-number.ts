// Reading the numbers of a recipe: digits, decimals, fractions in the US recipe style
// ("1-1/2"), Unicode vulgar fractions and number words; numeric-quantity does the digits.
import { numericQuantity } from 'numeric-quantity';

const WORD_VALUE = new Map<string, number>(
  [
    ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
    ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'],
  ].flatMap((list) => list.map((w, i) => [w, i] as const)),
);
WORD_VALUE.set('un', 1).set('una', 1).set('half', 0.5).set('medio', 0.5).set('media', 0.5);

/** A number as a recipe writes it, or NaN. */
export function readNumber(text: string): number {
  const t = text.trim().toLowerCase();
  const word = WORD_VALUE.get(t);
  if (word !== undefined) return word;
  // "1-1/2" is one and a half in US recipes; numeric-quantity reads "1 1/2".
  return numericQuantity(t.replace(/^(\d+)-(\d+\/\d+)$/, '$1 $2'));
}

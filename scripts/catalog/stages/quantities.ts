// Reads the amounts of every ingredient line (lib/recipe/parse.ts, the parser the site scales
// and converts with) and fails the build on a line it cannot read: a number left over in the
// text, a quantity field the text does not carry, or a quantitydouble that disagrees with it.
// Every numeric quantity gets its quantitydouble here. Every count in a step ("4 equal
// portions", "2 baking sheets") must be one lib/recipe/step-counts.ts marks as following the
// yield or not, so the method scales with the list; a count it does not know fails the build.
import { parseLine, parseProse, strayNumbers, type LineModel, type QuantityToken } from '@/lib/recipe/parse';
import { readNumber } from '@/lib/recipe/read-number';
import { UNIT_WORDS, UNITS } from '@/lib/recipe/units';
import type { Needs } from '@/scripts/catalog/stages/context';

export type LineQuantity = { model: LineModel; quantitydouble: number | null };
/** Per recipe slug, per ingredient line in order. */
export type LineQuantities = Map<string, LineQuantity[]>;

const unitOfMeasurement = (m: string | undefined) =>
  m ? UNIT_WORDS.en.find((u) => u.word.toLowerCase() === m.trim().toLowerCase())?.id : undefined;

export function lineQuantities(ctx: Needs<'parsed'>): LineQuantities {
  const out: LineQuantities = new Map();
  for (const { file, v: r } of ctx.parsed.recipes) {
    const lang = r.isSpanish ? 'es' : 'en';
    for (const [i, step] of r.instructions.entries()) {
      for (const [field, text] of [
        ['text', step.text],
        ['cookTip', step.cookTip],
      ] as const) {
        if (!text) continue;
        for (const s of parseProse(text, lang)) {
          if (typeof s !== 'object' || s.t !== 'q' || !s.unmarked) continue;
          ctx.err(
            file,
            `instructions.${i}.${field}`,
            `the count "${s.text}" in "${text}" is not marked as scaling with the servings or not: add its noun to lib/recipe/step-counts.ts or reword`,
          );
        }
      }
    }
    out.set(
      r.slug,
      r.ingredients.map((l, i) => {
        const field = `ingredients.${i}`;
        const model = parseLine(l.text, lang);
        for (const n of strayNumbers(model.segments)) {
          ctx.err(file, `${field}.text`, `cannot read the amount "${n}" in "${l.text}"`);
        }
        const main = model.segments.find((s): s is QuantityToken => typeof s === 'object' && s.t === 'q' && !!s.main);
        let quantitydouble = l.quantitydouble ?? null;
        if (l.quantity !== undefined) {
          const q = readNumber(l.quantity);
          if (!Number.isFinite(q)) ctx.err(file, `${field}.quantity`, `"${l.quantity}" is not a number`);
          else if (quantitydouble === null) quantitydouble = q;
          else if (Math.abs(quantitydouble - q) > 0.005)
            ctx.err(file, `${field}.quantitydouble`, `${quantitydouble} disagrees with quantity "${l.quantity}"`);
          if (!main) ctx.err(file, `${field}.text`, `"${l.text}" states no amount, but quantity is "${l.quantity}"`);
        }
        // A measured line's quantity and measurement are the amount its text starts with.
        const unit = unitOfMeasurement(l.measurement);
        if (main?.unit && unit && UNITS[main.unit].dim === UNITS[unit].dim && quantitydouble !== null && !l.basis) {
          // A range ("1/2 to 1 teaspoon") may state any amount within it, for its nutrition.
          const [lo, hi] = [main.amount.min, main.amount.max].map((a) => a * UNITS[main.unit!].factor);
          const stated = quantitydouble * UNITS[unit].factor;
          if (stated < lo! * 0.98 || stated > hi! * 1.02) {
            ctx.err(
              file,
              `${field}.quantity`,
              `the text says "${main.text}" but quantity and measurement say ${l.quantity} ${l.measurement}`,
            );
          }
        }
        return { model, quantitydouble };
      }),
    );
  }
  return out;
}

// One unit kind per ingredient between the list and the steps: where metric weighs a line
// ("5 g cornstarch"), a step's spoon or cup of the same ingredient ("1 teaspoon cornstarch") is
// weighed with that line's grams per teaspoon, not turned into millilitres. A step names its
// ingredient in the words after the amount; a name two lines with different weights share,
// or one a liquid line shares, leaves the amount in millilitres (the step does not say which).
import type { LineModel, QuantityToken, Segment } from '@/lib/recipe/parse';
import { UNITS, type Lang } from '@/lib/recipe/units';

/** A line as the list weighs it (lib/api/views.ts LineScaling) and the thing it measures. */
export type WeighedLine = { item: string; model: LineModel; grams: number | null; liquid: boolean };

const words = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .match(/\p{L}+/gu) ?? [];

const LEAD = new Set(['of', 'the', 'de', 'del', 'la', 'el', 'los', 'las']);

/** Grams per teaspoon of a line metric weighs, or null (a liquid, a count, no weight). */
function density(line: WeighedLine): number | null {
  if (line.liquid || !line.grams) return null;
  const main = line.model.segments.find((s): s is QuantityToken => typeof s === 'object' && s.t === 'q' && !!s.main);
  if (!main?.unit || UNITS[main.unit].dim !== 'volume') return null;
  return line.grams / (main.amount.max * UNITS[main.unit].factor);
}

/** The names a step may use for a line: its whole item, and its head noun with the word before
 *  it ("brown sugar" for "packed brown sugar"); Spanish names its thing first. */
function keysOf(item: string, lang: Lang): string[] {
  const w = words(item);
  if (!w.length) return [];
  const head = lang === 'es' ? w.slice(0, 2) : w.slice(-2);
  const one = lang === 'es' ? w.slice(0, 1) : w.slice(-1);
  return [...new Set([w.join(' '), head.join(' '), one.join(' ')])];
}

/** The words a step says after an amount, up to the end of its phrase ("cornstarch" in "1
 *  teaspoon cornstarch and let stand"). */
function phraseAfter(text: string): string {
  const phrase = words(text.split(/[,.;:()]|\s(?:and|y|or|o|with|con|until|hasta)\s/)[0] ?? '');
  while (phrase.length && LEAD.has(phrase[0]!)) phrase.shift();
  return ` ${phrase.slice(0, 5).join(' ')} `;
}

/** A step's segments with the grams per teaspoon of each volume the list weighs. */
export function weighStepAmounts(segments: Segment[], lines: WeighedLine[], lang: Lang): Segment[] {
  const known = lines.map((l) => ({ keys: keysOf(l.item, lang), density: density(l) }));
  return segments.map((s, i) => {
    if (typeof s !== 'object' || s.t !== 'q' || !s.unit || UNITS[s.unit].dim !== 'volume') return s;
    const next = segments[i + 1];
    if (typeof next !== 'string') return s;
    const phrase = phraseAfter(next);
    // The lines named by the longest key the phrase holds.
    let best = 0;
    let named: (number | null)[] = [];
    for (const k of known) {
      const len = Math.max(0, ...k.keys.filter((key) => phrase.includes(` ${key} `)).map((key) => key.length));
      if (len === 0 || len < best) continue;
      if (len > best) [best, named] = [len, []];
      named.push(k.density);
    }
    const d = named[0];
    if (!d || named.some((x) => x === null || Math.abs(x - d) > 0.1 * d)) return s;
    return { ...s, gramsPerTsp: d };
  });
}

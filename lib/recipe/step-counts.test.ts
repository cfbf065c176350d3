// Counts in the method: the issue 26 examples, and every step of every recipe of the catalog at
// half, double and four times its servings.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { parseProse, type QuantityToken } from '@/lib/recipe/parse';
import { hasUnmarkedCounts, renderProse } from '@/lib/recipe/render';
import { readCount } from '@/lib/recipe/step-counts';
import { UNITS, UNIT_WORDS } from '@/lib/recipe/units';

const step = (text: string, factor: number, lang: 'en' | 'es' = 'en', beside = false) =>
  renderProse(parseProse(text, lang), { factor, system: 'us', beside }, lang);

describe('counts in a step follow the servings', () => {
  it('scales portions, patties, bowls, plates and batches', () => {
    expect(step('Divide the ground chuck into 4 equal portions and shape each into a patty.', 2)).toBe(
      'Divide the ground chuck into 8 equal portions and shape each into a patty.',
    );
    expect(step('Shape the ground sirloin gently into 2 patties about 1 inch thick.', 2)).toBe(
      'Shape the ground sirloin gently into 4 patties about 1 inch thick.',
    );
    expect(step('Divide the rice among 4 bowls.', 1 / 4)).toBe('Divide the rice among 1 bowl.');
    expect(step('Toss the greens and divide among 4 plates.', 3 / 4)).toBe(
      'Toss the greens and divide among 3 plates.',
    );
    expect(step('Dora la carne en dos tandas, sin amontonarla.', 2, 'es')).toBe(
      'Dora la carne en cuatro tandas, sin amontonarla.',
    );
    expect(step('Divide into 12 portions.', 1 / 2)).toBe('Divide into 6 portions.');
    // Spanish one agrees with its noun (un, una), which the number does not know: a figure.
    expect(step('Dora la carne en dos tandas, sin amontonarla.', 1 / 4, 'es')).toBe(
      'Dora la carne en aprox. 1 tanda, sin amontonarla.',
    );
  });
  it('rounds to whole things with "about"', () => {
    expect(step('Shape into 8 patties.', 5 / 8 / 2)).toBe('Shape into about 3 patties.');
  });
  it('keeps pans, tools, sides and what each gets', () => {
    expect(step('Line 2 baking sheets with parchment.', 2)).toBe('Line 2 baking sheets with parchment.');
    expect(step('Shred with 2 forks.', 2)).toBe('Shred with 2 forks.');
    expect(step('Fry 2 steaks at a time 3 to 4 minutes per side.', 2)).toBe(
      'Fry 2 steaks at a time 3 to 4 minutes per side.',
    );
    expect(step('Fill each roll with 3 meatballs.', 2)).toBe('Fill each roll with 3 meatballs.');
    expect(step('Plan on 2 tortillas and a 3-ounce scoop per guest.', 2)).toBe(
      'Plan on 2 tortillas and a 3-ounce scoop per guest.',
    );
  });
  it('leaves an unmarked count as written, and beside a marked one writes the scaled count', () => {
    const upstream = 'Cut into 6 wedgies, then divide among 4 bowls.';
    expect(hasUnmarkedCounts(parseProse(upstream, 'en'))).toBe(true);
    expect(step(upstream, 2, 'en', true)).toBe('Cut into 6 wedgies, then divide among 4 (now 8) bowls.');
    expect(step('Divide among 4 bowls.', 2, 'es', true)).toBe('Divide among 4 (ahora 8) bowls.');
  });
  it('reads what a count counts', () => {
    expect(readCount('', ' equal portions and shape')).toMatchObject({ kind: 'scales', noun: 'portions' });
    expect(readCount('', ' minutes')).toBeUndefined();
    expect(readCount('', ' wedgies')).toMatchObject({ kind: 'unmarked' });
  });
});

const catalog = JSON.parse(readFileSync(join(process.cwd(), '.catalog/catalog.json'), 'utf8')) as CatalogSnapshot;
const steps = catalog.recipes
  .filter((r) => r.isOnline)
  .flatMap((r) =>
    r.instructions.map((s) => ({
      recipe: r.recipeNameSlug,
      lang: r.isSpanishRecipe ? ('es' as const) : ('en' as const),
      text: s.instructionText,
    })),
  );

describe(`every step of the catalog (${steps.length} steps)`, () => {
  it('marks every count it finds', () => {
    expect(steps.filter((s) => hasUnmarkedCounts(parseProse(s.text, s.lang))).map((s) => s.text)).toEqual([]);
  });

  it('never restates a counted amount of the list, which would not scale ("los 2 dientes de ajo")', () => {
    // "the 2 garlic cloves", "los 2 dientes de ajo": the list's own amount named again with its
    // article; the list scales, the step would not. Counts per item ("2 slices on each") are
    // not restatements.
    const words = (lang: 'en' | 'es') =>
      UNIT_WORDS[lang]
        .filter((u) => UNITS[u.id].dim === 'count')
        .map((u) => u.word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('|');
    const restated = steps.filter((s) =>
      new RegExp(String.raw`\b(?:the|los|las|el|la)\s+\d+(?:-\d+/\d+|/\d+)?\s+(?:${words(s.lang)})\b`, 'iu').test(
        s.text,
      ),
    );
    expect(restated.map((s) => `${s.recipe}: ${s.text}`)).toEqual([]);
  });

  it.each([0.5, 2, 4])('writes each marked count ×%s in whole things, in proportion, with its noun agreeing', (f) => {
    const bad: string[] = [];
    for (const s of steps) {
      const prose = parseProse(s.text, s.lang);
      const counts = prose.filter((x): x is QuantityToken => typeof x === 'object' && x.t === 'q' && !!x.prose);
      if (!counts.length) continue;
      const out = renderProse(prose, { factor: f, system: 'us' }, s.lang);
      if (/NaN|undefined|\buno\s+\p{L}/u.test(out)) bad.push(`${s.recipe}: ${out}`);
      for (const c of counts) {
        const want = Math.max(1, Math.round(c.amount.max * f));
        const i = prose.indexOf(c);
        const noun = prose[i + 2];
        const form =
          typeof noun === 'object' && noun.t === 'noun' ? (want > 1 ? noun.forms.other : noun.forms.one) : '';
        if (!out.includes(`${want}${prose[i + 1] as string}${form}`) && !c.word) bad.push(`${s.recipe} ×${f}: ${out}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

// Every ingredient line of every recipe of the catalog, at one serving, half, double, four
// times and in metric, through the same view code the recipe page uses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipeView } from '@/lib/api/views';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { parseLine, strayNumbers, type QuantityToken } from '@/lib/recipe/parse';
import { renderLine } from '@/lib/recipe/render';
import { UNITS } from '@/lib/recipe/units';

const catalog = JSON.parse(readFileSync(join(process.cwd(), '.catalog/catalog.json'), 'utf8')) as CatalogSnapshot;
const recipes = catalog.recipes.filter((r) => r.isOnline).map((r) => recipeView(r));

type Case = {
  recipe: string;
  lang: 'en' | 'es';
  yieldCount: number;
  line: ReturnType<typeof recipeView>['ingredientGroups'][number]['lines'][number];
};
const cases: Case[] = recipes.flatMap((r) =>
  r.ingredientGroups.flatMap((g) =>
    g.lines.map((line) => ({
      recipe: r.slug,
      lang: r.isSpanish ? ('es' as const) : ('en' as const),
      yieldCount: r.servingsCount,
      line,
    })),
  ),
);

const mainOf = (text: string, lang: 'en' | 'es') =>
  parseLine(text, lang).segments.find((s): s is QuantityToken => typeof s === 'object' && s.t === 'q' && !!s.main);
/** A main amount in its dimension's base unit (teaspoons, grams, centimetres, items). */
const baseOf = (q: QuantityToken) => q.amount.max * (q.unit ? UNITS[q.unit].factor : 1);

describe(`every ingredient line of the catalog (${cases.length} lines)`, () => {
  it('covers the whole catalog', () => {
    expect(cases.length).toBeGreaterThan(2200);
  });

  it('reads every number of every line', () => {
    const stray = cases.flatMap((c) =>
      strayNumbers(c.line.scaling.model.segments).map((n) => `${c.recipe}: ${n} in ${c.line.text}`),
    );
    expect(stray).toEqual([]);
  });

  const factors = (c: Case) => [1 / c.yieldCount, 0.5, 2, 4];
  it('writes no NaN, undefined or runaway decimal at 1 serving, ½×, 2×, 4× and in metric', () => {
    const bad: string[] = [];
    for (const c of cases) {
      const outs = [
        ...factors(c).map((f) => renderLine(c.line.scaling.model, { ...c.line.scaling, factor: f, system: 'us' })),
        renderLine(c.line.scaling.model, { ...c.line.scaling, factor: 1, system: 'metric' }),
        renderLine(c.line.scaling.model, { ...c.line.scaling, factor: 2, system: 'metric' }),
      ];
      for (const o of outs) if (/NaN|undefined|Infinity|\d\.\d{2,}|\(\s*\)/.test(o)) bad.push(`${c.recipe}: ${o}`);
    }
    expect(bad).toEqual([]);
  });

  it('keeps every measure at kitchen precision (never below 1/8 teaspoon) and proportional within its rounding', () => {
    const bad: string[] = [];
    for (const c of cases) {
      const main = mainOf(c.line.text, c.lang);
      if (!main || !main.unit || UNITS[main.unit].dim !== 'volume' || UNITS[main.unit].system !== 'us') continue;
      for (const f of factors(c)) {
        const out = renderLine(c.line.scaling.model, { ...c.line.scaling, factor: f, system: 'us' });
        if (/a pinch|una pizca/.test(out)) continue;
        const got = mainOf(out, c.lang);
        if (!got?.unit) {
          bad.push(`${c.recipe} ×${f}: no measure in "${out}"`);
          continue;
        }
        const tsp = baseOf(got);
        const want = baseOf(main) * f;
        if (tsp < 1 / 8 - 1e-9) bad.push(`${c.recipe} ×${f}: "${out}" is below 1/8 teaspoon`);
        // Rounding to the unit's steps (1/8 teaspoon, 1/4 tablespoon, 1/4 cup) and to a whole
        // measure at the smallest end, never more than that.
        const step = got.unit === 'teaspoon' ? 1 / 8 : got.unit === 'tablespoon' ? 3 / 4 : got.unit === 'cup' ? 6 : 48;
        if (Math.abs(tsp - want) > Math.max(step, 0.13 * want)) bad.push(`${c.recipe} ×${f}: "${out}" for ${want} tsp`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('scales counts to whole items or halves, in proportion', () => {
    const bad: string[] = [];
    for (const c of cases) {
      const main = mainOf(c.line.text, c.lang);
      if (!main || (main.unit && UNITS[main.unit].dim !== 'count')) continue;
      for (const f of [2, 4]) {
        const out = renderLine(c.line.scaling.model, { ...c.line.scaling, factor: f, system: 'us' });
        const got = mainOf(out, c.lang);
        if (!got) {
          bad.push(`${c.recipe} ×${f}: "${out}"`);
          continue;
        }
        if (Math.abs(got.amount.max - main.amount.max * f) > 0.5) bad.push(`${c.recipe} ×${f}: "${out}"`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('leaves no US unit in metric but the one parenthesised original, and weighs dry goods', () => {
    const bad: string[] = [];
    for (const c of cases) {
      const { scaling } = c.line;
      for (const f of [1, 2]) {
        const out = renderLine(scaling.model, { ...scaling, factor: f, system: 'metric' });
        const tokens = parseLine(out, c.lang).segments.filter(
          (s): s is QuantityToken => typeof s === 'object' && s.t === 'q',
        );
        const us = tokens.filter((q) => q.unit && UNITS[q.unit].system === 'us');
        const original = us.length === 1 && /\(\s*$/.test(out.slice(0, out.indexOf(us[0]!.text)));
        if (us.length > 1 || (us.length === 1 && !original)) bad.push(`${c.recipe}: "${out}"`);
        const main = mainOf(c.line.text, c.lang);
        const volume = main?.unit && UNITS[main.unit].dim === 'volume';
        if (
          volume &&
          !scaling.liquid &&
          scaling.grams &&
          !/^(?:about |aprox\. |unos |unas )?[\d.]+(?: to [\d.]+| a [\d.]+)? k?g\b/i.test(out)
        ) {
          bad.push(`${c.recipe} (dry, weighed): "${out}"`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});

// Every step of every recipe of the catalog: cook mode's "You need" (the view the page renders,
// read from the wire's text alone) lists exactly the lines the recipe source authors for it,
// with the share of a divided line, and writes that share at half, double and in metric.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipeView } from '@/lib/api/views';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { parseLine, type QuantityToken } from '@/lib/recipe/parse';
import { renderShare } from '@/lib/recipe/render';
import { UNITS } from '@/lib/recipe/units';
import { readSources } from '@/scripts/catalog/read-sources';
import { recipeSource } from '@/scripts/catalog/source-schema';
import { lineRefs } from '@/scripts/catalog/stages/step-uses';

const catalog = JSON.parse(readFileSync(join(process.cwd(), '.catalog/catalog.json'), 'utf8')) as CatalogSnapshot;
const sources = new Map(
  readSources().sources.recipes.map((f) => {
    const r = recipeSource.parse(f.data);
    return [r.slug, r] as const;
  }),
);

const mainOf = (text: string, lang: 'en' | 'es') =>
  parseLine(text, lang).segments.find((s): s is QuantityToken => typeof s === 'object' && s.t === 'q' && !!s.main);
const baseOf = (q: QuantityToken) => q.amount.max * (q.unit ? UNITS[q.unit].factor : 1);

type Case = {
  recipe: string;
  step: number;
  lang: 'en' | 'es';
  found: { line: number; part?: number }[];
  authored: { line: number; part?: number }[];
};
const cases: Case[] = catalog.recipes.flatMap((record) => {
  const r = sources.get(record.recipeNameSlug)!;
  const lang = r.isSpanish ? ('es' as const) : ('en' as const);
  const refs = lineRefs(r);
  const steps = recipeView(record).instructionGroups.flatMap((g) => g.steps);
  return r.instructions.map((s, step) => ({
    recipe: r.slug,
    step,
    lang,
    found: steps[step]!.uses,
    authored: s.uses
      .map((u) => {
        const line = refs.get(typeof u === 'string' ? u : u.line)!;
        if (typeof u === 'string') return { line };
        const part = baseOf(mainOf(u.amount, lang)!) / baseOf(mainOf(r.ingredients[line]!.text, lang)!);
        return part < 0.98 ? { line, part } : { line };
      })
      .sort((a, b) => a.line - b.line),
  }));
});

describe(`"You need" on every step of the catalog (${cases.length} steps)`, () => {
  it('covers every step of every recipe', () => {
    expect(cases.length).toBe([...sources.values()].reduce((n, r) => n + r.instructions.length, 0));
    expect(cases.length).toBeGreaterThan(800);
  });

  it.each(cases)('$recipe step $step lists exactly the authored lines and shares', ({ found, authored }) => {
    expect(found.map((u) => u.line)).toEqual(authored.map((u) => u.line));
    found.forEach((u, k) => expect(u.part ?? 1).toBeCloseTo(authored[k]!.part ?? 1, 1));
  });

  const shares = cases.flatMap((c) =>
    c.found.flatMap((u) => (u.part === undefined ? [] : [{ ...c, line: u.line, part: u.part }])),
  );
  const views = new Map(catalog.recipes.map((r) => [r.recipeNameSlug, recipeView(r)]));
  it.each(shares)('$recipe step $step writes its share of line $line at 1/2x, 2x and in metric', (c) => {
    const line = views.get(c.recipe)!.ingredientGroups.flatMap((g) => g.lines)[c.line]!;
    const s = line.scaling;
    const own = mainOf(line.text, c.lang)!;
    for (const factor of [0.5, 2]) {
      const written = renderShare(s.model, c.part, {
        factor,
        system: 'us',
        grams: s.grams,
        liquid: s.liquid,
        split: s.split,
      });
      expect(written).not.toMatch(/NaN|undefined|divid/);
      // "1 tablespoon plus 2 teaspoons": the amount written, both parts, within kitchen rounding.
      const segments = parseLine(written, c.lang).segments;
      const amounts = segments.filter((x): x is QuantityToken => typeof x === 'object' && x.t === 'q' && !!x.unit);
      const said = amounts.slice(0, /\b(?:plus|más)\b/.test(written) ? 2 : 1).reduce((t, q) => t + baseOf(q), 0);
      expect(said / (baseOf(own) * c.part * factor)).toBeGreaterThan(0.8);
      expect(said / (baseOf(own) * c.part * factor)).toBeLessThan(1.25);
    }
    const metric = renderShare(s.model, c.part, {
      factor: 1,
      system: 'metric',
      grams: s.grams,
      liquid: s.liquid,
      split: s.split,
    });
    expect(metric).not.toMatch(/NaN|undefined|divid/);
    // A metric measure first (a spoon may follow in parentheses).
    expect(metric).toMatch(/^\D*\d[\d.,/-]* (?:g|kg|ml|l)\b/);
  });
});

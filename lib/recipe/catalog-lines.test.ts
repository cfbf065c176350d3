// Every ingredient line of every recipe of the catalog, at one serving, half, double, four
// times and in metric, through the same view code the recipe page uses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipeView } from '@/lib/api/views';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { parseLine, parseProse, strayNumbers, type QuantityToken } from '@/lib/recipe/parse';
import { renderLine, renderProse } from '@/lib/recipe/render';
import { nearestSpoon, smallSpoons } from '@/lib/recipe/spoons';
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
/** The main measure of a written line in teaspoons, its "plus" part included ("1/4 cup plus 2
 *  tablespoons" is 18). */
function measuredOf(text: string, lang: 'en' | 'es'): { tsp: number; unit: QuantityToken['unit'] } | undefined {
  const segments = parseLine(text, lang).segments;
  let i = segments.findIndex((s) => typeof s === 'object' && s.t === 'q' && s.main);
  if (i < 0) return undefined;
  // A range: its larger end ("2 teaspoons to 1 tablespoon plus 1 teaspoon").
  const end = segments[i + 2];
  if (/^\s*(?:to|a)\s*$/.test(String(segments[i + 1])) && typeof end === 'object' && end.t === 'q') i += 2;
  const main = segments[i] as QuantityToken;
  if (!main.unit) return undefined;
  const plus = segments[i + 2];
  const more =
    /^\s*(?:plus|más)\s*$/.test(String(segments[i + 1])) && typeof plus === 'object' && plus.t === 'q' ? plus : null;
  return { tsp: baseOf(main) + (more ? baseOf(more) : 0), unit: more?.unit ?? main.unit };
}

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
        if (/a pinch|una pizca|a few drops|unas gotas/.test(out)) continue;
        const got = measuredOf(out, c.lang);
        if (!got?.unit) {
          bad.push(`${c.recipe} ×${f}: no measure in "${out}"`);
          continue;
        }
        const { tsp } = got;
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
        // Below a gram no scale reads it: spoons alone, or a pinch.
        const spoonsOnly = /^(?:[\d/-]+ (?:de )?(?:teaspoons?|cucharaditas?)|a pinch|una pizca)\b/.test(out);
        const us = tokens.filter((q) => q.unit && UNITS[q.unit].system === 'us');
        const original =
          us.length >= 1 &&
          us.length <= 2 &&
          /\(\s*$/.test(out.slice(0, out.indexOf(us[0]!.text))) &&
          (us.length === 1 || /\s(?:plus|más)\s/.test(out));
        if (!spoonsOnly && us.length > 0 && !original) bad.push(`${c.recipe}: "${out}"`);
        if (spoonsOnly) continue;
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

/** Measures and counts no cook would use, found in a written line. */
const UNMEASURABLE: [string, RegExp][] = [
  ['more than 3 teaspoons', /(?:^|[\s(])(?:[4-9]|\d{2,})(?:-\d+\/\d+)? (?:teaspoons|cucharaditas)\b/],
  ['more than 4 tablespoons', /(?:^|[\s(])(?:[5-9]|\d{2,}|4-\d+\/\d+)(?:-\d+\/\d+)? (?:tablespoons|cucharadas)\b/],
  [
    'a part of something a cook cannot split',
    /(?:^|[\s(])(?:\d+-)?\d+\/\d+ (?:cloves?|dientes?|eggs?|huevos?|buns?|tortillas?|bay lea|hojas? de laurel|steaks?|bistecs?)\b/,
  ],
  ['decimal grams or millilitres below one', /(?:^|[\s(])0\.\d+ (?:g|ml)\b/],
  // Spoons and cups a kitchen owns (./spoons.ts): no "3/8 teaspoon", "1/3 teaspoon", "1/4 tablespoon".
  [
    'a teaspoon fraction no spoon measures',
    /(?:^|[\s(])(?:\d+-)?(?:3\/8|5\/8|7\/8|1\/3|2\/3)(?: de)? (?:teaspoons?|cucharaditas?)\b/,
  ],
  [
    'a tablespoon fraction other than a half',
    /(?:^|[\s(])(?:\d+-)?(?:1\/4|3\/4|1\/3|2\/3|\d\/8)(?: de)? (?:tablespoons?|cucharadas?)\b/,
  ],
  ['a cup fraction in eighths', /(?:^|[\s(])(?:\d+-)?\d\/8(?: de)? (?:cups?|tazas?)\b/],
  // "a pinch of cayenne pepper", "una pizca de pimienta".
  ['a pinch, dash or drops without "of"', /\b(?:pinch|pinches|dash|dashes|drops) (?!of\b)\p{L}/u],
  ['una pizca, un chorrito o unas gotas sin "de"', /\b(?:pizcas?|chorritos?|gotas) (?!de\b)\p{L}/u],
];

describe('the spoons a line is written in', () => {
  it('splits what no spoon measures into the spoons that do', () => {
    expect(smallSpoons(3 / 8)).toEqual([1 / 4, 1 / 8]);
    expect(smallSpoons(5 / 8)).toEqual([1 / 2, 1 / 8]);
    expect(smallSpoons(1 / 3)).toEqual([1 / 4, 1 / 8]);
    expect(smallSpoons(3 / 4)).toEqual([3 / 4]);
    expect(smallSpoons(1.3)).toEqual([1.25]);
    expect(nearestSpoon(3 / 8)).toBe(1 / 2);
    expect(nearestSpoon(0.3)).toBe(1 / 4);
  });
  it('writes them in both languages', () => {
    const at = (text: string, lang: 'en' | 'es', factor: number) =>
      renderLine(parseLine(text, lang), { factor, system: 'us' });
    // beef-breakfast-sausage-patties at 4 servings of 8.
    expect(at('3/4 teaspoon salt', 'en', 1 / 2)).toBe('1/4 teaspoon plus 1/8 teaspoon salt');
    expect(at('3/4 de cucharadita de sal', 'es', 1 / 2)).toBe('1/4 de cucharadita más 1/8 de cucharadita de sal');
    expect(at('1/8 teaspoon cayenne pepper', 'en', 1 / 4)).toBe('a pinch of cayenne pepper');
    expect(at('1/8 de cucharadita de pimienta de cayena', 'es', 1 / 4)).toBe('una pizca de pimienta de cayena');
    expect(at('1 pinch cayenne pepper', 'en', 2)).toBe('2 pinches of cayenne pepper');
    expect(at('1/4 to 3/4 teaspoon red pepper flakes', 'en', 1 / 2)).toBe('1/8 to 1/2 teaspoon red pepper flakes');
  });
});

describe('every ingredient line, written as a cook measures it', () => {
  const outs = cases.flatMap((c) =>
    [
      ...[0.5, 2, 4, 1 / c.yieldCount].map((f) => ({ f, system: 'us' as const })),
      ...[0.5, 1, 2, 4].map((f) => ({ f, system: 'metric' as const })),
    ].map(({ f, system }) => ({
      c,
      f,
      system,
      out: renderLine(c.line.scaling.model, { ...c.line.scaling, factor: f, system }),
    })),
  );

  it.each(UNMEASURABLE)('never writes %s', (_name, re) => {
    expect(outs.filter((o) => re.test(o.out)).map((o) => `${o.c.recipe} ×${o.f} ${o.system}: ${o.out}`)).toEqual([]);
  });

  it('never repeats an amount in its own parentheses', () => {
    const repeated = /^(?:about |aprox\. )?(\S+ \S+).*\((?:about |aprox\. )?\1\)/;
    expect(outs.filter((o) => repeated.test(o.out)).map((o) => `${o.c.recipe} ×${o.f}: ${o.out}`)).toEqual([]);
  });

  it('writes one weight where a line gives its volume’s own in parentheses', () => {
    // "4 cups broccoli florets (about 12 ounces)": the line's 12 ounces, not a second weight
    // converted from the cups ("365 g (4 cups) broccoli florets (about 340 g)").
    const own = outs.filter(
      (o) =>
        o.system === 'metric' &&
        /^[\d/ -]+(?:cups?|tablespoons?|teaspoons?|tazas?|cucharadas?|cucharaditas?)\b[^(]*\((?:about |unas |unos )?[\d/ -]+(?:ounces?|pounds?|onzas?|libras?)\)/.test(
          o.c.line.text,
        ),
    );
    expect(own.length).toBeGreaterThanOrEqual(8);
    const twice = own.filter((o) => (o.out.match(/\d (?:g|kg)\b/g) ?? []).length !== 1);
    expect(twice.map((o) => `${o.c.recipe} ×${o.f}: ${o.out}`)).toEqual([]);
    const broccoli = own.find((o) => o.c.recipe === 'beef-and-broccoli-stir-fry' && o.f === 1)!;
    expect(broccoli.out).toBe('340 g (4 cups) broccoli florets');
  });

  it('keeps the alternatives a line offers ("(o 3 elotes …)")', () => {
    const lost = outs.filter((o) => /\((?:or|o) /.test(o.c.line.text) && !/\((?:or|o) /.test(o.out));
    expect(lost.map((o) => `${o.c.recipe} ×${o.f}: ${o.c.line.text} → ${o.out}`)).toEqual([]);
  });

  it('writes less than one item that can be cut in proportion (within a factor of 1.5)', () => {
    const bad: string[] = [];
    for (const { c, f, out, system } of outs) {
      if (system !== 'us' || c.line.scaling.split !== 'half') continue;
      const main = mainOf(c.line.text, c.lang);
      if (!main || main.unit || main.amount.max * f >= 0.75) continue;
      const got = mainOf(out, c.lang);
      if (!got || got.unit) continue;
      const want = main.amount.max * f;
      // A sixteenth is the smallest share a cook cuts.
      const ratio = got.amount.max / Math.max(want, 1 / 16);
      if (ratio > 1.5 || ratio < 1 / 1.5) bad.push(`${c.recipe} ×${f}: ${c.line.text} → ${out}`);
    }
    expect(bad).toEqual([]);
  });
});

describe('every step of the catalog, written as a cook measures it', () => {
  const steps = catalog.recipes
    .filter((r) => r.isOnline)
    .flatMap((r) =>
      r.instructions.map((st) => ({
        recipe: r.recipeNameSlug,
        lang: r.isSpanishRecipe ? ('es' as const) : ('en' as const),
        prose: parseProse(st.instructionText, r.isSpanishRecipe ? 'es' : 'en'),
      })),
    );
  const outs = steps.flatMap((st) =>
    [
      ...[0.5, 2, 4].map((f) => ({ f, system: 'us' as const })),
      ...[0.5, 1, 2, 4].map((f) => ({ f, system: 'metric' as const })),
    ].map(({ f, system }) => ({ st, f, system, out: renderProse(st.prose, { factor: f, system }, st.lang) })),
  );
  it.each(UNMEASURABLE)('never writes %s', (_name, re) => {
    expect(outs.filter((o) => re.test(o.out)).map((o) => `${o.st.recipe} ×${o.f} ${o.system}: ${o.out}`)).toEqual([]);
  });
});

describe('Spanish agreement after scaling', () => {
  const spanish = cases.filter((c) => c.lang === 'es');
  it('agrees a step’s article with the measure after it, scaled or in metric', () => {
    const steps = catalog.recipes
      .filter((r) => r.isOnline && r.isSpanishRecipe)
      .flatMap((r) =>
        r.instructions.map((st) => ({ recipe: r.recipeNameSlug, prose: parseProse(st.instructionText, 'es') })),
      );
    // "la 3 g de sal", "la 2 cucharaditas", "las 1/2 taza": the article of the measure as written in the source.
    const disagreeing =
      /\b(?:la|las) (?:aprox\. )?[\d.]+ (?:g|kg|ml|l)\b|\bel (?:aprox\. )?(?!1 )[\d.]+ (?:g|kg|ml|l)\b|\bla [\d/-]+ (?:de )?(?:cucharaditas|cucharadas|tazas)\b|\blas [\d/-]+ (?:de )?(?:cucharadita|cucharada|taza)\b/i;
    let measured = 0;
    const bad: string[] = [];
    for (const st of steps) {
      for (const [factor, system] of [
        [1, 'us'],
        [0.5, 'us'],
        [2, 'us'],
        [4, 'us'],
        [0.5, 'metric'],
        [1, 'metric'],
        [2, 'metric'],
      ] as const) {
        const out = renderProse(st.prose, { factor, system }, 'es');
        if (/\b(?:el|la|los|las) [\d/.-]+ (?:de )?\p{L}/u.test(out)) measured++;
        if (disagreeing.test(out)) bad.push(`${st.recipe} ×${factor} ${system}: ${out}`);
      }
    }
    expect(measured).toBeGreaterThan(0);
    expect(bad).toEqual([]);
  });

  it('agrees the noun and the participle after the comma with the amount', () => {
    const bad: string[] = [];
    for (const c of spanish) {
      for (const f of [0.5, 2, 4, 1 / c.yieldCount]) {
        const out = renderLine(c.line.scaling.model, { ...c.line.scaling, factor: f, system: 'us' });
        const main = mainOf(out, 'es');
        if (!main) continue;
        const one = main.amount.max <= 1;
        // "1 diente de ajo, picados", "1 taza de caldo de res, divididas", "1 huevo duro, picados";
        // after a plural ingredient the participle is its own ("1 taza de aceitunas, picadas").
        const pluralIngredient = !!main.unit && /^[^,(]*? de \p{L}+s\b/u.test(out);
        if (one && !pluralIngredient && /^[^,(]*, \p{L}+(?:ados|idos|adas|idas)\b/u.test(out))
          bad.push(`${c.recipe} ×${f}: ${out}`);
        // "2 dientes de ajo, picado" after a count (a unit's singular participle names the ingredient)
        if (!one && !main.unit && /^[^,(]*, \p{L}+(?:ado|ido|ada|ida)\b/u.test(out))
          bad.push(`${c.recipe} ×${f}: ${out}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('agrees a participle after grams or millilitres with the ingredient, not the cup it replaced', () => {
    const bad: string[] = [];
    let checked = 0;
    for (const c of spanish) {
      for (const f of [0.5, 1, 2, 4]) {
        const out = renderLine(c.line.scaling.model, { ...c.line.scaling, factor: f, system: 'metric' });
        // "700 ml de caldo de res, divididas" was the cup's agreement; the caldo is "dividido".
        const m = /^[\d.]+(?: a [\d.]+)? (?:ml|l|g|kg) (?:\([^)]*\) )?de (\p{L}+)[^,]*, (\p{L}+)\b/u.exec(out);
        if (!m || !/(?:ad|id)[oa]s?$/.test(m[2]!)) continue;
        checked++;
        const ingredientPlural = /s$/.test(m[1]!);
        if (/s$/.test(m[2]!) !== ingredientPlural) bad.push(`${c.recipe} ×${f}: ${out}`);
        if (m[1] === 'caldo' && !/o$/.test(m[2]!)) bad.push(`${c.recipe} ×${f}: ${out}`);
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(bad).toEqual([]);
  });
});

describe('the rest of every recipe in metric: tip, serving size, description, yield, step tips', () => {
  const texts = catalog.recipes
    .filter((r) => r.isOnline)
    .flatMap((r) => {
      const lang = r.isSpanishRecipe ? ('es' as const) : ('en' as const);
      return [
        r.kitchenTip,
        r.servingSize,
        r.recipeDescription,
        r.numberOfServings,
        ...r.instructions.map((s) => s.cookTip),
      ]
        .filter(Boolean)
        .map((text) => ({ recipe: r.recipeNameSlug, lang, text }));
    });
  it('leaves no US measure, inch or °F in any of them', () => {
    const bad: string[] = [];
    let converted = 0;
    for (const t of texts) {
      const out = renderProse(parseProse(t.text, t.lang), { factor: 1, system: 'metric' }, t.lang);
      if (out !== t.text) converted++;
      const left = parseProse(out, t.lang).filter(
        (s) => typeof s === 'object' && ((s.t === 'q' && !!s.unit && UNITS[s.unit].system === 'us') || s.t === 'temp'),
      );
      // A pinch, a dash or a clove is the same in both systems.
      if (left.length || /°F/.test(out)) bad.push(`${t.recipe}: ${out}`);
    }
    expect(bad).toEqual([]);
    expect(converted).toBeGreaterThan(200);
  });
});

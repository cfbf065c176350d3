// The recipe's doneness chooser over the whole catalog: which recipes get one (a whole cut cooked
// to a doneness by the recipe's own method), and what it offers (the cut calculator's one table).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calculatorOptions } from '@/components/cut/format';
import { donenessGuidelines } from '@/components/recipe/recipe-doneness';
import { cutView, recipeView } from '@/lib/api/views';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { cookingMethodKey } from '@/lib/cooking/cooking-method';
import { CHEF_DONENESS, CHEF_ROAST_DONENESS, isRoasting, isSearing } from '@/lib/cooking/doneness';
import { recipeLang } from '@/lib/i18n/dictionaries';
import { es } from '@/lib/i18n/es';

const catalog = JSON.parse(readFileSync(join(process.cwd(), '.catalog/catalog.json'), 'utf8')) as CatalogSnapshot;
const cuts = new Map(catalog.cuts.filter((c) => c.isOnline).map((c) => [c.ingredientNameSlug, cutView(c)]));
const found = catalog.recipes
  .filter((r) => r.isOnline)
  .map((r) => recipeView(r))
  .map((recipe) => ({
    recipe,
    found: donenessGuidelines(
      recipe,
      recipe.beefCuts.map((ref) => ({ ref, cut: cuts.get(ref.slug) ?? null })),
    ),
  }));

describe('a recipe offers the donenesses of its steak or roast', () => {
  const offered = found.filter((f) => f.found);
  it('finds the recipes whose beef is a whole cut cooked to a doneness by their own method', () => {
    expect(offered.length).toBeGreaterThan(10);
    for (const { recipe, found: f } of offered) {
      const methods = recipe.attributes.find((a) => a.typeSlug === 'cooking-method')!.values.map((v) => v.slug);
      expect(
        f!.guidelines.every((g) => methods.includes(g.method.toLowerCase().replace(/\s+/g, '-'))),
        recipe.slug,
      ).toBe(true);
      // Ground beef is never offered a doneness: 160 °F is its only one.
      expect(cuts.get(f!.ref.slug)!.categories.some((c) => c.slug === 'ground-beef')).toBe(false);
    }
  });

  it('offers a seared steak the five chef’s donenesses, opening on the USDA-safe one, the rest marked below it', () => {
    const steaks = offered.filter((f) => f.found!.guidelines.some((g) => isSearing(g.method) && g.thicknessInches));
    expect(steaks.length).toBeGreaterThan(3);
    for (const { found: f } of steaks) {
      const options = calculatorOptions(f!.guidelines, false).filter((o) => isSearing(o.method));
      const first = options.filter((o) => o.method === options[0]!.method && o.size === options[0]!.size);
      expect(first.map((o) => o.doneness)).toEqual(Object.values(CHEF_DONENESS).map((d) => d.name));
      const safe = first.find((o) => o.isDefault)!;
      expect(safe.belowUsda).toBe(false);
      expect(safe.usda).toEqual({ f: 145, restMinutes: 3 });
      expect(first.filter((o) => o.belowUsda).map((o) => o.doneness)).toEqual(['Rare', 'Medium Rare', 'Medium']);
    }
  });

  it('offers a roast the five chef’s donenesses for roasts, pulled lower, opening on the USDA-safe one', () => {
    // An oven roast: a record with a weight and an oven temperature (the time model needs it; a
    // smoker's record with none keeps the service's records).
    const roasts = offered.filter((f) =>
      f.found!.guidelines.some((g) => isRoasting(g.method) && g.weightOunces && g.ovenF),
    );
    expect(roasts.length).toBeGreaterThanOrEqual(5);
    for (const { recipe, found: f } of roasts) {
      const options = calculatorOptions(
        f!.guidelines.filter((g) => g.ovenF),
        false,
      ).filter((o) => isRoasting(o.method));
      const first = options.filter((o) => o.size === options[0]!.size);
      expect(
        first.map((o) => o.doneness),
        recipe.slug,
      ).toEqual(Object.values(CHEF_DONENESS).map((d) => d.name));
      expect(first.map((o) => o.pull)).toEqual(
        Object.values(CHEF_ROAST_DONENESS).map(({ pullF: [a, b] }) => (a === b ? `${a} °F` : `${a}–${b} °F`)),
      );
      expect(first.filter((o) => o.isDefault).map((o) => o.doneness)).toEqual(['Well Done']);
      expect(first.filter((o) => !o.belowUsda).map((o) => o.doneness)).toEqual(['Well Done']);
    }
  });

  it('offers none to a braise or a ground-beef recipe', () => {
    for (const { recipe, found: f } of found) {
      if (!f) continue;
      expect(
        f.guidelines.some((g) => /fork/i.test(g.doneness)),
        recipe.slug,
      ).toBe(false);
    }
    const burgers = found.filter((x) =>
      x.recipe.beefCuts.some((c) => cuts.get(c.slug)?.categories.some((k) => k.slug === 'ground-beef')),
    );
    expect(burgers.length).toBeGreaterThan(0);
    expect(
      burgers.filter((b) => b.found && cuts.get(b.found.ref.slug)?.categories.some((k) => k.slug === 'ground-beef')),
    ).toEqual([]);
  });
});

describe('a Spanish recipe’s doneness chooser', () => {
  const spanish = found.filter((f) => f.recipe.isSpanish && f.found);
  // English words the calculator would write were a Spanish page to fall back on them.
  const english =
    /\b(inch|inches|rare|medium|well|done|oven|smoker|heat|direct|indirect|hr|grill|broil|skillet|roast|smoke)\b/i;

  it('is offered where the recipe’s method (in Spanish) has the cut’s guidelines', () => {
    expect(spanish.map((f) => f.recipe.slug).length).toBeGreaterThanOrEqual(3);
    for (const { recipe } of spanish) {
      const names = recipe.attributes.find((a) => a.typeSlug === 'cooking-method')!.values.map((v) => v.name);
      expect(
        names.some((n) => english.test(n)),
        recipe.slug,
      ).toBe(false);
    }
  });

  it('writes every method, size, heat, time and doneness in Spanish', () => {
    for (const { recipe, found: f } of spanish) {
      const options = calculatorOptions(f!.guidelines, false, es.guidelines.words);
      expect(options.length, recipe.slug).toBeGreaterThan(0);
      for (const o of options) {
        for (const text of [o.method, o.size, o.heat, o.doneness, o.time, o.estimatedFrom ?? '']) {
          expect(text, `${recipe.slug}: ${text}`).not.toMatch(english);
        }
      }
      const steak = options.filter((o) => /pulgada/.test(o.size));
      if (steak.length) {
        const first = steak.filter((o) => o.method === steak[0]!.method && o.size === steak[0]!.size);
        expect(first.map((o) => o.doneness)).toEqual([
          'Poco cocido',
          'Medio rojo',
          'Término medio',
          'Tres cuartos',
          'Bien cocido',
        ]);
      }
    }
  });

  it('has a Spanish heat text for every heat text of the catalog’s guidelines', () => {
    const texts = new Set([...cuts.values()].flatMap((c) => c.guidelines.map((g) => g.grillingMethod.trim())));
    for (const text of texts) if (text) expect(es.guidelines.words.heat?.[text.toLowerCase()], text).toBeTruthy();
  });

  it('writes every size, heat and temperature in metric for a metric reader, each size its own choice', () => {
    const all = found.filter((f) => f.found).map((f) => ({ ...f, lang: recipeLang(f.recipe) }));
    expect(all.some((f) => f.lang === 'es') && all.some((f) => f.lang === 'en')).toBe(true);
    for (const { recipe, found: f, lang } of all) {
      const words = lang === 'es' ? es.guidelines.words : undefined;
      const us = calculatorOptions(f!.guidelines, false, words, { system: 'us', lang });
      const metric = calculatorOptions(f!.guidelines, false, words, { system: 'metric', lang });
      // The same choices, by the same keys, so a choice holds when the reader switches units.
      expect(
        metric.map((o) => [o.method, o.size, o.doneness]),
        recipe.slug,
      ).toEqual(us.map((o) => [o.method, o.size, o.doneness]));
      for (const o of metric) {
        for (const text of [o.sizeLabel, o.heat, o.pull, o.final, o.estimatedFrom ?? '']) {
          expect(text, `${recipe.slug}: ${text}`).not.toMatch(
            /°F|\binch|pulgada|\blb\b|\boz\b|\d\s*(?:pounds?|ounces?|libras?|onzas?)\b/i,
          );
        }
        expect(o.pull, recipe.slug).toMatch(/^\d+(–\d+)? °C$/);
      }
      for (const method of new Set(metric.map((o) => o.method))) {
        const sizes = new Map(metric.filter((o) => o.method === method).map((o) => [o.size, o.sizeLabel]));
        expect(new Set(sizes.values()).size, `${recipe.slug}: ${[...sizes.values()].join(', ')}`).toBe(sizes.size);
      }
    }
  });

  it('matches an upstream’s Spanish method slug and name to the guideline’s English method', () => {
    expect(cookingMethodKey('A la parrilla')).toBe('grill');
    expect(cookingMethodKey('a-la-parrilla')).toBe('grill');
    expect(cookingMethodKey('ASADO AL HORNO')).toBe('roast');
    expect(cookingMethodKey('en-sarten')).toBe('skillet');
    expect(cookingMethodKey('Pan Broil')).toBe('pan-broil');
    const { recipe } = spanish[0]!;
    const upstream = {
      ...recipe,
      attributes: recipe.attributes.map((a) =>
        a.typeSlug === 'cooking-method'
          ? { ...a, values: a.values.map((v) => ({ name: v.name, slug: v.name.toLowerCase().replace(/\s+/g, '-') })) }
          : a,
      ),
    };
    expect(upstream.attributes.find((a) => a.typeSlug === 'cooking-method')!.values[0]!.slug).not.toMatch(english);
    const again = donenessGuidelines(
      upstream,
      recipe.beefCuts.map((ref) => ({ ref, cut: cuts.get(ref.slug) ?? null })),
    );
    expect(again?.guidelines).toEqual(spanish[0]!.found!.guidelines);
  });
});

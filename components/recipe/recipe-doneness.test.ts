// The recipe's doneness chooser over the whole catalog: which recipes get one (a whole cut cooked
// to a doneness by the recipe's own method), and what it offers (the cut calculator's one table).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calculatorOptions } from '@/components/cut/format';
import { donenessGuidelines } from '@/components/recipe/recipe-doneness';
import { cutView, recipeView } from '@/lib/api/views';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { CHEF_DONENESS, isSearing } from '@/lib/cooking/doneness';

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

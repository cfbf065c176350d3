import { describe, expect, it } from 'vitest';
import { recipeTotals } from '@/scripts/catalog/stages/recipe-totals';
import { builtContext, fileOf, fixtureSources, type FixtureData } from '@/scripts/catalog/stages/test-fixtures';

function totals(edit?: (d: FixtureData) => void) {
  const ctx = builtContext(fixtureSources(edit));
  return { ...recipeTotals(ctx), errors: ctx.errors };
}
const RUB = fileOf('recipes', 'garlic-rub');
const GRILLED = fileOf('recipes', 'grilled-chuck-roll');

// Garlic (SR28 11215): 149 kcal per 100 g, a clove weighs 3 g, a cup 136 g (48 teaspoons).
// Beef (SR28 13364): 203 kcal per 100 g; a pound is 453.59237 g.
const RUB_GRAMS = 4 * 3 + 136 / 48;
const RUB_KCAL = (149 * RUB_GRAMS) / 100;
const POUND = 453.59237;

describe('recipeTotals', () => {
  it('weighs counted portions and volumes from SR28 portions, and masses directly', () => {
    const t = totals();
    expect(t.errors).toEqual([]);
    expect(t.totals.get('garlic-rub')!['208']).toBeCloseTo(RUB_KCAL, 9);
    expect(t.totals.get('grilled-chuck-roll')!['208']).toBeCloseTo((203 * 2 * POUND) / 100 + RUB_KCAL / 2, 9);
  });

  it('weighs a line by its basis, and counts only the consumed fraction', () => {
    const t = totals((d) => {
      d.recipes[1]!.ingredients[0] = {
        text: '2 chuck roll steaks',
        ref: 'chuck-roll',
        quantitydouble: 2,
        measurement: 'steaks',
        basis: { amount: 8, unit: 'oz' },
        consumedFraction: 0.5,
      };
    });
    expect(t.totals.get('grilled-chuck-roll')!['208']).toBeCloseTo(
      (203 * 8 * 28.349523125 * 0.5) / 100 + RUB_KCAL / 2,
      9,
    );
  });

  it('collects allergens through sub-recipes', () => {
    const t = totals((d) => void (d.ingredients[0]!.allergens = ['sesame']));
    expect([...t.allergens.get('garlic-rub')!]).toEqual(['sesame']);
    expect([...t.allergens.get('grilled-chuck-roll')!]).toEqual(['sesame']);
  });

  it('reports a measurement it cannot weigh', () => {
    const t = totals((d) => void (d.recipes[0]!.ingredients[0]!.measurement = 'bunches'));
    expect(t.errors).toEqual([
      {
        file: RUB,
        field: 'ingredients.0.measurement',
        message:
          'cannot weigh "bunches" of "garlic": add it to portions in data/ingredients/garlic.yaml, or use a mass or volume measurement',
      },
    ]);
  });

  it('needs a mass or a basis for beef', () => {
    const t = totals((d) => void (d.recipes[1]!.ingredients[0]!.measurement = 'steaks'));
    expect(t.errors).toEqual([
      {
        file: GRILLED,
        field: 'ingredients.0.measurement',
        message: 'beef "chuck-roll" measured in "steaks": use a mass measurement or add basis {amount, unit}',
      },
    ]);
  });

  it('needs a measurement with a quantity', () => {
    const t = totals((d) => void delete d.recipes[0]!.ingredients[1]!.measurement);
    expect(t.errors).toEqual([
      {
        file: RUB,
        field: 'ingredients.1.measurement',
        message: 'a line with a quantity needs a measurement (or a basis)',
      },
    ]);
  });

  it('needs a volume portion that is a volume', () => {
    const t = totals((d) => void (d.ingredients[0]!.volumePortion = 'clove'));
    expect(t.errors).toEqual([
      {
        file: RUB,
        field: 'ingredients.1.measurement',
        message: 'volumePortion "clove" of "garlic" is not a cup/tbsp/tsp/fl oz portion',
      },
    ]);
  });

  it('reports recipes that use each other', () => {
    const t = totals((d) =>
      d.recipes[0]!.ingredients.push({ text: 'a little chuck roll', recipe: 'grilled-chuck-roll', batchFraction: 0.1 }),
    );
    expect(t.errors).toEqual([
      {
        file: GRILLED,
        field: 'ingredients',
        message: 'recipes use each other in a loop: grilled-chuck-roll → garlic-rub → grilled-chuck-roll',
      },
    ]);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { labelRows } from '@/components/nutrition/label-rows';
import { NutritionFactsDual } from '@/components/nutrition/nutrition-facts-dual';
import type { NutrientView, NutritionView } from '@/lib/api/views';

const nutrient = (slug: string, name: string, amount: number, unit: string, dv = 0): NutrientView => ({
  slug,
  name,
  amount,
  unit,
  dv,
  good: false,
  excellent: dv >= 20,
});
const view = (
  kind: 'cooked' | 'raw',
  nutrients: NutrientView[],
  extra: Partial<NutritionView> = {},
): NutritionView => ({
  kind,
  description: '',
  servingText: kind === 'cooked' ? '3 oz (85 g) cooked' : '4 oz (113 g) raw',
  foodName: `Beef, test cut, ${kind}`,
  nutrients,
  tip: '',
  insignificant: '',
  dvBasis: 'Percent daily values are based on a 2,000 calorie diet.',
  calorieBasis: '',
  source: 'USDA SR28, NDB 1',
  note: '',
  leanGroundBeef: '',
  ...extra,
});

// An upstream may give the two views different nutrients, in its own order.
const cooked = view('cooked', [
  nutrient('zinc', 'Zinc', 7.1, 'mg', 65),
  nutrient('protein', 'Protein', 28, 'g', 56),
  nutrient('calories', 'Calories', 160, 'kcal'),
  nutrient('total-fat', 'Total Fat', 6, 'g', 8),
]);
const raw = view('raw', [
  nutrient('total-fat', 'Total Fat', 5, 'g', 6),
  nutrient('calories', 'Calories', 150, 'kcal'),
  nutrient('iron', 'Iron', 2.4, 'mg', 13),
  nutrient('protein', 'Protein', 25, 'g', 50),
]);

describe('labelRows', () => {
  it('puts the FDA main nutrients first in its order, then the rest in the order the views list them', () => {
    expect(labelRows([cooked, raw])).toEqual({
      main: ['total-fat', 'protein'],
      micro: ['zinc', 'iron'],
      hasCalories: true,
    });
  });
  it('leaves the unsaturated fats and calories out of the rows', () => {
    const v = view('raw', [
      nutrient('monounsaturated-fat', 'Monounsaturated Fat', 2, 'g'),
      nutrient('sodium', 'Sodium', 60, 'mg', 3),
    ]);
    expect(labelRows([v])).toEqual({ main: ['sodium'], micro: [], hasCalories: false });
  });
});

describe('NutritionFactsDual', () => {
  const html = renderToStaticMarkup(<NutritionFactsDual cooked={cooked} raw={raw} />);
  // Each row as its cells' texts.
  const rows = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) =>
      cell[1]!
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  );
  const row = (name: string) => rows.find((r) => r[0] === name);

  it('draws one label: the columns cooked and raw, their servings and calories in the head', () => {
    expect(html.match(/Nutrition Facts/g)).toHaveLength(1);
    expect(rows.slice(0, 3)).toEqual([
      ['Nutrient', 'Cooked', 'Raw'],
      ['Serving size', '3 oz (85 g) cooked', '4 oz (113 g) raw'],
      ['Calories', '160', '150'],
    ]);
  });

  // % DV as the label rounds it (amount.ts): 65 is 70 in a vitamin's or mineral's 10-point steps.
  it('gives each nutrient one row with an amount and % DV per column, empty where a view lacks it', () => {
    expect(row('Total Fat')).toEqual(['Total Fat', '6 g 8%', '5 g 6%']);
    expect(row('Protein')).toEqual(['Protein', '28 g 56% Excellent source', '25 g 50% Excellent source']);
    expect(row('Zinc')).toEqual(['Zinc', '7.1 mg 70% Excellent source', '']);
    expect(row('Iron')).toEqual(['Iron', '', '2.4 mg 15%']);
  });

  it('writes the daily value basis once when both columns share it, and each column its own source', () => {
    expect(html.match(/Percent daily values/g)).toHaveLength(1);
    expect(html).toContain('<b>Cooked:</b> Source: USDA SR28, NDB 1 (Beef, test cut, cooked).');
    expect(html).toContain('<b>Raw:</b> Source: USDA SR28, NDB 1 (Beef, test cut, raw).');
  });
});

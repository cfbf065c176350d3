import { describe, expect, it } from 'vitest';
import { dvPercent, labelAmount, labelPercent, nutrientAmount } from '@/components/nutrition/amount';

// 21 CFR 101.9(c): one row per rule and boundary.
const amounts: [slug: string, amount: number, value: number, lessThan?: boolean][] = [
  ['sodium', 4.9, 0],
  ['sodium', 5, 5],
  ['sodium', 73.7, 75],
  ['sodium', 140, 140],
  ['sodium', 141, 140],
  ['sodium', 1015.6, 1020],
  ['cholesterol', 1.9, 0],
  ['cholesterol', 2, 5, true],
  ['cholesterol', 5, 5, true],
  ['cholesterol', 73.7, 75],
  ['cholesterol', 71.2, 70],
  ['total-fat', 0.4, 0],
  ['total-fat', 2.74, 2.5],
  ['total-fat', 4.8, 5],
  ['total-fat', 12.6, 13],
  ['saturated-fat', 0.5, 0.5],
  ['protein', 0.4, 0],
  ['protein', 0.7, 1, true],
  ['protein', 26.4, 26],
  ['total-carbohydrate', 31.5, 32],
  ['calories', 4, 0],
  ['calories', 47, 45],
  ['calories', 213, 210],
  ['iron', 4.69, 4.7],
  ['zinc', 5.04, 5],
  ['vitamin-b12', 2.346, 2.35],
  ['selenium', 24.6, 25],
  ['potassium', 356, 360],
  ['phosphorus', 214, 210],
  ['some-upstream-mineral', 1.234, 1.2],
];

describe('label amounts (FDA rounding)', () => {
  it.each(amounts)('%s %d → %d', (slug, amount, value, lessThan) => {
    expect(labelAmount({ slug, amount })).toEqual(lessThan ? { value, lessThan } : { value });
  });
  it('write them in the page language, calories without a unit', () => {
    expect(nutrientAmount({ slug: 'calories', amount: 213, unit: 'kcal' })).toBe('210');
    expect(nutrientAmount({ slug: 'sodium', amount: 1015.6, unit: 'mg' })).toBe('1,020 mg');
    expect(nutrientAmount({ slug: 'cholesterol', amount: 3, unit: 'mg' })).toBe('less than 5 mg');
    expect(nutrientAmount({ slug: 'cholesterol', amount: 3, unit: 'mg' }, 'es')).toBe('menos de 5 mg');
    expect(nutrientAmount({ slug: 'protein', amount: 0.8, unit: 'g' }, 'es')).toBe('menos de 1 g');
    expect(nutrientAmount({ slug: 'iron', amount: 4.69, unit: 'mg' }, 'es')).toBe('4.7 mg');
  });
});

describe('label % daily value', () => {
  const percents: [slug: string, dv: number, shown: number][] = [
    ['total-fat', 19.6, 20],
    ['sodium', 44.2, 44],
    ['iron', 1.9, 0],
    ['iron', 5, 6],
    ['iron', 9.4, 10],
    ['iron', 26.1, 25],
    ['zinc', 47.6, 50],
    ['vitamin-b12', 97.5, 100],
    ['selenium', 56, 60],
  ];
  it.each(percents)('%s %d%% → %d%%', (slug, dv, shown) => {
    expect(labelPercent({ slug, dv })).toBe(shown);
  });
  it('show nothing without a daily value', () => {
    expect(dvPercent({ slug: 'iron', dv: 26.1 }, 'es')).toBe('25%');
    expect(dvPercent({ slug: 'trans-fat', dv: 0 })).toBe('');
  });
});

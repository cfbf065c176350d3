// Boundaries of the FDA %DV and claim rules (21 CFR 101.54) and the USDA lean rule
// (9 CFR 317.362), with the daily values from the FDA 2016 rule written out here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import {
  CUT_SERVINGS,
  NUTRIENTS,
  NUTRIENT_BY_SLUG,
  claimFor,
  dailyValuePercent,
  displayAmount,
  isLeanPer100g,
  labelPercent,
  round,
  scalePer100g,
  type NutrientDef,
} from '@/lib/catalog/nutrition-rules';

const def = (slug: string): NutrientDef => {
  const d = NUTRIENT_BY_SLUG.get(slug);
  if (!d) throw new Error(`no nutrient ${slug}`);
  return d;
};
const NONE = { isGoodSource: false, isExcellentSource: false };
const GOOD = { isGoodSource: true, isExcellentSource: false };
const EXCELLENT = { isGoodSource: false, isExcellentSource: true };

describe('daily values (FDA 2016 rule)', () => {
  it.each([
    ['protein', '203', 50],
    ['total-fat', '204', 78],
    ['saturated-fat', '606', 20],
    ['cholesterol', '601', 300],
    ['sodium', '307', 2300],
    ['total-carbohydrate', '205', 275],
    ['dietary-fiber', '291', 28],
    ['iron', '303', 18],
    ['zinc', '309', 11],
    ['vitamin-b12', '418', 2.4],
    ['vitamin-b6', '415', 1.7],
    ['niacin', '406', 16],
    ['riboflavin', '405', 1.3],
    ['selenium', '317', 55],
    ['phosphorus', '305', 1250],
    ['choline', '421', 550],
    ['potassium', '306', 4700],
  ])('%s (SR28 %s) has DV %s', (slug, nutrNo, dv) => {
    expect(def(slug).dailyValue).toBe(dv);
    expect(def(slug).nutrNo).toBe(nutrNo);
  });

  it('slugs and nutrient numbers are unique', () => {
    expect(new Set(NUTRIENTS.map((n) => n.slug)).size).toBe(NUTRIENTS.length);
    expect(new Set(NUTRIENTS.map((n) => n.nutrNo)).size).toBe(NUTRIENTS.length);
  });

  it('fat, cholesterol, sodium, carbohydrate and calories are never claimable', () => {
    for (const slug of [
      'calories',
      'total-fat',
      'saturated-fat',
      'trans-fat',
      'cholesterol',
      'sodium',
      'total-carbohydrate',
      'total-sugars',
    ]) {
      expect(def(slug).claimable, slug).toBe(false);
    }
  });
});

describe('%DV and good/excellent source claims', () => {
  const protein = def('protein');

  it('protein 5 g is 10 % DV, a good source', () => {
    expect(dailyValuePercent(protein, 5)).toBe(10);
    expect(claimFor(protein, 5)).toEqual(GOOD);
  });

  it('the claim reads the % DV the label shows: 9.98 % shows 10 %, a good source', () => {
    expect(dailyValuePercent(protein, 4.99)).toBe(10);
    expect(labelPercent(dailyValuePercent(protein, 4.99))).toBe(10);
    expect(claimFor(protein, 4.99)).toEqual(GOOD);
    expect(claimFor(protein, 4.7)).toEqual(NONE); // 9.4 % shows 9 %
  });

  it('19.98 % shows 20 %: excellent, never "good" beside a 20 % label', () => {
    expect(labelPercent(dailyValuePercent(protein, 9.99))).toBe(20);
    expect(claimFor(protein, 9.99)).toEqual(EXCELLENT);
    expect(claimFor(protein, 9.7)).toEqual(GOOD); // 19.4 % shows 19 %
  });

  it('rounds the stored one-decimal value, as the label does: 19.46 % is stored 19.5 and shows 20 %', () => {
    const niacin = def('niacin');
    const amount = (19.46 / 100) * niacin.dailyValue!;
    expect(dailyValuePercent(niacin, amount)).toBe(19.5);
    expect(labelPercent(dailyValuePercent(niacin, amount))).toBe(20);
    expect(claimFor(niacin, amount)).toEqual(EXCELLENT);
  });

  it('protein 10 g is 20 % DV, an excellent source', () => {
    expect(dailyValuePercent(protein, 10)).toBe(20);
    expect(claimFor(protein, 10)).toEqual(EXCELLENT);
  });

  it('protein 0 g and 50 g', () => {
    expect(dailyValuePercent(protein, 0)).toBe(0);
    expect(claimFor(protein, 0)).toEqual(NONE);
    expect(dailyValuePercent(protein, 50)).toBe(100);
    expect(claimFor(protein, 50)).toEqual(EXCELLENT);
  });

  it.each([
    ['iron', 1.8, 3.6],
    ['zinc', 1.1, 2.2],
    ['vitamin-b12', 0.24, 0.48],
    ['selenium', 5.5, 11],
    ['riboflavin', 0.13, 0.26],
    ['vitamin-b6', 0.17, 0.34],
  ])('%s: 10 percent of the DV (%s) is good, 20 percent (%s) is excellent', (slug, tenPct, twentyPct) => {
    const d = def(slug);
    expect(claimFor(d, tenPct)).toEqual(GOOD);
    expect(claimFor(d, twentyPct)).toEqual(EXCELLENT);
    // 9.9 % and 19.8 % show as 10 % and 20 %; 9.4 % and 19.4 % as 9 % and 19 %.
    expect(claimFor(d, tenPct * 0.99)).toEqual(GOOD);
    expect(claimFor(d, twentyPct * 0.99)).toEqual(EXCELLENT);
    expect(claimFor(d, tenPct * 0.94)).toEqual(NONE);
    expect(claimFor(d, twentyPct * 0.97)).toEqual(GOOD);
  });

  it('sodium 2300 mg is 100 % DV but never a claim', () => {
    const sodium = def('sodium');
    expect(sodium.claimable).toBe(false);
    expect(dailyValuePercent(sodium, 2300)).toBe(100);
    expect(claimFor(sodium, 2300)).toEqual(NONE);
    expect(claimFor(sodium, 460)).toEqual(NONE);
  });

  it('fat and cholesterol have a %DV but no claim', () => {
    expect(dailyValuePercent(def('total-fat'), 39)).toBe(50);
    expect(claimFor(def('total-fat'), 39)).toEqual(NONE);
    expect(dailyValuePercent(def('cholesterol'), 90)).toBe(30);
    expect(claimFor(def('cholesterol'), 90)).toEqual(NONE);
  });

  it('calories have no daily value and are never a claim', () => {
    const calories = def('calories');
    expect(calories.dailyValue).toBeNull();
    expect(calories.claimable).toBe(false);
    expect(dailyValuePercent(calories, 2000)).toBe(0);
    expect(claimFor(calories, 2000)).toEqual(NONE);
  });

  it('%DV has one decimal', () => {
    expect(dailyValuePercent(def('iron'), 2.38)).toBe(13.2); // 13.222...
    expect(dailyValuePercent(def('zinc'), 8.4)).toBe(76.4); // 76.3636...
    expect(dailyValuePercent(def('sodium'), 1)).toBe(0);
  });
});

describe('isLeanPer100g (fat < 10 g, saturated fat <= 4.5 g, cholesterol < 95 mg)', () => {
  const lean = { fat: 5, saturatedFat: 2, cholesterol: 70 };

  it('a clearly lean record is lean', () => {
    expect(isLeanPer100g(lean)).toBe(true);
  });

  it('fat 9.99 is lean, 10 is not', () => {
    expect(isLeanPer100g({ ...lean, fat: 9.99 })).toBe(true);
    expect(isLeanPer100g({ ...lean, fat: 10 })).toBe(false);
  });

  it('saturated fat 4.5 is lean, 4.51 is not', () => {
    expect(isLeanPer100g({ ...lean, saturatedFat: 4.5 })).toBe(true);
    expect(isLeanPer100g({ ...lean, saturatedFat: 4.51 })).toBe(false);
  });

  it('cholesterol 94.9 is lean, 95 is not', () => {
    expect(isLeanPer100g({ ...lean, cholesterol: 94.9 })).toBe(true);
    expect(isLeanPer100g({ ...lean, cholesterol: 95 })).toBe(false);
  });

  it('all three limits at once', () => {
    expect(isLeanPer100g({ fat: 9.99, saturatedFat: 4.5, cholesterol: 94.9 })).toBe(true);
  });
});

describe('scalePer100g', () => {
  it('scales every nutrient to the serving and fills missing ones with 0', () => {
    const out = scalePer100g({ '208': 200, '203': 30, '303': 2.5 }, 85);
    expect(out['208']).toBeCloseTo(170, 10);
    expect(out['203']).toBeCloseTo(25.5, 10);
    expect(out['303']).toBeCloseTo(2.125, 10);
    expect(out['204']).toBe(0);
    expect(Object.keys(out).sort()).toEqual(NUTRIENTS.map((n) => n.nutrNo).sort());
  });

  it('ignores numbers that are not catalog nutrients', () => {
    const out = scalePer100g({ '999': 5, '208': 100 }, 50);
    expect(out['999']).toBeUndefined();
    expect(out['208']).toBe(50);
  });

  it('uses the FDA reference amounts for cuts: 85 g cooked, 114 g raw', () => {
    expect(CUT_SERVINGS.cooked.grams).toBe(85);
    expect(CUT_SERVINGS.raw.grams).toBe(114);
    expect(scalePer100g({ '203': 26.18 }, CUT_SERVINGS.cooked.grams)['203']).toBeCloseTo(22.253, 10);
    expect(scalePer100g({ '203': 18.99 }, CUT_SERVINGS.raw.grams)['203']).toBeCloseTo(21.6486, 10);
    expect(scalePer100g({ '208': 100 }, 0)['208']).toBe(0);
  });
});

describe('displayAmount and round', () => {
  it('calories are whole numbers', () => {
    expect(displayAmount(def('calories'), 192.95)).toBe(193);
    expect(displayAmount(def('calories'), 192.49)).toBe(192);
  });

  it('grams have one decimal', () => {
    expect(displayAmount(def('protein'), 22.253)).toBe(22.3);
    expect(displayAmount(def('total-fat'), 11.509)).toBe(11.5);
    expect(displayAmount(def('saturated-fat'), 0.04)).toBe(0);
  });

  it('mg and µg keep two decimals under 10 and one from 10 up', () => {
    expect(displayAmount(def('iron'), 2.771)).toBe(2.77);
    expect(displayAmount(def('zinc'), 9.994)).toBe(9.99);
    expect(displayAmount(def('zinc'), 10.04)).toBe(10);
    expect(displayAmount(def('sodium'), 54.26)).toBe(54.3);
    expect(displayAmount(def('vitamin-b12'), 1.456)).toBe(1.46);
    expect(displayAmount(def('selenium'), 27.84)).toBe(27.8);
  });

  it('round', () => {
    expect(round(1.25, 1)).toBe(1.3);
    expect(round(1.24, 1)).toBe(1.2);
    expect(round(123.456, 0)).toBe(123);
    expect(round(0.125, 2)).toBe(0.13);
  });
});

describe('the compiled catalog', () => {
  it('marks every nutrient row from the % DV its label shows (issue 18: "20%" beside "good")', () => {
    const snapshot = JSON.parse(
      readFileSync(join(process.cwd(), '.catalog', 'catalog.json'), 'utf8'),
    ) as CatalogSnapshot;
    const rows = [...snapshot.cuts, ...snapshot.recipes].flatMap((x) => x.nutritionals.flatMap((n) => n.nutrients));
    let claimed = 0;
    for (const n of rows) {
      const shown = labelPercent(n.dailyValueCalculation);
      const at = `${n.usdaNutrient.nutrientDisplayNameSlug} ${n.dailyValueCalculation}`;
      if (n.isExcellentSource) expect(shown, at).toBeGreaterThanOrEqual(20);
      if (n.isGoodSource) expect([shown >= 10, shown < 20], at).toEqual([true, true]);
      if (n.isGoodSource || n.isExcellentSource) claimed++;
    }
    expect(claimed).toBeGreaterThan(100);
  });
});

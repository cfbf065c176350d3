import { describe, expect, it } from 'vitest';
import { NUTRIENTS } from '@/lib/catalog/nutrition-rules';
import {
  compiledText,
  insignificant,
  nutrientEntries,
  nutritionTip,
  showcase,
} from '@/scripts/catalog/stages/nutrition-entries';

// Protein 30 g is 60 % of the FDA daily value (50 g); iron 2 mg is 11.1 % of 18 mg.
const entries = nutrientEntries({ '208': 203.4, '203': 30, '303': 2, '204': 8.37 });
const bySlug = (slug: string) => entries.find((e) => e.usdaNutrient.nutrientDisplayNameSlug === slug)!;

describe('nutrientEntries', () => {
  it('lists every nutrient in display order, missing amounts as 0', () => {
    expect(entries.map((e) => e.usdaNutrient.nutrientDisplayNameSlug)).toEqual(NUTRIENTS.map((n) => n.slug));
    expect(bySlug('sodium').unitOfMeasureValue).toBe(0);
  });

  it('rounds for display and computes daily values and claims', () => {
    expect(bySlug('calories')).toMatchObject({
      unitOfMeasureValue: 203,
      unitOfMeasure: 'kcal',
      dailyValueCalculation: 0,
    });
    expect(bySlug('protein')).toMatchObject({
      dailyValueCalculation: 60,
      isExcellentSource: true,
      isGoodSource: false,
    });
    expect(bySlug('iron')).toMatchObject({ dailyValueCalculation: 11.1, isExcellentSource: false, isGoodSource: true });
    expect(bySlug('total-fat')).toMatchObject({ unitOfMeasureValue: 8.4, isGoodSource: false });
  });
});

describe('texts from the entries', () => {
  it('names the excellent and good sources', () => {
    expect(nutritionTip(entries, 'One serving')).toBe(
      'One serving is an excellent source of Protein and a good source of Iron.',
    );
    expect(nutritionTip(nutrientEntries({ '203': 30, '309': 3, '418': 1 }), 'It')).toBe(
      'It is an excellent source of Protein, Zinc and Vitamin B12.',
    );
    expect(nutritionTip(nutrientEntries({}), 'It')).toBe('');
  });

  it("writes a Spanish record's texts in Spanish, with the label's nutrient names", () => {
    expect(nutritionTip(entries, 'Una porción', 'es')).toBe(
      'Una porción es una excelente fuente de proteína y una buena fuente de hierro.',
    );
    expect(compiledText(entries, 'es')).toMatch(/^Calorías 203; Grasa total 8\.4 g \(11% VD\); Grasa saturada 0 g; /);
    expect(insignificant(entries, 'es')).toMatch(
      /^No es una fuente significativa de grasa saturada, colesterol, .* y colina\.$/,
    );
  });

  it('writes every amount with its unit and daily value', () => {
    expect(compiledText(entries)).toMatch(/^Calories 203; Total Fat 8\.4 g \(11% DV\); Saturated Fat 0 g; /);
  });

  it('lists nutrients under 2 % of their daily value as insignificant', () => {
    const text = insignificant(entries);
    expect(text).toMatch(/^Not a significant source of saturated fat, cholesterol, .* and choline\.$/);
    expect(text).not.toMatch(/protein|iron|calories|trans fat/);
  });

  it('showcases calories, protein and the excellent sources, at most six', () => {
    expect(showcase(entries).map((e) => e.usdaNutrient.nutrientDisplayNameSlug)).toEqual(['calories', 'protein']);
    const rich = nutrientEntries(Object.fromEntries(NUTRIENTS.map((n) => [n.nutrNo, 1000])));
    expect(showcase(rich)).toHaveLength(6);
  });
});

import { describe, expect, it } from 'vitest';
import { compileCuts } from '@/scripts/catalog/stages/cuts';
import { builtContext, fixtureSources, type FixtureData } from '@/scripts/catalog/stages/test-fixtures';

function cuts(edit?: (d: FixtureData) => void) {
  const records = compileCuts(builtContext(fixtureSources(edit)));
  return { chuck: records[0]!, roll: records[1]!, records };
}
const nutrient = (
  n: { nutrients: { usdaNutrient: { nutrientDisplayNameSlug: string }; unitOfMeasureValue: number }[] },
  slug: string,
) => n.nutrients.find((x) => x.usdaNutrient.nutrientDisplayNameSlug === slug)?.unitOfMeasureValue;

describe('compileCuts', () => {
  it('compiles one record per cut, in source order', () => {
    const { records } = cuts();
    expect(records.map((c) => [c.ingredientID, c.ingredientNameSlug])).toEqual([
      [1, 'chuck'],
      [2, 'chuck-roll'],
    ]);
  });

  it('places a cut in the hierarchy: parent, primal and the tree around it', () => {
    const { chuck, roll } = cuts();
    expect(chuck.parentIngredient).toBeNull();
    expect(chuck.primalIngredient).toBeNull();
    expect(roll.parentIngredient).toMatchObject({ ingredientID: 1, ingredientNameSlug: 'chuck' });
    expect(roll.primalIngredient).toMatchObject({ ingredientID: 1, ingredientText: 'Beef Chuck: a fixture cut.' });
    expect(roll.ingredientTree.map((t) => [t.ingredientID, t.parentIngredientID])).toEqual([
      [1, null],
      [2, 1],
    ]);
    expect(chuck.ingredientTree.map((t) => t.ingredientID)).toEqual([1, 2]);
    expect(roll.ingredientTree[0]!.media).toHaveLength(1);
  });

  it('gives the nutrition of a 3-ounce cooked and a 4-ounce raw serving, cooked first', () => {
    const { roll } = cuts();
    const [cooked, raw] = roll.nutritionals;
    // SR28 13364: 203 kcal and 29.9 g protein per 100 g; 85 g and 114 g servings.
    expect(cooked).toMatchObject({ nutritionalType: 'cooked', isPrimary: true, ndB_No: '13364', source: 'USDA SR28' });
    expect(nutrient(cooked!, 'calories')).toBe(173);
    expect(nutrient(cooked!, 'protein')).toBe(25.4);
    expect(raw).toMatchObject({ nutritionalType: 'raw', isPrimary: false });
    expect(nutrient(raw!, 'calories')).toBe(231);
    expect(cooked!.cookedTipText).toBe('Values are for the cut cooked, as the USDA record describes it.');
    expect(cooked!.nutritionTip).toMatch(/^A 3-ounce cooked serving is an excellent source of Protein, /);
    expect(roll.showcaseNutrients.every((e) => e.nutritionalType === 'cooked')).toBe(true);
    expect(roll.isLean).toBe(true);
  });

  it('numbers and names the cooking guidelines', () => {
    const [grill, braise] = cuts().roll.cookingGuidelines;
    expect(grill).toMatchObject({
      cookingGuidelineID: 201,
      attributeName: 'Grill',
      donenessName: 'Medium Rare',
      cookingRangeStartTimeMinutes: 10,
      cookingRangeEndTimeMinutes: 14,
      cookingTimeMinutes: null,
      beefThicknessInches: 1,
      weightRangeStartOunces: null,
    });
    expect(braise).toMatchObject({
      cookingGuidelineID: 202,
      donenessName: 'Fork-Tender',
      cookingTimeMinutes: 150,
      cookingRangeStartTimeMinutes: null,
      ovenTemperatureFahrenheit: 325,
      weightRangeStartOunces: 32,
      weightRangeEndOunces: 48,
    });
  });

  it('derives a variable-measure UPC for fabricated cuts only, unless one is given', () => {
    expect(cuts().roll.upcNumber).toBe('');
    // 2 00002 00000 and its GS1 check digit: 3·2 + 1·2 = 8 → 2.
    expect(cuts((d) => void (d.cuts[1]!.level = 'fabricated')).roll.upcNumber).toBe('200002000002');
    expect(cuts((d) => void (d.cuts[1]!.upcNumber = '012345678905')).roll.upcNumber).toBe('012345678905');
  });

  it('marks cuts used by an online recipe', () => {
    expect(cuts().roll.isRecipeIngredient).toBe(true);
    expect(cuts().chuck.isRecipeIngredient).toBe(false);
    expect(cuts((d) => void (d.recipes[1]!.isOnline = false)).roll.isRecipeIngredient).toBe(false);
  });

  it('relates cuts: aliases, alternatives, pairings, groups and collections', () => {
    const { roll } = cuts();
    // Its own alias, then its Spanish names from the reviewed table (lib/i18n/cut-names-es.ts).
    expect(roll.aliases).toEqual([
      { aliasName: 'Chuck Eye Roll', aliasNameSlug: 'chuck-eye-roll' },
      { aliasName: 'Rollo de aguja', aliasNameSlug: 'rollo-de-aguja' },
      { aliasName: 'Rollo de diezmillo', aliasNameSlug: 'rollo-de-diezmillo' },
    ]);
    expect(roll.alternatives[0]).toMatchObject({ alternativeText: 'The whole primal.', ingredientNameSlug: 'chuck' });
    expect(roll.pairings[0]).toMatchObject({ ingredientNameSlug: 'garlic', links: [] });
    expect(roll.groups).toEqual([{ ingredientGroupName: 'Chuck Steaks', ingredientGroupNameSlug: 'chuck-steaks' }]);
    expect(roll.collections.map((c) => c.collectionNameSlug)).toEqual(['chuck-guide']);
  });

  it('publishes no links or media for an offline cut', () => {
    const { roll, chuck } = cuts((d) => void (d.cuts[1]!.isOnline = false));
    expect(roll.links).toEqual([]);
    expect(roll.media).toEqual([]);
    expect(chuck.ingredientTree[1]).not.toHaveProperty('media');
  });
});

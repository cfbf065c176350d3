import { describe, expect, it } from 'vitest';
import { put } from '@/scripts/catalog/stages/context';
import { recipeTotals } from '@/scripts/catalog/stages/recipe-totals';
import { compileRecipes } from '@/scripts/catalog/stages/recipes';
import {
  BEEF_NDB,
  builtContext,
  fixtureSources,
  fixtureUsda,
  type FixtureData,
} from '@/scripts/catalog/stages/test-fixtures';

function recipes(edit?: (d: FixtureData) => void, usda = fixtureUsda()) {
  const ctx = builtContext(fixtureSources(edit), usda);
  put(ctx, 'totals', recipeTotals(ctx));
  expect(ctx.errors).toEqual([]);
  const [rub, grilled] = compileRecipes(ctx);
  return { rub: rub!, grilled: grilled!, ctx };
}
const nutrient = (
  r: {
    nutritionals: { nutrients: { usdaNutrient: { nutrientDisplayNameSlug: string }; unitOfMeasureValue: number }[] }[];
  },
  slug: string,
) => r.nutritionals[0]!.nutrients.find((x) => x.usdaNutrient.nutrientDisplayNameSlug === slug)?.unitOfMeasureValue;

describe('compileRecipes', () => {
  it('gives nutrition per serving', () => {
    const { grilled, ctx } = recipes();
    const total = ctx.totals.totals.get('grilled-chuck-roll')!['208']!;
    expect(nutrient(grilled, 'calories')).toBe(Math.round(total / 4));
    // 2 lb of beef at 203 kcal per 100 g and half a garlic rub, over 4 servings.
    expect(nutrient(grilled, 'calories')).toBe(463);
    expect(grilled.nutritionals[0]).toMatchObject({
      nutritionalDescription: 'Nutrition information per serving',
      isPrimary: true,
      leanGroundBeefFeaturedNutritional: false,
      leanGroundBeefPercentage: '',
    });
    expect(grilled.showcaseNutrients[0]!.usdaNutrient.nutrientDisplayNameSlug).toBe('calories');
  });

  it('lists allergens in taxonomy order', () => {
    const { rub, grilled } = recipes((d) => void (d.ingredients[0]!.allergens = ['sesame', 'milk']));
    expect(rub.allergens.map((a) => a.allergenNameSlug)).toEqual(['milk', 'sesame']);
    expect(grilled.allergens).toEqual(rub.allergens);
  });

  it('shapes each ingredient line: a cut, a non-beef ingredient or a sub-recipe', () => {
    const { rub, grilled } = recipes((d) => void (d.recipes[0]!.ingredients[0]!.brand = 'tabasco'));
    const [beef, sub] = grilled.ingredients;
    expect(beef).toMatchObject({ sortOrder: 1, quantitydouble: 2, measurement: 'pounds', weight: '907 g', volume: '' });
    expect(beef!.ingredient).toMatchObject({
      ingredientNameSlug: 'chuck-roll',
      isBeefIngredient: true,
      isBeefSubprimal: true,
      aliases: [{ aliasName: 'Chuck Eye Roll', alsoKnownAsNameSlug: 'chuck-eye-roll' }],
    });
    expect(beef!.ingredient!.media).toHaveLength(1);
    expect(sub).not.toHaveProperty('ingredient');
    expect(sub!.recipeAsIngredient).toMatchObject({
      recipeNameSlug: 'garlic-rub',
      audience: { audienceName: 'Consumer', audienceNameSlug: 'consumer' },
      links: [{ rel: 'self', href: '/api/v2/recipe/1001', title: 'Garlic Rub' }],
    });
    // No quantity: 0, as the spec types quantitydouble a double (never null).
    expect(sub!.quantitydouble).toBe(0);
    expect(rub.ingredients[0]!.brand).toEqual({ brandName: 'Tabasco', brandNameSlug: 'tabasco' });
    expect(rub.ingredients[0]!.ingredient).toMatchObject({
      ingredientNameSlug: 'garlic',
      isBeefIngredient: false,
      ingredientType: { ingredientTypeNameSlug: 'vegetable' },
      links: [],
    });
  });

  it('numbers instructions and names the recipe’s collections and attributes', () => {
    const { grilled } = recipes();
    expect(grilled.instructions.map((s) => [s.sortOrder, s.instructionText])).toEqual([
      [1, 'Coat the chuck roll with the garlic rub.'],
      [2, 'Grill and serve.'],
    ]);
    expect(grilled.collections.map((c) => c.collectionNameSlug)).toEqual(['weeknight-fixtures']);
    expect(grilled.attributes[0]!.objectType).toEqual({ objectTypeName: 'Recipe', objectTypeNameSlug: 'recipe' });
  });

  it('publishes no links or media for an offline recipe, also where another recipe uses it', () => {
    const { rub, grilled } = recipes((d) => void (d.recipes[0]!.isOnline = false));
    expect(rub.links).toEqual([]);
    expect(rub.media).toEqual([]);
    expect(grilled.ingredients[1]!.recipeAsIngredient!.links).toEqual([]);
    expect(grilled.media.map((m) => m.externalID)).toEqual([
      'r-grilled-chuck-roll-16x9',
      'r-grilled-chuck-roll-4x3',
      'r-grilled-chuck-roll-1x1',
      'r-grilled-chuck-roll-share',
    ]);
    expect(Array.isArray(grilled.media[0]!.mediaGroup)).toBe(true);
  });

  it('features the lean percentage of the ground beef it uses, from the SR28 name', () => {
    const usda = fixtureUsda();
    usda.foods[BEEF_NDB]!.name = 'Beef, ground, 93% lean meat / 7% fat, raw';
    const { grilled } = recipes((d) => {
      d.cuts[1]!.attributes['beef-category'] = ['ground-beef'];
      d.cuts[1]!.guidelines = [];
    }, usda);
    expect(grilled.nutritionals[0]).toMatchObject({
      leanGroundBeefFeaturedNutritional: true,
      leanGroundBeefPercentage: '93% lean',
    });
  });

  it('describes the nutrition of a Spanish recipe in Spanish', () => {
    const { rub } = recipes((d) => void (d.recipes[0]!.isSpanish = true));
    expect(rub.nutritionals[0]!.nutritionalDescription).toBe('Información nutricional por porción');
    expect(rub.isSpanishRecipe).toBe(true);
  });
});

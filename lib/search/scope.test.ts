import { describe, expect, it } from 'vitest';
import { parseCutCriteria, parseRecipeCriteria } from '@/lib/search/criteria';
import { leftOut, scopedCriteria, subRecipeRule } from '@/lib/search/scope';

const options = {
  menuCategories: [{ value: 'main-dish' }, { value: 'sauce-and-rub' }, { value: 'soup-and-stew' }],
  audiences: [{ value: 'consumer' }, { value: 'foodservice' }],
};

describe('the default listing’s scope', () => {
  it('leaves out sub-recipes and foodservice recipes by asking for every other value', () => {
    const scoped = scopedCriteria('recipes', parseRecipeCriteria({ cookingMethods: ['grill'] }), options);
    expect(scoped.menuCategories).toEqual(['main-dish', 'soup-and-stew']);
    expect(scoped.audiences).toEqual(['consumer']);
    expect(scoped.cookingMethods).toEqual(['grill']);
  });

  it('applies no rule to a text search, nor to a parameter the reader set', () => {
    expect(leftOut('recipes', parseRecipeCriteria({ searchText: ['chimichurri'] }))).toEqual([]);
    const rubs = parseRecipeCriteria({ menuCategories: ['sauce-and-rub'] });
    expect(leftOut('recipes', rubs).map((r) => r.role)).toEqual(['foodservice']);
    expect(scopedCriteria('recipes', rubs, options).menuCategories).toEqual(['sauce-and-rub']);
  });

  it('has no rule for cuts; the sub-recipe rule names the course', () => {
    const cuts = parseCutCriteria({});
    expect(scopedCriteria('cuts', cuts, {})).toBe(cuts);
    expect(subRecipeRule('recipes')).toMatchObject({ param: 'menuCategories', values: ['sauce-and-rub'] });
    expect(subRecipeRule('cuts')).toBeUndefined();
  });
});

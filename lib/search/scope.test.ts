import { describe, expect, it } from 'vitest';
import { parseCutCriteria, parseRecipeCriteria } from '@/lib/search/criteria';
import { leftOut, narrowPage, scopedCriteria, settleRules, subRecipeRule } from '@/lib/search/scope';

const options = {
  menuCategories: [{ value: 'main-dish' }, { value: 'sauce-and-rub' }, { value: 'soup-and-stew' }],
  audiences: [{ value: 'consumer' }, { value: 'foodservice' }],
};

describe('the default listing’s scope', () => {
  it('asks without the course and the audience until the service says no recipe lacks them', async () => {
    const criteria = parseRecipeCriteria({ cookingMethods: ['grill'] });
    const scoped = scopedCriteria('recipes', criteria, options);
    // A recipe with no course or audience matches no value: asking for every other would lose it.
    expect(scoped.menuCategories).toEqual([]);
    expect(scoped.audiences).toEqual([]);
    expect(scoped.cookingMethods).toEqual(['grill']);
    const exact = scopedCriteria(
      'recipes',
      criteria,
      options,
      await settleRules(leftOut('recipes', criteria), async () => false),
    );
    expect(exact.menuCategories).toEqual(['main-dish', 'soup-and-stew']);
    expect(exact.audiences).toEqual(['consumer']);
  });

  it('applies no rule to a text search, nor to a parameter the reader set', () => {
    expect(leftOut('recipes', parseRecipeCriteria({ searchText: ['chimichurri'] }))).toEqual([]);
    const rubs = parseRecipeCriteria({ menuCategories: ['sauce-and-rub'] });
    expect(leftOut('recipes', rubs).map((r) => r.role)).toEqual(['foodservice']);
    expect(scopedCriteria('recipes', rubs, options).menuCategories).toEqual(['sauce-and-rub']);
    expect(
      narrowPage(leftOut('recipes', rubs), { items: [{ id: 1, role: 'sub-recipe' }], totalCount: 1 }).page.items,
    ).toEqual([{ id: 1, role: 'sub-recipe' }]);
  });

  it('has no rule for cuts; the sub-recipe rule names the course', () => {
    const cuts = parseCutCriteria({});
    expect(scopedCriteria('cuts', cuts, {})).toBe(cuts);
    expect(subRecipeRule('recipes')).toMatchObject({ param: 'menuCategories', values: ['sauce-and-rub'] });
    expect(subRecipeRule('cuts')).toBeUndefined();
  });

  describe('a page the service could not scope', () => {
    const rules = leftOut('recipes', parseRecipeCriteria({}));
    const card = (id: number, role?: 'foodservice' | 'sub-recipe') => ({ id, ...(role ? { role } : {}) });

    it('drops foodservice and sub-recipe cards, keeps those with no audience or course, counts net of the facet counts', () => {
      const page = {
        items: [card(1), card(2, 'foodservice'), card(3), card(4, 'sub-recipe')],
        totalCount: 60,
        facetCounts: { audiences: { consumer: 40, foodservice: 5 }, menuCategories: { 'sauce-and-rub': 3 } },
      };
      const { page: shown, pagedCount } = narrowPage(rules, page);
      expect(shown.items.map((c) => c.id)).toEqual([1, 3]);
      expect(shown.totalCount).toBe(52);
      // The pages stay the service's: 60 records, so page 3 of 24 still exists.
      expect(pagedCount).toBe(60);
    });

    it('without facet counts, subtracts what it saw only when the page is the whole listing', () => {
      const whole = narrowPage(rules, { items: [card(1), card(2, 'foodservice')], totalCount: 2 });
      expect(whole.page).toMatchObject({ totalCount: 1, items: [{ id: 1 }] });
      const part = narrowPage(rules, { items: [card(1), card(2, 'foodservice')], totalCount: 30 });
      expect(part.page.totalCount).toBe(30);
      expect(part.pagedCount).toBeNull();
    });

    it('changes nothing where the rule does not apply (the reader chose an audience)', () => {
      const page = { items: [card(2, 'foodservice')], totalCount: 1 };
      const chosen = leftOut('recipes', parseRecipeCriteria({ audiences: ['foodservice'] }));
      expect(narrowPage(chosen, page)).toEqual({ page, pagedCount: null });
    });
  });

  describe('when no record lacks an audience or a course', () => {
    it('scopes them exactly again (full pages), and asks only about those parameters', async () => {
      const asked: string[] = [];
      const lacks = async (param: string) => (asked.push(param), false);
      const criteria = parseRecipeCriteria({});
      const rules = await settleRules(leftOut('recipes', criteria), lacks);
      expect(asked).toEqual(['menuCategories', 'audiences']);
      expect(scopedCriteria('recipes', criteria, options, rules).audiences).toEqual(['consumer']);
      expect(scopedCriteria('recipes', criteria, options, rules).menuCategories).toEqual([
        'main-dish',
        'soup-and-stew',
      ]);
      const page = { items: [{ id: 1 }], totalCount: 1 };
      expect(narrowPage(rules, page).page).toBe(page);
    });

    it('keeps asking without it when some record lacks one', async () => {
      const criteria = parseRecipeCriteria({});
      const rules = await settleRules(leftOut('recipes', criteria), async () => true);
      expect(scopedCriteria('recipes', criteria, options, rules).audiences).toEqual([]);
      expect(scopedCriteria('recipes', criteria, options, rules).menuCategories).toEqual([]);
    });
  });

  it('scopes by no rule whose values the service does not have (no record can have them)', () => {
    const criteria = parseRecipeCriteria({});
    const theirs = { menuCategories: [{ value: 'main-course' }], audiences: [{ value: 'home-cooks' }] };
    const rules = leftOut('recipes', criteria).map((r) => ({ role: r.role, param: r.param, values: r.values }));
    const scoped = scopedCriteria('recipes', criteria, theirs, rules);
    expect(scoped.menuCategories).toEqual([]);
    expect(scoped.audiences).toEqual([]);
  });
});

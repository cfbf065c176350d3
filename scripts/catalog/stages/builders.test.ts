import { describe, expect, it } from 'vitest';
import { flags, ingredientLinks, sharedBuilders, slugify } from '@/scripts/catalog/stages/builders';
import { BEEF_NDB, checkedContext, fixtureSources, fixtureUsda } from '@/scripts/catalog/stages/test-fixtures';

const builders = (usda = fixtureUsda()) => {
  const ctx = checkedContext(fixtureSources(), usda);
  return { ctx, b: sharedBuilders(ctx) };
};

describe('builders without tables', () => {
  it('slugify folds accents, spells out & and keeps letters and digits', () => {
    expect(slugify('Café & Grill — 2 Ways!')).toBe('cafe-and-grill-2-ways');
  });

  it('links an online cut to itself and its recipes, and nothing else', () => {
    expect(ingredientLinks(2, 'Chuck Roll', true, true)).toEqual([
      { rel: 'self', href: '/api/v2/beefcut/2', title: 'Chuck Roll' },
      { rel: 'recipes', href: '/api/v2/beefcut/2/recipes', title: 'Recipes with Chuck Roll' },
    ]);
    expect(ingredientLinks(2, 'Chuck Roll', false, true)).toEqual([]);
    expect(ingredientLinks(1000, 'Garlic', true, false)).toEqual([]);
  });

  it('sets exactly one level flag', () => {
    const { ctx } = builders();
    expect(flags(ctx.parsed.cuts[1]!.v)).toEqual({
      isBeefPrimal: false,
      isBeefSubprimal: true,
      isBeefSubsection: false,
      isBeefFabricatedCut: false,
    });
  });
});

describe('sharedBuilders', () => {
  it('names taxonomy entries by slug, and an unknown object type by its slug', () => {
    const { b } = builders();
    expect(b.sectionOf('produce')).toEqual({ grocerySectionName: 'Produce', grocerySectionNameSlug: 'produce' });
    expect(b.ot('recipe')).toEqual({ objectTypeName: 'Recipe', objectTypeNameSlug: 'recipe' });
    expect(b.ot('widget')).toEqual({ objectTypeName: 'widget', objectTypeNameSlug: 'widget' });
    expect(b.collGroupOf('cut-guides')).toEqual({
      collectionGroupName: 'Cut Guides',
      collectionGroupNameSlug: 'cut-guides',
      objectType: { objectTypeName: 'Ingredient', objectTypeNameSlug: 'ingredient' },
    });
  });

  it('lists attribute types that have values, with value names', () => {
    const { b } = builders();
    expect(b.attrEntries({ 'beef-category': ['steak'], 'preferred-cooking-method': [] })).toEqual([
      {
        attributeTypeName: 'Beef Category',
        attributeTypeNameSlug: 'beef-category',
        objectType: [{ objectTypeName: 'Ingredient', objectTypeNameSlug: 'ingredient' }],
        attributes: [{ attributeName: 'Steak', attributeNameSlug: 'steak' }],
      },
    ]);
  });

  it('links a collection reference to the v2 path of its kind', () => {
    const { ctx, b } = builders();
    const [recipes, cuts] = ctx.parsed.collections.map((c) => b.collectionRef(c.v));
    expect(recipes!.links[0]!.href).toBe('/api/v2/recipe/collection/1');
    expect(cuts!.links[0]!.href).toBe('/api/v2/beefcut/collection/2');
  });

  it('applies the USDA lean rule to the cooked SR28 values of a cut', () => {
    const lean = builders();
    expect(lean.b.cutIsLean(lean.ctx.parsed.cuts[0]!.v)).toBe(true);
    const usda = fixtureUsda();
    usda.foods[BEEF_NDB]!.nutrients['204'] = 10;
    const fat = builders(usda);
    expect(fat.b.cutIsLean(fat.ctx.parsed.cuts[0]!.v)).toBe(false);
  });

  it('links a related cut but not a related non-beef ingredient', () => {
    const { b } = builders();
    expect(b.cutLinkFields('chuck').links).toHaveLength(2);
    expect(b.cutLinkFields('garlic')).toEqual({
      ingredientID: 1000,
      ingredientName: 'Garlic',
      ingredientNameSlug: 'garlic',
      isOnline: true,
      links: [],
    });
  });
});

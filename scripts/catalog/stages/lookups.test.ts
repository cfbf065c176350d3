import { describe, expect, it } from 'vitest';
import { NUTRIENTS } from '@/lib/catalog/nutrition-rules';
import { compileLookups } from '@/scripts/catalog/stages/lookups';
import { compiledContext, fixtureSources, type FixtureData } from '@/scripts/catalog/stages/test-fixtures';

const lookups = (edit?: (d: FixtureData) => void) => compileLookups(compiledContext(fixtureSources(edit)));

describe('compileLookups', () => {
  it('lists every taxonomy entry in file order', () => {
    const l = lookups();
    expect(l.allergens.map((a) => a.allergenNameSlug)).toEqual(['milk', 'wheat', 'sesame']);
    expect(l.brands).toEqual([{ brandName: 'Tabasco', brandNameSlug: 'tabasco' }]);
    expect(l.attributesByTypes.map((t) => t.attributeTypeNameSlug)).toContain('menu-category');
    expect(l.attributesByTypes[0]!.attributes.map((a) => a.attributeNameSlug)).toEqual([
      'primal-and-subprimal',
      'steak',
      'ground-beef',
    ]);
    expect(l.mediaGroups.map((g) => g.mediaGroupNameSlug)).toEqual([
      'recipe-hero',
      'cut-diagram',
      'recipe-share',
      'cut-share',
    ]);
    expect(l.usdaNutrients).toHaveLength(NUTRIENTS.length);
  });

  it('lists online collections and online cuts only', () => {
    const all = lookups();
    expect(all.collections.map((c) => c.collectionNameSlug)).toEqual(['weeknight-fixtures', 'chuck-guide']);
    expect(all.beefIngredients.map((c) => c.ingredientNameSlug)).toEqual(['chuck', 'chuck-roll']);
    expect(all.ingredientPrimals.map((c) => c.ingredientNameSlug)).toEqual(['chuck']);
    const some = lookups((d) => {
      d.cuts[0]!.isOnline = false;
      d.collections[1]!.isOnline = false;
    });
    expect(some.collections.map((c) => c.collectionNameSlug)).toEqual(['weeknight-fixtures']);
    expect(some.beefIngredients.map((c) => c.ingredientNameSlug)).toEqual(['chuck-roll']);
    expect(some.ingredientPrimals).toEqual([]);
  });
});

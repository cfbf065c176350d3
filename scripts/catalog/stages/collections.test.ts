import { describe, expect, it } from 'vitest';
import { compileCollections } from '@/scripts/catalog/stages/collections';
import { compiledContext, fixtureSources, type FixtureData } from '@/scripts/catalog/stages/test-fixtures';

const collections = (edit?: (d: FixtureData) => void) => compileCollections(compiledContext(fixtureSources(edit)));

describe('compileCollections', () => {
  it('lists a recipe collection’s online members in source order', () => {
    const { recipeCollections, cutCollections } = collections();
    const [weeknight] = recipeCollections;
    expect(weeknight!.recipes.map((r) => [r.sortOrder, r.recipeNameSlug])).toEqual([
      [1, 'grilled-chuck-roll'],
      [2, 'garlic-rub'],
    ]);
    expect(weeknight).toMatchObject({
      collectionID: 1,
      estimatedItemCount: 2,
      collectionGroup: { collectionGroupNameSlug: 'weeknight' },
      objectType: { objectTypeNameSlug: 'recipe' },
      links: [{ rel: 'self', href: '/api/v2/recipe/collection/1', title: 'Weeknight Fixtures' }],
    });
    expect(cutCollections[0]!.ingredients.map((c) => [c.sortOrder, c.ingredientNameSlug])).toEqual([
      [1, 'chuck-roll'],
      [2, 'chuck'],
    ]);
    expect(cutCollections[0]!.links[0]!.href).toBe('/api/v2/beefcut/collection/2');
  });

  it('leaves offline members out of the list and the count', () => {
    const [weeknight] = collections((d) => void (d.recipes[1]!.isOnline = false)).recipeCollections;
    expect(weeknight!.recipes.map((r) => [r.sortOrder, r.recipeNameSlug])).toEqual([[1, 'garlic-rub']]);
    expect(weeknight!.estimatedItemCount).toBe(1);
  });

  it('has a mosaic of its own online members, never a member’s picture', () => {
    const { recipeCollections, cutCollections } = collections((d) => void (d.recipes[1]!.isOnline = false));
    expect(recipeCollections[0]!.media[0]).toMatchObject({
      externalID: 'col-weeknight-fixtures-16x9',
      title: 'A mosaic of pictures: Garlic Rub',
      mediaGroup: { mediaGroupNameSlug: 'recipe-hero' },
    });
    expect(recipeCollections[0]!.media[0]!.filename).toMatch(/^weeknight-fixtures-16x9\.[0-9a-f]{10}\.jpg$/);
    expect(cutCollections[0]!.media[0]!.filename).toMatch(/^chuck-guide-16x9\./);
  });
});

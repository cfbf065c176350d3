import { describe, expect, it } from 'vitest';
import { put, startContext } from '@/scripts/catalog/stages/context';
import { parseSources } from '@/scripts/catalog/stages/parse';
import { DONENESS_F, lookupTables } from '@/scripts/catalog/stages/tables';
import {
  GENERATED_AT,
  fileOf,
  fixtureSources,
  fixtureUsda,
  type FixtureData,
} from '@/scripts/catalog/stages/test-fixtures';

function tables(edit?: (d: FixtureData) => void) {
  const ctx = startContext(fixtureSources(edit), fixtureUsda(), GENERATED_AT);
  put(ctx, 'parsed', parseSources(ctx));
  return lookupTables(ctx);
}

describe('lookupTables', () => {
  it('maps slugs to taxonomy entries in file order and to source records with their files', () => {
    const t = tables();
    expect([...t.attrTypes.keys()]).toEqual([
      'beef-category',
      'preferred-cooking-method',
      'measured-as',
      'cooking-method',
      'cuisine',
      'meal-category',
      'menu-category',
    ]);
    expect(t.sections.get('produce')?.name).toBe('Produce');
    expect(t.cutBySlug.get('chuck-roll')?.file).toBe(fileOf('cuts', 'chuck-roll'));
    expect(t.ingBySlug.get('garlic')?.v.ndb).toBe('11215');
    expect(t.recipeBySlug.get('garlic-rub')?.v.id).toBe(1001);
  });

  it('lists the children of each cut', () => {
    const t = tables();
    expect(t.childrenOf.get('chuck')?.map((c) => c.slug)).toEqual(['chuck-roll']);
    expect(t.childrenOf.has('chuck-roll')).toBe(false);
  });

  it('lists the online collections of each record, by kind and slug', () => {
    const t = tables((d) => void (d.collections[1]!.isOnline = false));
    expect(t.collectionsOf.get('recipe:garlic-rub')?.map((c) => c.slug)).toEqual(['weeknight-fixtures']);
    expect(t.collectionsOf.has('ingredient:chuck')).toBe(false);
  });

  it('holds the NCBA doneness scale', () => {
    expect(DONENESS_F['medium-rare']).toEqual({ name: 'Medium Rare', min: 145, max: 145 });
    expect(DONENESS_F['fork-tender']).toMatchObject({ min: 190, max: 210 });
  });
});

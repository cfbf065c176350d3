import { describe, expect, it } from 'vitest';
import { CATALOG_SOURCE_NOTE, assembleSnapshot } from '@/scripts/catalog/stages/snapshot';
import { GENERATED_AT, compiledContext, fixtureSources } from '@/scripts/catalog/stages/test-fixtures';

describe('assembleSnapshot', () => {
  it('holds the stage results under the snapshot’s names', () => {
    const ctx = compiledContext();
    const snapshot = assembleSnapshot(ctx);
    expect(snapshot).toMatchObject({
      version: 1,
      generatedAt: GENERATED_AT,
      source: CATALOG_SOURCE_NOTE,
      synthetic: false,
    });
    expect(snapshot.lookups).toBe(ctx.lookups);
    expect(snapshot.recipes).toBe(ctx.recipeRecords);
    expect(snapshot.cuts).toBe(ctx.cutRecords);
    expect(Object.keys(snapshot)).toEqual([
      'version',
      'generatedAt',
      'source',
      'synthetic',
      'lookups',
      'recipes',
      'cuts',
      'recipeCollections',
      'cutCollections',
    ]);
  });

  it('marks each collection online or offline as its source says', () => {
    const ctx = compiledContext(fixtureSources((d) => void (d.collections[1]!.isOnline = false)));
    const snapshot = assembleSnapshot(ctx);
    expect(snapshot.recipeCollections.map((c) => c.isOnline)).toEqual([true]);
    expect(snapshot.cutCollections.map((c) => c.isOnline)).toEqual([false]);
    expect(snapshot.cutCollections[0]).toEqual({ ...ctx.collectionRecords.cutCollections[0], isOnline: false });
  });
});

// The snapshot written to .catalog/catalog.json. Collections get their isOnline flag only
// here, after the wire check: the strict wire collection records have no such field.
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import type { Needs } from '@/scripts/catalog/stages/context';

export const CATALOG_SOURCE_NOTE =
  'Nutrition from USDA SR28 (2016); daily values from the FDA 2016 rule; temperatures from USDA FSIS; cut numbers from USDA IMPS Series 100.';

export function assembleSnapshot(
  ctx: Needs<'generatedAt' | 'parsed' | 'lookups' | 'recipeRecords' | 'cutRecords' | 'collectionRecords'>,
): CatalogSnapshot {
  const online = new Map(ctx.parsed.collections.map((c) => [c.v.id, c.v.isOnline]));
  const withOnline = <C extends { collectionID: number }>(c: C) => ({
    ...c,
    isOnline: online.get(c.collectionID) ?? true,
  });
  return {
    version: 1,
    generatedAt: ctx.generatedAt,
    source: CATALOG_SOURCE_NOTE,
    synthetic: false,
    lookups: ctx.lookups,
    recipes: ctx.recipeRecords,
    cuts: ctx.cutRecords,
    recipeCollections: ctx.collectionRecords.recipeCollections.map(withOnline),
    cutCollections: ctx.collectionRecords.cutCollections.map(withOnline),
  };
}

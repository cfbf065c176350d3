// Maps from slug to taxonomy entry and source record, read by every later stage.
import { DONENESS } from '@/lib/cooking/doneness';
import type { Needs } from '@/scripts/catalog/stages/context';
import type { CollectionSource, CutSource } from '@/scripts/catalog/source-schema';

/** The NCBA doneness scale in °F, for the cooking guidelines (lib/cooking/doneness.ts). */
export const DONENESS_F: Record<string, { name: string; min: number; max?: number }> = Object.fromEntries(
  Object.entries(DONENESS).map(([slug, d]) => [slug, { name: d.name, min: d.finalF[0], max: d.finalF[1] }]),
);

const bySlug = <T extends { slug: string }>(list: T[] | undefined) => new Map((list ?? []).map((x) => [x.slug, x]));

export function lookupTables(ctx: Needs<'parsed'>) {
  const { taxonomy: tax, cuts, ingredients, recipes, collections } = ctx.parsed;
  const childrenOf = new Map<string, CutSource[]>();
  for (const { v } of cuts) if (v.parent) childrenOf.set(v.parent, [...(childrenOf.get(v.parent) ?? []), v]);
  // Keyed `recipe:<slug>` or `ingredient:<slug>`: the online collections listing that record.
  const collectionsOf = new Map<string, CollectionSource[]>();
  for (const { v } of collections)
    if (v.isOnline)
      for (const m of v.members)
        collectionsOf.set(`${v.kind}:${m}`, [...(collectionsOf.get(`${v.kind}:${m}`) ?? []), v]);
  return {
    attrTypes: bySlug(tax['attribute-types.yaml']),
    allergens: bySlug(tax['allergens.yaml']),
    groups: bySlug(tax['ingredient-groups.yaml']),
    audiences: bySlug(tax['audiences.yaml']),
    sections: bySlug(tax['grocery-sections.yaml']),
    ingTypes: bySlug(tax['ingredient-types.yaml']),
    brands: bySlug(tax['brands.yaml']),
    collGroups: bySlug(tax['collection-groups.yaml']),
    objectTypes: bySlug(tax['object-types.yaml']),
    mediaGroups: bySlug(tax['media-groups.yaml']),
    cutBySlug: new Map(cuts.map((c) => [c.v.slug, c])),
    ingBySlug: new Map(ingredients.map((i) => [i.v.slug, i])),
    recipeBySlug: new Map(recipes.map((r) => [r.v.slug, r])),
    childrenOf,
    collectionsOf,
  };
}
export type LookupTables = ReturnType<typeof lookupTables>;

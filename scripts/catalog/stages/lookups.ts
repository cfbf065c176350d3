// The lookups document: every taxonomy list, the online collections and the online beef cuts,
// which the site turns into facet options.
import { NUTRIENTS } from '@/lib/catalog/nutrition-rules';
import type { Lookups } from '@/lib/wire/v2';
import type { Needs } from '@/scripts/catalog/stages/context';

export function compileLookups(ctx: Needs<'parsed' | 'tables' | 'build' | 'media' | 'cutRecords'>): Lookups {
  const { allergens, brands, collGroups, attrTypes, groups, audiences, sections, ingTypes, mediaGroups, objectTypes } =
    ctx.tables;
  const { allergenOf, collGroupOf, ot, groupOf, sectionOf, typeOf } = ctx.build;
  const onlineCuts = ctx.cutRecords.filter((c) => c.isOnline);
  return {
    allergens: [...allergens.keys()].map(allergenOf),
    brands: [...brands.values()].map((b) => ({ brandName: b.name, brandNameSlug: b.slug })),
    collections: ctx.parsed.collections
      .filter((c) => c.v.isOnline)
      .map(({ v: c }) => ({
        collectionID: c.id,
        collectionName: c.name,
        collectionNameSlug: c.slug,
        collectionGroup: collGroupOf(c.group),
        objectType: ot(c.kind),
      })),
    collectionGroups: [...collGroups.keys()].map(collGroupOf),
    attributesByTypes: [...attrTypes.values()].map((t) => ({
      attributeTypeName: t.name,
      attributeTypeNameSlug: t.slug,
      objectType: [ot(t.objectType)],
      attributes: t.values.map((x) => ({ attributeName: x.name, attributeNameSlug: x.slug })),
    })),
    usdaNutrients: NUTRIENTS.map((n) => ({
      usdaNutrientGroup: n.group,
      nutrientDisplayName: n.name,
      nutrientDisplayNameSlug: n.slug,
    })),
    ingredientGroups: [...groups.keys()].map(groupOf),
    ingredientPrimals: onlineCuts
      .filter((c) => c.isBeefPrimal)
      .map((c) => ({
        ingredientID: c.ingredientID,
        ingredientName: c.ingredientName,
        ingredientNameSlug: c.ingredientNameSlug,
      })),
    beefIngredients: onlineCuts.map((c) => ({
      ingredientID: c.ingredientID,
      ingredientName: c.ingredientName,
      ingredientNameSlug: c.ingredientNameSlug,
    })),
    audiences: [...audiences.values()].map((a) => ({ audienceName: a.name, audienceNameSlug: a.slug })),
    grocerySections: [...sections.keys()].map(sectionOf),
    ingredientTypes: [...ingTypes.keys()].map(typeOf),
    mediaGroups: [...mediaGroups.keys()].map(ctx.media.mediaGroupFor),
    objectTypes: [...objectTypes.keys()].map(ot),
  };
}

// The small wire pieces several record stages share: taxonomy references, links, cut flags,
// and the lean rule on a cut's cooked SR28 values.
import { isLeanPer100g } from '@/lib/catalog/nutrition-rules';
import type { Needs } from '@/scripts/catalog/stages/context';
import type { CollectionSource, CutSource } from '@/scripts/catalog/source-schema';

export const link = (rel: string, href: string, title: string) => ({ rel, href, title });
export const recipeHref = (id: number) => `/api/v2/recipe/${id}`;
export const cutHref = (id: number) => `/api/v2/beefcut/${id}`;
export const collectionHref = (c: CollectionSource) =>
  `/api/v2/${c.kind === 'recipe' ? 'recipe' : 'beefcut'}/collection/${c.id}`;

export const ingredientLinks = (id: number, name: string, online: boolean, isCut: boolean) =>
  online && isCut
    ? [link('self', cutHref(id), name), link('recipes', `${cutHref(id)}/recipes`, `Recipes with ${name}`)]
    : [];

export const flags = (c: CutSource) => ({
  isBeefPrimal: c.level === 'primal',
  isBeefSubprimal: c.level === 'subprimal',
  isBeefSubsection: c.level === 'subsection',
  isBeefFabricatedCut: c.level === 'fabricated',
});

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function sharedBuilders(ctx: Needs<'tables' | 'usda'>) {
  const { usda } = ctx;
  const { allergens, sections, ingTypes, groups, collGroups, objectTypes, attrTypes, cutBySlug, ingBySlug } =
    ctx.tables;
  const ot = (slug: string) => ({ objectTypeName: objectTypes.get(slug)?.name ?? slug, objectTypeNameSlug: slug });
  const collGroupOf = (slug: string) => {
    const g = collGroups.get(slug)!;
    return { collectionGroupName: g.name, collectionGroupNameSlug: slug, objectType: ot(g.objectType) };
  };
  const cutPer100 = (c: CutSource, kind: 'raw' | 'cooked') => usda.foods[c.nutrition[kind]]!.nutrients;
  return {
    ot,
    allergenOf: (slug: string) => ({ allergenName: allergens.get(slug)!.name, allergenNameSlug: slug }),
    sectionOf: (slug: string) => ({ grocerySectionName: sections.get(slug)!.name, grocerySectionNameSlug: slug }),
    typeOf: (slug: string) => ({ ingredientTypeName: ingTypes.get(slug)!.name, ingredientTypeNameSlug: slug }),
    groupOf: (slug: string) => ({ ingredientGroupName: groups.get(slug)!.name, ingredientGroupNameSlug: slug }),
    collGroupOf,
    attrEntries: (attrs: Record<string, string[]>) =>
      Object.entries(attrs)
        .filter(([, values]) => values.length > 0)
        .map(([type, values]) => {
          const t = attrTypes.get(type)!;
          return {
            attributeTypeName: t.name,
            attributeTypeNameSlug: t.slug,
            objectType: [ot(t.objectType)],
            attributes: values.map((s) => ({
              attributeName: t.values.find((x) => x.slug === s)!.name,
              attributeNameSlug: s,
            })),
          };
        }),
    /** How a cut or a recipe names a collection it belongs to. */
    collectionRef: (c: CollectionSource) => ({
      collectionID: c.id,
      collectionName: c.name,
      collectionNameSlug: c.slug,
      collectionGroup: collGroupOf(c.group),
      objectType: ot(c.kind),
      links: [link('self', collectionHref(c), c.name)],
    }),
    cutPer100,
    cutIsLean: (c: CutSource) => {
      const n = cutPer100(c, 'cooked');
      return isLeanPer100g({ fat: n['204'] ?? 0, saturatedFat: n['606'] ?? 0, cholesterol: n['601'] ?? 0 });
    },
    /** A cut or non-beef ingredient named by slug, as an alternative, substitute, pairing or rollup. */
    cutLinkFields: (slug: string) => {
      const t = cutBySlug.get(slug)?.v ?? ingBySlug.get(slug)?.v;
      const isCut = cutBySlug.has(slug);
      return {
        ingredientID: t!.id,
        ingredientName: t!.name,
        ingredientNameSlug: t!.slug,
        isOnline: t!.isOnline,
        links: ingredientLinks(t!.id, t!.name, t!.isOnline, isCut),
      };
    },
  };
}
export type Builders = ReturnType<typeof sharedBuilders>;

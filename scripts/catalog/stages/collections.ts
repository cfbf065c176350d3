// Collection records: the summary fields and the online members, in the order the source
// lists them, as the shapes collections carry (lib/catalog/shape.ts).
import { collectionCutOf, collectionRecipeOf } from '@/lib/catalog/shape';
import type { Wire } from '@/lib/wire/v2';
import { collectionHref, link } from '@/scripts/catalog/stages/builders';
import type { Needs } from '@/scripts/catalog/stages/context';
import type { CollectionSource } from '@/scripts/catalog/source-schema';

export type CollectionRecords = {
  recipeCollections: Wire['recipeCollectionFull'][];
  cutCollections: Wire['cutCollectionFull'][];
};

export function compileCollections(
  ctx: Needs<'parsed' | 'build' | 'media' | 'cutRecords' | 'recipeRecords'>,
): CollectionRecords {
  const { collGroupOf, ot } = ctx.build;
  const recipeRecordBySlug = new Map(ctx.recipeRecords.map((r) => [r.recipeNameSlug, r]));
  const cutRecordBySlug = new Map(ctx.cutRecords.map((c) => [c.ingredientNameSlug, c]));
  const summary = (c: CollectionSource, online: number) => ({
    collectionID: c.id,
    collectionName: c.name,
    collectionNameSlug: c.slug,
    collectionGroup: collGroupOf(c.group),
    objectType: ot(c.kind),
    tagline: c.tagline,
    description: c.description,
    estimatedItemCount: online,
    media: ctx.media.collectionMedia(c),
    links: [link('self', collectionHref(c), c.name)],
  });
  const out: CollectionRecords = { recipeCollections: [], cutCollections: [] };
  for (const { v: c } of ctx.parsed.collections) {
    if (c.kind === 'recipe') {
      const members = c.members.map((m) => recipeRecordBySlug.get(m)!).filter((r) => r.isOnline);
      out.recipeCollections.push({
        ...summary(c, members.length),
        recipes: members.map((r, i) => collectionRecipeOf(r, i + 1)),
      });
    } else {
      const members = c.members.map((m) => cutRecordBySlug.get(m)!).filter((x) => x.isOnline);
      out.cutCollections.push({
        ...summary(c, members.length),
        ingredients: members.map((x, i) => collectionCutOf(x, i + 1)),
      });
    }
  }
  return out;
}

// The media records of cuts, recipes and collections: artwork the project draws itself
// (scripts/catalog/art/), 16:9, 4:3 and 1:1 and a share card per record, each file named by a
// hash of its SVG. `jobs()` lists the pictures for scripts/catalog/media.ts to rasterise.
import { createMediaStage } from '@/scripts/catalog/art/media-stage';
import type { Needs } from '@/scripts/catalog/stages/context';
import type { CollectionSource, CutSource, RecipeSource } from '@/scripts/catalog/source-schema';

export { RATIOS } from '@/scripts/catalog/art/media-stage';

export function mediaRecords(ctx: Needs<'tables' | 'build' | 'parsed' | 'usda'>) {
  const { mediaGroups } = ctx.tables;
  const { ot } = ctx.build;
  const mediaGroupFor = (slug: string) => {
    const g = mediaGroups.get(slug)!;
    return { mediaGroupName: g.name, mediaGroupNameSlug: slug, objectType: ot(g.objectType) };
  };
  const cuts = new Map(ctx.parsed.cuts.map((c) => [c.v.slug, c.v]));
  const recipes = new Map(ctx.parsed.recipes.map((r) => [r.v.slug, r.v]));
  const stage = createMediaStage({
    cuts,
    recipes,
    fatPer100g: (c) => ctx.usda.foods[c.nutrition.raw]?.nutrients['204'] ?? 0,
    group: mediaGroupFor,
  });
  return {
    mediaGroupFor,
    cutMedia: (c: CutSource) => stage.cut(c),
    recipeMedia: (r: RecipeSource) => stage.recipe(r),
    /** A collection's own mosaic of its online members (none when it has none online). */
    collectionMedia: (c: CollectionSource) =>
      stage.collection(
        c,
        c.members.flatMap((m) => {
          const v = c.kind === 'recipe' ? recipes.get(m) : cuts.get(m);
          return v?.isOnline ? [v] : [];
        }),
      ),
    /** Every picture drawn so far: call after the records are built. */
    jobs: () => stage.jobs(),
  };
}
export type MediaRecords = ReturnType<typeof mediaRecords>;

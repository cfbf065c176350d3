// The media records of cuts, recipes and collections: artwork the project draws itself, one
// file per aspect ratio (scripts/catalog/media.ts renders the files these records name).
import { unlistMedia } from '@/lib/catalog/shape';
import type { Media, MediaListed } from '@/lib/wire/v2';
import { link } from '@/scripts/catalog/stages/builders';
import type { Needs } from '@/scripts/catalog/stages/context';
import type { CollectionSource, CutSource, RecipeSource } from '@/scripts/catalog/source-schema';

export const RATIOS = [
  { key: '16x9', width: 1280, height: 720 },
  { key: '4x3', width: 1024, height: 768 },
  { key: '1x1', width: 800, height: 800 },
] as const;

export function mediaRecords(ctx: Needs<'tables' | 'build'>) {
  const { mediaGroups } = ctx.tables;
  const { ot } = ctx.build;
  const mediaGroupFor = (slug: string) => {
    const g = mediaGroups.get(slug)!;
    return { mediaGroupName: g.name, mediaGroupNameSlug: slug, objectType: ot(g.objectType) };
  };
  const mediaFor = (kind: 'recipes' | 'cuts', slug: string, title: string, caption: string): Media[] => {
    const group = mediaGroupFor(kind === 'recipes' ? 'recipe-hero' : 'cut-diagram');
    return RATIOS.map((r, i) => ({
      assetURL: `/media/${kind}/`,
      assetUID: 'beef-atlas',
      externalID: `${kind === 'recipes' ? 'r' : 'c'}-${slug}-${r.key}`,
      filename: `${slug}-${r.key}.jpg`,
      title,
      caption: `${caption} (${r.width}×${r.height})`,
      mediaGroup: group,
      mediaType: 'image/jpeg',
      sortOrder: i + 1,
      links: [link('original', `/media/${kind}/${slug}-${r.key}.jpg`, title)],
    }));
  };
  return {
    mediaGroupFor,
    cutMedia: (c: CutSource) =>
      mediaFor(
        'cuts',
        c.slug,
        `${c.name} on the beef cut chart`,
        `Where the ${c.name.toLowerCase()} comes from on the beef carcass`,
      ),
    recipeMedia: (r: RecipeSource) =>
      mediaFor('recipes', r.slug, r.name, r.isSpanish ? `Ilustración de ${r.name}` : `Artwork for ${r.name}`),
    /** A collection borrows the first picture among its members' records (`recordOf` finds one by slug). */
    collectionMedia: (
      c: CollectionSource,
      recordOf: (slug: string) => { media: (Media | MediaListed)[] } | undefined,
    ): Media[] => {
      const first = c.members.map((m) => recordOf(m)?.media[0]).find(Boolean);
      if (!first) return [];
      const plain: Media = Array.isArray(first.mediaGroup) ? unlistMedia(first as MediaListed) : (first as Media);
      return [{ ...plain, externalID: `col-${c.slug}`, title: c.name, caption: c.tagline }];
    },
  };
}
export type MediaRecords = ReturnType<typeof mediaRecords>;

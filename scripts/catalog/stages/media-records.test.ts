import { describe, expect, it } from 'vitest';
import { RATIOS } from '@/scripts/catalog/stages/media-records';
import { builtContext } from '@/scripts/catalog/stages/test-fixtures';

describe('mediaRecords', () => {
  it('gives a cut one chart image per aspect ratio', () => {
    const ctx = builtContext();
    const media = ctx.media.cutMedia(ctx.parsed.cuts[1]!.v);
    expect(media.map((m) => m.filename)).toEqual(RATIOS.map((r) => `chuck-roll-${r.key}.jpg`));
    expect(media[0]).toEqual({
      assetURL: '/media/cuts/',
      assetUID: 'beef-atlas',
      externalID: 'c-chuck-roll-16x9',
      filename: 'chuck-roll-16x9.jpg',
      title: 'Chuck Roll on the beef cut chart',
      caption: 'Where the chuck roll comes from on the beef carcass (1280×720)',
      mediaGroup: {
        mediaGroupName: 'Cut Chart Diagram',
        mediaGroupNameSlug: 'cut-diagram',
        objectType: { objectTypeName: 'Ingredient', objectTypeNameSlug: 'ingredient' },
      },
      mediaType: 'image/jpeg',
      sortOrder: 1,
      links: [{ rel: 'original', href: '/media/cuts/chuck-roll-16x9.jpg', title: 'Chuck Roll on the beef cut chart' }],
    });
    expect(media.map((m) => m.sortOrder)).toEqual([1, 2, 3]);
  });

  it('captions recipe artwork in the recipe’s language', () => {
    const ctx = builtContext();
    const rub = ctx.parsed.recipes[0]!.v;
    const english = ctx.media.recipeMedia(rub);
    expect(english[2]).toMatchObject({
      assetURL: '/media/recipes/',
      externalID: 'r-garlic-rub-1x1',
      caption: 'Artwork for Garlic Rub (800×800)',
      mediaGroup: { mediaGroupNameSlug: 'recipe-hero' },
    });
    expect(ctx.media.recipeMedia({ ...rub, isSpanish: true })[0]!.caption).toBe('Ilustración de Garlic Rub (1280×720)');
  });

  it('gives a collection the first picture among its members, as its own record', () => {
    const ctx = builtContext();
    const guide = ctx.parsed.collections[1]!.v;
    const chuck = { media: ctx.media.cutMedia(ctx.parsed.cuts[0]!.v) };
    const media = ctx.media.collectionMedia(guide, (slug) => (slug === 'chuck' ? chuck : { media: [] }));
    expect(media).toEqual([
      { ...chuck.media[0], externalID: 'col-chuck-guide', title: 'Chuck Guide', caption: 'Fixture cuts.' },
    ]);
    expect(ctx.media.collectionMedia(guide, () => undefined)).toEqual([]);
  });

  it('unlists a member picture whose media group is a list (recipe records)', () => {
    const ctx = builtContext();
    const plain = ctx.media.recipeMedia(ctx.parsed.recipes[1]!.v)[0]!;
    const listed = { ...plain, mediaGroup: [{ ...plain.mediaGroup, objectType: [plain.mediaGroup.objectType] }] };
    const [media] = ctx.media.collectionMedia(ctx.parsed.collections[0]!.v, () => ({ media: [listed] }));
    expect(media!.mediaGroup).toEqual(plain.mediaGroup);
  });

  it('names the media groups for the lookups', () => {
    expect(builtContext().media.mediaGroupFor('recipe-hero')).toEqual({
      mediaGroupName: 'Recipe Artwork',
      mediaGroupNameSlug: 'recipe-hero',
      objectType: { objectTypeName: 'Recipe', objectTypeNameSlug: 'recipe' },
    });
  });
});

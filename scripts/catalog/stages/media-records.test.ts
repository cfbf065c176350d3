import { describe, expect, it } from 'vitest';
import { RATIOS } from '@/scripts/catalog/stages/media-records';
import { builtContext } from '@/scripts/catalog/stages/test-fixtures';

const HASHED = /\.[0-9a-f]{10}\.jpg$/;

describe('mediaRecords', () => {
  it('gives a cut a picture per aspect ratio and a share card, named by a hash of the picture', () => {
    const ctx = builtContext();
    const media = ctx.media.cutMedia(ctx.parsed.cuts[1]!.v);
    expect(media.map((m) => m.filename.replace(HASHED, ''))).toEqual([
      ...RATIOS.map((r) => `chuck-roll-${r}`),
      'chuck-roll-share',
    ]);
    expect(media[0]).toMatchObject({
      assetURL: '/media/cuts/',
      assetUID: 'beef-atlas',
      externalID: 'c-chuck-roll-16x9',
      mediaGroup: { mediaGroupName: 'Cut Artwork', mediaGroupNameSlug: 'cut-diagram' },
      mediaType: 'image/jpeg',
      sortOrder: 1,
    });
    expect(media[0]!.title).toMatch(/^Raw chuck roll: /);
    expect(media[0]!.caption).toBe(`${media[0]!.title} (1280×720)`);
    expect(media[0]!.links).toEqual([
      { rel: 'original', href: `/media/cuts/${media[0]!.filename}`, title: media[0]!.title },
    ]);
    expect(media[3]).toMatchObject({ mediaGroup: { mediaGroupNameSlug: 'cut-share' }, sortOrder: 4 });
    expect(media.map((m) => m.sortOrder)).toEqual([1, 2, 3, 4]);
  });

  it('lists every picture it named once, as a job for the rasteriser', () => {
    const ctx = builtContext();
    const cut = ctx.media.cutMedia(ctx.parsed.cuts[1]!.v);
    ctx.media.cutMedia(ctx.parsed.cuts[1]!.v);
    const files = ctx.media.jobs().map((j) => j.file);
    expect(new Set(files).size).toBe(files.length);
    for (const m of cut) expect(files).toContain(`cuts/${m.filename}`);
  });

  it('describes recipe artwork in the recipe’s language', () => {
    const ctx = builtContext();
    const rub = ctx.parsed.recipes[0]!.v;
    expect(ctx.media.recipeMedia(rub)[2]).toMatchObject({
      assetURL: '/media/recipes/',
      externalID: 'r-garlic-rub-1x1',
      mediaGroup: { mediaGroupNameSlug: 'recipe-hero' },
    });
    expect(ctx.media.recipeMedia(rub)[0]!.title).toMatch(/^A jar of garlic rub/);
    expect(ctx.media.recipeMedia({ ...rub, slug: 'ajo', isSpanish: true })[0]!.title).toMatch(/^Un frasco de/);
  });

  it('gives a collection a mosaic of its own, never a member’s picture', () => {
    const ctx = builtContext();
    const guide = ctx.parsed.collections[1]!.v;
    const media = ctx.media.collectionMedia(guide);
    expect(media.map((m) => m.filename.replace(HASHED, ''))).toEqual([
      ...RATIOS.map((r) => `chuck-guide-${r}`),
      'chuck-guide-share',
    ]);
    expect(media[0]!.title).toMatch(/^A mosaic of pictures: /);
    expect(ctx.media.collectionMedia({ ...guide, members: ['no-such-cut'] })).toEqual([]);
  });

  it('names the media groups for the lookups', () => {
    expect(builtContext().media.mediaGroupFor('recipe-hero')).toEqual({
      mediaGroupName: 'Recipe Artwork',
      mediaGroupNameSlug: 'recipe-hero',
      objectType: { objectTypeName: 'Recipe', objectTypeNameSlug: 'recipe' },
    });
  });
});

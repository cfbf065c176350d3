// The pictures the catalog build wrote (npm run catalog:build, which npm test runs first):
// every online recipe, cut and collection has its three ratios and its share card on disk, at
// the size its name says, and no two recipes (nor two cuts) look alike to an 8 × 8 average
// hash, the perceptual hash of a thumbnail's light and dark.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { mediaDir, snapshotFile } from '@/scripts/catalog/paths';

type Item = { slug: string; media: { filename: string; assetURL: string }[] };
let recipes: Item[];
let cuts: Item[];
let collections: Item[];

beforeAll(() => {
  if (!existsSync(snapshotFile)) throw new Error(`${snapshotFile} is missing: run npm run catalog:build first`);
  const c = JSON.parse(readFileSync(snapshotFile, 'utf8')) as CatalogSnapshot;
  recipes = c.recipes.filter((r) => r.isOnline).map((r) => ({ slug: r.recipeNameSlug, media: r.media }));
  cuts = c.cuts.filter((x) => x.isOnline).map((x) => ({ slug: x.ingredientNameSlug, media: x.media }));
  collections = [...c.recipeCollections, ...c.cutCollections]
    .filter((x) => x.isOnline && x.estimatedItemCount > 0)
    .map((x) => ({ slug: x.collectionNameSlug, media: x.media }));
});

const SIZE: Record<string, [number, number]> = {
  '16x9': [1280, 720],
  '4x3': [1024, 768],
  '1x1': [800, 800],
  share: [1200, 630],
};
const fileOf = (m: { filename: string; assetURL: string }) =>
  join(mediaDir, m.assetURL.replace(/^\/media\//, ''), m.filename);
const keyOf = (filename: string) => /-(16x9|4x3|1x1|share)\.[0-9a-f]{10}\.jpg$/.exec(filename)?.[1];

/** 64 bits: each pixel of an 8 × 8 grey thumbnail against their mean. */
async function averageHash(file: string): Promise<string> {
  const px = await sharp(file).resize(8, 8, { fit: 'fill' }).greyscale().raw().toBuffer();
  const mean = px.reduce((s, v) => s + v, 0) / px.length;
  return [...px].map((v) => (v > mean ? '1' : '0')).join('');
}

describe('built media files', () => {
  it.each(['recipes', 'cuts', 'collections'] as const)(
    'every online %s has its three ratios and share card on disk, at their sizes',
    async (kind) => {
      const items = { recipes, cuts, collections }[kind];
      expect(items.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const it of items) {
        const keys = it.media.map((m) => keyOf(m.filename)).sort();
        if (keys.join() !== ['16x9', '1x1', '4x3', 'share'].join()) problems.push(`${it.slug}: ${keys.join()}`);
        for (const m of it.media) {
          const file = fileOf(m);
          if (!existsSync(file)) {
            problems.push(`${it.slug}: ${file} missing`);
            continue;
          }
          const { width, height, format } = await sharp(file).metadata();
          const [w, h] = SIZE[keyOf(m.filename)!]!;
          if (width !== w || height !== h || format !== 'jpeg') problems.push(`${file}: ${format} ${width}×${height}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(['recipes', 'cuts'] as const)('no two %s share a picture (8 × 8 average hash, every ratio)', async (kind) => {
    const items = { recipes, cuts }[kind];
    const collisions: string[] = [];
    for (const ratio of ['16x9', '4x3', '1x1']) {
      const seen = new Map<string, string>();
      for (const it of items) {
        const m = it.media.find((x) => keyOf(x.filename) === ratio)!;
        const hash = await averageHash(fileOf(m));
        const other = seen.get(hash);
        if (other) collisions.push(`${ratio}: ${it.slug} = ${other}`);
        else seen.set(hash, it.slug);
      }
    }
    expect(collisions).toEqual([]);
  });
});

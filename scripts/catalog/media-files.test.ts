// The pictures the catalog build wrote (npm run catalog:build, which npm test runs first):
// every online recipe, cut and collection has its three ratios and its share card on disk, at
// the size its name says, and no two recipes (nor two cuts) look alike to an 8 × 8 average
// hash, the perceptual hash of a thumbnail's light and dark; and cuts of one primal stay apart at
// card size under a DCT perceptual hash (issue 30: each cut drawn from its own data).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { mediaDir, snapshotFile } from '@/scripts/catalog/paths';
import { dctHash, hamming } from '@/scripts/catalog/perceptual-hash';

type Item = { slug: string; media: { filename: string; assetURL: string }[] };
let recipes: Item[];
let cuts: (Item & { primal: string })[];
let collections: Item[];

beforeAll(() => {
  if (!existsSync(snapshotFile)) throw new Error(`${snapshotFile} is missing: run npm run catalog:build first`);
  const c = JSON.parse(readFileSync(snapshotFile, 'utf8')) as CatalogSnapshot;
  recipes = c.recipes.filter((r) => r.isOnline).map((r) => ({ slug: r.recipeNameSlug, media: r.media }));
  cuts = c.cuts
    .filter((x) => x.isOnline)
    .map((x) => ({
      slug: x.ingredientNameSlug,
      media: x.media,
      primal: x.primalIngredient?.ingredientNameSlug ?? x.ingredientNameSlug,
    }));
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

/** A phone card: one column at 390 px, 16 px margins, the 4:3 picture 358 CSS px wide. */
const CARD = [358, 269] as const;
/** Out of 63 bits; unrelated pictures sit near 32, a re-encode or a small shift within ~4. */
const MIN_DISTANCE = 10;

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

  it(`no two cuts of one primal are within ${MIN_DISTANCE} bits of each other at phone card size (DCT hash)`, async () => {
    const hashes = new Map<string, Uint8Array>();
    for (const it of cuts) {
      const m = it.media.find((x) => keyOf(x.filename) === '4x3')!;
      const card = await sharp(fileOf(m)).resize(CARD[0], CARD[1]).png().toBuffer();
      hashes.set(it.slug, await dctHash(card));
    }
    const close: string[] = [];
    const nearest = new Map<string, number>();
    for (const [i, a] of cuts.entries())
      for (const b of cuts.slice(i + 1)) {
        if (a.primal !== b.primal) continue;
        const d = hamming(hashes.get(a.slug)!, hashes.get(b.slug)!);
        nearest.set(a.primal, Math.min(d, nearest.get(a.primal) ?? 64));
        if (d < MIN_DISTANCE) close.push(`${a.primal}: ${a.slug} ~ ${b.slug} (${d})`);
      }
    if (process.env.CUT_HASH_REPORT) console.log(Object.fromEntries(nearest), close);
    expect(nearest.size).toBeGreaterThan(3);
    expect(close).toEqual([]);
  });
});

// A contact sheet: every online recipe's (or cut's, or collection's) picture in one grid at
// phone size, to look at them side by side (issue 21). Reads the built catalog and files.
//   tsx scripts/catalog/contact-sheet.ts recipes out.png [--ratio 4x3] [--width 200] [--columns 8]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { mediaDir, snapshotFile } from '@/scripts/catalog/paths';

const [kind, out] = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
if (!['recipes', 'cuts', 'collections'].includes(kind ?? '') || !out) {
  console.error(
    'usage: tsx scripts/catalog/contact-sheet.ts recipes|cuts|collections out.png [--ratio 4x3] [--width 200] [--columns 8]',
  );
  process.exit(2);
}
const ratio = flag('ratio', '4x3');
const width = Number(flag('width', '200'));
const columns = Number(flag('columns', '8'));
const gap = 6;

const c = JSON.parse(readFileSync(snapshotFile, 'utf8')) as CatalogSnapshot;
const items =
  kind === 'recipes'
    ? c.recipes.filter((r) => r.isOnline).map((r) => r.media)
    : kind === 'cuts'
      ? c.cuts.filter((x) => x.isOnline).map((x) => x.media)
      : [...c.recipeCollections, ...c.cutCollections].filter((x) => x.isOnline).map((x) => x.media);
const files = items.flatMap((media) => {
  const m = media.find((x) => x.filename.includes(`-${ratio}.`));
  return m ? [join(mediaDir, m.assetURL.replace(/^\/media\//, ''), m.filename)] : [];
});
const tiles = await Promise.all(files.map((f) => sharp(f).resize(width).png().toBuffer({ resolveWithObject: true })));
const height = tiles[0]!.info.height;
const rows = Math.ceil(tiles.length / columns);
await sharp({
  create: {
    width: columns * (width + gap) + gap,
    height: rows * (height + gap) + gap,
    channels: 3,
    background: '#ffffff',
  },
})
  .composite(
    tiles.map((t, i) => ({
      input: t.data,
      left: gap + (i % columns) * (width + gap),
      top: gap + Math.floor(i / columns) * (height + gap),
    })),
  )
  .png()
  .toFile(out);
console.log(`${out}: ${tiles.length} ${kind} (${ratio}) at ${width} px`);

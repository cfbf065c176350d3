// Every cut picture shows the whole cut: drawn alone, at its place in each ratio, the cut's
// painted pixels keep a margin inside the frame (issue 30: tilted roasts lost their cut face
// at the card's edge). Measured on the raster, so every stroke, fat cap and bone counts.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cutArt } from '@/scripts/catalog/art/cut-art';
import { cutArtInput } from '@/scripts/catalog/art/inputs';
import { RATIO_SIZES, type Ratio } from '@/scripts/catalog/art/recipe-art';
import { readSources, readUsda } from '@/scripts/catalog/read-sources';
import { cutSource, type CutSource } from '@/scripts/catalog/source-schema';

/** The share of each side kept clear: 2 %, 7 px of a 358 px phone card. */
const MARGIN = 0.02;

let cuts: CutSource[];
let all: Map<string, CutSource>;
let fat: (c: CutSource) => number;
beforeAll(() => {
  const { sources } = readSources();
  const usda = readUsda();
  all = new Map(sources.cuts.map((f) => cutSource.parse(f.data) as CutSource).map((c) => [c.slug, c]));
  cuts = [...all.values()].filter((c) => c.isOnline);
  fat = (c) => usda.foods[c.nutrition.raw]!.nutrients['204']!;
});

/** The box of pixels the drawing paints, in pixels of the picture. */
async function paintedBox(svg: string, [w, h]: readonly [number, number]) {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([w, h]);
  let [left, top, right, bottom] = [w, h, -1, -1];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (data[(y * w + x) * 4 + 3]! > 8) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  return { left, top, right, bottom };
}

describe('cut pictures', () => {
  it('the test sees a cut that runs off the frame', async () => {
    const off =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><rect x="60" y="10" width="60" height="20"/></svg>';
    expect(await paintedBox(off, [100, 50])).toEqual({ left: 60, top: 10, right: 99, bottom: 29 });
  });

  it(`every online cut lies inside each ratio with a ${MARGIN * 100} % margin`, { timeout: 180_000 }, async () => {
    expect(cuts.length).toBeGreaterThan(50);
    const out: string[] = [];
    for (const c of cuts) {
      const art = cutArt(cutArtInput(c, all, fat(c)), 'cut');
      for (const ratio of Object.keys(RATIO_SIZES) as Ratio[]) {
        const [w, h] = RATIO_SIZES[ratio];
        const b = await paintedBox(art.svg[ratio], [w, h]);
        expect(b.right, `${c.slug} ${ratio} draws nothing`).toBeGreaterThan(0);
        const [mx, my] = [Math.round(w * MARGIN), Math.round(h * MARGIN)];
        if (b.left < mx || b.top < my || b.right > w - 1 - mx || b.bottom > h - 1 - my)
          out.push(`${c.slug} (${art.shape}) ${ratio}: ${b.left},${b.top}–${b.right},${b.bottom} of ${w}×${h}`);
      }
    }
    expect(out).toEqual([]);
  });
});

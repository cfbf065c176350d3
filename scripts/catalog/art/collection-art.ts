// A collection's own picture: a mosaic of its first members' pictures in a frame of the
// collection's colour, never one member's picture alone. No text.
import { embed } from '@/scripts/catalog/art/compose';
import type { Ratio } from '@/scripts/catalog/art/recipe-art';
import { RATIO_SIZES } from '@/scripts/catalog/art/recipe-art';
import { mix, rand, rect, svgDoc } from '@/scripts/catalog/art/svg';

const FRAMES = ['#3b1f17', '#67241f', '#2f3b33', '#3c4a5a', '#5a3a22', '#2b2b2e', '#4a2a3a'];

/** `members` are the members' square pictures, in the collection's order. */
export function collectionArtSvg(id: number, members: string[], ratio: Ratio): string {
  const [W, H] = RATIO_SIZES[ratio];
  const r = rand(id, 11);
  const frame = mix(r.pick(FRAMES), '#000000', r.range(0, 0.2));
  const gap = 12;
  // Wide frames hold a row of three over a row of two (or fewer); square frames a 2 × 2 grid.
  const layout: [number, number][] =
    ratio === '1x1'
      ? [[2, 2]]
      : members.length >= 5
        ? [
            [3, 1],
            [2, 1],
          ]
        : members.length >= 3
          ? [[members.length === 3 ? 3 : 2, 1], ...(members.length === 4 ? [[2, 1] as [number, number]] : [])]
          : [[Math.max(1, members.length), 1]];
  const rows = layout.reduce((s, [, k]) => s + k, 0);
  const rowH = (H - gap * (rows + 1)) / rows;
  let y = gap;
  let i = 0;
  let tiles = '';
  for (const [cols, k] of layout)
    for (let row = 0; row < k; row++) {
      const w = (W - gap * (cols + 1)) / cols;
      for (let c = 0; c < cols; c++) {
        const svg = members[i % Math.max(members.length, 1)];
        if (svg) tiles += embed(svg, gap + c * (w + gap), y, w, rowH, `t${i}`);
        i++;
      }
      y += rowH + gap;
    }
  return svgDoc(W, H, `0 0 ${W} ${H}`, rect(0, 0, W, H, frame) + tiles);
}

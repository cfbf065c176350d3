import { describe, expect, it } from 'vitest';

import {
  IMAGE_WIDTHS,
  belowWidth,
  cardGrid,
  cardGrid3,
  collectionGrid,
  pageHero,
  sizesOf,
  type Layout,
} from './image-sizes';

// The `sizes` grammar (HTML, "source size list"): entries `<media-condition> <length>` separated
// by commas, the last a bare `<length>`; here the only conditions are single min-widths.
const LENGTH = String.raw`(?:\d+(?:\.\d+)?(?:px|vw)|calc\([^()]+\))`;
const ENTRY = new RegExp(String.raw`^\(min-width: (\d+)px\) (${LENGTH})$`);
const BARE = new RegExp(`^${LENGTH}$`);

function entries(sizes: string) {
  const parts = sizes.split(', ');
  const last = parts.pop()!;
  expect(last, sizes).toMatch(BARE);
  return parts.map((p) => {
    const m = ENTRY.exec(p);
    expect(m, `"${p}" in "${sizes}"`).not.toBeNull();
    return Number(m![1]);
  });
}

const layouts: Record<string, Layout> = {
  cardGrid,
  cardGrid3,
  compactCards: belowWidth(cardGrid, 640, '112px'),
  collectionGrid,
  compactCollections: belowWidth(collectionGrid, 640, '112px'),
  hero: pageHero(560),
};

describe('sizes', () => {
  it.each(Object.entries(layouts))('%s is a valid source size list, widest first', (_, layout) => {
    const widths = entries(sizesOf(layout));
    expect(widths).toEqual([...widths].sort((a, b) => b - a));
    expect(new Set(widths).size).toBe(widths.length);
  });

  it('a compact card is 112 px on a phone and the grid size from 640 px', () => {
    expect(sizesOf(belowWidth(cardGrid, 640, '112px'))).toBe(
      '(min-width: 1280px) 268px, (min-width: 1152px) 362px, (min-width: 1024px) calc(33vw - 22px), (min-width: 640px) calc(50vw - 24px), 112px',
    );
  });

  it('a compact variant keeps the width in force at its breakpoint when no rule starts there', () => {
    const layout: Layout = { rules: [[1024, '300px']], base: '90vw' };
    expect(sizesOf(belowWidth(layout, 640, '100px'))).toBe('(min-width: 1024px) 300px, (min-width: 640px) 90vw, 100px');
  });
});

// The CSS width a `sizes` length gives at a viewport width: px, vw or calc(Nvw - Mpx).
function cssWidth(length: string, viewport: number): number {
  const px = /^(\d+)px$/.exec(length);
  if (px) return Number(px[1]);
  const vw = /^(\d+)vw$/.exec(length);
  if (vw) return (Number(vw[1]) * viewport) / 100;
  const calc = /^calc\((\d+)vw - (\d+)px\)$/.exec(length);
  if (calc) return (Number(calc[1]) * viewport) / 100 - Number(calc[2]);
  throw new Error(`unread length ${length}`);
}

describe('IMAGE_WIDTHS', () => {
  const widths = [...IMAGE_WIDTHS.imageSizes, ...IMAGE_WIDTHS.deviceSizes];
  const layoutsWithHeroes = { ...layouts, collectionHero: pageHero(440) };
  const viewports = [360, 390, 412, 640, 768, 1024, 1152, 1280, 1440, 1920];

  it('lists widths once, smallest first', () => {
    expect(widths).toEqual([...new Set(widths)].sort((a, b) => a - b));
  });

  it.each(Object.entries(layoutsWithHeroes))(
    '%s: the browser finds a width at most 1.5× what it draws, at 1 to 3 device pixels',
    (_, layout) => {
      const sorted = [...layout.rules].sort((a, b) => b[0] - a[0]);
      for (const viewport of viewports) {
        const length = sorted.find(([min]) => viewport >= min)?.[1] ?? layout.base;
        for (const dpr of [1, 2, 3]) {
          const drawn = cssWidth(length, viewport) * dpr;
          const chosen = widths.find((w) => w >= drawn) ?? widths.at(-1)!;
          // Past the largest width the picture is drawn from the largest: never upscaled wastefully.
          if (drawn <= widths.at(-1)!)
            expect(chosen / drawn, `${length} at ${viewport} px ×${dpr}`).toBeLessThanOrEqual(1.5);
        }
      }
    },
  );
});

/** `sizes` attributes from one table per layout. The browser takes the first entry whose media
 *  condition matches, so entries run from the widest viewport down and end with a bare length;
 *  a condition nested inside another (`(min-width: 640px) (min-width: 1024px) 300px`) is invalid
 *  and makes browsers ignore the whole attribute, fetching for the full viewport. */

/** From this viewport width (CSS px) up, the image is drawn at this CSS length. */
export type SizeRule = readonly [minWidth: number, length: string];
export type Layout = { rules: readonly SizeRule[]; base: string };

export function sizesOf({ rules, base }: Layout): string {
  const sorted = [...rules].sort((a, b) => b[0] - a[0]);
  return [...sorted.map(([w, length]) => `(min-width: ${w}px) ${length}`), base].join(', ');
}

/** The same layout below `from` px drawn at `phone` instead (a card that becomes a row with a
 *  small picture on a phone). */
export function belowWidth(layout: Layout, from: number, phone: string): Layout {
  const kept = layout.rules.filter(([w]) => w >= from);
  const atFrom = kept.some(([w]) => w === from) ? [] : [[from, lengthAt(layout, from)] as const];
  return { rules: [...kept, ...atFrom], base: phone };
}

function lengthAt({ rules, base }: Layout, width: number): string {
  const hit = [...rules].sort((a, b) => b[0] - a[0]).find(([w]) => width >= w);
  return hit ? hit[1] : base;
}

// The site's main column: max-w-6xl (1152 px) with 16 px padding each side.
/** Card grids: 1 column, 2 from `sm`, 3 from `lg`, 4 from `xl`, 16 px gaps. */
export const cardGrid: Layout = {
  rules: [
    [1280, '268px'],
    [1152, '362px'],
    [1024, 'calc(33vw - 22px)'],
    [640, 'calc(50vw - 24px)'],
  ],
  base: 'calc(100vw - 32px)',
};

/** A card grid that stops at 3 columns (a preview of two full rows): 1 column, 2 from `sm`, 3
 *  from `lg`. */
export const cardGrid3: Layout = {
  rules: [
    [1152, '362px'],
    [1024, 'calc(33vw - 22px)'],
    [640, 'calc(50vw - 24px)'],
  ],
  base: 'calc(100vw - 32px)',
};
/** Collection cards: 1 column, 2 from `sm`, 3 from `lg` (home) or `xl` (search, beside the
 *  filters): the wider of the two, so the picture is never fetched too small. */
export const collectionGrid: Layout = {
  rules: [
    [1280, '362px'],
    [640, 'calc(50vw - 24px)'],
  ],
  base: 'calc(100vw - 32px)',
};

/** The hero picture of a recipe, cut or collection page: beside the text from `lg`. */
export const pageHero = (lgWidth: number): Layout => ({
  rules: [[1024, `${lgWidth}px`]],
  base: 'calc(100vw - 32px)',
});

/** The widths the image optimizer makes and every srcset lists (next.config.ts). Next's defaults
 *  are 15 widths up to 3840 px, about 1.9 kB of srcset per picture; these cover every layout
 *  above from a 360 px phone to a wide desktop at 1 to 3 device pixels per CSS pixel, each
 *  fetch at most 1.5× the pixels drawn (checked in image-sizes.test.ts). */
export const IMAGE_WIDTHS = {
  imageSizes: [128, 256],
  deviceSizes: [384, 640, 750, 828, 1080, 1200, 1440, 1920],
} as const;

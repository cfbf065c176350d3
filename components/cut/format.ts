import type { CutLevel, CutView } from '@/lib/api/views';

// How cut facts read on every page that shows them (the cut page, its calculator, the compare view).

export const CUT_LEVEL_LABEL: Record<CutLevel, string> = {
  primal: 'Primal',
  subprimal: 'Subprimal',
  subsection: 'Subsection',
  cut: 'Retail and foodservice cut',
};

/** Ground beef has its own safe minimum (160 °F, no rest) under USDA FSIS guidance. */
export const isGroundBeef = (cut: Pick<CutView, 'categories'>) => cut.categories.some((c) => c.slug === 'ground-beef');

/** A cooking time range: "12 min", "12-15 min". */
export const minutesRange = ([a, b]: readonly [number, number]) => `${a === b ? a : `${a}-${b}`} min`;

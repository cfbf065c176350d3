import type { NutrientView, NutritionView } from '@/lib/api/views';
import type { Dict } from '@/lib/i18n/dict';
import { fill } from '@/lib/i18n/fill';

/** The FDA label's main nutrients, in its order; the rest of a view's nutrients follow them. */
const MAIN = [
  'total-fat',
  'saturated-fat',
  'trans-fat',
  'cholesterol',
  'sodium',
  'total-carbohydrate',
  'dietary-fiber',
  'total-sugars',
  'protein',
];
/** Parts of the nutrient above them: indented, in a plain weight. */
export const INDENT = new Set(['saturated-fat', 'trans-fat', 'dietary-fiber', 'total-sugars']);

/** A label's rows by slug, from one view or several (a cut's cooked and raw): calories, the main
 *  nutrients in the FDA's order, then the others in the order the first view lists them. */
export function labelRows(views: NutritionView[]) {
  const slugs = [...new Set(views.flatMap((v) => v.nutrients.map((n) => n.slug)))];
  const micro = slugs.filter((s) => !MAIN.includes(s) && s !== 'calories' && !s.endsWith('unsaturated-fat'));
  return { main: MAIN.filter((s) => slugs.includes(s)), micro, hasCalories: slugs.includes('calories') };
}

/** The good or excellent source mark the catalog computed from the FDA thresholds. */
export function Claim({ n, t }: { n: NutrientView | undefined; t: Dict['nutrition'] }) {
  if (n?.excellent) return <span className="nl-excellent">{t.excellent}</span>;
  if (n?.good) return <span className="nl-good">{t.good}</span>;
  return null;
}

/** A view's notes after its tip: what it leaves out, its note and its source. */
export function viewNotes(nutrition: NutritionView, t: Dict['nutrition']) {
  return [
    nutrition.insignificant,
    nutrition.note,
    fill(t.source, { source: `${nutrition.source}${nutrition.foodName ? ` (${nutrition.foodName})` : ''}.` }),
  ].filter(Boolean);
}

// The reader's choice of servings and units in a recipe's URL: /recipes/x?servings=12&units=metric.
// Read by the proxy (which sends such URLs to the page that renders them), the page (which
// clamps servings to the recipe's range) and the island (which writes them back as it changes).
import type { UnitSystem } from '@/lib/cooking/temperature';

export type RecipeChoice = { servings: number | null; units: UnitSystem | null };

/** Generous bound before a recipe is known (the page then clamps to 4× its own yield). */
const MAX_ANY = 1000;

type Query = URLSearchParams | Record<string, string | string[] | undefined>;
const first = (q: Query, name: string) => {
  const v = q instanceof URLSearchParams ? q.get(name) : q[name];
  return (Array.isArray(v) ? v[0] : v) ?? null;
};

/** The choice a URL states (a query, or Next's searchParams); junk is ignored (null), never an error. */
export function readChoice(query: Query): RecipeChoice {
  const s = first(query, 'servings');
  const n = s !== null && /^\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : NaN;
  const u = first(query, 'units')?.trim().toLowerCase();
  return {
    servings: Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_ANY) : null,
    units: u === 'metric' || u === 'us' ? u : null,
  };
}

/** Scaling goes from 1 serving to 4× the recipe's own yield. */
export const maxServings = (yieldCount: number) => Math.max(1, yieldCount) * 4;
export const clampServings = (n: number, yieldCount: number) =>
  Math.min(Math.max(1, Math.round(n)), maxServings(yieldCount));

/** The recipe's URL for a choice: the plain URL for its own servings in US units. */
export function choiceHref(path: string, servings: number, units: UnitSystem, yieldCount: number): string {
  const q = new URLSearchParams();
  if (servings !== yieldCount) q.set('servings', String(servings));
  if (units !== 'us') q.set('units', units);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

// The half of the search codec that needs no validation library: page-size constants, the
// spec's buckets, and writing criteria back to a canonical query. The search island ships it
// in its first load; parsing (lib/search/criteria.ts, zod) loads when a reader first refines.

export const MAX_ITEMS_PER_PAGE = 50;
export const DEFAULT_ITEMS_PER_PAGE = 10;

export type AnyCriteria = Record<string, unknown> & { pageNumber: number; itemsPerPage: number };

/** The order a search's results come in: the one asked for, else relevance with text and,
 *  without, `noText` (the service's name order; the site's listings, their recommended order).
 *  Relevance without text is that order too. */
export function sortOf(criteria: Record<string, unknown>, noText = 'name'): string {
  const hasText = typeof criteria.searchText === 'string' && criteria.searchText.trim() !== '';
  const asked = typeof criteria.sort === 'string' && criteria.sort ? criteria.sort : null;
  if (!hasText) return asked === null || asked === 'relevance' ? noText : asked;
  return asked ?? 'relevance';
}

/** What a URL leaves out: the page size (the service's default, or the site's,
 *  lib/search/kinds.ts) and the order without text (`sort`; absent, name order). */
export type QueryDefaults = { itemsPerPage: number; sort?: string };
const SERVICE_DEFAULTS: QueryDefaults = { itemsPerPage: DEFAULT_ITEMS_PER_PAGE };

/** Writes criteria back to a canonical query: only what differs from the defaults (the default
 *  order too), arrays as repeated names in a stable order, so equal searches have equal URLs. */
export function criteriaToSearchParams(
  criteria: AnyCriteria,
  overrides: Partial<AnyCriteria> = {},
  defaults: QueryDefaults = SERVICE_DEFAULTS,
): URLSearchParams {
  const merged: AnyCriteria = { ...criteria, ...overrides } as AnyCriteria;
  const defaultSort = sortOf({ searchText: merged.searchText }, defaults.sort);
  const params = new URLSearchParams();
  for (const key of Object.keys(merged).sort()) {
    const value = merged[key];
    if (key === 'pageNumber' && value === 1) continue;
    if (key === 'itemsPerPage' && value === defaults.itemsPerPage) continue;
    if (key === 'sort' && (value === null || sortOf(merged, defaults.sort) === defaultSort)) continue;
    if (Array.isArray(value)) for (const v of [...value].sort()) params.append(key, String(v));
    else if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/** The time a search filters on, which its cards show beside the total ("Cook 35 minutes"):
 *  the spec filters recipes on their cook time only (maxCookTimeMinutes). */
export const filteredTime = (criteria: Record<string, unknown>): 'cook' | undefined =>
  criteria.maxCookTimeMinutes !== undefined && criteria.maxCookTimeMinutes !== null ? 'cook' : undefined;

// The bounds of the spec's "Bucketed integer fields" table (service-v2.md).
export const SERVING_BUCKETS = [2, 4, 6, 8, 12, 24] as const;
export const COOK_TIME_BUCKETS = [15, 30, 45, 60, 120] as const;

type Bucket = { min: number; max?: number; label: string };

/** The smallest 0-b bucket holding n, or the open bucket above the last (b+1 to Max). */
export function bucketRange(buckets: readonly number[], n: number): Bucket {
  const b = buckets.find((x) => n <= x);
  const open = buckets.at(-1)! + 1;
  return b !== undefined ? { min: 0, max: b, label: `0-${b}` } : { min: open, label: `${open}-Max` };
}

/** Every bucket's label, in order (for documentation). */
export const bucketLabels = (buckets: readonly number[]) => [
  ...buckets.map((b) => `0-${b}`),
  `${buckets.at(-1)! + 1}-Max`,
];

/** maxNumberOfServings n: recipes in the smallest 0-b bucket holding n (3 → 0-4); 25 or more → 25-Max. */
export const servingsRange = (n: number) => bucketRange(SERVING_BUCKETS, n);
/** maxCookTimeMinutes n: recipes in the smallest 0-b bucket holding n (40 → 0-45); above 120 → 121-Max. */
export const cookTimeRange = (n: number) => bucketRange(COOK_TIME_BUCKETS, n);

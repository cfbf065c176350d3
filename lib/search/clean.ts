// Bounded work per search request: a facet value the lookups do not offer is dropped (the
// service would match nothing by it, yet each one made a chip whose link repeated the whole
// query, so a junk URL made a page quadratic in its length), and so are values beyond a small
// number per facet and filters beyond a small total. The search pages answer a URL this changes
// with a permanent redirect to the cleaned one, so every page they render has at most
// MAX_ACTIVE_FILTERS chips, each linking to a URL no longer than the one asked for.
import { SEARCH_KINDS, type KindSpec, type SearchKind } from '@/lib/search/kinds';
import type { AnyCriteria } from '@/lib/search/params';

/** More values of one facet than any reader picks (the form shows each facet's list). */
export const MAX_FACET_VALUES = 10;
/** Active filters in all (facet values, and set single-value filters). */
export const MAX_ACTIVE_FILTERS = 20;

type Option = { value: string };

/** The criteria with only the facet values the lookups offer (`options`: each array
 *  parameter's values), at most MAX_FACET_VALUES per facet and MAX_ACTIVE_FILTERS in all;
 *  `changed` when anything was dropped. */
export function cleanCriteria<C extends AnyCriteria>(
  kind: SearchKind,
  criteria: C,
  options: Record<string, readonly Option[] | undefined>,
): { criteria: C; changed: boolean } {
  const spec = SEARCH_KINDS[kind] as KindSpec;
  const cleaned: AnyCriteria = { ...criteria };
  let changed = false;
  // Single-value filters count first: each is one chip and cannot be trimmed, only dropped.
  let budget = MAX_ACTIVE_FILTERS;
  for (const [param, p] of Object.entries(spec.params)) {
    if (p.type === 'array' || p.type === 'sort') continue;
    const v = cleaned[param];
    if (v === null || v === undefined || v === '') continue;
    if (budget > 0) budget--;
    else {
      cleaned[param] = p.type === 'text' ? '' : null;
      changed = true;
    }
  }
  for (const [param, p] of Object.entries(spec.params)) {
    if (p.type !== 'array') continue;
    const values = (cleaned[param] as string[] | undefined) ?? [];
    if (!values.length) continue;
    const known = new Set((options[param] ?? []).map((o) => o.value));
    const kept = values.filter((v) => known.has(v)).slice(0, Math.min(MAX_FACET_VALUES, budget));
    budget -= kept.length;
    if (kept.length !== values.length) {
      cleaned[param] = kept;
      changed = true;
    }
  }
  return { criteria: (changed ? cleaned : criteria) as C, changed };
}

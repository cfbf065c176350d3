import type { LookupsView, Option } from '@/lib/api/lookups-view';
import type { Dict } from '@/lib/i18n/dict';
import { SEARCH_KINDS, listingOrder, type ParamSpec, type SearchKind } from '@/lib/search/kinds';

/** `more`: a trade field, shown under "More filters" (lib/search/kinds.ts). */
type FacetBase = { param: string; label: string; more?: boolean };
/** `listed`: how many options the lookups hold, when `options` is only what the form offers
 *  (offeredFacets): a group of a few opens by itself. */
export type ArrayFacet = FacetBase & { kind: 'array'; options: Option[]; listed?: number };
export type SelectFacet = FacetBase & { kind: 'select'; options: Option[] };
export type TextFacet = FacetBase & { kind: 'text'; placeholder: string };
export type BoolFacet = FacetBase & { kind: 'bool' };
export type Facet = ArrayFacet | SelectFacet | TextFacet | BoolFacet;

/** One control of the filter form for one parameter of the kind's table (lib/search/kinds.ts);
 *  the order (`sort`) is not a filter: the results' toolbar holds it. */
function facetOf(kind: SearchKind, param: string, spec: ParamSpec, lookups: LookupsView): Facet | null {
  const f = facetFor(kind, param, spec, lookups);
  return f && spec.more ? { ...f, more: true } : f;
}

function facetFor(kind: SearchKind, param: string, spec: ParamSpec, lookups: LookupsView): Facet | null {
  const { label } = spec;
  switch (spec.type) {
    case 'array': {
      const options = (lookups.options[kind] as Record<string, Option[]>)[param] ?? [];
      const plain = spec.optionLabels;
      return {
        kind: 'array',
        param,
        label,
        options: plain ? options.map((o) => ({ ...o, label: plain[o.label] ?? o.label })) : options,
      };
    }
    case 'text':
      return { kind: 'text', param, label, placeholder: spec.placeholder };
    case 'bucket':
      return {
        kind: 'select',
        param,
        label,
        options: spec.options.map((o) => ({ value: String(o.value), label: o.label })),
      };
    case 'bool':
      if ('checkbox' in spec.control) return { kind: 'bool', param, label };
      return {
        kind: 'select',
        param,
        label,
        options: [
          { value: 'true', label: spec.control.select[0] },
          { value: 'false', label: spec.control.select[1] },
        ],
      };
    case 'sort':
      return null;
  }
}

/** The filter form of a search page: every parameter of its kind, then the page size. */
export function facetsOf(kind: SearchKind, lookups: LookupsView, t: Dict['search']): Facet[] {
  const params = Object.entries(SEARCH_KINDS[kind].params as Record<string, ParamSpec>);
  const facets = params.flatMap(([param, spec]) => facetOf(kind, param, spec, lookups) ?? []);
  const sizes = SEARCH_KINDS[kind].pageSizes;
  if (!sizes.length) return facets;
  const options = sizes.map((n) => ({ value: String(n), label: t.perPage.replace('{n}', String(n)) }));
  return [...facets, { kind: 'select', param: 'itemsPerPage', label: t.resultsPerPage, options }];
}

/** What the form offers of each choice list: where the service counts a parameter, the
 *  options that would give results and those already chosen; the rest never reach the page
 *  (a filtered search's form shows a fraction of the lookups). Without counts, every option. */
export function offeredFacets(
  facets: Facet[],
  counts: Record<string, Record<string, number>> | undefined,
  values: Record<string, unknown>,
): Facet[] {
  return facets.map((f) => {
    const counted = f.kind === 'array' ? counts?.[f.param] : undefined;
    if (f.kind !== 'array' || !counted) return f;
    const chosen = new Set((values[f.param] as string[] | undefined) ?? []);
    const options = f.options.filter((o) => chosen.has(o.value) || (counted[o.value] ?? 0) > 0);
    return { ...f, options, listed: f.listed ?? f.options.length };
  });
}

/** The orders a kind's results take, as the toolbar offers them: the default first (relevance
 *  with text, the listing's order without), under the value '' so that URLs leave it out. */
export function sortOptionsOf(kind: SearchKind, hasText: boolean, t: Dict['search']): Option[] {
  const spec = SEARCH_KINDS[kind].params.sort as ParamSpec & { type: 'sort' };
  const first = hasText ? 'relevance' : listingOrder(kind);
  const rest = Object.keys(spec.options).filter((k) => k !== first && k !== 'relevance');
  const label = (k: string) => t.sorts[k as keyof Dict['search']['sorts']] ?? k;
  return [{ value: '', label: label(first) }, ...rest.map((k) => ({ value: k, label: label(k) }))];
}

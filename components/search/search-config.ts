import type { LookupsView, Option } from '@/lib/api/lookups-view';
import { SEARCH_KINDS, type ParamSpec, type SearchKind } from '@/lib/search/kinds';

export type ArrayFacet = { kind: 'array'; param: string; label: string; options: Option[] };
export type SelectFacet = { kind: 'select'; param: string; label: string; options: Option[] };
export type TextFacet = { kind: 'text'; param: string; label: string; placeholder: string };
export type BoolFacet = { kind: 'bool'; param: string; label: string };
export type Facet = ArrayFacet | SelectFacet | TextFacet | BoolFacet;

/** One control of the filter form for one parameter of the kind's table (lib/search/kinds.ts). */
function facetOf(kind: SearchKind, param: string, spec: ParamSpec, lookups: LookupsView): Facet {
  const { label } = spec;
  switch (spec.type) {
    case 'array':
      return { kind: 'array', param, label, options: (lookups.options[kind] as Record<string, Option[]>)[param] ?? [] };
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
  }
}

/** The filter form of a search page: every parameter of its kind, then the page size. */
export function facetsOf(kind: SearchKind, lookups: LookupsView): Facet[] {
  const params = Object.entries(SEARCH_KINDS[kind].params as Record<string, ParamSpec>);
  const facets = params.map(([param, spec]) => facetOf(kind, param, spec, lookups));
  const sizes = SEARCH_KINDS[kind].pageSizes;
  if (!sizes.length) return facets;
  const options = sizes.map((n) => ({ value: String(n), label: `${n} per page` }));
  return [...facets, { kind: 'select', param: 'itemsPerPage', label: 'Results per page', options }];
}

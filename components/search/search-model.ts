import { criteriaToSearchParams, type AnyCriteria } from '@/lib/search/params';
import type { ActiveFilter } from '@/components/search/active-filters';
import type { Facet } from '@/components/search/search-config';

type Criteria = AnyCriteria;

export const hrefWith = (base: string, criteria: Criteria, overrides: Partial<Criteria> = {}) => {
  const q = criteriaToSearchParams(criteria, overrides).toString();
  return q ? `${base}?${q}` : base;
};

/** Every active filter as a removable chip, with the URL that drops it (and resets paging). */
export function activeFilters(base: string, criteria: Criteria, facets: Facet[]): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  for (const f of facets) {
    const v = criteria[f.param];
    if (Array.isArray(v)) {
      for (const value of v as string[]) {
        const label = f.kind === 'array' ? (f.options.find((o) => o.value === value)?.label ?? value) : value;
        out.push({
          param: f.param,
          value,
          label: `${f.label}: ${label}`,
          removeHref: hrefWith(base, criteria, {
            [f.param]: (v as string[]).filter((x) => x !== value),
            pageNumber: 1,
          }),
        });
      }
    } else if (v !== null && v !== undefined && v !== '') {
      const label =
        f.kind === 'select'
          ? (f.options.find((o) => o.value === String(v))?.label ?? String(v))
          : f.kind === 'bool'
            ? v
              ? 'Yes'
              : 'No'
            : String(v);
      out.push({
        param: f.param,
        value: String(v),
        label: f.kind === 'text' && f.param === 'searchText' ? `“${label}”` : `${f.label}: ${label}`,
        removeHref: hrefWith(base, criteria, { [f.param]: f.kind === 'text' ? '' : null, pageNumber: 1 }),
      });
    }
  }
  return out;
}

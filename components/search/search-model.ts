import { criteriaToSearchParams, type AnyCriteria, type QueryDefaults } from '@/lib/search/params';
import type { RecipeCard } from '@/lib/api/views';
import type { ActiveFilter } from '@/components/search/active-filters';
import type { Facet } from '@/components/search/search-config';

type Criteria = AnyCriteria;

/** A search page's URL for these criteria: canonical, the site's page size left out. */
export const hrefWith = (
  base: string,
  criteria: Criteria,
  overrides: Partial<Criteria> = {},
  defaults?: QueryDefaults,
) => {
  const q = criteriaToSearchParams(criteria, overrides, defaults).toString();
  return q ? `${base}?${q}` : base;
};

/** The search URL a filter form holds right now, canonical, back on the first page: the
 *  search island's navigation needs no codec (the page parses it, and answers a bad one). */
export function hrefFromForm(base: string, form: HTMLFormElement, defaults: QueryDefaults): string {
  const loose: Record<string, unknown> = {};
  for (const [key, raw] of new FormData(form)) {
    const value = String(raw).trim();
    if (!value || key === 'pageNumber') continue;
    const prev = loose[key];
    loose[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  if (typeof loose.itemsPerPage === 'string') loose.itemsPerPage = Number(loose.itemsPerPage);
  return hrefWith(
    base,
    { ...loose, pageNumber: 1, itemsPerPage: (loose.itemsPerPage as number) ?? defaults.itemsPerPage },
    {},
    defaults,
  );
}

/** Every active filter as a removable chip, with the URL that drops it (and resets paging). */
export function activeFilters(
  base: string,
  criteria: Criteria,
  facets: Facet[],
  defaults: QueryDefaults,
  yesNo: [string, string] = ['Yes', 'No'],
): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  const without = (overrides: Partial<Criteria>) => hrefWith(base, criteria, { ...overrides, pageNumber: 1 }, defaults);
  for (const f of facets) {
    const v = criteria[f.param];
    if (Array.isArray(v)) {
      for (const value of v as string[]) {
        const label = f.kind === 'array' ? (f.options.find((o) => o.value === value)?.label ?? value) : value;
        out.push({
          param: f.param,
          value,
          label: `${f.label}: ${label}`,
          removeHref: without({ [f.param]: (v as string[]).filter((x) => x !== value) }),
        });
      }
    } else if (v !== null && v !== undefined && v !== '') {
      const label =
        f.kind === 'select'
          ? (f.options.find((o) => o.value === String(v))?.label ?? String(v))
          : f.kind === 'bool'
            ? yesNo[v ? 0 : 1]
            : String(v);
      out.push({
        param: f.param,
        value: String(v),
        label: f.kind === 'text' && f.param === 'searchText' ? `“${label}”` : `${f.label}: ${label}`,
        removeHref: without({ [f.param]: f.kind === 'text' ? '' : null }),
      });
    }
  }
  return out;
}

/** Result cards with the recipes among `subRecipeIds` labelled as sub-recipes. */
export function labelSubRecipes<T extends { id: number }>(items: T[], subRecipeIds: number[]): T[] {
  if (!subRecipeIds.length) return items;
  const subs = new Set(subRecipeIds);
  return items.map((x) => (subs.has(x.id) ? { ...x, role: 'sub-recipe' satisfies RecipeCard['role'] } : x));
}

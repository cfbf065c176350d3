import type { Facet } from '@/components/search/search-config';

type Values = Record<string, unknown>;

/** The search form. It works by plain GET without JavaScript; with JavaScript a client
 *  island takes it over (no reload). Counts appear only when the service provides them. */
export function FacetForm({
  action,
  facets,
  values,
  counts,
  id = 'search-form',
}: {
  action: string;
  facets: Facet[];
  values: Values;
  counts?: Record<string, Record<string, number>>;
  id?: string;
}) {
  return (
    <form id={id} action={action} method="get" className="space-y-4" data-search-form>
      {facets.map((f) => {
        if (f.kind === 'text') {
          return (
            <div key={f.param}>
              <label htmlFor={`${id}-${f.param}`} className="block text-sm font-semibold">
                {f.label}
              </label>
              <input
                id={`${id}-${f.param}`}
                name={f.param}
                type="search"
                defaultValue={String(values[f.param] ?? '')}
                placeholder={f.placeholder}
                className="mt-1 w-full min-h-11 rounded-md border border-stone-300 bg-white px-3"
              />
            </div>
          );
        }
        if (f.kind === 'select') {
          const v = values[f.param];
          return (
            <div key={f.param}>
              <label htmlFor={`${id}-${f.param}`} className="block text-sm font-semibold">
                {f.label}
              </label>
              <select
                id={`${id}-${f.param}`}
                name={f.param}
                defaultValue={v === null || v === undefined ? '' : String(v)}
                className="mt-1 w-full min-h-11 rounded-md border border-stone-300 bg-white px-3"
              >
                <option value="">Any</option>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          );
        }
        if (f.kind === 'bool') {
          return (
            <label key={f.param} className="flex min-h-11 items-center gap-2 text-sm font-semibold">
              <input
                type="checkbox"
                name={f.param}
                value="true"
                defaultChecked={values[f.param] === true}
                className="h-5 w-5 accent-brand-700"
              />
              {f.label}
            </label>
          );
        }
        const selected = new Set((values[f.param] as string[] | undefined) ?? []);
        const facetCounts = counts?.[f.param];
        // With counts, options that would give nothing (and are not chosen) are left out.
        const options = facetCounts
          ? f.options.filter((o) => selected.has(o.value) || (facetCounts[o.value] ?? 0) > 0)
          : f.options;
        if (!options.length) return null;
        return (
          <details
            key={f.param}
            open={selected.size > 0 || options.length <= 8}
            className="rounded-lg border border-stone-200 bg-white"
          >
            <summary className="min-h-11 cursor-pointer px-3 py-2 text-sm font-semibold">
              {f.label}
              {selected.size > 0 && <span className="ml-1 text-brand-700">({selected.size})</span>}
            </summary>
            <fieldset className="max-h-64 space-y-1 overflow-y-auto px-3 pb-3">
              <legend className="sr-only">{f.label}</legend>
              {options.map((o) => (
                <label key={o.value} className="flex min-h-9 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={f.param}
                    value={o.value}
                    defaultChecked={selected.has(o.value)}
                    className="h-4 w-4 shrink-0 accent-brand-700"
                  />
                  <span className="flex-1">{o.label}</span>
                  {facetCounts && <span className="text-xs tabular-nums text-muted">{facetCounts[o.value] ?? 0}</span>}
                </label>
              ))}
            </fieldset>
          </details>
        );
      })}
      <button
        type="submit"
        className="w-full min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        Show results
      </button>
    </form>
  );
}

import type { Facet } from '@/components/search/search-config';

type Values = Record<string, unknown>;

/** The filter form. It works by plain GET without JavaScript; with JavaScript the search
 *  island takes it over (no reload). The text search and the order sit in the results'
 *  toolbar, tied to this form by its id. Its choice lists hold what the search page offers
 *  (offeredFacets in search-config.ts: no option that would give no results). */
export function FacetForm({
  action,
  facets,
  values,
  openFor = values,
  counts,
  id,
  any,
  submit,
  moreLabel = 'More filters',
}: {
  action: string;
  facets: Facet[];
  values: Values;
  /** The values that open the groups holding a choice: those the form was first shown with, so
   *  a group does not close under the reader as choices apply. */
  openFor?: Values;
  counts?: Record<string, Record<string, number>>;
  id: string;
  any: string;
  /** The submit button's label; null when the form's container has its own (the drawer). */
  submit: string | null;
  moreLabel?: string;
}) {
  // A cook's filters first, trade fields under "More filters", the page size last.
  const main = facets.filter((f) => !f.more && f.param !== 'itemsPerPage');
  const more = facets.filter((f) => f.more);
  const last = facets.filter((f) => f.param === 'itemsPerPage');
  return (
    <form id={id} action={action} method="get" className="space-y-4" data-search-form>
      {main.map(control)}
      {more.length > 0 && (
        <details
          open={more.some((f) => chosen(openFor[f.param]))}
          className="group/more rounded-lg border border-dashed border-stone-300"
        >
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 py-2 text-sm font-semibold [&::-webkit-details-marker]:hidden">
            <Chevron className="group-open/more:rotate-90" />
            {moreLabel}
          </summary>
          <div className="space-y-4 px-3 pb-3">{more.map(control)}</div>
        </details>
      )}
      {last.map(control)}
      {submit && (
        <button
          type="submit"
          className="w-full min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {submit}
        </button>
      )}
    </form>
  );

  function control(f: Facet) {
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
            {f.param !== 'itemsPerPage' && <option value="">{any}</option>}
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
    if (!f.options.length) return null;
    return (
      <details
        key={f.param}
        open={chosen(openFor[f.param]) || (f.listed ?? f.options.length) <= 8}
        className="group rounded-lg border border-stone-200 bg-white"
      >
        {/* The browser's own marker is hidden under Tailwind's reset: the chevron says the
                group opens (pointing right) or is open (pointing down). */}
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 py-2 text-sm font-semibold [&::-webkit-details-marker]:hidden">
          <Chevron className="group-open:rotate-90" />
          {f.label}
          {selected.size > 0 && <span className="ml-1 text-brand-700">({selected.size})</span>}
        </summary>
        <fieldset className="space-y-1 px-3 pb-3">
          <legend className="sr-only">{f.label}</legend>
          {f.options.map((o) => (
            <label key={o.value} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="checkbox"
                name={f.param}
                value={o.value}
                defaultChecked={selected.has(o.value)}
                className="h-5 w-5 shrink-0 accent-brand-700"
              />
              <span className="flex-1">{o.label}</span>
              {facetCounts && <span className="text-xs tabular-nums text-muted">{facetCounts[o.value] ?? 0}</span>}
            </label>
          ))}
        </fieldset>
      </details>
    );
  }
}

const chosen = (v: unknown) => (Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined && v !== '');

/** The open/closed sign of a group: points right when closed, down when open. */
function Chevron({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 20 20"
      fill="currentColor"
      className={`shrink-0 text-brand-700 transition-transform motion-reduce:transition-none ${className}`}
    >
      <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 1 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4z" />
    </svg>
  );
}

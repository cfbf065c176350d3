export type ActiveFilter = { param: string; value: string; label: string; removeHref: string };

/** The active filters as chips above the results, each a link to the search without it:
 *  plain links, which the search island shows in place (./search-client.tsx). */
export function ActiveFilters({
  filters,
  clearHref,
  label,
  remove,
  clear,
}: {
  filters: ActiveFilter[];
  clearHref: string;
  label: string;
  /** "Remove filter {label}". */
  remove: string;
  clear: string;
}) {
  if (!filters.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label={label} role="group">
      {filters.map((f) => (
        <a
          key={`${f.param}=${f.value}`}
          href={f.removeHref}
          className="inline-flex min-h-11 items-center gap-1 rounded-full bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800"
          aria-label={remove.replace('{label}', f.label)}
        >
          {f.label} <span aria-hidden="true">×</span>
        </a>
      ))}
      <a
        href={clearHref}
        className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700 underline"
      >
        {clear}
      </a>
    </div>
  );
}

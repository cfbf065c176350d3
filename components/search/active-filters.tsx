import Link from 'next/link';

export type ActiveFilter = { param: string; value: string; label: string; removeHref: string };

/** The active filters as chips above the results, each a link to the search without it (not
 *  prefetched: a search is rendered per request). */
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
        <Link
          key={`${f.param}=${f.value}`}
          href={f.removeHref}
          scroll={false}
          prefetch={false}
          className="inline-flex min-h-11 items-center gap-1 rounded-full bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800"
          aria-label={remove.replace('{label}', f.label)}
        >
          {f.label} <span aria-hidden="true">×</span>
        </Link>
      ))}
      <Link
        href={clearHref}
        scroll={false}
        prefetch={false}
        className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700 underline"
      >
        {clear}
      </Link>
    </div>
  );
}

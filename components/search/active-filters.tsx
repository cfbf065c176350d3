import Link from 'next/link';

export type ActiveFilter = { param: string; value: string; label: string; removeHref: string };

export function ActiveFilters({ filters, clearHref }: { filters: ActiveFilter[]; clearHref: string }) {
  if (!filters.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Active filters" role="group">
      {filters.map((f) => (
        <Link
          key={`${f.param}=${f.value}`}
          href={f.removeHref}
          className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800"
          aria-label={`Remove filter ${f.label}`}
        >
          {f.label} <span aria-hidden="true">×</span>
        </Link>
      ))}
      <Link href={clearHref} className="min-h-9 px-2 py-1 text-sm font-medium text-brand-700 underline">
        Clear all
      </Link>
    </div>
  );
}

import Link from 'next/link';
import type { PaginationStrings } from '@/lib/i18n/dict';

// Pages in English that do not pass their dictionary's strings (the search island).
const EN: PaginationStrings = { label: 'Pagination', previous: 'Previous', next: 'Next', page: 'Page {n}' };

/** Crawlable pagination: plain links, the current page marked. `prefetch={false}` for pages
 *  rendered per request (a search), which the router would otherwise render ahead. */
export function Pagination({
  page,
  totalPages,
  hrefFor,
  label,
  strings = EN,
  prefetch,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label?: string;
  /** In the page's language (lib/i18n); English by default. */
  strings?: PaginationStrings;
  prefetch?: false;
}) {
  if (totalPages <= 1) return null;
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const list = [...pages].sort((a, b) => a - b);
  const cls =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-stone-300 px-3 text-sm';
  return (
    <nav aria-label={label ?? strings.label} className="mt-8 flex flex-wrap items-center gap-2">
      {page > 1 && (
        <Link href={hrefFor(page - 1)} prefetch={prefetch} rel="prev" className={`${cls} hover:bg-stone-100`}>
          {strings.previous}
        </Link>
      )}
      {list.map((p, i) => (
        <span key={p} className="flex items-center gap-2">
          {i > 0 && p - list[i - 1]! > 1 && <span aria-hidden="true">…</span>}
          {p === page ? (
            <span aria-current="page" className={`${cls} border-brand-700 bg-brand-700 font-semibold text-white`}>
              {p}
            </span>
          ) : (
            <Link
              href={hrefFor(p)}
              prefetch={prefetch}
              className={`${cls} hover:bg-stone-100`}
              aria-label={strings.page.replace('{n}', String(p))}
            >
              {p}
            </Link>
          )}
        </span>
      ))}
      {page < totalPages && (
        <Link href={hrefFor(page + 1)} prefetch={prefetch} rel="next" className={`${cls} hover:bg-stone-100`}>
          {strings.next}
        </Link>
      )}
    </nav>
  );
}

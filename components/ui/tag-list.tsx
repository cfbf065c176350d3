import Link from 'next/link';

export function TagList({ items, label }: { items: { name: string; href?: string }[]; label: string }) {
  if (!items.length) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((t) => (
        <li key={`${t.name}-${t.href}`}>
          {t.href ? (
            <Link
              href={t.href}
              className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 text-sm text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
            >
              {t.name}
            </Link>
          ) : (
            <span className="inline-flex min-h-8 items-center rounded-full bg-stone-100 px-3 text-sm text-ink">
              {t.name}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

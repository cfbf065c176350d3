import Link from 'next/link';

export function TagList({ items, label }: { items: { name: string; href?: string }[]; label: string }) {
  if (!items.length) return null;
  return (
    // Styled from app/globals.css (.tags): a page draws many.
    <ul aria-label={label} className="tags">
      {items.map((t) => (
        <li key={`${t.name}-${t.href}`}>{t.href ? <Link href={t.href}>{t.name}</Link> : <span>{t.name}</span>}</li>
      ))}
    </ul>
  );
}

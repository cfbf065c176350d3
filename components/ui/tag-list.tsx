import Link from 'next/link';

export type TagItem = { name: string; href?: string };

/** One tag: a link where it leads somewhere, else its name. Styled from app/globals.css (.tags,
 *  .facets) by where it sits: a page draws many. */
export function Tag({ name, href }: TagItem) {
  return href ? <Link href={href}>{name}</Link> : <span>{name}</span>;
}

export function TagList({ items, label }: { items: TagItem[]; label: string }) {
  if (!items.length) return null;
  return (
    <ul aria-label={label} className="tags">
      {items.map((t) => (
        <li key={`${t.name}-${t.href}`}>
          <Tag {...t} />
        </li>
      ))}
    </ul>
  );
}

import { CollectionCard } from '@/components/collection/collection-card';
import type { CollectionCard as CollectionCardData } from '@/lib/api/views';
import type { Lang } from '@/lib/i18n/dict';

/** Every collection of one kind, in the groups the service puts them in (in its order). */
export function CollectionIndex({
  collections,
  langs = {},
}: {
  collections: CollectionCardData[];
  /** Each collection's language, by slug (English when absent). */
  langs?: Record<string, Lang>;
}) {
  const groups = new Map<string, CollectionCardData[]>();
  for (const c of collections) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);
  if (!collections.length) return <p className="text-muted">No collections yet.</p>;
  return (
    <div className="space-y-10">
      {[...groups].map(([group, members], i) => (
        <section key={group} aria-labelledby={`collection-group-${i}`} className="space-y-4">
          <h2 id={`collection-group-${i}`} className="text-2xl font-bold tracking-tight">
            {group}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {members.map((c) => (
              <li key={c.id}>
                <CollectionCard collection={c} lang={langs[c.slug]} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

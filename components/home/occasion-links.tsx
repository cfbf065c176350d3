import Link from 'next/link';
import type { Occasion } from '@/lib/search/occasions';

/** Ways into the recipes by occasion: each a plain link to a recipe search (lib/search/occasions.ts). */
export function OccasionLinks({ occasions, heading }: { occasions: Occasion[]; heading: string }) {
  if (!occasions.length) return null;
  return (
    <section aria-labelledby="occasions-heading" className="space-y-4">
      <h2 id="occasions-heading" className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {occasions.map((o) => (
          <li key={o.key}>
            {/* A search page is rendered per request: not prefetched (see the site header). */}
            <Link
              href={o.href}
              prefetch={false}
              lang={o.key === 'en-espanol' ? 'es' : undefined}
              className="flex h-full flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <span className="text-lg font-semibold text-brand-800">{o.title}</span>
              <span className="text-sm text-muted">{o.blurb}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

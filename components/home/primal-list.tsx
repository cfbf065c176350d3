import Link from 'next/link';
import type { PrimalLink } from '@/lib/chart/primal-regions';
import { numberWord } from '@/lib/recipe/numbers';

/** The service's primals, each linked to its cut page with a line on what comes from it. */
export function PrimalList({ primals }: { primals: PrimalLink[] }) {
  if (!primals.length) return null;
  return (
    <section aria-labelledby="primals-heading" className="space-y-4">
      <h2 id="primals-heading" className="text-2xl font-bold tracking-tight">
        The {numberWord(primals.length, 'en') ?? primals.length} beef primals
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {primals.map((p) => (
          <li key={p.path} className="rounded-xl border border-stone-200 bg-white p-4">
            <Link href={p.path} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
              {p.name}
            </Link>
            {p.note && <p className="mt-1 text-sm text-muted">{p.note}</p>}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">
        Forequarter and hindquarter part between the 12th and 13th ribs.{' '}
        <Link href="/about" className="underline">
          How our catalog is built
        </Link>
        .
      </p>
    </section>
  );
}

import Link from 'next/link';

const PRIMALS = [
  { name: 'Chuck', note: 'Shoulder: pot roasts, flat iron, Denver steak, ground chuck' },
  { name: 'Rib', note: 'Ribs 6-12: ribeye, prime rib, back ribs' },
  { name: 'Loin', note: 'Short loin and sirloin: strip, T-bone, tenderloin, tri-tip' },
  { name: 'Round', note: 'Hind leg: lean roasts and steaks, eye of round' },
  { name: 'Brisket', note: 'Breast: flat and point, for smoking and braising' },
  { name: 'Plate', note: 'Below the rib: skirt steaks, short ribs' },
  { name: 'Flank', note: 'Belly: flank steak for the grill' },
  { name: 'Shank', note: 'Foreshank: cross cuts for long braises' },
];

/** The eight primals, each linked to its cut page with a line on what comes from it. */
export function PrimalList() {
  return (
    <section aria-labelledby="primals-heading" className="space-y-4">
      <h2 id="primals-heading" className="text-2xl font-bold tracking-tight">
        The eight beef primals
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {PRIMALS.map((p) => (
          <li key={p.name} className="rounded-xl border border-stone-200 bg-white p-4">
            <Link
              href={`/cuts/${p.name.toLowerCase()}`}
              className="font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {p.name}
            </Link>
            <p className="mt-1 text-sm text-muted">{p.note}</p>
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

import Link from 'next/link';

/** A URL the codec refused (a malformed page number, a 5,000-character query...). */
export function BadSearch({ message, resetHref }: { message: string; resetHref: string }) {
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-6">
      <p className="font-semibold">We couldn’t read that search.</p>
      <p className="mt-1 text-muted">{message}</p>
      <p className="mt-3">
        <Link href={resetHref} className="font-semibold text-brand-700 underline">
          Start a new search
        </Link>
      </p>
    </div>
  );
}

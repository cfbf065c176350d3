import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <div className="mx-auto max-w-xl space-y-4 py-12 text-center">
      <h1 className="text-3xl font-extrabold">We couldn’t find that page</h1>
      <p className="text-muted">The link may be old or mistyped. These will get you back on track:</p>
      <p>
        <Link href="/recipes" className="text-brand-700 underline">
          Search recipes
        </Link>{' '}
        ·{' '}
        <Link href="/cuts" className="text-brand-700 underline">
          Browse beef cuts
        </Link>{' '}
        ·{' '}
        <Link href="/" className="text-brand-700 underline">
          Home
        </Link>
      </p>
    </div>
  );
}

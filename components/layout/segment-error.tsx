'use client';

import Link from 'next/link';
import { useEffect } from 'react';

/** The friendly page for a failure while rendering (the content service down or refusing
 *  us). It never shows the error's message or stack; the server log has them. */
export default function SegmentError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    // The digest lets an operator find the server log line.
    if (error.digest) console.warn('Page failed to render; digest', error.digest);
  }, [error.digest]);
  return (
    <div role="alert" className="mx-auto max-w-xl space-y-4 py-12 text-center">
      <h1 className="text-3xl font-extrabold">This page is taking a break</h1>
      <p className="text-muted">We couldn’t load its content just now. It usually comes back within a minute.</p>
      <div className="flex justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white"
        >
          Try again
        </button>
        <Link
          href="/"
          className="inline-flex min-h-11 items-center rounded-md border border-stone-300 px-4 font-medium"
        >
          Home
        </Link>
      </div>
      {error.digest && <p className="text-xs text-muted">Reference: {error.digest}</p>}
    </div>
  );
}

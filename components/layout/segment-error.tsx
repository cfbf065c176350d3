'use client';

import Link from 'next/link';
import { useContext, useEffect } from 'react';
import { LangContext } from '@/components/layout/lang-client';
import { ERROR_STRINGS } from '@/lib/i18n/errors';
import { fill } from '@/lib/i18n/fill';

/** The friendly page for a failure while rendering (the content service down or refusing
 *  us), in the document's language. It never shows the error's message or stack; the server
 *  log has them. */
export default function SegmentError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = ERROR_STRINGS[useContext(LangContext)];
  useEffect(() => {
    // The digest lets an operator find the server log line.
    if (error.digest) console.warn('Page failed to render; digest', error.digest);
  }, [error.digest]);
  return (
    <div role="alert" className="mx-auto max-w-xl space-y-4 py-12 text-center">
      <h1 className="text-3xl font-extrabold">{t.heading}</h1>
      <p className="text-muted">{t.text}</p>
      <div className="flex justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white"
        >
          {t.retry}
        </button>
        <Link
          href="/"
          className="inline-flex min-h-11 items-center rounded-md border border-stone-300 px-4 font-medium"
        >
          {t.home}
        </Link>
      </div>
      {error.digest && <p className="text-xs text-muted">{fill(t.reference, { digest: error.digest })}</p>}
    </div>
  );
}

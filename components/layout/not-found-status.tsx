import { notFound } from 'next/navigation';
import { Suspense } from 'react';

function NotFoundSignal(): never {
  notFound();
}

/**
 * Gives a page that renders its own not-found content the 404 status.
 *
 * Next 16 answers a notFound() thrown by a page rendered at run time (an ISR path not
 * prerendered, a per-request page) with an empty document that only JavaScript fills in
 * (vercel/next.js#95613): a reader or crawler without JavaScript saw a blank page. Thrown
 * here instead, inside a Suspense boundary, the same signal sets the 404 status and noindex
 * while the content around it stays server-rendered HTML; in the browser the segment's
 * not-found boundary then catches it and shows the same page.
 */
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <NotFoundSignal />
    </Suspense>
  );
}

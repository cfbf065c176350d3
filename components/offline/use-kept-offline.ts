'use client';

import { useEffect } from 'react';

/** Keeps the saved recipes' pages for offline reading while a kitchen page is open (the Saved
 *  page, the list), and this page's pictures (its cards). The worker's code loads after the
 *  page has rendered: it is not part of the page's first load. */
export function useKeptOffline(paths: readonly string[]) {
  const key = paths.join('\n');
  useEffect(() => {
    let cancelled = false;
    // After the cards' pictures have been chosen by the browser for this screen.
    const timer = window.setTimeout(async () => {
      const { keepOffline, picturesInView } = await import('@/lib/offline/keep');
      if (cancelled) return;
      await keepOffline(key ? key.split('\n') : [], { page: location.pathname, urls: picturesInView() });
    }, 500);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [key]);
}

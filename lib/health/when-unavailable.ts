import 'server-only';
import { redirect } from 'next/navigation';
import { ApiBadRequestError, ApiError } from '@/lib/api/errors';
import { UNAVAILABLE_PATH } from '@/lib/health/unavailable-page';

/** The unavailable page's address for a page at `path` (its "Try again" link). */
export const unavailableHref = (path: string) => `${UNAVAILABLE_PATH}?from=${encodeURIComponent(path)}`;

/**
 * The content a page rendered per request needs, or a redirect to the 503 page when the
 * content service fails to give it. Next gives a render that throws no status but 500, and
 * renders its error page with scripts only (a blank page without JavaScript), so the first
 * reader to meet a failing upstream got that, before the proxy's circuit answered the next
 * ones with 503. Only for per-request pages: a redirect thrown by an ISR render could be cached.
 */
export async function orUnavailable<T>(work: Promise<T>, path: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    // A 400 is our bug, not the upstream's state: it stays a 500 and is logged as one.
    if (error instanceof ApiError && !(error instanceof ApiBadRequestError)) redirect(unavailableHref(path));
    throw error;
  }
}

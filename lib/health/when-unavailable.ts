import 'server-only';
import { redirect } from 'next/navigation';
import { ApiBadRequestError, ApiError, UnreadableRecordError } from '@/lib/api/errors';
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

/**
 * A record page's read (ISR pages included) when the service sent the record but its body
 * cannot be read (UnreadableRecordError: no usable id or slug). Its last good copy is served
 * when there is one: the data cache answers a stale entry when refreshing it fails, and the ISR
 * page is kept. Only a record never read well gets here: its reader is sent to the 503 page, as
 * a render that throws answers a 500 (and fails the build). That redirect is cached with the
 * page until its next regeneration (at most `revalidate`) or a revalidation of its tags.
 */
export async function orUnreadable<T>(work: Promise<T>, path: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof UnreadableRecordError) redirect(unavailableHref(path));
    throw error;
  }
}

import 'server-only';
import { siteOrigin } from '@/lib/env';

/** Absolute URL on the configured public origin; a URL that is already absolute (a picture on
 *  the upstream's media host) stays as it is. */
export const absoluteUrl = (path: string) =>
  /^https?:\/\//i.test(path) ? path : `${siteOrigin()}${path.startsWith('/') ? path : `/${path}`}`;

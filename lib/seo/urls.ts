import 'server-only';
import { siteOrigin } from '@/lib/env';

/** Absolute URL on the configured public origin. */
export const absoluteUrl = (path: string) => `${siteOrigin()}${path.startsWith('/') ? path : `/${path}`}`;

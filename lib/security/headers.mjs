// Headers of every response, pages, API and assets alike: next.config.ts sets them on what
// Next answers, and lib/http/refuse-methods.ts on what it answers before Next. Plain ESM
// JavaScript, like ./csp.mjs, because next.config.ts loads it outside the bundler.
import { BASE_POLICY } from './csp.mjs';

/** Each page also gets its own Content-Security-Policy (script hashes or a nonce); the base
 *  policy here only forbids framing, plugins and <base>, so both can apply together. */
export function securityHeaders(production) {
  return [
    { key: 'Content-Security-Policy', value: BASE_POLICY },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // Cook mode keeps the screen awake (Screen Wake Lock), so that one is allowed for the site itself.
    {
      key: 'Permissions-Policy',
      value:
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=(), screen-wake-lock=(self)',
    },
    // Only in production: a development server on plain http must not pin localhost to https.
    ...(production
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' }]
      : []),
  ];
}

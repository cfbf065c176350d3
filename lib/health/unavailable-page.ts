// The page the proxy answers with 503 while the content service is failing. The proxy runs
// before React, so this is plain HTML in the site's colours, with no script at all.
import { localPath } from '@/lib/http/local-path';

/** Answered by the proxy with this page and a 503 (and Retry-After), whatever the time: where
 *  a page rendered per request sends its reader when the content service failed it. */
export const UNAVAILABLE_PATH = '/unavailable';

/** Where "Try again" may lead: a path and query of this site (lib/http/local-path.ts), else
 *  the home page. */
export const returnPath = (from: string): string => localPath(from) ?? '/';

/** `from`: the page the reader was sent from (any string: it comes from the query). */
export function unavailablePage(from: string, retryAfterSeconds: number): string {
  // URL serialization percent-encodes quotes and angle brackets; & is the one left to escape.
  const again = returnPath(from).replace(/&/g, '&amp;');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Back shortly | Beef Atlas</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1c1917;margin:0;display:grid;place-items:center;min-height:100vh;text-align:center}
main{max-width:32rem;padding:2rem}h1{font-size:1.875rem;margin:0 0 .5rem}p{color:#57534e}
a{display:inline-block;margin:.5rem;padding:.6rem 1rem;border-radius:.375rem;font-weight:600;text-decoration:none}
.primary{background:#7c261f;color:#fff}.secondary{border:1px solid #d6d3d1;color:#1c1917}</style></head>
<body><main><h1>This page is taking a break</h1>
<p>We couldn’t load its content just now. It usually comes back within a minute; try again in ${retryAfterSeconds} seconds.</p>
<a class="primary" href="${again}">Try again</a><a class="secondary" href="/">Home</a></main></body></html>`;
}

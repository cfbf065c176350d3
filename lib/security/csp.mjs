// Content Security Policy shared by the cache handler (prerendered and ISR pages) and the
// proxy (pages rendered per request). Plain ESM JavaScript because Next loads the cache
// handler with a bare dynamic import at run time, outside the bundler.
import { createHash } from 'node:crypto';

/** Directives every page gets. Scripts: same-origin files plus exactly the inline scripts of
 *  the page (hashes, or the request's nonce), never 'unsafe-inline'. Styles need
 *  'unsafe-inline' for the style attributes next/image writes; styles cannot run code. */
const PAGE_DIRECTIVES = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/** The policy every response gets from next.config.ts, including the API and assets. It
 *  restricts nothing a page needs, so it can sit beside a page's own policy (a browser
 *  enforces both), and it still forbids framing where no page policy is present. */
export const BASE_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'";

/** The page policy for a set of script sources ('sha256-…' or 'nonce-…'). */
export function pagePolicy(scriptSources) {
  return [`script-src 'self' ${scriptSources.join(' ')}`.trim(), ...PAGE_DIRECTIVES].join('; ');
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
// Script types the browser executes; anything else (JSON-LD, importmap excluded) is a data block.
const EXECUTED = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript']);

/** 'sha256-…' sources for every inline script the browser would execute, in order, once each. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = (TYPE.exec(attributes)?.[1] ?? '').toLowerCase();
    if (!EXECUTED.has(type)) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/** The page policy for one rendered HTML document. */
export function policyForHtml(html) {
  return pagePolicy(inlineScriptHashes(html));
}

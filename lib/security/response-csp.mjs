// The page policy for HTML that leaves a Vercel function. On Vercel, Next runs in minimal mode:
// it calls no cache handler for pages, and the platform caches whatever the function answers
// for an ISR page, headers included. A page regenerated or first rendered at run time would
// then be served without its script hashes (prerendered pages get theirs from the build,
// scripts/prerender-csp.ts). Next has no hook between a rendered page and its response, so the
// policy is added at the last moment the headers can change: the one `end()` that sends a
// complete cached page. Streamed answers (several writes) are pages rendered per request,
// which carry a nonce from proxy.ts and are left alone, as is any answer that has a policy.
import { ServerResponse } from 'node:http';
import { policyForHtml } from './csp.mjs';

const HEADER = 'content-security-policy';
const STREAMED = Symbol('streamed');
let installed = false;

function needsPolicy(res, chunk) {
  if (res.headersSent || res[STREAMED] || chunk == null || typeof chunk === 'function') return false;
  if (!String(res.getHeader('content-type') ?? '').startsWith('text/html')) return false;
  // A nonce page: the proxy put its policy on the request, Next rendered the nonce into it.
  return !res.hasHeader(HEADER) && !res.req?.headers[HEADER];
}

/** Stamps every complete HTML answer of this process that has no policy with the hashes of
 *  its inline scripts. Idempotent. */
export function stampHtmlResponses() {
  if (installed) return;
  installed = true;
  const { end, write } = ServerResponse.prototype;
  ServerResponse.prototype.write = function (...args) {
    this[STREAMED] = true;
    return write.apply(this, args);
  };
  ServerResponse.prototype.end = function (chunk, ...rest) {
    if (needsPolicy(this, chunk)) {
      const html =
        typeof chunk === 'string'
          ? chunk
          : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('utf8');
      this.setHeader(HEADER, policyForHtml(html));
    }
    return end.call(this, chunk, ...rest);
  };
}

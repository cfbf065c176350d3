// Next's own file-system cache for prerendered and ISR pages, plus one thing: every cached
// page carries a Content-Security-Policy header listing the SHA-256 hashes of exactly the
// inline scripts in its HTML. Next sends a cache entry's headers with the page, so the hashes
// always match the HTML being served: after a build, and after every ISR regeneration (the
// entry is stamped before it is stored and served). Pages stay static; no nonce is needed.
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { policyForHtml } from './csp.mjs';

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;
const HEADER = 'content-security-policy';

function htmlOf(value) {
  const html = value.html;
  if (typeof html === 'string') return html;
  if (html instanceof Uint8Array) return Buffer.from(html).toString('utf8');
  return undefined;
}

/** Adds the page policy to an APP_PAGE entry that lacks it (entries are plain objects). */
function stamp(value) {
  if (value?.kind !== 'APP_PAGE' || value.headers?.[HEADER]) return;
  const html = htmlOf(value);
  if (!html) return;
  value.headers = { ...value.headers, [HEADER]: policyForHtml(html) };
}

export default class CspCacheHandler extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    stamp(entry?.value);
    return entry;
  }

  async set(key, data, ctx) {
    stamp(data);
    return super.set(key, data, ctx);
  }
}

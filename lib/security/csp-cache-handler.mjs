// Next's own file-system cache for prerendered and ISR pages, plus one thing: every cached
// page carries a Content-Security-Policy header listing the SHA-256 hashes of exactly the
// inline scripts in its HTML. Next sends a cache entry's headers with the page, so the hashes
// always match the HTML being served: after a build, and after every ISR regeneration (the
// entry is stamped before it is stored and served). Pages stay static; no nonce is needed.
// It also keeps not-found answers off the disk (see isMiss).
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

/** A not-found answer: a page rendered as 404, or a data entry holding null (the service did
 *  not know the slug). Anyone can request endless made-up slugs; written to disk, each would
 *  leave files behind for good (a full disk), so these stay in the bounded memory cache only. */
export function isMiss(data) {
  if (data?.kind === 'APP_PAGE') return data.status === 404;
  if (data?.kind === 'FETCH') return data.data?.body === 'null';
  return false;
}

export default class CspCacheHandler extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    stamp(entry?.value);
    return entry;
  }

  set(key, data, ctx) {
    stamp(data);
    if (!isMiss(data)) return super.set(key, data, ctx);
    // The parent decides whether to write to disk before its first await, so the flag is
    // only off while this call runs synchronously; other calls never see it.
    const flush = this.flushToDisk;
    this.flushToDisk = false;
    try {
      return super.set(key, data, ctx);
    } finally {
      this.flushToDisk = flush;
    }
  }
}

// Next's cache for prerendered and ISR pages and for data on Node hosts: Next's own file-system
// cache, shared between instances through Redis when REDIS_URL is set (lib/cache/shared-cache.mjs,
// chosen when the server starts, so one build serves both), plus two rules:
// - every cached page carries a Content-Security-Policy header listing the SHA-256 hashes of
//   exactly the inline scripts in its HTML. Next sends a cache entry's headers with the page, so
//   the hashes always match the HTML being served: after a build, and after every ISR
//   regeneration (the entry is stamped before it is stored and served). Pages stay static; no
//   nonce is needed;
// - not-found answers stay in this instance's bounded memory, never on disk or in Redis (isMiss).
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { trackRevalidation } from '../cache/pending-revalidations.mjs';
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
 *  not know the slug). Anyone can request endless made-up slugs; written to disk or Redis,
 *  each would stay there for good (a full disk), so these stay in the bounded memory cache. */
export function isMiss(data) {
  if (data?.kind === 'APP_PAGE') return data.status === 404;
  if (data?.kind === 'FETCH') return data.data?.body === 'null';
  return false;
}

let shared;
/** The process's one shared cache, or undefined without REDIS_URL. Never while building: the
 *  build's pages are written to disk, and each instance serves them from there (the shared
 *  cache's local fallback) until they are regenerated. (A relative import: this file is
 *  loaded outside the bundler, where the @/ alias does not exist.) */
function sharedCache(serverDistDir) {
  const url = process.env.REDIS_URL?.trim();
  if (!url || process.env.NEXT_PHASE === 'phase-production-build') return undefined;
  shared ??= import('../cache/shared-cache.mjs').then(({ SharedCache }) => new SharedCache({ url, serverDistDir }));
  return shared;
}

/** Closes the shared cache's connection (tests; a server just exits). */
export async function closeSharedCache() {
  const cache = await shared;
  shared = undefined;
  await cache?.close();
}

export default class CspCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    this.shared = sharedCache(ctx.serverDistDir);
  }

  async get(...args) {
    const readLocal = () => super.get(...args);
    const entry = this.shared ? await (await this.shared).get(args[0], args[1], readLocal) : await readLocal();
    stamp(entry?.value);
    return entry;
  }

  async set(key, data, ctx) {
    stamp(data);
    const miss = isMiss(data);
    await this.setLocal(key, data, ctx, miss);
    if (!this.shared) return;
    const cache = await this.shared;
    // A page or datum that is now not found must not be served from an older shared copy.
    await (miss ? cache.delete(key) : cache.set(key, data, ctx));
  }

  setLocal(key, data, ctx, miss) {
    if (!miss) return super.set(key, data, ctx);
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

  revalidateTag(tags, durations) {
    // Registered at once: the revalidation route's answer waits for it.
    return trackRevalidation(this.revalidateEverywhere(tags, durations));
  }

  async revalidateEverywhere(tags, durations) {
    await super.revalidateTag(tags, durations);
    if (this.shared) await (await this.shared).revalidateTag(tags);
  }
}

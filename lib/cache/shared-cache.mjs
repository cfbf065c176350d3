// The cache every Node instance shares when REDIS_URL is set: ISR pages, the data cache and
// tag revalidations, stored by @fortedigital/nextjs-cache-handler (its Redis handler keeps
// entries with their tags, deletes them by tag on every instance at once, and expires them).
// Around it, what a cache in front of readers needs:
// - a local fallback: the instance's own cache (memory and disk, with the build's prerendered
//   pages) answers whenever Redis is down, slow or lacks an entry;
// - bounded waits: each Redis command is aborted after COMMAND_TIMEOUT_MS and each call after
//   CALL_BUDGET_MS; after a failure Redis is left alone for COOL_OFF_MS, then tried again, so a
//   hung Redis costs one slow request per instance now and then, not every request;
// - revalidations that reach the local copies too: every revalidated tag's time is kept in
//   Redis, and a local entry older than one of its tags' revalidation is not served;
// - revalidations made while Redis was unreachable are replayed when it answers again.
// Plain ESM JavaScript: Next loads it through the cache handler, outside the bundler.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';

export const COMMAND_TIMEOUT_MS = 300;
export const CALL_BUDGET_MS = 600;
export const REVALIDATE_BUDGET_MS = 5000;
export const COOL_OFF_MS = 5000;
const PREFIX = 'beef-atlas:';
/** Revalidated tag → when (ms); one hash for every build, since a build's seeds are dated too. */
const TAG_TIMES = `${PREFIX}tag-times`;
const UNAVAILABLE = Symbol('unavailable');
const TIMED_OUT = Symbol('timed out');

/** The tags an entry was stored with: a response's from its header, data from the read. */
function tagsOf(entry, ctx) {
  const header = entry.value?.headers?.['x-next-cache-tags'];
  if (typeof header === 'string') return header.split(',');
  return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

export class SharedCache {
  /** @param {{ url: string, serverDistDir: string, log?: Pick<Console, 'warn' | 'info'> }} options */
  constructor({ url, serverDistDir, log = console }) {
    this.log = log;
    this.coolOffUntil = 0;
    this.failures = 0;
    this.outage = false;
    this.pendingTags = new Set();
    // Entries of one build only: another build's pages name other script files.
    let buildId = 'dev';
    try {
      buildId = readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      // no build (tests): one namespace is as good as another
    }
    this.client = createClient({
      url,
      // While Redis is unreachable commands fail at once instead of waiting in a queue.
      disableOfflineQueue: true,
      socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
    });
    this.client.on('error', (error) => this.fail(error));
    this.client.on('ready', () => this.recovered());
    this.client.connect().catch(() => {
      // reported by the error event; the client keeps reconnecting on its own
    });
    const redis = createRedisHandler({
      client: this.client,
      keyPrefix: `${PREFIX}${buildId}:`,
      timeoutMs: COMMAND_TIMEOUT_MS,
    });
    // The library answers a failed Redis call as a miss; counting failures here lets a call
    // tell "not in Redis" (the local copy may answer, if still valid) from "Redis failed".
    const watch =
      (method) =>
      (...args) =>
        method(...args).catch((error) => {
          this.fail(error);
          throw error;
        });
    this.redis = {
      ...redis,
      get: watch(redis.get),
      set: watch(redis.set),
      revalidateTag: watch(redis.revalidateTag),
      delete: watch(redis.delete),
    };
    CacheHandler.onCreation(() => ({ handlers: [this.redis] }));
    this.handler = new CacheHandler({ serverDistDir, dev: false });
  }

  fail(error) {
    this.failures++;
    this.coolOffUntil = Date.now() + COOL_OFF_MS;
    if (this.outage) return;
    this.outage = true;
    this.log.warn(
      `[cache] Redis is unavailable (${error?.code ?? error?.message ?? error}); each instance serves its own cache until it is back`,
    );
  }

  /** Redis answers again: reconnected, or a call succeeded after a hang. */
  recovered() {
    this.coolOffUntil = 0;
    if (!this.outage) return;
    this.outage = false;
    this.log.info('[cache] Redis is back; the cache is shared again');
    if (this.pendingTags.size) {
      const tags = [...this.pendingTags];
      this.pendingTags.clear();
      void this.revalidateTag(tags);
    }
  }

  /** Runs a Redis call within a time budget; UNAVAILABLE when Redis failed, was too slow, or
   *  is resting after a failure. */
  async attempt(run, budgetMs = CALL_BUDGET_MS) {
    if (!this.client.isReady || Date.now() < this.coolOffUntil) return UNAVAILABLE;
    const failures = this.failures;
    let timer;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), budgetMs);
    });
    try {
      const result = await Promise.race([run(), timeout]);
      if (result === TIMED_OUT) {
        this.fail(new Error(`no answer within ${budgetMs} ms`));
        return UNAVAILABLE;
      }
      if (this.failures !== failures) return UNAVAILABLE;
      if (this.outage) this.recovered();
      return result;
    } catch (error) {
      this.fail(error);
      return UNAVAILABLE;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The shared entry, else the local one (`readLocal`) if no tag of it was revalidated since. */
  async get(key, ctx, readLocal) {
    const shared = await this.attempt(() => this.handler.get(key, ctx));
    if (shared === UNAVAILABLE) return readLocal();
    if (shared) {
      // Next reads the lifetime from the entry: this instance may never have rendered the page.
      const revalidate = shared.lifespan?.revalidate;
      if (shared.value?.kind === 'FETCH' || typeof revalidate !== 'number') return shared;
      return { ...shared, cacheControl: { revalidate, expire: undefined } };
    }
    const local = await readLocal();
    if (!local) return null;
    const tags = tagsOf(local, ctx);
    if (!tags.length) return local;
    const times = await this.attempt(() =>
      this.client.withAbortSignal(AbortSignal.timeout(COMMAND_TIMEOUT_MS)).hmGet(TAG_TIMES, tags),
    );
    if (times === UNAVAILABLE) return local;
    return times.some((t) => t !== null && Number(t) > (local.lastModified ?? 0)) ? null : local;
  }

  async set(key, data, ctx) {
    await this.attempt(() => this.handler.set(key, data, ctx));
  }

  /** Drops a shared entry (a page or datum that is now not found, which is kept locally only). */
  async delete(key) {
    await this.attempt(() => this.redis.delete(key));
  }

  async revalidateTag(tags) {
    const list = [tags].flat();
    if (!list.length) return;
    const now = String(Date.now());
    const done = await this.attempt(async () => {
      await this.client
        .withAbortSignal(AbortSignal.timeout(COMMAND_TIMEOUT_MS))
        .hSet(TAG_TIMES, Object.fromEntries(list.map((tag) => [tag, now])));
      await this.handler.revalidateTag(list);
      return true;
    }, REVALIDATE_BUDGET_MS);
    if (done === UNAVAILABLE) for (const tag of list) this.pendingTags.add(tag);
  }

  async close() {
    this.client.removeAllListeners('ready');
    this.client.destroy();
  }
}

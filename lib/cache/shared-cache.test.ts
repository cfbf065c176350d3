import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import { testPort } from '@/bench/processes';
import { CALL_BUDGET_MS } from '@/lib/cache/shared-cache.mjs';
import CspCacheHandler, { closeSharedCache } from '@/lib/security/csp-cache-handler.mjs';
import { policyForHtml } from '@/lib/security/csp.mjs';

// Two "instances" in one process: two cache handlers, each with its own disk cache, sharing
// one Redis (a real redis-server on a loopback port, TEST_REDIS_PORT or a free one; Debian's package, see
// scripts/ensure-redis.sh, which `npm test` runs first). Skipped where none is installed.
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
// Next's own file-system cache, under the handler: writes to one instance's disk only.
const setLocal = Object.getPrototypeOf(CspCacheHandler.prototype).set as (...args: unknown[]) => Promise<void>;

const dir = mkdtempSync(join(tmpdir(), 'shared-cache-'));
let port = 0;
let redis: ChildProcess | undefined;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startRedis() {
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const client = createClient({ url: `redis://127.0.0.1:${port}`, socket: { reconnectStrategy: 50 } });
  client.on('error', () => {});
  await client.connect();
  await client.ping();
  client.destroy();
}

async function stopRedis() {
  const exited = new Promise((r) => redis!.once('exit', r));
  redis!.kill('SIGTERM');
  await exited;
}

const instance = (name: string) =>
  new CspCacheHandler({ fs: nodeFs, flushToDisk: true, serverDistDir: join(dir, name, 'server'), revalidatedTags: [] });

const page = (tags: string, status = 200) => ({
  kind: 'APP_PAGE',
  html: `<html><script>boot("${tags}")</script></html>`,
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': tags },
  status,
  postponed: undefined,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});
const pageCtx = { fetchCache: false, isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 3600 } };
const read = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
// What revalidateTag(tag, 'max') hands the cache: stale now, expired in a year.
const MAX = { expire: 31_536_000 };

describe.skipIf(!hasRedis)('shared cache through Redis', () => {
  let a: CspCacheHandler;
  let b: CspCacheHandler;
  const log = vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});

  beforeAll(async () => {
    port = await testPort('TEST_REDIS_PORT');
    await startRedis();
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
    a = instance('a');
    b = instance('b');
    // The first call connects; wait until the shared cache answers.
    for (let i = 0; i < 50 && !(await b.get('/warm-up', read)); i++) {
      await a.set('/warm-up', page('warm'), pageCtx);
      await sleep(50);
    }
  });

  afterAll(async () => {
    await closeSharedCache();
    if (redis?.exitCode === null) await stopRedis();
    delete process.env.REDIS_URL;
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves on one instance what another stored, with its policy and lifetime', async () => {
    await a.set('/route-cache/APP_PAGE/x/$/recipes/one', page('recipe:1,recipes'), pageCtx);
    const entry = await b.get('/route-cache/APP_PAGE/x/$/recipes/one', read);
    const value = entry?.value as ReturnType<typeof page> & { headers: Record<string, string> };
    expect(value.html).toContain('boot("recipe:1,recipes")');
    expect(value.rscData).toEqual(Buffer.from('rsc'));
    expect(value.segmentData.get('/_tree')).toEqual(Buffer.from('tree'));
    expect(value.headers['content-security-policy']).toBe(policyForHtml(value.html));
    expect(entry?.cacheControl).toMatchObject({ revalidate: 3600 });
  });

  it('answers from the local copy what Redis lacks, until one of its tags is revalidated anywhere', async () => {
    const key = '/route-cache/APP_PAGE/x/$/recipes/two';
    // Only on b's disk, as a build's prerendered page is.
    await setLocal.call(b, key, page('recipe:2'), pageCtx);
    expect((await b.get(key, read))?.value).toMatchObject({ kind: 'APP_PAGE' });
    await a.revalidateTag(['recipe:2'], MAX);
    expect(await b.get(key, read)).toBeNull();
  });

  it('keeps a not-found answer out of Redis and drops the shared copy it replaces', async () => {
    const key = '/route-cache/APP_PAGE/x/$/recipes/three';
    await a.set(key, page('recipe:3'), pageCtx);
    expect(await b.get(key, read)).not.toBeNull();
    await a.set(key, page('recipe:3', 404), pageCtx);
    expect(await b.get(key, read)).toBeNull();
  });

  it('waits for a hung Redis at most its budget, then leaves it alone for a while', async () => {
    process.kill(redis!.pid!, 'SIGSTOP');
    try {
      let started = performance.now();
      await b.get('/route-cache/APP_PAGE/x/$/recipes/one', read);
      expect(performance.now() - started).toBeLessThan(CALL_BUDGET_MS + 300);
      started = performance.now();
      await b.get('/route-cache/APP_PAGE/x/$/recipes/one', read);
      expect(performance.now() - started).toBeLessThan(100);
    } finally {
      process.kill(redis!.pid!, 'SIGCONT');
    }
  });

  it('answers from the local cache at once while Redis is down, and replays revalidations when it is back', async () => {
    await stopRedis();
    await sleep(200);
    const started = performance.now();
    // a stored this page itself, so its own disk still has it; b served it from Redis only.
    expect(await a.get('/route-cache/APP_PAGE/x/$/recipes/one', read)).not.toBeNull();
    expect(await b.get('/route-cache/APP_PAGE/x/$/recipes/one', read)).toBeNull();
    expect(performance.now() - started).toBeLessThan(200);

    const key = '/route-cache/APP_PAGE/x/$/recipes/four';
    await setLocal.call(b, key, page('recipe:4'), pageCtx);
    await a.revalidateTag(['recipe:4'], MAX);
    log.mockClear();
    await startRedis();
    // Reconnected (the client retries within 2 s) and the revalidation replayed.
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('Redis is back')), {
      timeout: 5000,
    });
    await vi.waitFor(async () => expect(await b.get(key, read)).toBeNull(), { timeout: 2000 });
    await a.set('/route-cache/APP_PAGE/x/$/recipes/five', page('recipe:5'), pageCtx);
    expect(await b.get('/route-cache/APP_PAGE/x/$/recipes/five', read)).not.toBeNull();
  });
});

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import CspCacheHandler, { isMiss } from '@/lib/security/csp-cache-handler.mjs';

const dir = mkdtempSync(join(tmpdir(), 'cache-handler-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const filesUnder = (d: string): string[] =>
  readdirSync(d, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(d, e.name)) : [join(d, e.name)],
  );

const page = (status: number) => ({
  kind: 'APP_PAGE',
  html: '<html><script>x()</script></html>',
  rscData: Buffer.from(''),
  headers: {},
  status,
  postponed: undefined,
  segmentData: new Map(),
});
const data = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 3600 });

describe('cache handler', () => {
  it('tells not-found answers from content', () => {
    expect(isMiss(page(404))).toBe(true);
    expect(isMiss(page(200))).toBe(false);
    expect(isMiss(data('null'))).toBe(true);
    expect(isMiss(data('{"id":1}'))).toBe(false);
    expect(isMiss(undefined)).toBe(false);
  });

  it('keeps misses off the disk and in memory, writes content, and stamps pages with their policy', async () => {
    const handler = new CspCacheHandler({
      fs: nodeFs,
      flushToDisk: true,
      serverDistDir: join(dir, 'server'),
      revalidatedTags: [],
      maxMemoryCacheSize: 1_000_000,
    });
    const ctx = { fetchCache: true, tags: [], isRoutePPREnabled: false, isFallback: false };
    await handler.set('miss-a', data('null'), ctx);
    await handler.set('miss-b', data('null'), ctx);
    expect(filesUnder(dir)).toEqual([]);
    expect((await handler.get('miss-a', { kind: 'FETCH', tags: [], softTags: [] }))?.value).toMatchObject({
      kind: 'FETCH',
    });
    await handler.set('hit', data('{"id":1}'), ctx);
    expect(filesUnder(dir).length).toBe(1);
    const stamped = page(200);
    await handler.set('/recipes/x', stamped, {
      ...ctx,
      fetchCache: false,
      cacheControl: { revalidate: 3600, expire: undefined },
    });
    expect((stamped.headers as Record<string, string>)['content-security-policy']).toMatch(
      /script-src 'self' 'sha256-/,
    );
  });
});

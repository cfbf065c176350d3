import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FAILURES_TO_OPEN,
  recordUpstreamFailure,
  recordUpstreamSuccess,
  rememberRendered,
} from '@/lib/health/upstream';
import { proxy } from '@/proxy';

// The proxy over a build's manifests (a recipe route, one recipe prerendered) while the content
// service is failing: what a reader gets for each kind of record page.
describe('the proxy while the circuit is open', () => {
  const dir = mkdtempSync(join(tmpdir(), 'proxy-test-'));
  beforeAll(() => {
    mkdirSync(join(dir, '.next'));
    writeFileSync(
      join(dir, '.next', 'prerender-manifest.json'),
      JSON.stringify({ routes: { '/recipes/built': {} }, dynamicRoutes: { '/recipes/[slug]': { fallback: null } } }),
    );
    writeFileSync(
      join(dir, '.next', 'routes-manifest.json'),
      JSON.stringify({
        staticRoutes: [{ regex: '^/recipes(?:/)?$' }],
        dynamicRoutes: [{ page: '/recipes/[slug]', regex: '^/recipes/([^/]+?)(?:/)?$' }],
      }),
    );
    vi.spyOn(process, 'cwd').mockReturnValue(dir);
    vi.stubEnv('NODE_ENV', 'production');
    for (let i = 0; i < FAILURES_TO_OPEN; i++) recordUpstreamFailure();
  });
  afterAll(() => {
    recordUpstreamSuccess();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });
  const get = (path: string) => proxy(new NextRequest(`http://127.0.0.1:3000${path}`))!;

  it('answers a record page the build did not prerender with the friendly 503 page and Retry-After', async () => {
    const res = get('/recipes/newer-than-the-build');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<h1>This page is taking a break</h1>');
    expect(html).toContain('href="/recipes/newer-than-the-build"');
  });

  it('lets prerendered pages and pages this process rendered since through (Next has their copy)', () => {
    expect(get('/recipes/built').status).toBe(200);
    rememberRendered('/recipes/rendered-after-the-build');
    expect(get('/recipes/rendered-after-the-build').status).toBe(200);
    expect(get('/recipes/rendered-after-the-build/').status).toBe(200);
  });

  it('answers pages rendered per request with the 503 page too', () => {
    expect(get('/recipes?cuisines=italian').status).toBe(503);
  });
});

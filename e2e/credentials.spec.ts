import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startServiceServer, type ServiceServer } from '@/lib/service/node-server';

// A run of the production build against an HTTP upstream (the embedded service on loopback)
// with a known key: the key must appear in no built client file, no HTML, no RSC payload,
// no error page and no server log line.
const KEY = 'leak-canary-7d41e0b9c2';
const PORT = 3199;
const BASE = `http://127.0.0.1:${PORT}`;

let upstream: ServiceServer;
let site: ChildProcess;
let logs = '';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  process.env.SERVICE_CREDENTIALS = `leak-app:${KEY}`;
  upstream = await startServiceServer();
  // Its own process group, so the whole server goes away with it.
  site = spawn(
    process.execPath,
    [
      join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next'),
      'start',
      '-p',
      String(PORT),
      '-H',
      '127.0.0.1',
    ],
    {
      detached: true,
      env: {
        ...process.env,
        BEEF_API_BASE_URL: upstream.url,
        BEEF_API_APP_ID: 'leak-app',
        BEEF_API_APP_KEY: KEY,
        BEEF_API_TIMEOUT_MS: '500',
        SITE_URL: BASE,
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  site.stdout!.on('data', (d) => (logs += d));
  site.stderr!.on('data', (d) => (logs += d));
  for (let i = 0; i < 120; i++) {
    if (site.exitCode !== null) throw new Error(`the site exited:\n${logs}`);
    // Our own server must say it is ready (another process on the port would also answer).
    if (/Ready in/.test(logs)) {
      try {
        if ((await fetch(`${BASE}/about`)).ok) return;
      } catch {
        // not accepting yet
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the site did not start:\n${logs}`);
});

test.afterAll(async () => {
  if (site?.pid) process.kill(-site.pid, 'SIGTERM');
  await upstream?.close();
});

test('the key is nowhere a browser or a log can see it', async ({ request }) => {
  const statics = filesUnder(join(process.cwd(), '.next', 'static'));
  expect(statics.length).toBeGreaterThan(10);
  for (const f of statics) expect(readFileSync(f).includes(KEY), f).toBe(false);

  // Dynamic pages fetch through the HTTP transport at request time.
  const pages = [
    '/recipes?cookingMethods=grill',
    '/cuts?primals=round',
    '/cuts/collections?searchText=steak',
    '/recipes?searchText=grilled+steak&pageNumber=2',
  ];
  for (const p of pages) {
    const html = await request.get(BASE + p);
    expect(html.status(), p).toBe(200);
    expect(await html.text()).not.toContain(KEY);
    const rsc = await request.get(BASE + p, { headers: { RSC: '1' } });
    expect(await rsc.text()).not.toContain(KEY);
  }
  expect(upstream.hits.length).toBeGreaterThan(0);

  // (This spec has the only counting upstream.) An id URL redirects to the slug URL without
  // asking the upstream for the cut's recipes first.
  const beforeId = upstream.hits.length;
  const byId = await request.get(`${BASE}/cuts/175`, { maxRedirects: 0 });
  expect(byId.status()).toBe(308);
  expect(upstream.hits.slice(beforeId).filter((h) => h.includes('/recipes'))).toEqual([]);

  // A slug that names no recipe, rendered on demand from the remote upstream: a 404 offering
  // the recipe it most likely meant, in that recipe's language; never a 500 (an uncached lookup
  // in the ISR render did that) nor an open circuit for the pages after it.
  const near = await request.get(`${BASE}/recipes/arrachera-al-asadr`);
  expect(near.status()).toBe(404);
  const nearHtml = await near.text();
  expect(nearHtml).toContain('<html lang="es"');
  expect(nearHtml).toContain('href="/recipes/arrachera-al-asador"');
  expect((await request.get(`${BASE}/recipes?cookingMethods=broil`)).status()).toBe(200);

  // The upstream refusing the key: readers get the 503 page, the log names the problem, and
  // neither shows the key. (Before the failure below, whose circuit would answer for it.)
  upstream.faults = { unauthorized: true };
  const hitsBefore = upstream.hits.length;
  const refused = await request.get(`${BASE}/recipes?cuisines=french`);
  expect(upstream.hits.length).toBeGreaterThan(hitsBefore);
  expect(refused.status()).toBe(503);
  expect(await refused.text()).not.toContain(KEY);
  await expect.poll(() => logs).toContain('refused our credentials');
  upstream.faults = {};

  // Error pages while the upstream fails.
  // The first reader to meet the failure is sent to the 503 page (a render cannot choose its
  // status); the next ones get it from the proxy's circuit at once. Both are plain HTML.
  upstream.faults = { status: 500 };
  const first = await request.get(`${BASE}/recipes?cuisines=italian`, { maxRedirects: 0 });
  expect(first.status()).toBe(307);
  expect(first.headers().location).toBe('/unavailable?from=%2Frecipes%3Fcuisines%3Ditalian');
  const failing = await request.get(`${BASE}/recipes?cuisines=italian`);
  expect(failing.status()).toBe(503);
  expect(failing.headers()['retry-after']).toMatch(/^\d+$/);
  const html = await failing.text();
  expect(html).toContain('<h1>This page is taking a break</h1>');
  expect(html).toContain('href="/recipes?cuisines=italian"');
  expect(html).not.toContain(KEY);
  // While the circuit is open, prerendered pages keep serving; a record page the build did not
  // prerender (here a slug naming nothing) needs the service, so it gets the 503 page at once.
  expect((await request.get(`${BASE}/recipes/grilled-ribeye-steaks-with-classic-beef-rub`)).status()).toBe(200);
  const unknown = await request.get(`${BASE}/recipes/a-recipe-newer-than-the-build`);
  expect(unknown.status()).toBe(503);
  expect(await unknown.text()).toContain('<h1>This page is taking a break</h1>');
  // "Try again" only ever leads back into this site.
  const hostile = await (await request.get(`${BASE}/unavailable?from=${encodeURIComponent('//evil.test/x')}`)).text();
  expect(hostile).toContain('class="primary" href="/"');
  upstream.faults = {};

  await new Promise((r) => setTimeout(r, 300));
  expect(logs.length).toBeGreaterThan(0);
  expect(logs).not.toContain(KEY);
  // The upstream never saw the key in a URL.
  expect(upstream.hits.some((h) => h.includes(KEY))).toBe(false);
});

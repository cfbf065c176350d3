import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installServerGuard } from '@/lib/http/server-guard';

/** A request to the test server, as raw as Node sends it (any method, repeated headers seen). */
function send(port: number, path: string, method = 'GET', headers: Record<string, string> = {}) {
  return new Promise<{ status: number; raw: string[]; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, raw: res.rawHeaders, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
const values = (raw: string[], name: string) =>
  raw.filter((_, i) => i % 2 === 0 && raw[i]!.toLowerCase() === name).length;

describe('the server guard', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    installServerGuard(true);
    installServerGuard(true); // once is enough: a second call changes nothing
    // What Next does on a redirect's first render: set Location, then append it again.
    server = createServer((_req, res) => {
      res.setHeader('location', '/recipes/a');
      res.appendHeader('location', '/recipes/a');
      res.writeHead(308).end('moved');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('answers TRACE with a 405, an Allow header and the security headers', async () => {
    const page = await send(port, '/recipes', 'TRACE');
    expect(page.status).toBe(405);
    expect(page.raw[page.raw.indexOf('Allow') + 1]).toBe('GET, HEAD');
    for (const h of ['Content-Security-Policy', 'X-Frame-Options', 'Strict-Transport-Security'])
      expect(page.raw).toContain(h);
    const api = await send(port, '/api/v2/recipe/search', 'TRACE');
    expect(api.raw[api.raw.indexOf('Allow') + 1]).toBe('GET, HEAD, POST');
  });

  it('answers a client navigation with an unreadable router state with a 400', async () => {
    for (const state of ['%7Bbad', '[1,2', '["",{"children":["x",{}]},null,"nope"]']) {
      const res = await send(port, '/recipes', 'GET', { RSC: '1', 'Next-Router-State-Tree': state });
      expect(res.status, state).toBe(400);
      expect(res.body).toMatch(/not a valid router state/);
    }
    // A valid state, or one sent without RSC: 1 (Next reads it only then), passes.
    const ok = await send(port, '/recipes', 'GET', {
      RSC: '1',
      'Next-Router-State-Tree': '["",{"children":["x",{}]}]',
    });
    expect(ok.status).toBe(308);
    expect((await send(port, '/recipes', 'GET', { 'Next-Router-State-Tree': '%7Bbad' })).status).toBe(308);
  });

  it('sends one Location header where Next would send two', async () => {
    const res = await send(port, '/recipes/1005');
    expect(res.status).toBe(308);
    expect(values(res.raw, 'location')).toBe(1);
    expect(res.raw[res.raw.findIndex((h) => h.toLowerCase() === 'location') + 1]).toBe('/recipes/a');
  });
});

describe('the server guard, on hostile targets (issue 27)', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    installServerGuard(true);
    // Stands for Next: echoes the target it was given and sets the proxy's rewrite headers.
    server = createServer((req, res) => {
      res.setHeader('x-middleware-rewrite', '/recipes/a/adjusted');
      res.setHeader('x-nextjs-rewritten-path', '/recipes/a/adjusted');
      res.writeHead(200, { 'content-type': 'text/plain' }).end(req.url);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('answers malformed percent-encoding in any path segment with a 400 and the security headers', async () => {
    for (const path of ['/recipes/%zz', '/cuts/%FF', '/api/v2/recipe/%zz', '/a/%E0%A4%A/b']) {
      const res = await send(port, path);
      expect(res.status, path).toBe(400);
      expect(res.raw).toContain('Content-Security-Policy');
    }
    // Encoded characters that decode pass, and so does a malformed query (read leniently).
    expect((await send(port, '/search/caf%C3%A9?q=%zz')).status).toBe(200);
  });

  it('allows only reads on build assets and media', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      for (const path of ['/_next/static/chunks/a.js', '/media/cuts/a.jpg']) {
        const res = await send(port, path, method);
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.raw[res.raw.indexOf('Allow') + 1]).toBe('GET, HEAD');
      }
    }
    expect((await send(port, '/media/cuts/a.jpg', 'HEAD')).status).toBe(200);
    expect((await send(port, '/api/v2/recipe/search', 'POST')).status).toBe(200);
  });

  it('answers OPTIONS * with a 400, and reads an absolute-form target as its path', async () => {
    const star = await send(port, '*', 'OPTIONS');
    expect(star.status).toBe(400);
    expect(star.raw).toContain('X-Frame-Options');
    const absolute = await send(port, 'http://evil.example/about?x=1');
    expect(absolute.body).toBe('/about?x=1');
  });

  it('never sends the rewrite headers with a document; a client navigation keeps the path its router reads', async () => {
    const page = await send(port, '/recipes/a?servings=8');
    expect(values(page.raw, 'x-middleware-rewrite')).toBe(0);
    expect(values(page.raw, 'x-nextjs-rewritten-path')).toBe(0);
    const rsc = await send(port, '/recipes/a?servings=8', 'GET', { RSC: '1' });
    expect(values(rsc.raw, 'x-middleware-rewrite')).toBe(0);
    expect(values(rsc.raw, 'x-nextjs-rewritten-path')).toBe(1);
  });
});

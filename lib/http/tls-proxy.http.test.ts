// The site behind a real TLS-terminating proxy (issue 27): Debian's nginx
// (scripts/ensure-nginx.sh) with a throwaway self-signed certificate, on a loopback port, in
// front of the `next start` of `npm run test:http`, configured with the README's own lines
// (docs/nginx/beef-atlas.conf, included here as it is). Every kind of page, a scaled and a
// metric recipe URL, the API, revalidation and the image optimizer answer through it as they
// do direct. Behind TLS, a rewritten recipe URL used to be proxied by Next to itself over https
// and answer 500.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_AUTH, TEST_ORIGIN, TEST_REVALIDATE_SECRET } from '@/lib/service/test-request';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const PORT = Number(process.env.TLS_PROXY_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 60);
const SNIPPET = join(process.cwd(), 'docs', 'nginx', 'beef-atlas.conf');
const BROTLI_SNIPPET = join(process.cwd(), 'docs', 'nginx', 'brotli.conf');
// Debian's libnginx-mod-http-brotli-filter (scripts/ensure-nginx.sh installs it).
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const HAS_BROTLI = existsSync(BROTLI_MODULE);

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
type Init = { method?: string; headers?: Record<string, string>; body?: string };

let cert: Buffer;
/** One request, direct to `next start` or through nginx over TLS (trusting only our cert). */
function send(via: 'direct' | 'proxy', path: string, init: Init = {}): Promise<Answer> {
  const { hostname, port } = new URL(TEST_ORIGIN);
  return new Promise((resolve, reject) => {
    const options = { host: hostname, method: init.method ?? 'GET', path, headers: init.headers };
    const done = (res: import('node:http').IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    };
    const req =
      via === 'direct'
        ? httpRequest({ ...options, port }, done)
        : httpsRequest({ ...options, host: '127.0.0.1', port: PORT, ca: cert }, done);
    req.on('error', reject);
    req.end(init.body);
  });
}

const text = (a: Answer) => a.body.toString('utf8');
const tag = (html: string, name: string) =>
  new RegExp(`<${name}[^>]*>(.*?)</${name}>`, 's').exec(html)?.[1]?.replace(/<[^>]+>/g, '');
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

async function waitForPort(port: number, up: boolean): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((r) => {
      const s = connect(port, '127.0.0.1');
      s.on('connect', () => (s.destroy(), r(true)));
      s.on('error', () => r(false));
    });
    if (open === up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`port ${port} did not ${up ? 'open' : 'close'}`);
}

describe.skipIf(!NGINX)('behind a TLS-terminating nginx with the README lines', () => {
  let dir: string;
  let nginx: ChildProcess;
  let errors = '';
  const paths = { recipe: '', cut: '', cutGuide: '', recipeCollection: '', picture: '' };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'beef-tls-'));
    // nginx's worker drops to an unprivileged user: it must reach its temporary files.
    chmodSync(dir, 0o755);
    mkdirSync(join(dir, 'tmp'), { mode: 0o777 });
    chmodSync(join(dir, 'tmp'), 0o777);
    const made = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ]);
    if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
    cert = readFileSync(join(dir, 'cert.pem'));
    const tmp = join(dir, 'tmp');
    writeFileSync(
      join(dir, 'nginx.conf'),
      `${HAS_BROTLI ? `load_module ${BROTLI_MODULE};` : ''}
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 128; }
http {
  access_log off;
  client_body_temp_path ${tmp}/body;
  proxy_temp_path ${tmp}/proxy;
  fastcgi_temp_path ${tmp}/fastcgi;
  uwsgi_temp_path ${tmp}/uwsgi;
  scgi_temp_path ${tmp}/scgi;
  server {
    listen 127.0.0.1:${PORT} ssl;
    server_name localhost;
    ssl_certificate ${join(dir, 'cert.pem')};
    ssl_certificate_key ${join(dir, 'key.pem')};
    location / {
      proxy_pass ${TEST_ORIGIN};
      include ${SNIPPET};
      ${HAS_BROTLI ? `include ${BROTLI_SNIPPET};` : ''}
    }
  }
}
`,
    );
    nginx = spawn(NGINX!, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    nginx.stderr!.on('data', (d) => (errors += d));
    await waitForPort(PORT, true);

    // Addresses of each kind, read from the site's own listings (no catalog slugs here).
    const first = async (page: string, re: RegExp) => re.exec(text(await send('direct', page)))?.[0];
    paths.recipe = (await first('/recipes', /\/recipes\/(?!collections)[a-z0-9-]+(?=")/))!;
    paths.cut = (await first('/cuts', /\/cuts\/(?!collections|compare)[a-z0-9-]+(?=")/))!;
    paths.cutGuide = (await first('/cuts/collections', /\/cuts\/collections\/[a-z0-9-]+(?=")/))!;
    paths.recipeCollection = (await first('/', /\/recipes\/collections\/[a-z0-9-]+(?=")/))!;
    paths.picture = (await first(paths.cut, /\/media\/[a-z0-9/._-]+\.(?:jpg|png|webp)(?=[&"?])/))!;
    for (const [k, v] of Object.entries(paths)) expect(v, k).toBeTruthy();
  }, 60_000);

  afterAll(async () => {
    if (nginx?.exitCode === null) {
      nginx.kill('SIGTERM');
      await waitForPort(PORT, false).catch(() => {});
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
    if (/\[(?:error|crit|alert|emerg)\]/.test(errors)) console.log(`nginx said:\n${errors}`);
  });

  it('is configured by the lines the README shows', () => {
    const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
    expect(readme).toMatch(/^\s+include \S*docs\/nginx\/beef-atlas\.conf;$/m);
    expect(readme).toMatch(/^\s+include \S*docs\/nginx\/brotli\.conf;/m);
  });

  it('answers every kind of page as direct, the scaled and metric recipe URLs included', async () => {
    const pages = [
      '/',
      '/about',
      '/recipes',
      '/recipes?cookingMethods=grill',
      paths.recipe,
      `${paths.recipe}?servings=8`,
      `${paths.recipe}?units=metric`,
      `${paths.recipe}?servings=3&units=metric`,
      paths.recipeCollection,
      '/cuts',
      paths.cut,
      `${paths.cut}/recipes`,
      '/cuts/collections',
      paths.cutGuide,
      '/search?searchText=brisket',
      '/recipes/no-such-recipe-here',
      '/sitemap.xml',
      '/robots.txt',
    ];
    for (const path of pages) {
      const [direct, proxied] = await Promise.all([send('direct', path), send('proxy', path)]);
      expect(proxied.status, path).toBe(direct.status);
      expect(proxied.status, path).toBeLessThan(500);
      expect(proxied.headers['content-type'], path).toBe(direct.headers['content-type']);
      expect(proxied.headers['content-security-policy'], path).toBeTruthy();
      expect(proxied.headers['x-middleware-rewrite'], path).toBeUndefined();
      expect(proxied.headers['x-nextjs-rewritten-path'], path).toBeUndefined();
      const [d, p] = [text(direct), text(proxied)];
      expect(tag(p, 'title'), path).toBe(tag(d, 'title'));
      expect(tag(p, 'h1'), path).toBe(tag(d, 'h1'));
      expect(canonical(p), path).toBe(canonical(d));
    }
  }, 120_000);

  it("keeps redirects on the reader's origin", async () => {
    for (const path of ['/recipes/0001001', `${paths.recipeCollection}?page=2`]) {
      const [direct, proxied] = await Promise.all([send('direct', path), send('proxy', path)]);
      expect(proxied.status, path).toBe(direct.status);
      expect(proxied.headers.location, path).toBe(direct.headers.location);
      expect(String(proxied.headers.location), path).toMatch(/^\/[^/]/);
    }
  });

  it('answers the API as direct, its links on the origin the reader reached, compressed by nginx', async () => {
    const path = '/api/v2/recipe/search?searchText=beef&itemsPerPage=3';
    const [direct, proxied] = await Promise.all([
      send('direct', path, { headers: TEST_AUTH }),
      send('proxy', path, { headers: { ...TEST_AUTH, 'accept-encoding': 'gzip' } }),
    ]);
    expect(proxied.status).toBe(200);
    expect(proxied.headers['content-encoding']).toBe('gzip');
    const body = gunzipSync(proxied.body).toString('utf8');
    expect(body.replaceAll(`https://127.0.0.1:${PORT}`, TEST_ORIGIN)).toBe(text(direct));
    const refused = await send('proxy', path);
    expect(refused.status).toBe((await send('direct', path)).status);
  });

  it('compresses pages, scripts, the stylesheet and RSC payloads as the reader accepts: nginx, not Next', async () => {
    const html = text(await send('direct', paths.recipe));
    const assets = [...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.(?:js|css)/g)].map((m) => m[0]);
    expect(assets.some((a) => a.endsWith('.css')) && assets.some((a) => a.endsWith('.js'))).toBe(true);
    const scripts = assets.filter((a) => a.endsWith('.js'));
    const lengths = await Promise.all(scripts.map(async (a) => (await send('direct', a)).body.length));
    const largest = scripts[lengths.indexOf(Math.max(...lengths))]!;
    const rsc = { rsc: '1' };
    // Next sends an RSC request without its cache-busting `_rsc` to the URL with it.
    const first = await send('direct', paths.recipe, { headers: rsc });
    const rscPath = first.status === 307 ? String(first.headers.location) : paths.recipe;
    const cases: [string, Record<string, string>][] = [
      [paths.recipe, {}],
      [paths.cut, {}],
      ['/recipes?cookingMethods=grill', {}],
      [rscPath, rsc],
      [assets.find((a) => a.endsWith('.css'))!, {}],
      // The largest script (nginx leaves bodies under 1 kB as they are).
      [largest, {}],
    ];
    for (const [path, headers] of cases) {
      const direct = await send('direct', path, { headers });
      expect(direct.status, path).toBe(200);
      // What a browser sends over HTTPS, what an older client sends, and none at all.
      const br = await send('proxy', path, { headers: { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' } });
      const gzip = await send('proxy', path, { headers: { ...headers, 'accept-encoding': 'gzip' } });
      const plain = await send('proxy', path, { headers });
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(String(gzip.headers.vary), path).toMatch(/Accept-Encoding/i);
      const same = (body: Buffer) => {
        const t = body.toString('utf8');
        // A page is rendered again per request (its nonce, build-time ids aside): compare what it says.
        if (path.startsWith('/_next/')) expect(t, path).toBe(text(direct));
        else if (headers.rsc) expect(t.length, path).toBeGreaterThan(text(direct).length * 0.9);
        else expect(tag(t, 'h1'), path).toBe(tag(text(direct), 'h1'));
      };
      same(gunzipSync(gzip.body));
      same(plain.body);
      if (!HAS_BROTLI) continue;
      expect(br.headers['content-encoding'], path).toBe('br');
      same(brotliDecompressSync(br.body));
      expect(br.body.length, path).toBeLessThan(gzip.body.length);
    }
    if (!HAS_BROTLI) console.log(`No ${BROTLI_MODULE}: the Brotli cases were skipped (scripts/ensure-nginx.sh).`);
  });

  it('revalidates through the proxy', async () => {
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': TEST_REVALIDATE_SECRET ?? '' },
      body: JSON.stringify({ paths: ['/about'] }),
    };
    const proxied = await send('proxy', '/api/revalidate', init);
    expect(proxied.status).toBe(200);
    const refused = await send('proxy', '/api/revalidate', {
      ...init,
      headers: { 'content-type': 'application/json' },
    });
    expect(refused.status).toBe((await send('direct', '/api/revalidate', { ...init, headers: {} })).status);
  });

  it('serves the image optimizer as direct, and refuses the same bad image URLs', async () => {
    const good = `/_next/image?url=${encodeURIComponent(paths.picture)}&w=640&q=75`;
    const [direct, proxied] = await Promise.all([send('direct', good), send('proxy', good)]);
    expect(proxied.status).toBe(200);
    expect(proxied.headers['content-type']).toBe(direct.headers['content-type']);
    expect(proxied.body.equals(direct.body)).toBe(true);
    const bad = `/_next/image?url=${encodeURIComponent('/recipes/1001')}&w=640&q=75`;
    expect((await send('proxy', bad)).status).toBe(400);
  });
});

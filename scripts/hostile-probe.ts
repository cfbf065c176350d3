// Probes a production build the way issue 27 did, and prints the figures: the answers that were
// 500s, page size against URL size for junk facets, files the caches keep after distinct
// free-text queries, leading-zero ids and image URL variants. `npm run build` first, then
// `tsx scripts/hostile-probe.ts` (PROBE_PORT, default 3450; it starts and stops `next start`
// itself). Run on a fresh build: it counts what the requests add to .next/.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

const PORT = Number(process.env.PROBE_PORT ?? 3450);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const NEXT_DIR = join(process.cwd(), '.next');

/** Files and bytes under a folder of .next (0 if it does not exist). */
export function countFiles(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (d: string) => {
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else {
        files++;
        bytes += statSync(p).size;
      }
    }
  };
  walk(dir);
  return { files, bytes };
}

/** One request as written on the wire (any method, target or header), its status and headers. */
export function rawRequest(
  port: number,
  target: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (d: string) => {
      data += d;
      if (data.includes('\r\n\r\n')) {
        socket.destroy();
        const head = data.slice(0, data.indexOf('\r\n\r\n'));
        resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head });
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0), head: data }));
    const lines = [`${method} ${target} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
    for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
    socket.write(lines.join('\r\n') + '\r\n\r\n');
  });
}

/** The request targets issue 27 found answering 500 (or redirecting off-site). */
export const hostileCases = (asset: string, media: string): { method: string; target: string }[] => [
  { method: 'GET', target: '/recipes/%zz' },
  { method: 'GET', target: '/cuts/%FF' },
  { method: 'GET', target: '/api/v2/recipe/%zz' },
  { method: 'GET', target: '/recipes/collections/%E0%A4%A' },
  ...['POST', 'PUT', 'DELETE', 'OPTIONS'].map((method) => ({ method, target: asset })),
  ...['POST', 'PUT', 'DELETE', 'OPTIONS'].map((method) => ({ method, target: media })),
  { method: 'OPTIONS', target: '*' },
  { method: 'GET', target: '/_next/image?url=%2Frecipes%2F1001&w=640&q=75' },
  { method: 'GET', target: 'http://evil.example/about' },
];

async function main() {
  const child = spawn(
    process.execPath,
    [join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(PORT), '-H', '127.0.0.1'],
    {
      detached: true,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: undefined } as unknown as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let logs = '';
  child.stdout!.on('data', (d) => (logs += d));
  child.stderr!.on('data', (d) => (logs += d));
  const stop = () => child.pid && process.kill(-child.pid, 'SIGTERM');
  try {
    for (let i = 0; ; i++) {
      const ok = await fetch(`${ORIGIN}/about`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 300) throw new Error(`next start did not answer:\n${logs}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const listing = await (await fetch(`${ORIGIN}/recipes`)).text();
    const slug = listing.match(/href="\/recipes\/([a-z0-9-]+)"/)?.[1];
    const asset = listing.match(/\/_next\/static\/[^"?]+\.js/)![0];
    const media = (await (await fetch(`${ORIGIN}/cuts`)).text()).match(/\/media\/[a-z/0-9.-]+\.jpg/)![0];

    console.log('## Behind TLS (X-Forwarded-Proto: https)');
    for (const q of ['servings=8', 'units=metric']) {
      const r = await rawRequest(PORT, `/recipes/${slug}?${q}`, 'GET', { 'X-Forwarded-Proto': 'https' });
      console.log(
        `  /recipes/${slug}?${q}: ${r.status}, rewrite header exposed: ${/x-middleware-rewrite/i.test(r.head)}`,
      );
    }

    console.log('## Hostile requests (status, security headers present)');
    for (const c of hostileCases(asset, media)) {
      const r = await rawRequest(PORT, c.target, c.method);
      const location = /\r\nlocation: ([^\r]*)/i.exec(r.head)?.[1] ?? '';
      const secured = /x-content-type-options/i.test(r.head);
      console.log(`  ${c.method} ${c.target}: ${r.status}${location ? ` → ${location}` : ''}, headers: ${secured}`);
    }

    if (process.env.PROBE_ONLY === 'requests') return;
    console.log('## Page size against URL size (10 facets × n unknown values on /recipes)');
    const facets = [
      'cookingMethods',
      'cuisines',
      'mealCategories',
      'menuCategories',
      'recipeTypes',
      'specialDiets',
      'excludeAllergens',
      'beefIngredients',
      'collections',
      'audiences',
    ];
    for (const n of [1, 10, 50]) {
      const q = new URLSearchParams();
      for (const f of facets) for (let i = 0; i < n; i++) q.append(f, `junk-value-${i}`);
      const url = `${ORIGIN}/recipes?${q}`;
      const t = performance.now();
      const r = await fetch(url, { redirect: 'manual' });
      const body = await r.text();
      const ms = performance.now() - t;
      console.log(
        `  n=${n}: URL ${url.length} B → ${r.status} ${body.length} B in ${ms.toFixed(0)} ms${r.headers.get('location') ? ` (→ ${r.headers.get('location')!.length} B location)` : ''}`,
      );
    }

    const caches = () => ({
      cache: countFiles(join(NEXT_DIR, 'cache')),
      app: countFiles(join(NEXT_DIR, 'server', 'app')),
    });
    const show = (label: string, a: ReturnType<typeof caches>, b: ReturnType<typeof caches>) =>
      console.log(
        `  ${label}: .next/cache +${b.cache.files - a.cache.files} files (+${((b.cache.bytes - a.cache.bytes) / 1e6).toFixed(1)} MB), .next/server/app +${b.app.files - a.app.files} files (+${((b.app.bytes - a.app.bytes) / 1e6).toFixed(1)} MB)`,
      );

    console.log('## Cache files after distinct free-text queries');
    const N = Number(process.env.PROBE_QUERIES ?? 1000);
    let before = caches();
    for (let i = 0; i < N; i++) {
      const word = `zq${i.toString(36)}x`;
      const path =
        i % 3 === 0
          ? `/search?searchText=${word}`
          : i % 3 === 1
            ? `/api/site/suggest?q=${word}`
            : `/recipes?searchText=${word}`;
      await (await fetch(ORIGIN + path)).arrayBuffer();
    }
    await new Promise((r) => setTimeout(r, 1000));
    show(`${N} distinct queries`, before, caches());

    console.log('## Leading-zero ids');
    before = caches();
    const zeros = ['/recipes/0001001', '/recipes/01001', '/cuts/00001', '/cuts/0001', '/recipes/collections/00008'];
    for (const z of zeros) {
      const r = await fetch(ORIGIN + z, { redirect: 'manual' });
      console.log(`  ${z}: ${r.status} → ${r.headers.get('location')}`);
    }
    await new Promise((r) => setTimeout(r, 500));
    show(`${zeros.length} leading-zero ids`, before, caches());

    console.log('## Image optimizer URL variants');
    const image = (await (await fetch(`${ORIGIN}/cuts`)).text()).match(/\/media\/[a-z/0-9.-]+\.jpg/)?.[0];
    before = caches();
    const variants = [image!, `${image}%23a1`, `${image}%23a2`, `${image}%3F`, `${image}?`];
    const enc = image!.replace('/media/', '/m%65dia/');
    variants.push(enc, image!.replace('.jpg', '%2Ejpg'));
    const answers: string[] = [];
    for (const v of variants) {
      const r = await fetch(`${ORIGIN}/_next/image?url=${encodeURIComponent(v)}&w=640&q=75`);
      await r.arrayBuffer();
      answers.push(`${r.status}${r.headers.get('x-nextjs-cache') ? ` ${r.headers.get('x-nextjs-cache')}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, 500));
    console.log(`  answers: ${answers.join(', ')}`);
    const imgs = countFiles(join(NEXT_DIR, 'cache', 'images'));
    show(`${variants.length} variants of one image`, before, caches());
    console.log(`  .next/cache/images now: ${imgs.files} files`);
    const errors = logs.split('\n').filter((l) => /⨯|Error/.test(l)).length;
    console.log(`## next start logged ${errors} error lines, ${logs.length} bytes of log`);
  } finally {
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

// npm run test:vercel — builds the project as Vercel does (`vercel build`, the pinned Vercel
// CLI, no account: a local project.json) in a temporary copy, then checks .vercel/output:
//   - every prerendered page (recipes, cuts, collections and the rest) is served with its own
//     Content-Security-Policy: the hashes of exactly the inline scripts of its fallback HTML,
//     never 'unsafe-inline' (scripts/prerender-csp.ts);
//   - the catalog (.catalog/catalog.json and catalog.pack) is traced into every Node function;
//   - no file-system cache handler is configured, so Next uses the platform's caches;
//   - pages rendered at run time carry their policy too (lib/security/response-csp.mjs): the
//     build's server is started in minimal mode, as Vercel's function launcher starts it, and
//     asked to regenerate a prerendered page and to render a page the build did not prerender.
// The copy links node_modules (hard links, no download) and skips the install step.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { killAll, runToEnd, startDetached, testPort, waitForHttp } from '@/bench/processes';
import { pagePolicy, policyForHtml } from '@/lib/security/csp.mjs';

const root = process.cwd();
const logs = join(root, 'test-results');
const SKIP = new Set(['node_modules', '.next', '.vercel', '.git', 'test-results', 'playwright-report']);
const CONTENT = /^\/(recipes|cuts)\//;
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    const stat = lstatSync(p);
    return stat.isDirectory() && !stat.isSymbolicLink() ? filesUnder(p) : [p];
  });
}

const scriptSrc = (policy: string) => policy.split(';')[0]!.trim();

/** Copies the project without its outputs; node_modules as hard links (fast, same disk). */
function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'beef-vercel-'));
  cpSync(root, dir, { recursive: true, filter: (src) => !SKIP.has(relative(root, src).split('/')[0]!) });
  const linked = spawnSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')]);
  if (linked.status !== 0) cpSync(join(root, 'node_modules'), join(dir, 'node_modules'), { recursive: true });
  mkdirSync(join(dir, '.vercel'));
  writeFileSync(
    join(dir, '.vercel', 'project.json'),
    JSON.stringify({
      projectId: 'prj_local',
      orgId: 'team_local',
      // An empty install command: the copy already has its dependencies.
      settings: { framework: 'nextjs', installCommand: '' },
    }),
  );
  return dir;
}

function checkPrerenderedPages(dir: string): string {
  const output = join(dir, '.vercel', 'output');
  const manifest = JSON.parse(readFileSync(join(dir, '.next', 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, { dataRoute: string | null }>;
  };
  const pages = Object.entries(manifest.routes)
    .filter(([, r]) => r.dataRoute?.endsWith('.rsc'))
    .map(([route]) => route);
  let content = 0;
  for (const route of pages) {
    const base = join(output, 'functions', route === '/' ? 'index' : route);
    const config = JSON.parse(readFileSync(`${base}.prerender-config.json`, 'utf8')) as {
      fallback?: { fsPath?: string };
      initialHeaders?: Record<string, string>;
    };
    const fallback = config.fallback?.fsPath;
    assert.ok(fallback?.endsWith('.html'), `${route}: no HTML fallback`);
    const html = readFileSync(join(dirname(base), fallback!), 'utf8');
    const policy = config.initialHeaders?.['content-security-policy'];
    assert.ok(policy, `${route}: no Content-Security-Policy in initialHeaders`);
    assert.ok(!scriptSrc(policy).includes("'unsafe-inline'"), `${route}: script-src allows 'unsafe-inline'`);
    assert.equal(policy, policyForHtml(html), `${route}: the policy's hashes do not match its fallback HTML`);
    if (CONTENT.test(route)) content++;
  }
  assert.ok(content > 300, `only ${content} recipe, cut and collection pages were prerendered`);
  return `${pages.length} prerendered pages (${content} recipes, cuts and collections) carry their own policy`;
}

function checkFunctions(dir: string): string {
  const functions = join(dir, '.vercel', 'output', 'functions');
  const configs = filesUnder(functions).filter((f) => f.endsWith('.vc-config.json'));
  let node = 0;
  for (const file of configs) {
    const config = JSON.parse(readFileSync(file, 'utf8')) as { runtime: string; filePathMap?: Record<string, string> };
    // The proxy (proxy.ts) reads no catalog.
    if (!config.runtime.startsWith('nodejs') || file.includes('_middleware.func')) continue;
    node++;
    for (const name of ['.catalog/catalog.json', '.catalog/catalog.pack']) {
      const source = config.filePathMap?.[name];
      assert.ok(source && existsSync(join(dir, source)), `${relative(functions, file)}: ${name} is not traced`);
    }
    const launcher = readFileSync(join(file, '..', '___next_launcher.cjs'), 'utf8');
    assert.ok(!launcher.includes('csp-cache-handler'), `${relative(functions, file)}: a custom cache handler`);
  }
  assert.ok(node > 0, 'no Node function in the output');
  const { config } = JSON.parse(readFileSync(join(dir, '.next', 'required-server-files.json'), 'utf8')) as {
    config: { cacheHandler?: string };
  };
  assert.equal(config.cacheHandler, undefined, 'the Vercel build configures a cache handler');
  return `${node} Node functions trace the catalog; no cache handler is configured`;
}

// Vercel's launcher (___next_launcher.cjs): Next's server in minimal mode behind a Node server.
const FUNCTION = `
const http = require('node:http');
const NextServer = require('next/dist/server/next-server').default;
const { config } = require('./.next/required-server-files.json');
const next = new NextServer({ conf: config, dir: __dirname, minimalMode: true, customServer: false });
const handle = next.getRequestHandler();
http.createServer((req, res) => handle(req, res)).listen(Number(process.env.PORT), '127.0.0.1');
`;

async function checkRuntimeRenders(dir: string): Promise<string> {
  writeFileSync(join(dir, 'vercel-function.cjs'), FUNCTION);
  const port = await testPort('VERCEL_CHECK_PORT');
  const fn = startDetached(process.execPath, ['vercel-function.cjs'], {
    cwd: dir,
    logFile: join(logs, 'vercel-function.log'),
    // No VERCEL here: what depends on the platform was decided by the build.
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port) },
  });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForHttp(`${origin}/about`, 60_000);
    const { preview } = JSON.parse(readFileSync(join(dir, '.next', 'prerender-manifest.json'), 'utf8')) as {
      preview: { previewModeId: string };
    };
    const renders = [
      // How Vercel asks a function to regenerate a prerendered page.
      { path: '/recipes/arrachera-al-asador', route: '/recipes/[slug]', regenerate: true },
      { path: '/recipes/collections/weeknight-dinners/page/2', route: '/recipes/collections/[slug]/page/[page]' },
    ];
    for (const r of renders) {
      const res = await fetch(origin + r.path, {
        headers: {
          'x-matched-path': r.route,
          ...(r.regenerate ? { 'x-prerender-revalidate': preview.previewModeId } : {}),
        },
        signal: AbortSignal.timeout(30_000),
      });
      const html = await res.text();
      assert.equal(res.status, 200, `${r.path} rendered at run time`);
      const policy = res.headers.get('content-security-policy');
      assert.ok(policy, `${r.path}: rendered at run time without a Content-Security-Policy`);
      assert.equal(policy, policyForHtml(html), `${r.path}: the policy does not match the rendered HTML`);
    }
    // A page rendered per request keeps the nonce policy the proxy gave it, and nothing more.
    const nonce = await fetch(`${origin}/recipes?cookingMethods=grill`, {
      headers: { 'x-matched-path': '/recipes', 'content-security-policy': pagePolicy(["'nonce-Y2hlY2s='"]) },
      signal: AbortSignal.timeout(30_000),
    });
    assert.ok((await nonce.text()).includes('nonce="Y2hlY2s="'), 'the per-request page lost its nonce');
    assert.equal(nonce.headers.get('content-security-policy'), null, 'a hash policy on a nonce page');
    return `pages rendered at run time (${renders.map((r) => r.path).join(', ')}) carry their own policy`;
  } finally {
    await fn.stop();
  }
}

mkdirSync(logs, { recursive: true });
const dir = copyProject();
let failed = false;
try {
  console.log(`vercel build in ${dir} ...`);
  const build = await runToEnd(join(dir, 'node_modules', '.bin', 'vercel'), ['build', '--yes'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', VERCEL_TELEMETRY_DISABLED: '1', NO_UPDATE_NOTIFIER: '1' },
    timeoutMs: 10 * 60_000,
    logFile: join(logs, 'vercel-build.log'),
  });
  writeFileSync(join(logs, 'vercel-build.out.log'), build.stdout);
  assert.equal(build.code, 0, `vercel build failed (test-results/vercel-build*.log)`);
  console.log(`built in ${seconds()}`);
  console.log(checkPrerenderedPages(dir));
  console.log(checkFunctions(dir));
  console.log(await checkRuntimeRenders(dir));
} catch (error) {
  failed = true;
  console.error((error as Error).stack ?? String(error));
} finally {
  killAll();
  rmSync(dir, { recursive: true, force: true });
}
if (failed) process.exit(1);
console.log(`vercel build: all checks passed in ${seconds()}`);

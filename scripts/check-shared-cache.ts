// npm run test:multi — two `next start` instances of one build share one cache through Redis
// (REDIS_URL, lib/cache/shared-cache.mjs). Run after `npm run build`; needs Debian's
// redis-server (scripts/ensure-redis.sh). Each instance gets its own copy of .next (so nothing
// is shared through the disk) and reads its content over HTTP from a stub upstream whose text
// the check changes. Checked, in order:
//   1. a page rendered on the first instance is a cache hit on the second, with its own policy;
//   2. after POST /api/revalidate on the first has answered, the second never serves its old
//      copy as a hit and shows the new content;
//   3. Redis hung (SIGSTOP), then stopped: both instances keep answering, without 5xx and
//      within a bounded time, and a revalidation is accepted;
//   4. Redis back (empty): sharing resumes by itself (a revalidation and a render on the first
//      instance reach the second).
// Ports: MULTI_PORT and the next one for the instances, TEST_REDIS_PORT for Redis; free ones
// where unset.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killAll, sleep, startDetached, testPort, waitForHttp, type Started } from '@/bench/processes';
import { policyForHtml } from '@/lib/security/csp.mjs';
import { startServiceServer } from '@/lib/service/node-server';

const root = process.cwd();
const logs = join(root, 'test-results');
const SECRET = 'multi-instance-secret';
const APP = { id: 'multi-app', key: 'multi-key' };
// Rendered on first request (ISR, not prerendered), from the upstream's collection.
const PAGE = '/recipes/collections/weeknight-dinners/page/2';
const NAME = 'Weeknight Dinners';
// Answered from the build's prerendered copy, by each instance from its own disk.
const PRERENDERED = ['/recipes/arrachera-al-asador', '/cuts/brisket', '/'];
// Bounds for answers while Redis misbehaves: the cache's budget (600 ms) plus a render.
const SLOW_MS = 3000;

// A RAM disk where there is one: two copies of .next (150 MB, 6,000 files) are written and
// removed in seconds there, and in up to a minute on a busy shared disk.
const scratch = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

const RUN_TIME = [join(root, '.next', 'cache', 'turbopack'), join(root, '.next', 'server', 'route-cache')];

/** A project directory for one instance: everything linked, except its own copy of .next. */
function instanceDir(name: string): string {
  const dir = mkdtempSync(join(scratch, `beef-multi-${name}-`));
  for (const entry of readdirSync(root)) {
    if (entry !== '.next') symlinkSync(join(root, entry), join(dir, entry));
  }
  cpSync(join(root, '.next'), join(dir, '.next'), {
    recursive: true,
    // As deployed: without the compiler's cache, and without the pages an earlier `next start`
    // of this build rendered (route-cache), which would let the second instance hit its own copy.
    filter: (src) => !RUN_TIME.some((p) => src.startsWith(p)),
  });
  return dir;
}

type Answer = { status: number; cache: string | null; csp: string | null; body: string; ms: number };

async function get(origin: string, path: string): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(origin + path, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
  const body = await res.text();
  return {
    status: res.status,
    cache: res.headers.get('x-nextjs-cache'),
    csp: res.headers.get('content-security-policy'),
    body,
    ms: Math.round(performance.now() - started),
  };
}

/** POST /api/revalidate; its answer comes once the caches have the revalidation. Returns ms. */
async function revalidate(origin: string, tags: string[]): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
    body: JSON.stringify({ tags }),
    signal: AbortSignal.timeout(15_000),
  });
  assert.equal(res.status, 200, `POST /api/revalidate: ${await res.text()}`);
  return Math.round(performance.now() - started);
}

/** The page's own policy: the hashes of exactly the inline scripts of the HTML it came with. */
function assertOwnPolicy(a: Answer, what: string) {
  assert.ok(a.csp?.includes("script-src 'self' 'sha256-"), `${what}: no hash policy (${a.csp})`);
  const pagePolicy = a.csp!.split(', ').find((p) => p.startsWith('script-src'));
  assert.equal(pagePolicy, policyForHtml(a.body), `${what}: the policy does not match the HTML`);
}

const waitForLog = async (file: string, text: string, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!readFileSync(file, 'utf8').includes(text)) {
    if (Date.now() > deadline) throw new Error(`${file} never said "${text}"`);
    await sleep(200);
  }
};

mkdirSync(logs, { recursive: true });
process.env.SERVICE_CREDENTIALS = `${APP.id}:${APP.key}`;
const upstream = await startServiceServer();
const edition = (n: number) => (text: string) => (n === 1 ? text : text.replaceAll(NAME, `${NAME} (edition ${n})`));
upstream.faults.rewrite = edition(1);

const redisPort = await testPort('TEST_REDIS_PORT');
const redisLog = join(logs, 'multi-instance-redis.log');
const startRedis = () =>
  startDetached(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { cwd: root, logFile: redisLog },
  );

const dirs: string[] = [];
const servers: Started[] = [];
let redis = startRedis();
const failures: string[] = [];
const started = performance.now();
const at = () => `at ${((performance.now() - started) / 1000).toFixed(1)} s`;
try {
  const instances = [];
  for (const [i, name] of ['a', 'b'].entries()) {
    const dir = instanceDir(name);
    dirs.push(dir);
    const port = await testPort('MULTI_PORT', i);
    const logFile = join(logs, `multi-instance-${name}.log`);
    rmSync(logFile, { force: true });
    const proc = startDetached(
      join(dir, 'node_modules', '.bin', 'next'),
      ['start', '-p', String(port), '-H', '127.0.0.1'],
      {
        cwd: dir,
        logFile,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          NEXT_TELEMETRY_DISABLED: '1',
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          BEEF_API_BASE_URL: upstream.url,
          BEEF_API_APP_ID: APP.id,
          BEEF_API_APP_KEY: APP.key,
          REVALIDATE_SECRET: SECRET,
          SITE_URL: `http://127.0.0.1:${port}`,
        },
      },
    );
    servers.push(proc);
    const origin = `http://127.0.0.1:${port}`;
    await waitForHttp(`${origin}/about`, 60_000);
    instances.push({ origin, logFile });
  }
  console.log(`two instances ready ${at()}`);
  const [a, b] = instances as [{ origin: string; logFile: string }, { origin: string; logFile: string }];

  // 1. Rendered once, then shared.
  const first = await get(a.origin, PAGE);
  assert.equal(first.status, 200, `${PAGE} on the first instance`);
  assert.notEqual(first.cache, 'HIT', 'the first instance rendered the page');
  assert.ok(first.body.includes(NAME), 'the page shows the upstream collection');
  const second = await get(b.origin, PAGE);
  assert.equal(second.status, 200);
  assert.equal(second.cache, 'HIT', 'the second instance serves the first one’s render from Redis');
  assert.equal(second.body, first.body);
  assertOwnPolicy(second, 'the shared page');
  console.log(
    `1. shared: first instance ${first.cache} in ${first.ms} ms, second ${second.cache} in ${second.ms} ms (${at()})`,
  );

  // 2. A revalidation on the first reaches the second.
  upstream.faults.rewrite = edition(2);
  const revalidateMs = await revalidate(a.origin, ['collections']);
  const after: Answer[] = [];
  for (let i = 0; i < 10 && !after.at(-1)?.body.includes('(edition 2)'); i++) {
    const answer = await get(b.origin, PAGE);
    assert.equal(answer.status, 200);
    assert.ok(
      !(answer.cache === 'HIT' && !answer.body.includes('(edition 2)')),
      'the second instance served its old copy as a plain hit after the revalidation',
    );
    after.push(answer);
    await sleep(200);
  }
  assert.ok(after.at(-1)?.body.includes('(edition 2)'), 'the second instance never showed the new content');
  assertOwnPolicy(after.at(-1)!, 'the regenerated page');
  console.log(
    `2. revalidated on the first (${revalidateMs} ms): the second answered ${after.map((x) => `${x.cache} ${x.ms} ms`).join(', ')} (${at()})`,
  );

  // 3. Redis hung, then gone: every page still answers, in bounded time.
  const probe = async (phase: string) => {
    let worst = 0;
    for (const { origin } of [a, b]) {
      for (const path of [PAGE, ...PRERENDERED]) {
        const answer = await get(origin, path);
        assert.ok(answer.status < 500, `${phase}: ${path} answered ${answer.status}`);
        assert.ok(answer.ms < SLOW_MS, `${phase}: ${path} took ${answer.ms} ms`);
        worst = Math.max(worst, answer.ms);
      }
    }
    return worst;
  };
  process.kill(redis.pid, 'SIGSTOP');
  const hung = await probe('Redis hung');
  process.kill(redis.pid, 'SIGCONT');
  await redis.stop();
  const down = await probe('Redis stopped');
  // Kept by the first and replayed when Redis is back; the answer does not wait for Redis.
  const revalidatedMs = await revalidate(a.origin, ['collections']);
  assert.ok(revalidatedMs < SLOW_MS, `a revalidation with Redis stopped took ${revalidatedMs} ms`);
  console.log(
    `3. slowest answer with Redis hung: ${hung} ms; stopped: ${down} ms, a revalidation ${revalidatedMs} ms (${at()})`,
  );

  // 4. Back, empty: a revalidation and a render on the first reach the second again.
  redis = startRedis();
  await waitForLog(a.logFile, 'Redis is back', 20_000);
  await waitForLog(b.logFile, 'Redis is back', 20_000);
  upstream.faults.rewrite = edition(3);
  await revalidate(a.origin, ['collections']);
  const rendered = await get(a.origin, PAGE);
  assert.ok(rendered.body.includes('(edition 3)'), 'the first instance rendered the new content');
  const shared = await get(b.origin, PAGE);
  assert.equal(shared.cache, 'HIT', 'sharing resumed: the second instance hits the first one’s render');
  assert.ok(shared.body.includes('(edition 3)'));
  console.log(
    `4. Redis back: first ${rendered.cache} ${rendered.ms} ms, second ${shared.cache} ${shared.ms} ms (${at()})`,
  );
} catch (error) {
  failures.push((error as Error).stack ?? String(error));
} finally {
  for (const s of servers) await s.stop();
  await redis.stop();
  await upstream.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  killAll();
}
if (failures.length) {
  console.error(failures.join('\n'));
  console.error(`Logs: ${logs}/multi-instance-*.log`);
  process.exit(1);
}
console.log(`shared cache: all checks passed in ${((performance.now() - started) / 1000).toFixed(1)} s`);

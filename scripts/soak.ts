// Soak test: a production server of the current build on loopback, a fixed request rate over
// a mix of page types and API calls for a set time, then: errors (must be zero), latency
// percentiles, and the server's resident memory at start and end (a leak shows as growth).
// Not part of `npm test`. Needs a build (`npm run build`) in the working directory.
//
//   npx tsx scripts/soak.ts --seconds 300 --rate 40 --port 3329
//
// Writes bench/results/soak-<date>.json and prints a summary.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startNext } from '@/bench/next-server';
import { killAll, rssMb } from '@/bench/processes';
import { quantile } from '@/bench/stats';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '300' },
    rate: { type: 'string', default: '40' },
    port: { type: 'string', default: '3329' },
    'max-in-flight': { type: 'string', default: '200' },
  },
});
const SECONDS = Number(args.seconds);
const RATE = Number(args.rate);
const PORT = Number(args.port);
const MAX_IN_FLIGHT = Number(args['max-in-flight']);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CREDENTIALS = { AuthorizationAppID: 'soak', AuthorizationAppKey: 'soak-key' };

/** What readers and integrators ask for, by weight: mostly content pages, some searches and API. */
const MIX: { path: string; weight: number; api?: boolean }[] = [
  { path: '/', weight: 4 },
  { path: '/recipes/grilled-ribeye-steaks-with-classic-beef-rub', weight: 8 },
  { path: '/recipes/carne-asada-nortena', weight: 4 },
  { path: '/cuts/flank-steak', weight: 6 },
  { path: '/cuts/flank-steak/recipes', weight: 3 },
  { path: '/recipes/collections/weeknight-dinners', weight: 2 },
  { path: '/cuts/collections/best-steaks-for-the-grill', weight: 2 },
  { path: '/recipes?cookingMethods=grill', weight: 3 },
  { path: '/cuts?primals=round', weight: 2 },
  { path: '/recipes/no-such-recipe', weight: 1 },
  { path: '/api/v2/recipe/search?searchText=steak&itemsPerPage=5', weight: 3, api: true },
  { path: '/api/v2/beefcut/flank-steak', weight: 2, api: true },
  { path: '/api/v1/recipes/search?qaw=beef', weight: 1, api: true },
];
const expectedStatus = (path: string) => (path.includes('no-such') ? 404 : 200);
const TOTAL_WEIGHT = MIX.reduce((a, m) => a + m.weight, 0);
function pick(i: number) {
  // Deterministic interleaving: the i-th request walks the weighted list.
  let n = (i * 7919) % TOTAL_WEIGHT;
  for (const m of MIX) {
    if (n < m.weight) return m;
    n -= m.weight;
  }
  return MIX[0]!;
}

async function main() {
  process.once('SIGINT', () => {
    killAll();
    process.exit(130);
  });
  const server = await startNext(
    process.cwd(),
    PORT,
    { SERVICE_CREDENTIALS: 'soak:soak-key', SITE_URL: ORIGIN },
    join(tmpdir(), `soak-next-${PORT}.log`),
  );
  try {
    // Warm every URL once so the start figure is a running server, not a cold one.
    for (const m of MIX) await (await fetch(ORIGIN + m.path, { headers: m.api ? CREDENTIALS : {} })).arrayBuffer();
    const rssStart = rssMb(server.pid);

    const latencies: number[] = [];
    const errors: { path: string; status: number | string }[] = [];
    let sent = 0;
    let dropped = 0;
    let inFlight = 0;
    const started = performance.now();
    const total = Math.round(SECONDS * RATE);
    const rssSamples: { second: number; mb: number }[] = [{ second: 0, mb: rssStart }];
    const sampler = setInterval(
      () => rssSamples.push({ second: Math.round((performance.now() - started) / 1000), mb: rssMb(server.pid) }),
      10_000,
    );
    const pending: Promise<void>[] = [];
    // Open loop: request i leaves at i/RATE seconds whatever the previous ones did, so a slow
    // server shows as latency, not as a lower rate. In-flight requests are capped.
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (inFlight >= MAX_IN_FLIGHT) {
        dropped++;
        continue;
      }
      const m = pick(i);
      sent++;
      inFlight++;
      const t0 = performance.now();
      pending.push(
        fetch(ORIGIN + m.path, {
          headers: m.api ? CREDENTIALS : {},
          redirect: 'manual',
          signal: AbortSignal.timeout(10_000),
        })
          .then(async (res) => {
            await res.arrayBuffer();
            latencies.push(performance.now() - t0);
            if (res.status !== expectedStatus(m.path)) errors.push({ path: m.path, status: res.status });
          })
          .catch((error: Error) => {
            errors.push({ path: m.path, status: error.name });
          })
          .finally(() => {
            inFlight--;
          }),
      );
    }
    await Promise.all(pending);
    clearInterval(sampler);
    const elapsed = (performance.now() - started) / 1000;
    const rssEnd = rssMb(server.pid);
    const sorted = latencies.sort((a, b) => a - b);
    const result = {
      date: new Date().toISOString(),
      seconds: SECONDS,
      targetRate: RATE,
      achievedRate: Math.round((sent / elapsed) * 10) / 10,
      requests: sent,
      dropped,
      errors: errors.length,
      errorSamples: errors.slice(0, 20),
      zeroErrors: errors.length === 0 && dropped === 0,
      latencyMs: {
        p50: Math.round(quantile(sorted, 0.5) * 10) / 10,
        p90: Math.round(quantile(sorted, 0.9) * 10) / 10,
        p99: Math.round(quantile(sorted, 0.99) * 10) / 10,
        max: Math.round((sorted.at(-1) ?? 0) * 10) / 10,
      },
      rssMb: { start: rssStart, end: rssEnd, growth: rssEnd - rssStart, samples: rssSamples },
      mix: MIX.map((m) => ({ path: m.path, weight: m.weight })),
    };
    const dir = join('bench', 'results');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `soak-${result.date.slice(0, 19).replace(/[:T]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
    console.log(
      `soak ${SECONDS}s at ${RATE}/s: ${sent} requests (${result.achievedRate}/s), ${errors.length} errors, ${dropped} dropped; ` +
        `p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, max ${result.latencyMs.max} ms; RSS ${rssStart} → ${rssEnd} MB. ${file}`,
    );
    if (!result.zeroErrors) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();

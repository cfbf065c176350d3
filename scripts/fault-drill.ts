// Fault drill: the site in production mode over the loopback fault server
// (lib/service/node-server.ts) as its upstream. Warms the cached pages, then makes the
// upstream fail (500s, then hangs, then resets) and records, per page kind, the status and
// time readers get. Cached (ISR) pages must keep serving 200; pages that need the upstream
// must answer 503 quickly. Not part of `npm test`; needs a build.
//
//   npx tsx scripts/fault-drill.ts --port 3328
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startNext } from '@/bench/next-server';
import { killAll } from '@/bench/processes';
import { startServiceServer, type Faults } from '@/lib/service/node-server';

const { values: args } = parseArgs({ options: { port: { type: 'string', default: '3328' } } });
// The client's deadline for one call (BEEF_API_DEADLINE_MS) plus time to render the 503 page.
const DEADLINE_MS = 2_000;
const CACHED = ['/recipes/grilled-ribeye-steaks-with-classic-beef-rub', '/cuts/flank-steak', '/'];
// Searches are cached per criteria too; a new criterion each time makes them need the upstream.
let n = 0;
const live = () => [
  `/recipes?cookingMethods=grill&maxCookTimeMinutes=${200 + ++n}`,
  `/cuts?primals=round&searchText=steak${++n}`,
];

async function probe(origin: string, path: string) {
  const t0 = performance.now();
  // Redirects are followed, as a browser would: a search the upstream fails sends its reader to the 503 page.
  const res = await fetch(origin + path, { signal: AbortSignal.timeout(20_000) });
  const body = await res.text();
  // readable: the answer is a page in its HTML (a heading), not a shell only scripts fill in.
  return {
    path,
    status: res.status,
    via: res.redirected ? new URL(res.url).pathname : '',
    ms: Math.round(performance.now() - t0),
    friendly: /taking a break|went wrong|try again/i.test(body),
    readable: /<h1[\s>]/.test(body),
  };
}

async function main() {
  // The fault server checks the site's credentials like the real upstream would.
  process.env.SERVICE_CREDENTIALS = 'drill:drill-key';
  const upstream = await startServiceServer();
  process.once('SIGINT', () => {
    killAll();
    process.exit(130);
  });
  const port = Number(args.port);
  const site = await startNext(
    process.cwd(),
    port,
    {
      BEEF_API_BASE_URL: upstream.url,
      BEEF_API_APP_ID: 'drill',
      BEEF_API_APP_KEY: 'drill-key',
      SERVICE_CREDENTIALS: 'drill:drill-key',
      SITE_URL: `http://127.0.0.1:${port}`,
    },
    join(tmpdir(), `fault-drill-next-${port}.log`),
  );
  const rows: {
    phase: string;
    path: string;
    status: number;
    via: string;
    ms: number;
    friendly: boolean;
    readable: boolean;
  }[] = [];
  const round = async (phase: string, faults: Faults) => {
    upstream.faults = { ...faults };
    for (const path of [...CACHED, ...live(), ...live()]) rows.push({ phase, ...(await probe(site.origin, path)) });
  };
  try {
    await round('healthy', {});
    await round('status 500', { status: 500 });
    await round('hang (delay 30 s)', { delayMs: 30_000 });
    await round('reset', { reset: true });
    await new Promise((r) => setTimeout(r, 16_000)); // past the proxy's 503 window
    await round('recovered', {});
  } finally {
    await site.stop();
    await upstream.close();
  }
  console.table(rows);
  // What readers must get: cached pages always 200; pages needing the upstream 200 while it
  // is healthy, and while it fails the 503 page, as HTML, within the client's deadline.
  const failing = (phase: string) => phase !== 'healthy' && phase !== 'recovered';
  const bad = rows.filter((r) => {
    if (CACHED.includes(r.path) || !failing(r.phase)) return r.status !== 200 || !r.readable;
    return r.status !== 503 || !r.friendly || !r.readable || r.ms > DEADLINE_MS;
  });
  if (bad.length) {
    console.error('readers did not get what they should:');
    console.table(bad);
    process.exitCode = 1;
  }
}

await main();

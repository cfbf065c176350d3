// Cold render cost against a simulated remote upstream. The embedded service runs on its own
// loopback Node server with 50 ms added to every answer (lib/service/node-server.ts), and the
// site's production build runs `next start` pointed at it over HTTP with credentials.
//
// What "cold" means here: the request is rendered now, with no cached page and no cached data
// for that record. The build's prerendered pages and data entries come from the embedded
// catalog, and data cache keys include the upstream's URL (lib/api/content.ts), so with an
// upstream configured no data entry is ever reused; the measured pages' prerendered outputs
// (.html/.rsc/.meta/.segments), the pages regenerated at run time (.next/server/route-cache)
// and the data cache directory are deleted before each server
// starts, so those pages are rendered on demand (blocking), exactly as after a deploy or for a
// record added since the build. Each page type gets a fresh server: its first request also pays
// for loading the route's code ("first hit"); the following requests of the same type, for other
// records, are the steady cold cost (code loaded, the shared lookups cached, the record not).
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { startServiceServer } from '@/lib/service/node-server';
import { startNext } from '@/bench/next-server';
import { sleep } from '@/bench/processes';
import { median, round, sequentialRounds } from '@/bench/stats';

export type ColdSample = {
  path: string;
  status: number;
  ttfbMs: number;
  totalMs: number;
  upstreamCalls: number;
  sequentialRounds: number;
  calls: string[];
};
export type ColdPageType = {
  name: string;
  firstHit: ColdSample;
  others: ColdSample[];
  ttfbMs: number;
  upstreamCalls: number;
  sequentialRounds: number;
};
export type ColdResult = { upstreamDelayMs: number; upstreamRoundTripMs: number; pages: ColdPageType[] };

/** Time to the response's first byte (status line) and to its end, over a fresh connection. */
function timeRequest(url: string): Promise<{ status: number; ttfbMs: number; totalMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let ttfb = 0;
    const req = request(url, { agent: false, headers: { 'accept-encoding': 'gzip' } }, (res) => {
      ttfb = performance.now() - started;
      res.on('data', () => {});
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ttfbMs: ttfb, totalMs: performance.now() - started }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
    req.end();
  });
}

function deleteOutputs(nextDir: string, path: string) {
  const base = join(nextDir, 'server', 'app', path === '/' ? 'index' : path.replace(/^\//, '').split('?')[0]!);
  for (const ext of ['.html', '.rsc', '.meta', '.segments', '.body'])
    rmSync(base + ext, { recursive: true, force: true });
}

export type ColdPlan = { name: string; paths: string[] }[];

export async function measureColdRenders(
  projectDir: string,
  port: number,
  plan: ColdPlan,
  opts: { logFile: string; roundTripPath: string; delayMs?: number },
): Promise<ColdResult> {
  const nextDir = join(projectDir, '.next');
  const { logFile, roundTripPath, delayMs = 50 } = opts;
  // The upstream checks credentials like a real one; the site sends them as headers.
  const creds = { id: 'bench-site', key: `bench-${process.pid}-${Date.now()}` };
  process.env.SERVICE_CREDENTIALS = `${creds.id}:${creds.key}`;
  process.env.CATALOG_FILE ??= join(projectDir, '.catalog', 'catalog.json');
  const upstream = await startServiceServer({ delayMs });
  try {
    // One upstream round trip as the site sees it: the delay plus the service's own work.
    const rtts: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      const res = await fetch(upstream.url + roundTripPath, {
        headers: { AuthorizationAppID: creds.id, AuthorizationAppKey: creds.key },
      });
      await res.arrayBuffer();
      rtts.push(performance.now() - t);
    }
    const pages: ColdPageType[] = [];
    for (const type of plan) {
      // Data cache, pages regenerated at run time (Next 16 writes them under server/route-cache),
      // and the build's outputs of the measured pages.
      rmSync(join(nextDir, 'cache', 'fetch-cache'), { recursive: true, force: true });
      rmSync(join(nextDir, 'server', 'route-cache'), { recursive: true, force: true });
      for (const p of type.paths) deleteOutputs(nextDir, p);
      const server = await startNext(
        projectDir,
        port,
        { BEEF_API_BASE_URL: upstream.url, BEEF_API_APP_ID: creds.id, BEEF_API_APP_KEY: creds.key },
        logFile,
      );
      try {
        // The runtime and the root layout are loaded by a trivial dynamic page (no data).
        await timeRequest(`${server.origin}/bench/dynamic`);
        const samples: ColdSample[] = [];
        for (const path of type.paths) {
          upstream.hits.length = 0;
          upstream.hitTimes.length = 0;
          const t0 = performance.now();
          const r = await timeRequest(server.origin + path);
          // Background work (none expected) would show up here.
          await sleep(delayMs * 2);
          samples.push({
            path,
            status: r.status,
            ttfbMs: round(r.ttfbMs),
            totalMs: round(r.totalMs),
            upstreamCalls: upstream.hits.length,
            sequentialRounds: sequentialRounds(
              upstream.hitTimes.filter((t) => t >= t0),
              delayMs,
            ),
            calls: [...upstream.hits],
          });
        }
        const [firstHit, ...others] = samples;
        const steady = others.length ? others : samples;
        pages.push({
          name: type.name,
          firstHit: firstHit!,
          others,
          ttfbMs: round(median(steady.map((s) => s.ttfbMs))),
          upstreamCalls: Math.max(...steady.map((s) => s.upstreamCalls)),
          sequentialRounds: Math.max(...steady.map((s) => s.sequentialRounds)),
        });
      } finally {
        await server.stop();
      }
    }
    return { upstreamDelayMs: delayMs, upstreamRoundTripMs: round(median(rtts)), pages };
  } finally {
    await upstream.close();
  }
}

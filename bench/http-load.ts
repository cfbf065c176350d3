// Throughput and latency of one URL with autocannon (pinned in devDependencies), run as its
// own process so the load generator never shares an event loop with the orchestrator. Each run
// is bounded: a warm-up of `warmupS` seconds (discarded), then `durationS` seconds measured.
import { join } from 'node:path';
import { runToEnd } from '@/bench/processes';
import { median } from '@/bench/stats';

export type LoadResult = {
  url: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
  /** Requests per second of each round, when measured in rounds. */
  rounds?: number[];
  /** CPU time the server spent per request (ms), when a sampler of its CPU was given: the
   *  server's own cost, which the load generator sharing the machine does not blur. */
  serverCpuMsPerRequest?: number;
};

export type LoadOptions = { connections: number; durationS: number; warmupS: number };

type AutocannonJson = {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  throughput: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

async function autocannon(
  projectDir: string,
  url: string,
  connections: number,
  durationS: number,
): Promise<AutocannonJson> {
  const bin = join(projectDir, 'node_modules', '.bin', 'autocannon');
  // --json: machine-readable result on stdout; -t: per-request timeout, so a stuck request cannot
  // outlive the run; the process itself is killed if it overruns its duration by 30 s.
  const { code, stdout } = await runToEnd(
    bin,
    ['--json', '-c', String(connections), '-d', String(durationS), '-t', '10', url],
    {
      cwd: projectDir,
      timeoutMs: (durationS + 30) * 1000,
    },
  );
  if (code !== 0) throw new Error(`autocannon exited ${code} for ${url}`);
  return JSON.parse(stdout) as AutocannonJson;
}

/** `serverCpuMs`, when given, reads the server's CPU time so far (bench/processes.ts cpuMs). */
export async function measureLoad(
  projectDir: string,
  url: string,
  o: LoadOptions,
  serverCpuMs?: () => number,
): Promise<LoadResult> {
  if (o.warmupS > 0) await autocannon(projectDir, url, o.connections, o.warmupS);
  const cpuBefore = serverCpuMs?.();
  const r = await autocannon(projectDir, url, o.connections, o.durationS);
  const cpu = serverCpuMs && cpuBefore !== undefined ? serverCpuMs() - cpuBefore : undefined;
  return {
    ...(cpu !== undefined && r.requests.total > 0
      ? { serverCpuMsPerRequest: Math.round((cpu / r.requests.total) * 1000) / 1000 }
      : {}),
    url,
    requestsPerSecond: r.requests.average,
    latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    bytesPerRequest: r.requests.total > 0 ? Math.round(r.throughput.total / r.requests.total) : 0,
  };
}

/** One target's result over several rounds: the round with the median throughput (its
 *  latencies with it), with requests, failures and errors summed over every round. */
export function medianRound(rounds: LoadResult[]): LoadResult {
  if (rounds.length === 0) throw new Error('medianRound: no rounds');
  const sorted = [...rounds].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const mid = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const sum = (f: (r: LoadResult) => number) => rounds.reduce((n, r) => n + f(r), 0);
  const cpu = rounds.flatMap((r) => (r.serverCpuMsPerRequest === undefined ? [] : [r.serverCpuMsPerRequest]));
  return {
    ...mid,
    requests: sum((r) => r.requests),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    rounds: rounds.map((r) => r.requestsPerSecond),
    // The server's cost per request is steadier than throughput: its own median over the rounds.
    ...(cpu.length ? { serverCpuMsPerRequest: median(cpu) } : {}),
  };
}

// `next start` of the current build on a loopback port, in its own process group, for the
// soak and fault drills (scripts/soak.ts, scripts/fault-drill.ts).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type NextProcess = { pid: number; origin: string; stop: () => void };

export async function waitFor(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

export async function startNext(port: number, env: Record<string, string>): Promise<NextProcess> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(join('node_modules', '.bin', 'next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', SITE_URL: origin },
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitFor(`${origin}/about`, 60_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { pid: child.pid!, origin, stop };
}

/** Resident memory of a process and its descendants, in MB (Linux /proc). */
export function rssMb(pid: number): number {
  let kb = 0;
  const visit = (p: number) => {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
      const children = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim();
      for (const c of children.split(/\s+/).filter(Boolean)) visit(Number(c));
    } catch {
      // the process ended
    }
  };
  visit(pid);
  return Math.round(kb / 1024);
}

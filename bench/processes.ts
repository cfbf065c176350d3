// Child processes of the benchmark: servers are spawned detached (their own process group) so
// that stopping one also stops what it spawned (`next start` forks `next-server`), and every
// wait is bounded in time.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { connect, createServer } from 'node:net';

/** A log file in append mode; its folder may not exist yet on a fresh clone. */
function openLog(file: string) {
  mkdirSync(dirname(file), { recursive: true });
  return createWriteStream(file, { flags: 'a' });
}

export type Started = { pid: number; stop: () => Promise<void> };

// Every process group this run started and has not stopped yet, so an interrupted run
// (Ctrl-C, a time limit) stops its servers too.
const live = new Set<number>();

/** Kills every process group still running: for SIGINT/SIGTERM handlers. */
export function killAll(): void {
  for (const pid of live) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  live.clear();
}

export function startDetached(
  command: string,
  args: string[],
  opts: { cwd: string; env?: NodeJS.ProcessEnv; logFile: string },
): Started {
  const log = openLog(opts.logFile);
  const child: ChildProcess = spawn(command, args, {
    cwd: opts.cwd,
    env: opts.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${command}`);
  live.add(pid);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      live.delete(pid);
      resolve();
    }),
  );
  return {
    pid,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-pid, 'SIGTERM');
      } catch {
        return;
      }
      const killed = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
      if (!killed) {
        try {
          process.kill(-pid, 'SIGKILL');
        } catch {
          // already gone
        }
        await Promise.race([exited, sleep(2000)]);
      }
      log.end();
    },
  };
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Polls a URL until it answers (any status), for at most `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      await res.body?.cancel();
      return;
    } catch {
      await sleep(250);
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Runs a command to completion, bounded in time, and returns its stdout. */
export function runToEnd(
  command: string,
  args: string[],
  opts: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs: number; logFile?: string },
): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: opts.cwd,
      env: opts.env ?? process.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = opts.logFile ? openLog(opts.logFile) : undefined;
    const pid = child.pid;
    if (pid !== undefined) live.add(pid);
    let stdout = '';
    child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
    if (log) child.stderr?.pipe(log);
    else child.stderr?.resume();
    const timer = setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, opts.timeoutMs);
    child.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.once('exit', (code) => {
      if (pid !== undefined) live.delete(pid);
      clearTimeout(timer);
      log?.end();
      resolve({ code, stdout });
    });
  });
}

const portTaken = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Waits (bounded) for a loopback port to be free: a server stopped a moment ago may still hold it. */
export async function waitForFreePort(port: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (await portTaken(port)) {
    if (Date.now() > deadline)
      throw new Error(`port ${port} is in use: stop what listens there, or choose other ports`);
    await sleep(250);
  }
}

/** A loopback port the system has free now (it may be taken again before it is used). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The port a test server listens on: the variable's value plus `offset` when it is set (on a
 *  shared machine each engineer has a port range), else a free one. */
export async function testPort(variable: string, offset = 0): Promise<number> {
  const base = process.env[variable];
  if (!base) return freePort();
  const port = Number(base) + offset;
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`${variable}=${base} is not a port`);
  await waitForFreePort(port);
  return port;
}

/** Calls `read` for a process and each of its descendants (Linux /proc); a process that
 *  ends meanwhile is skipped. */
function eachInTree(pid: number, read: (pid: number) => void): void {
  try {
    read(pid);
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    for (const c of children.split(/\s+/).filter(Boolean)) eachInTree(Number(c), read);
  } catch {
    // the process ended
  }
}

/** Resident memory of a process and its descendants, in MB (Linux /proc). */
export function rssMb(pid: number): number {
  let kb = 0;
  eachInTree(pid, (p) => (kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0)));
  return Math.round(kb / 1024);
}

// Linux reports CPU time in clock ticks of 1/100 s (USER_HZ) on every architecture it runs here.
const MS_PER_TICK = 10;

/** CPU time (user + system) a process and its descendants have used so far, in ms (Linux
 *  /proc): the difference over a load run is what the server spent, whatever the load
 *  generator beside it spent. */
export function cpuMs(pid: number): number {
  let ticks = 0;
  eachInTree(pid, (p) => {
    // The command name (field 2) may hold spaces and parentheses: fields are counted after its ')'.
    const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
  });
  return ticks * MS_PER_TICK;
}

// `next start` of the benchmark's build on a loopback port, in its own process group.
import { join } from 'node:path';
import { startDetached, waitForFreePort, waitForHttp, type Started } from '@/bench/processes';

export type NextServer = Started & { origin: string };

/** `readyPath`: a page that answers without data, polled until the server listens. */
export async function startNext(
  projectDir: string,
  port: number,
  env: Record<string, string>,
  logFile: string,
  readyPath = '/bench/static',
): Promise<NextServer> {
  await waitForFreePort(port);
  const bin = join(projectDir, 'node_modules', '.bin', 'next');
  const proc = startDetached(bin, ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: projectDir,
    env: { ...process.env, ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port) },
    logFile,
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    // The prerendered baseline reads no data: it answers as soon as the server listens.
    await waitForHttp(`${origin}${readyPath}`, 60_000);
  } catch (error) {
    await proc.stop();
    throw error;
  }
  return { ...proc, origin };
}

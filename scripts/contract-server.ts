// Global setup of `npm run test:http` (vitest.http.config.mts): starts the production build
// (`next start`, built before by `npm test`) on loopback with a service credential and no
// SITE_URL (absolute links then follow the origin the requests reached), provides its origin
// and the credential to the contract suites, and stops it after them.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { ContractServer } from '@/lib/service/test-request';

const PORT = Number(process.env.CONTRACT_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);
const CREDENTIAL = { appId: 'contract', appKey: 'contract-key' };
// On-demand revalidation answers only with a secret; the TLS proxy test calls it through nginx.
const REVALIDATE_SECRET = 'contract-revalidate-secret';

export default async function setup(project: TestProject) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    SERVICE_CREDENTIALS: `${CREDENTIAL.appId}:${CREDENTIAL.appKey}`,
    REVALIDATE_SECRET,
  };
  // next start sets NODE_ENV itself (vitest's "test" would leak into it otherwise).
  for (const k of ['SITE_URL', 'VERCEL_PROJECT_PRODUCTION_URL', 'NODE_ENV']) delete env[k];
  // Its own process group, so the server and anything it starts stop together.
  const next = spawn(
    process.execPath,
    [
      join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next'),
      'start',
      '-p',
      String(PORT),
      '-H',
      '127.0.0.1',
    ],
    { detached: true, env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let logs = '';
  next.stdout!.on('data', (d) => (logs += d));
  next.stderr!.on('data', (d) => (logs += d));
  const origin = `http://127.0.0.1:${PORT}`;
  const stop = () => {
    if (next.exitCode === null && next.pid) process.kill(-next.pid, 'SIGTERM');
  };
  for (let i = 0; ; i++) {
    if (next.exitCode !== null) throw new Error(`next start exited ${next.exitCode}:\n${logs}`);
    // Our own server must say it is ready (another process on the port would also answer).
    if (/Ready in/.test(logs)) {
      const res = await fetch(`${origin}/api/v2/openapi.json`).catch(() => undefined);
      if (res?.ok) break;
    }
    if (i > 600) {
      stop();
      throw new Error(`next start did not answer on ${origin} within 60 s:\n${logs}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  project.provide('contractServer', {
    origin,
    ...CREDENTIAL,
    revalidateSecret: REVALIDATE_SECRET,
  } satisfies ContractServer);
  return () => {
    stop();
    if (/⨯|Error:/.test(logs)) console.log(`next start logged errors during the contract suites:\n${logs}`);
  };
}

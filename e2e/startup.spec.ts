import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { testPort } from '@/bench/processes';

// A misconfigured server stops at start with a non-zero exit and the variable's name (for a
// process manager or a platform's health check), instead of answering 500 for as long as it runs.
async function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  // Beside the suite's own server (E2E_PORT), if a port range is in use.
  const port = await testPort('E2E_PORT', 1);
  const bin = join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
  const site = spawn(process.execPath, [bin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  site.stdout.on('data', (d) => (output += d));
  site.stderr.on('data', (d) => (output += d));
  const timer = setTimeout(() => site.kill('SIGKILL'), 20_000);
  const code = await new Promise<number | null>((resolve) => site.once('exit', resolve));
  clearTimeout(timer);
  return { code, output };
}

test('an upstream without its keys stops the server at start, naming the missing variables', async () => {
  const { code, output } = await start({ BEEF_API_BASE_URL: 'https://content.example.test' });
  expect(code).toBe(1);
  expect(output).toContain('BEEF_API_APP_ID is required when BEEF_API_BASE_URL is set');
  expect(output).toContain('BEEF_API_APP_KEY');
});

test('a malformed REDIS_URL stops the server at start, naming it', async () => {
  const { code, output } = await start({ REDIS_URL: 'cache.internal:6379' });
  expect(code).toBe(1);
  expect(output).toMatch(/REDIS_URL: a redis:\/\/ or rediss:\/\/ URL/);
});

// The framework alone, for Lighthouse: a bare Next.js app built from the project's own pinned
// next, react and react-dom, with one trivial prerendered page and nothing of this site (no
// CSS, web font, header or client component). What it scores is the most any page of an
// App Router site can score on this machine; the site's pages and its own trivial page
// (/bench/static, the same page inside the site's root layout) are read against it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startNext, type NextServer } from '@/bench/next-server';
import { runToEnd } from '@/bench/processes';

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'bare-next', private: true, type: 'module' }),
  'app/layout.jsx': `export const metadata = { title: 'Bare Next.js page', description: 'A trivial page of a bare Next.js app.' };
export const viewport = { width: 'device-width', initialScale: 1 };
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>A trivial prerendered page of a bare Next.js app: no CSS, no web font, no client component.</p>
    </main>
  );
}
`,
};

/** Writes and builds the bare app in `dir` (node_modules hard-linked from the project's), then
 *  starts it. Bounded: the build has 5 minutes. */
export async function startBareNext(
  projectDir: string,
  dir: string,
  port: number,
  logFile: string,
): Promise<NextServer> {
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  // Turbopack does not follow a node_modules symlink out of the project root (bench/run.ts copyTree).
  execFileSync('cp', ['-al', realpathSync(join(projectDir, 'node_modules')), join(dir, 'node_modules')]);
  const b = await runToEnd(join(dir, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    timeoutMs: 5 * 60_000,
    logFile,
  });
  if (b.code !== 0) throw new Error(`the bare Next.js app did not build (see ${logFile})`);
  return startNext(dir, port, {}, logFile, '/');
}

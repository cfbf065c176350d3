// Part of `npm run build`, right after `next build`: gives every prerendered page its
// Content-Security-Policy (SHA-256 hashes of exactly its inline scripts, lib/security/csp.mjs)
// in the build output itself, where each host reads a page's headers:
// - the prerender manifest's `initialHeaders`, which Vercel's builder turns into the headers
//   it serves the prerendered HTML with (`.vercel/output/functions/**/*.prerender-config.json`);
// - the page's `.meta` file, which `next start` serves with the page (the cache handler then
//   finds the policy already there and does not hash the page again).
// Next renders these pages before any code of ours sees their HTML, and no Next option adds a
// header to a prerendered page, hence a step after the build.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { policyForHtml } from '@/lib/security/csp.mjs';

type Headers = Record<string, string>;
type Manifest = { routes: Record<string, { dataRoute: string | null; initialHeaders?: Headers }> };

const dist = join(process.cwd(), '.next');
const manifestFile = join(dist, 'prerender-manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

let pages = 0;
for (const [route, entry] of Object.entries(manifest.routes)) {
  // Pages have an RSC data route; route handlers (sitemaps, robots.txt, the icon) have none.
  if (!entry.dataRoute?.endsWith('.rsc')) continue;
  const base = join(dist, 'server', 'app', route === '/' ? 'index' : route);
  const policy = policyForHtml(readFileSync(`${base}.html`, 'utf8'));
  entry.initialHeaders = { ...entry.initialHeaders, 'content-security-policy': policy };
  const meta = JSON.parse(readFileSync(`${base}.meta`, 'utf8')) as { headers?: Headers };
  meta.headers = { ...meta.headers, 'content-security-policy': policy };
  writeFileSync(`${base}.meta`, JSON.stringify(meta, null, 2));
  pages++;
}
writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
console.log(`prerender-csp: a script-src policy with the hashes of its inline scripts on ${pages} prerendered pages`);

// Debian's nginx (`apt-get install nginx-light`) on a loopback port, with its own config, pid,
// logs and cache in a temporary directory (never the system service), in one of two roles:
// - a static-file baseline: a saved copy of a page's HTML, what the same bytes cost without any
//   rendering;
// - a shared cache in front of the Next server (proxy_cache), as a deployment on a Node host
//   would put one: it keeps what the pages' Cache-Control (s-maxage) allows, and shows what
//   readers get when the cache answers.
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startDetached, waitForFreePort, waitForHttp, type Started } from '@/bench/processes';

const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export const nginxAvailable = () => existsSync(NGINX_BIN);

export type Nginx = Started & { url: string };

/** Serves `files` (name → HTML) from a temporary root. */
export function startNginx(dir: string, port: number, files: Record<string, string>): Promise<Nginx> {
  const root = join(dir, 'root');
  mkdirSync(root, { recursive: true });
  for (const [name, body] of Object.entries(files)) writeFileSync(join(root, name), body, { mode: 0o644 });
  // nginx's worker drops to an unprivileged user: it must be able to walk down to the files.
  chmodSync(root, 0o755);
  return run(dir, port, `root ${root};\n    location / { try_files $uri =404; }`);
}

/** A caching reverse proxy in front of `upstream`: nginx keeps each page for as long as its
 *  Cache-Control allows (s-maxage first) and answers `X-Cache-Status` (HIT, MISS...). */
export function startCachingProxy(dir: string, port: number, upstream: string): Promise<Nginx> {
  const cache = join(dir, 'cache');
  mkdirSync(cache, { recursive: true });
  return run(
    dir,
    port,
    `location / {
      proxy_pass ${upstream};
      proxy_cache pages;
      add_header X-Cache-Status $upstream_cache_status always;
    }`,
    `proxy_cache_path ${cache} keys_zone=pages:10m max_size=256m inactive=1h use_temp_path=off;`,
  );
}

async function run(dir: string, port: number, serverBody: string, httpExtra = ''): Promise<Nginx> {
  await waitForFreePort(port);
  mkdirSync(join(dir, 'logs'), { recursive: true });
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  // The worker must be able to walk down to its files and cache: the benchmark's work
  // directory (the parent of `dir`) comes from mkdtemp, mode 0700.
  for (const d of [dirname(dir), dir]) chmodSync(d, 0o755);
  const conf = join(dir, 'nginx.conf');
  // One worker: the Next server is one process too, so both get at most one core.
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'logs', 'error.log')};
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'tmp')};
  proxy_temp_path ${join(dir, 'tmp')};
  types { text/html html; }
  ${httpExtra}
  server {
    listen 127.0.0.1:${port};
    ${serverBody}
  }
}
`,
  );
  const proc = startDetached(NGINX_BIN, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    cwd: dir,
    logFile: join(dir, 'logs', 'stdout.log'),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, 10_000);
  return { ...proc, url };
}

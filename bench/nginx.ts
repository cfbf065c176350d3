// A static-file baseline: Debian's nginx (`apt-get install nginx-light`) serving a saved copy of
// a page's HTML from a temporary directory on a loopback port, with its own config, pid and logs
// there (never the system service). It shows what the same bytes cost without any rendering.
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startDetached, waitForFreePort, waitForHttp, type Started } from './processes';

const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export const nginxAvailable = () => existsSync(NGINX_BIN);

export async function startNginx(dir: string, port: number, files: Record<string, string>): Promise<Started & { url: string }> {
  await waitForFreePort(port);
  const root = join(dir, 'root');
  mkdirSync(join(dir, 'logs'), { recursive: true });
  mkdirSync(root, { recursive: true });
  for (const [name, body] of Object.entries(files)) writeFileSync(join(root, name), body, { mode: 0o644 });
  // nginx's worker drops to an unprivileged user: it must be able to walk down to the files,
  // and the benchmark's work directory (the parent of `dir`) comes from mkdtemp, mode 0700.
  for (const d of [dirname(dir), dir, root]) chmodSync(d, 0o755);
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
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri =404; }
  }
}
`,
  );
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  const proc = startDetached(NGINX_BIN, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { cwd: dir, logFile: join(dir, 'logs', 'stdout.log') });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, 10_000);
  return { ...proc, url };
}

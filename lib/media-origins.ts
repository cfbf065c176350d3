// The origins whose pictures the image optimizer may fetch: the content service's own
// (BEEF_API_BASE_URL) and any media host it links to (BEEF_API_MEDIA_ORIGINS, comma-separated).
// No imports: next.config.ts reads it at build and start, lib/env.ts validates it.

export type MediaOrigin = { protocol: 'http' | 'https'; hostname: string; port: string };

/** Each origin of a comma-separated list of URLs; throws naming the first that is not one. */
export function parseMediaOrigins(baseUrl: string | undefined, extra: string | undefined): MediaOrigin[] {
  const out = new Map<string, MediaOrigin>();
  for (const raw of [baseUrl ?? '', ...(extra ?? '').split(',')]) {
    const v = raw.trim();
    if (!v) continue;
    let u: URL;
    try {
      u = new URL(v);
    } catch {
      throw new Error(`not a URL: ${v}`);
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`not an http(s) origin: ${v}`);
    const o: MediaOrigin = { protocol: u.protocol === 'http:' ? 'http' : 'https', hostname: u.hostname, port: u.port };
    out.set(`${o.protocol}://${o.hostname}:${o.port}`, o);
  }
  return [...out.values()];
}

/** A loopback or private media host (a test upstream, a service on the same network): the
 *  optimizer refuses those unless told (Next's `dangerouslyAllowLocalIP`). */
export const isLocalHost = (hostname: string) =>
  /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+)$/.test(hostname);

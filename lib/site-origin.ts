// The site's public origin where one is configured: SITE_URL, else the Vercel production URL.
// No `server-only` import and no zod: the embedded service (which scripts and benchmarks also
// run) shares it with lib/env.ts, which validates both variables at start.

type OriginSource = { SITE_URL?: string; VERCEL_PROJECT_PRODUCTION_URL?: string; [key: string]: unknown };

export function configuredOrigin(source: OriginSource = process.env): string | undefined {
  const site = source.SITE_URL?.trim();
  if (site) return site.replace(/\/+$/, '');
  const vercel = source.VERCEL_PROJECT_PRODUCTION_URL?.trim();
  if (vercel) return `https://${vercel.replace(/\/+$/, '')}`;
  return undefined;
}

/** A host as a Host or X-Forwarded-Host header may carry it: name or IP, optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const first = (value: string | null) => value?.split(',')[0]?.trim().toLowerCase() || undefined;

/** The origin a request reached, as the proxy in front of the server and Next itself pass it on
 *  (Next fills X-Forwarded-Host from Host and X-Forwarded-Proto from the socket when no proxy
 *  did): the first X-Forwarded-Host, else Host, else the URL's own; a value that is not a host
 *  is ignored. */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const h = request.headers;
  const host = [first(h.get('x-forwarded-host')), first(h.get('host'))].find((x) => x && HOST.test(x)) ?? url.host;
  const forwarded = first(h.get('x-forwarded-proto'));
  const proto = forwarded === 'https' || forwarded === 'http' ? forwarded : url.protocol.slice(0, -1);
  return `${proto}://${host}`;
}

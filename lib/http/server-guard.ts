// What Next gets wrong before or after any route or the proxy runs, fixed on the HTTP server of
// the process (the one `next start` runs), installed once at start by instrumentation.ts:
// - TRACE: Node's fetch Request cannot represent it (undici refuses the method), so Next fails
//   building its request and answers a bare 500 without the security headers: 405 (TRACK never
//   gets this far: Node's parser answers it with a 400);
// - a client navigation (`RSC: 1`) whose Next-Router-State-Tree Next cannot parse: a 500 from
//   the renderer. The proxy cannot answer it (Next strips the router headers from the request
//   it hands the proxy): 400 here;
// - a page's redirect (permanentRedirect to a record's slug) rendered for the first time: Next
//   sets Location, then appends it again from the cache entry it made, so the answer carries two
//   Location headers. Location is a singleton field (RFC 9110 §10.2.2): one is kept.
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { validRouterState } from '@/lib/http/router-state';
import { securityHeaders } from '@/lib/security/headers.mjs';

/** Methods a Request cannot carry that reach a request handler (CONNECT and TRACK do not). */
const REFUSED = new Set(['TRACE']);
const INSTALLED = Symbol.for('beef-atlas.server-guard');

function answer(
  req: IncomingMessage,
  res: ServerResponse,
  production: boolean,
  status: number,
  body: string,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, {
    ...Object.fromEntries(securityHeaders(production).map((h) => [h.key, h.value])),
    ...extra,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The answer the guard gives instead of Next, or false to let Next answer. */
export function guard(req: IncomingMessage, res: ServerResponse, production: boolean): boolean {
  if (REFUSED.has(req.method ?? '')) {
    const allow = /^\/api\//.test(req.url ?? '') ? 'GET, HEAD, POST' : 'GET, HEAD';
    answer(req, res, production, 405, `${req.method} is not allowed here. Allowed: ${allow}.\n`, { Allow: allow });
    return true;
  }
  const state = req.headers['next-router-state-tree'];
  if (req.headers.rsc === '1' && typeof state === 'string' && !validRouterState(state)) {
    answer(req, res, production, 400, 'The Next-Router-State-Tree header is not a valid router state.\n');
    return true;
  }
  singleLocation(res);
  return false;
}

/** Keeps one Location header on this response, the last one given, however it is added. */
export function singleLocation(res: ServerResponse): void {
  const set = res.setHeader;
  const append = res.appendHeader;
  const isLocation = (name: string) => name.toLowerCase() === 'location';
  const last = (value: number | string | readonly string[]) =>
    typeof value === 'object' ? (value.at(-1) ?? '') : String(value);
  res.setHeader = function (this: ServerResponse, name: string, value: number | string | readonly string[]) {
    return set.call(this, name, isLocation(name) ? last(value) : value);
  };
  res.appendHeader = function (this: ServerResponse, name: string, value: string | readonly string[]) {
    if (!isLocation(name) || !this.hasHeader(name)) return append.call(this, name, value);
    return this.setHeader(name, last(value));
  };
}

export function installServerGuard(production = process.env.NODE_ENV === 'production'): void {
  const proto = Server.prototype as Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  const emit = proto.emit;
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (guard(req, res, production)) return true;
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
  proto[INSTALLED] = true;
}

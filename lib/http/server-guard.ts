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
//   Location headers. Location is a singleton field (RFC 9110 §10.2.2): one is kept;
// - a path with malformed percent-encoding (/recipes/%zz): Next's decodeURIComponent throws and
//   it answers a bare 500 without the security headers: 400;
// - POST, PUT, DELETE, OPTIONS... on build assets and media: a 500 from the static file
//   handler: 405 with Allow: GET, HEAD;
// - a target that is neither a path nor an absolute URL (`OPTIONS *`): 400; an absolute-form
//   target (`GET http://evil.example/about`, RFC 9112 §3.2.2) is read as its path, so no
//   redirect Next makes from it can name another host;
// - the proxy's rewrite headers (x-middleware-rewrite, and on a document
//   x-nextjs-rewritten-path/-query): internal addresses, never sent. A client navigation keeps
//   the last two: the router reads them to know which page rendered.
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

/** Files served as they are: only read. */
const STATIC_FILES = /^\/(?:_next\/static|media)\//;
const READS = new Set(['GET', 'HEAD']);
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\//i;

/** Whether every %XX of the path decodes (a path with none does). */
function decodablePath(path: string): boolean {
  if (!path.includes('%')) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** The answer the guard gives instead of Next, or false to let Next answer. */
export function guard(req: IncomingMessage, res: ServerResponse, production: boolean): boolean {
  let target = req.url ?? '/';
  if (ABSOLUTE_FORM.test(target)) {
    let url: URL | null = null;
    try {
      url = new URL(target);
    } catch {}
    if (url === null) {
      answer(req, res, production, 400, 'The request target is not a valid URL.\n');
      return true;
    }
    target = req.url = url.pathname + url.search;
  }
  if (!target.startsWith('/')) {
    answer(req, res, production, 400, 'This server answers requests for its paths only (a target starting with /).\n');
    return true;
  }
  const path = target.split('?', 1)[0]!;
  if (!decodablePath(path)) {
    answer(
      req,
      res,
      production,
      400,
      'The path has a malformed percent-encoding (% must be followed by two hex digits of UTF-8).\n',
    );
    return true;
  }
  if (STATIC_FILES.test(path) && !READS.has(req.method ?? '')) {
    answer(req, res, production, 405, `${req.method} is not allowed on a file. Allowed: GET, HEAD.\n`, {
      Allow: 'GET, HEAD',
    });
    return true;
  }
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
  hideRewrites(res, req.headers.rsc === '1');
  return false;
}

/** Drops the proxy's rewrite headers from this response, however they are set (a client
 *  navigation keeps the two its router reads). */
export function hideRewrites(res: ServerResponse, clientNavigation: boolean): void {
  const hidden = new Set(['x-middleware-rewrite']);
  if (!clientNavigation) for (const h of ['x-nextjs-rewritten-path', 'x-nextjs-rewritten-query']) hidden.add(h);
  const set = res.setHeader;
  const append = res.appendHeader;
  const writeHead = res.writeHead;
  res.setHeader = function (this: ServerResponse, name: string, value: number | string | readonly string[]) {
    return hidden.has(name.toLowerCase()) ? this : set.call(this, name, value);
  };
  res.appendHeader = function (this: ServerResponse, name: string, value: string | readonly string[]) {
    return hidden.has(name.toLowerCase()) ? this : append.call(this, name, value);
  };
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
    for (const h of hidden) this.removeHeader(h);
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
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

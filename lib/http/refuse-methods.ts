// TRACE and TRACK on any path: Node's fetch Request cannot represent them (undici refuses the
// methods), so Next fails building its request before any route or the proxy runs and answers
// a bare 500 without the security headers. This guard answers them first, on every HTTP
// server of the process (the one `next start` runs), with a 405 and those headers. Installed
// once at start by instrumentation.ts.
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { securityHeaders } from '@/lib/security/headers.mjs';

/** Methods a Request cannot carry (CONNECT never reaches a request handler at all). */
const REFUSED = new Set(['TRACE', 'TRACK']);
const INSTALLED = Symbol.for('beef-atlas.refuse-methods');

/** The 405 of a refused method: what a path of the site answers otherwise. */
export function refuse(req: IncomingMessage, res: ServerResponse, production: boolean): void {
  const allow = /^\/api\//.test(req.url ?? '') ? 'GET, HEAD, POST' : 'GET, HEAD';
  const body = `${req.method} is not allowed here. Allowed: ${allow}.\n`;
  res.writeHead(405, {
    ...Object.fromEntries(securityHeaders(production).map((h) => [h.key, h.value])),
    Allow: allow,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function refuseUnsupportedMethods(production = process.env.NODE_ENV === 'production'): void {
  const proto = Server.prototype as Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  const emit = proto.emit;
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (REFUSED.has(req.method ?? '')) {
        refuse(req, res, production);
        return true;
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
  proto[INSTALLED] = true;
}

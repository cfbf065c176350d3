// Mounts the embedded service on a plain Node HTTP server on loopback, with switches that
// make it misbehave like a real upstream can. Used by the client's transport tests, the
// fault tests and the benchmarks; the site itself never runs it.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleHttp } from '@/lib/service/app';

export type Faults = {
  /** Added latency before answering (a remote upstream, or a hang past the client's timeout). */
  delayMs?: number;
  /** Answer this status (500, 503, 429...) with an error body instead of the real answer. */
  status?: number;
  /** With status 429: the Retry-After header, in seconds. */
  retryAfter?: number;
  /** Cut the JSON body in half. */
  malformed?: boolean;
  /** Rename a required field of every object in the body (schema drift). */
  drift?: boolean;
  /** Answer 401 as if the credentials were revoked. */
  unauthorized?: boolean;
  /** Destroy the socket without answering. */
  reset?: boolean;
  /** Changes the text of every answer (content edited upstream, for revalidation tests). */
  rewrite?: (text: string) => string;
};

export type ServiceServer = {
  url: string;
  faults: Faults;
  /** Requests received, by path and query. */
  hits: string[];
  /** When each of `hits` arrived (performance.now()), for telling parallel calls from sequential. */
  hitTimes: number[];
  close: () => Promise<void>;
};

async function bodyOf(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

function drift(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(drift);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k === 'recipeDescription' ? 'recipeDescriptionText' : k] = drift(v);
    out.addedByUpstream = true;
    return out;
  }
  return value;
}

export async function startServiceServer(initial: Faults = {}): Promise<ServiceServer> {
  const state: ServiceServer = { url: '', faults: { ...initial }, hits: [], hitTimes: [], close: async () => {} };
  const server = createServer(async (req, res) => {
    state.hits.push(req.url ?? '');
    state.hitTimes.push(performance.now());
    const f = state.faults;
    if (f.reset) {
      req.socket.destroy();
      return;
    }
    if (f.delayMs) await new Promise((r) => setTimeout(r, f.delayMs));
    if (res.destroyed) return;
    if (f.status || f.unauthorized) {
      const status = f.unauthorized ? 401 : f.status!;
      res.writeHead(status, {
        'content-type': 'application/json',
        ...(f.retryAfter !== undefined ? { 'retry-after': String(f.retryAfter) } : {}),
      });
      res.end(
        JSON.stringify({
          httpErrorCode: status,
          httpErrorCodeDescription: 'Injected',
          message: 'Injected fault',
          description: '',
          links: [],
        }),
      );
      return;
    }
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const body = await bodyOf(req);
    const response = await handleHttp(
      new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
      }),
    );
    let text = await response.text();
    if (f.malformed && text) text = text.slice(0, Math.floor(text.length / 2));
    if (f.drift && text.startsWith('{')) text = JSON.stringify(drift(JSON.parse(text)));
    if (f.rewrite) text = f.rewrite(text);
    const out: Record<string, string> = {};
    response.headers.forEach((v, k) => {
      if (k !== 'content-length') out[k] = v;
    });
    res.writeHead(response.status, out);
    res.end(text);
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

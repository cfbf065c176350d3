// The v1 encodings: JSON (default), XML for Content-Type text/xml or application/xml (root
// elements below; arrays as repeated child elements, an empty array as no element; the key
// "Recipe Summary" becomes <RecipeSummary>), JSONP for text/javascript or any `callback` query
// parameter. Links are relative in the data and made absolute per request, for every encoding.
// No ETag: v1 clients are not known to revalidate.
// Compression (the spec's gzip for `Accept-Encoding: gzip`) is not done here: `next start`
// drops a Content-Encoding header a route handler sets (next/dist/server/send-response.js) and
// would send gzip bytes labelled as plain JSON. The platform (Vercel's edge) or the proxy in
// front (nginx `gzip on`, README) compresses, and labels what it compresses.
import { XMLBuilder } from 'fast-xml-parser';
import type { Context } from 'hono';
import { badRequest, type ServiceError } from '@/lib/service/errors';
import { CACHE_CONTROL, absolutize, originOf, type ServiceEnv } from '@/lib/service/http';

type Encoding = { kind: 'json' } | { kind: 'xml' } | { kind: 'jsonp'; callback: string };

/** A plain identifier path (`cb`, `jQuery123_4`, `app.handlers.done`): nothing else can be
 *  written in front of the JSON, so a callback cannot inject script. */
const CALLBACK = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;
const MAX_CALLBACK = 100;

/** The encoding the request asks for. `strict` throws 400 for a hostile callback; the error
 *  path passes false and answers such a request without JSONP instead. */
export function encodingOf(c: Context<ServiceEnv>, strict: boolean): Encoding {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const callback = c.req.query('callback');
  const valid = callback === undefined || (callback.length <= MAX_CALLBACK && CALLBACK.test(callback));
  if (!valid && strict)
    throw badRequest(
      'callback',
      `callback must be a JavaScript identifier or dotted path of at most ${MAX_CALLBACK} characters.`,
    );
  if (type === 'text/xml' || type === 'application/xml') return { kind: 'xml' };
  if (valid && callback !== undefined) return { kind: 'jsonp', callback };
  if (type === 'text/javascript' || type === 'application/javascript') return { kind: 'jsonp', callback: 'callback' };
  return { kind: 'json' };
}

const CONTENT_TYPES: Record<Encoding['kind'], string> = {
  json: 'application/json; charset=utf-8',
  xml: 'text/xml; charset=utf-8',
  jsonp: 'text/javascript; charset=utf-8',
};

/** Root elements of the XML documents. */
export type XmlRoot = 'searchResult' | 'collection' | 'recipe' | 'searchParameterListing' | 'error';

// Characters XML 1.0 cannot carry at all, even escaped.
const XML_INVALID = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
/** Element names cannot hold spaces ("Recipe Summary" → RecipeSummary); text cannot hold control characters. */
function xmlSafe(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(XML_INVALID, '');
  if (Array.isArray(value)) return value.map(xmlSafe);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(/\s+/g, ''), xmlSafe(v)]));
  return value;
}
const xmlBuilder = new XMLBuilder({ suppressEmptyNode: false });
const toXml = (root: XmlRoot, data: unknown) =>
  `<?xml version="1.0" encoding="UTF-8"?>${xmlBuilder.build({ [root]: xmlSafe(data) })}`;

/** v2's absolutize covers href and assetURL; v1 also has image locations and method photos. */
function absolutizeV1(json: string, origin: string): string {
  if (!origin) return json;
  return absolutize(json, origin).replace(/"(location|photoURL)":"\//g, (_, key: string) => `"${key}":"${origin}/`);
}

function respond(c: Context<ServiceEnv>, body: unknown, root: XmlRoot, status: number, encoding: Encoding): Response {
  const json = absolutizeV1(JSON.stringify(body), originOf(c));
  const text =
    encoding.kind === 'xml'
      ? toXml(root, JSON.parse(json))
      : encoding.kind === 'jsonp'
        ? `${encoding.callback}(${json});`
        : json;
  const headers = new Headers({
    'Content-Type': CONTENT_TYPES[encoding.kind],
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': status === 200 ? CACHE_CONTROL : 'no-store',
    // The encoding follows the request's Content-Type.
    Vary: 'Content-Type, AuthorizationAppID, AuthorizationAppKey',
  });
  if (status === 405) headers.set('Allow', 'GET, HEAD');
  return new Response(c.req.method === 'HEAD' ? null : text, { status, headers });
}

/** A 200 answer in the encoding the request asks for. */
export const send = (c: Context<ServiceEnv>, body: unknown, root: XmlRoot) =>
  respond(c, body, root, 200, encodingOf(c, true));

/** The error body of both versions, in the encoding the v1 request asked for, except JSONP:
 *  an error is never script. A JSONP error would run the caller's chosen function on our
 *  origin with no credentials needed (a 401 answers anyone), a gadget for getting past a
 *  page's `script-src 'self'`; as JSON with nosniff a browser refuses to run it, and a JSONP
 *  caller loses nothing, since a script element fails on a non-2xx answer anyway. */
export function sendV1Error(c: Context<ServiceEnv>, error: ServiceError): Response {
  const encoding = encodingOf(c, false);
  return respond(c, error.body(), 'error', error.status, encoding.kind === 'jsonp' ? { kind: 'json' } : encoding);
}

/** Whether a path belongs to v1 (its errors follow the v1 encodings). */
export const isV1Path = (path: string) => /^\/api\/v1(\/|$)/.test(path);

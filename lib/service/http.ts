// HTTP plumbing shared by both API versions: reading search parameters from GET and POST,
// serializing with absolute links, ETags and 304s.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { CriteriaError, rawFromJson, rawFromSearchParams, type RawParams } from '@/lib/search/criteria';
import { ServiceError, badRequest } from '@/lib/service/errors';
import { configuredOrigin, requestOrigin } from '@/lib/site-origin';

export type ServiceEnv = { Bindings: { inProcess?: boolean } };

export const MAX_BODY_BYTES = 64 * 1024;
/** Ids one list parameter may name. */
export const MAX_IDS = 200;

/** Search parameters: the query string for GET; the JSON or form body for POST. */
export async function readSearchParams(c: Context<ServiceEnv>): Promise<RawParams> {
  if (c.req.method !== 'POST') return rawFromSearchParams(new URL(c.req.url).searchParams);
  const length = Number(c.req.header('content-length') ?? '0');
  if (length > MAX_BODY_BYTES) throw badRequest('body', `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw badRequest('body', 'The request body could not be read.');
  }
  if (text.length > MAX_BODY_BYTES)
    throw badRequest('body', `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
  if (text.trim() === '') return {};
  const type = (c.req.header('content-type') ?? 'application/json').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return rawFromSearchParams(new URLSearchParams(text));
  if (type === 'application/json' || type === 'text/json' || type === '') {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw badRequest('body', 'The request body is not valid JSON.');
    }
    return rawFromJson(body);
  }
  throw new ServiceError(415, `POST searches take application/json or application/x-www-form-urlencoded, not ${type}.`);
}

export function asServiceError(error: unknown): ServiceError | undefined {
  if (error instanceof ServiceError) return error;
  if (error instanceof CriteriaError) return badRequest(error.param, error.message);
  return undefined;
}

/** The origin to prefix relative links with: none for in-process calls (the site maps them
 *  to its own paths); over HTTP the configured public origin (SITE_URL, or the Vercel
 *  production URL), else the origin the request reached. Never the server's own port: behind
 *  a proxy that is not where clients can follow a link. */
export function originOf(c: Context<ServiceEnv>): string {
  return c.env?.inProcess ? '' : (configuredOrigin() ?? requestOrigin(c.req.raw));
}

export function absolutize(json: string, origin: string): string {
  if (!origin) return json;
  return json.replaceAll('"href":"/', `"href":"${origin}/`).replaceAll('"assetURL":"/', `"assetURL":"${origin}/`);
}

/** Caching of a successful answer (both versions). */
export const CACHE_CONTROL = 'private, max-age=300, stale-while-revalidate=3600';

/** A JSON answer with a strong ETag; a matching If-None-Match gets a bodiless 304. */
export function sendJson(c: Context<ServiceEnv>, body: unknown, status = 200): Response {
  const json = absolutize(JSON.stringify(body), originOf(c));
  const headers = new Headers({
    'Content-Type': 'application/json; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
  });
  if (status === 200) {
    const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    headers.set('ETag', etag);
    headers.set('Cache-Control', CACHE_CONTROL);
    headers.set('Vary', 'AuthorizationAppID, AuthorizationAppKey');
    const inm = c.req.header('if-none-match');
    if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))
      return new Response(null, { status: 304, headers });
  } else {
    headers.set('Cache-Control', 'no-store');
  }
  return new Response(c.req.method === 'HEAD' ? null : json, { status, headers });
}

export function sendError(c: Context<ServiceEnv>, error: ServiceError): Response {
  return sendJson(c, error.body(), error.status);
}

/** Integer ids only: a path or list value of digits. */
export function parseIntId(param: string, value: string): number {
  if (!/^\d{1,15}$/.test(value))
    throw badRequest(param, `${param} must be a positive integer, not "${value.slice(0, 40)}".`);
  return Number(value);
}

/** A path segment of digits only is an id; anything else is a slug. */
export function idOrSlug(value: string): { id: number } | { slug: string } {
  return /^\d{1,15}$/.test(value) ? { id: Number(value) } : { slug: value };
}

/** ingredientIDList / collectionIDList: repeated or comma-delimited integers, bounded. */
export function parseIdList(param: string, url: URL): number[] {
  const values = url.searchParams
    .getAll(param)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.length === 0)
    throw badRequest(param, `${param} is required: one or more integer ids, repeated or comma-delimited.`);
  if (values.length > MAX_IDS) throw badRequest(param, `${param} takes at most ${MAX_IDS} ids.`);
  return [...new Set(values.map((v) => parseIntId(param, v)))];
}

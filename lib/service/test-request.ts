// Test support: a request to the service with the credentials in the headers, in the query
// string, or not at all. Shared by the contract suites (v1, v2, OpenAPI), which `npm test`
// runs twice: in-process against the request handler (`npm run test:unit`), and over HTTP
// against the production build (`npm run test:http`: vitest.http.config.mts starts
// `next start` and provides its origin here), with Node's own fetch, which asks for gzip as
// browsers do, so no layer between the handler and the socket can hide a broken answer.
import { inject } from 'vitest';
import { handleHttp } from '@/lib/service/app';
import { LOCAL_DEV_CREDENTIALS } from '@/lib/service/auth';

export type ContractServer = { origin: string; appId: string; appKey: string; revalidateSecret?: string };
declare module 'vitest' {
  export interface ProvidedContext {
    contractServer?: ContractServer;
  }
}

const server = inject('contractServer');
/** Whether the suites talk to a running server rather than to the handler in-process. */
export const OVER_HTTP = server !== undefined;
export const TEST_ORIGIN = server?.origin ?? 'http://service.test';
/** The server's REVALIDATE_SECRET (over HTTP only). */
export const TEST_REVALIDATE_SECRET = server?.revalidateSecret;
export const TEST_AUTH = {
  AuthorizationAppID: server?.appId ?? LOCAL_DEV_CREDENTIALS.appId,
  AuthorizationAppKey: server?.appKey ?? LOCAL_DEV_CREDENTIALS.appKey,
};
export type AuthPlace = 'headers' | 'query' | 'none';

export function serviceRequest(path: string, init: RequestInit & { auth?: AuthPlace } = {}): Promise<Response> {
  const { auth = 'headers', ...rest } = init;
  const headers = new Headers(rest.headers);
  let url = TEST_ORIGIN + path;
  if (auth === 'headers') for (const [k, v] of Object.entries(TEST_AUTH)) headers.set(k, v);
  if (auth === 'query') url += (url.includes('?') ? '&' : '?') + new URLSearchParams(TEST_AUTH).toString();
  if (OVER_HTTP) return fetch(url, { ...rest, headers, redirect: 'manual' });
  return handleHttp(new Request(url, { ...rest, headers }));
}

// Test support: a request to the service's HTTP handler with the local credentials in the
// headers, in the query string, or not at all. Shared by the v1 and v2 contract tests.
import { handleHttp } from '@/lib/service/app';
import { LOCAL_DEV_CREDENTIALS } from '@/lib/service/auth';

export const TEST_ORIGIN = 'http://service.test';
export const TEST_AUTH = {
  AuthorizationAppID: LOCAL_DEV_CREDENTIALS.appId,
  AuthorizationAppKey: LOCAL_DEV_CREDENTIALS.appKey,
};
export type AuthPlace = 'headers' | 'query' | 'none';

export function serviceRequest(path: string, init: RequestInit & { auth?: AuthPlace } = {}): Promise<Response> {
  const { auth = 'headers', ...rest } = init;
  const headers = new Headers(rest.headers);
  let url = TEST_ORIGIN + path;
  if (auth === 'headers') for (const [k, v] of Object.entries(TEST_AUTH)) headers.set(k, v);
  if (auth === 'query') url += (url.includes('?') ? '&' : '?') + new URLSearchParams(TEST_AUTH).toString();
  return handleHttp(new Request(url, { ...rest, headers }));
}

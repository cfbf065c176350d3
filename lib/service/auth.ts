// Credential check of the service: AuthorizationAppID and AuthorizationAppKey, each from
// its header or its query parameter. Accepted pairs come from SERVICE_CREDENTIALS
// ("id:key,id2:key2"). Outside production with none configured, the documented local
// pair is accepted; in production with none configured, every HTTP call is refused
// (the site itself keeps working through the in-process transport).
import { createHash, timingSafeEqual } from 'node:crypto';

export const LOCAL_DEV_CREDENTIALS = { appId: 'local-dev', appKey: 'local-dev-key' } as const;

type Pair = { id: Uint8Array; key: Uint8Array };
const digest = (s: string) => createHash('sha256').update(s).digest();

let cache: { source: string | undefined; production: boolean; pairs: Pair[] } | undefined;
function acceptedPairs(): Pair[] {
  const source = process.env.SERVICE_CREDENTIALS;
  const production = process.env.NODE_ENV === 'production';
  if (cache && cache.source === source && cache.production === production) return cache.pairs;
  let pairs: Pair[] = [];
  if (source && source.trim()) {
    pairs = source
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .flatMap((p): Pair[] => {
        const i = p.indexOf(':');
        return i > 0 ? [{ id: digest(p.slice(0, i)), key: digest(p.slice(i + 1)) }] : [];
      });
  } else if (!production || process.env.SERVICE_ALLOW_LOCAL_CREDENTIALS === '1') {
    pairs = [{ id: digest(LOCAL_DEV_CREDENTIALS.appId), key: digest(LOCAL_DEV_CREDENTIALS.appKey) }];
  }
  cache = { source, production, pairs };
  return pairs;
}

/** Constant time in the values: both digests are compared against every pair, without
 *  short-circuit, so a wrong key costs the same as a wrong id. */
export function credentialsValid(appId: string | null | undefined, appKey: string | null | undefined): boolean {
  const id = digest(appId ?? '');
  const key = digest(appKey ?? '');
  let ok = 0;
  for (const pair of acceptedPairs()) {
    const idMatch = timingSafeEqual(id, pair.id) ? 1 : 0;
    const keyMatch = timingSafeEqual(key, pair.key) ? 1 : 0;
    ok |= idMatch & keyMatch;
  }
  return ok === 1 && appId !== null && appId !== undefined && appKey !== null && appKey !== undefined;
}

export function credentialsFrom(request: Request): { appId: string | null; appKey: string | null } {
  const url = new URL(request.url);
  return {
    appId: request.headers.get('AuthorizationAppID') ?? url.searchParams.get('AuthorizationAppID'),
    appKey: request.headers.get('AuthorizationAppKey') ?? url.searchParams.get('AuthorizationAppKey'),
  };
}

/** Records of the embedded catalog the API page's curl examples name (app/ and components/ name
 *  none: scripts/no-catalog-slugs.test.ts). */
export const API_EXAMPLE_RECORDS = { cut: 'flank-steak', primal: 'round' } as const;

import 'server-only';
import { env } from '@/lib/env';
import { recordUpstreamFailure, recordUpstreamSuccess } from '@/lib/health/upstream';
import { ApiAuthError, ApiBadRequestError, ApiError, ApiResponseError, ApiUnavailableError } from '@/lib/api/errors';

// The one place that talks to the content service. With no BEEF_API_BASE_URL the
// embedded service's handler is called in-process (no socket); with it, the upstream is
// called over HTTP with the credentials as headers, never in a URL.

export type Answer = { status: number; body: unknown };

const MAX_ATTEMPTS = 3;
const MAX_RETRY_AFTER_MS = 2000;
const IN_PROCESS_ORIGIN = 'http://embedded.invalid';

function credentials(): { appId: string; appKey: string } | undefined {
  const e = env();
  if (!e.BEEF_API_BASE_URL || !e.BEEF_API_APP_ID || !e.BEEF_API_APP_KEY) return undefined;
  return { appId: e.BEEF_API_APP_ID, appKey: e.BEEF_API_APP_KEY };
}

export function transportKind(): 'in-process' | 'http' {
  return env().BEEF_API_BASE_URL ? 'http' : 'in-process';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Full jitter: a random wait up to the exponential step, so retries never synchronize. */
const backoff = (attempt: number) => Math.random() * 100 * 2 ** attempt;

async function inProcess(path: string, init: RequestInit): Promise<Response> {
  const { serviceFetch } = await import('@/lib/service/app');
  return serviceFetch(new Request(IN_PROCESS_ORIGIN + path, init));
}

async function overHttp(operation: string, path: string, init: RequestInit): Promise<Response> {
  const e = env();
  const creds = credentials()!;
  const headers = new Headers(init.headers);
  headers.set('AuthorizationAppID', creds.appId);
  headers.set('AuthorizationAppKey', creds.appKey);
  headers.set('Accept', 'application/json');
  const url = e.BEEF_API_BASE_URL!.replace(/\/+$/, '') + path;
  let lastError: ApiError | undefined;
  // Retries share one deadline, so a reader waiting on an uncached page gets an answer (the
  // page or its error) in about a second however the upstream fails.
  const started = Date.now();
  const deadline = started + e.BEEF_API_DEADLINE_MS;
  let waited = false;
  // One structured line per failed attempt; the path (with its query) and credentials stay out.
  const logFailure = (attempt: number, status: number, reason: string) =>
    console.warn(
      JSON.stringify({
        event: 'upstream-failure',
        operation,
        status,
        attempt: attempt + 1,
        elapsedMs: Date.now() - started,
        reason,
      }),
    );
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt > 0 && !waited) await sleep(Math.min(backoff(attempt), Math.max(0, deadline - Date.now())));
    waited = false;
    const budget = Math.min(e.BEEF_API_TIMEOUT_MS, deadline - Date.now());
    if (budget < 50) break;
    let response: Response;
    try {
      response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(budget), cache: 'no-store' });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      const reason = timedOut ? `timed out after ${Math.round(budget)} ms` : 'network error';
      lastError = new ApiUnavailableError(operation, 0, reason);
      recordUpstreamFailure();
      logFailure(attempt, 0, reason);
      continue;
    }
    if (response.status === 429 || response.status >= 500) {
      await response.body?.cancel();
      lastError = new ApiUnavailableError(operation, response.status, `upstream answered ${response.status}`);
      // A 429 is the upstream pacing us, not failing: it never counts toward opening the circuit.
      if (response.status !== 429) recordUpstreamFailure();
      logFailure(attempt, response.status, `upstream answered ${response.status}`);
      const header = response.headers.get('retry-after');
      const retryAfter = header === null || header.trim() === '' ? NaN : Number(header);
      if (Number.isFinite(retryAfter)) {
        // Respect the upstream's wish only within what is left of the deadline (and the cap):
        // a wait that would leave no time for the retry gives up at once instead.
        const wait = Math.max(0, retryAfter * 1000);
        if (wait > Math.min(MAX_RETRY_AFTER_MS, deadline - Date.now() - 100)) break;
        await sleep(wait);
        waited = true;
      }
      continue;
    }
    recordUpstreamSuccess();
    return response;
  }
  // Each real failed attempt above counted toward the circuit (lib/health/upstream.ts): a run of
  // them, such as one call failing all its attempts, and pages needing the service get a quick
  // 503 from the proxy for a while.
  throw lastError ?? new ApiUnavailableError(operation, 0, 'no answer');
}

// Identical calls in flight at the same time share one upstream request.
const inFlight = new Map<string, Promise<Answer>>();

/** Calls one operation and returns its status and parsed JSON body. The status is checked
 *  before any body is parsed; 404 is an answer, other errors throw ApiError subclasses. */
export function call(operation: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const key = `${init.method ?? 'GET'} ${path} ${typeof init.body === 'string' ? init.body : ''}`;
  const existing = inFlight.get(key);
  if (existing) return existing;
  const promise = (async (): Promise<Answer> => {
    const response = transportKind() === 'http' ? await overHttp(operation, path, init) : await inProcess(path, init);
    if (response.status === 404) {
      await response.body?.cancel();
      return { status: 404, body: null };
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      console.error(
        `[api] ${operation}: the content service refused our credentials (${response.status}). Check BEEF_API_APP_ID and BEEF_API_APP_KEY.`,
      );
      throw new ApiAuthError(operation, response.status, 'credentials refused');
    }
    if (response.status === 400) {
      await response.body?.cancel();
      throw new ApiBadRequestError(operation, 400, 'request refused as malformed');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ApiUnavailableError(operation, response.status, `upstream answered ${response.status}`);
    }
    try {
      return { status: response.status, body: await response.json() };
    } catch {
      throw new ApiResponseError(operation, response.status, 'the body is not JSON');
    }
  })();
  inFlight.set(key, promise);
  promise.finally(() => inFlight.delete(key)).catch(() => {});
  return promise;
}

// Whether the content service failed recently: a small circuit breaker shared by the API
// client (which records each outcome) and the proxy (which answers 503 at once for pages
// that would need the service, instead of holding readers through timeouts and retries).
// The state lives on globalThis under a registered symbol because the proxy and the pages
// are separate bundles in one server process; no framework import, so both can use it.
//
// It opens only on a run of real failed attempts (one flaky answer among good ones keeps pages up;
// a 429 is the upstream pacing us, never counted: lib/api/transport.ts), and half-opens
// after a short while: the next request tries the service, and one more failure opens it again.

/** How long the proxy answers 503 once the circuit opened, before a request may try again. */
export const OPEN_MS = 5_000;
/** Failed attempts in a row (network errors, timeouts, 5xx; never a 429) that open the circuit:
 *  one call failing all its attempts, or failures across calls with no success between. */
export const FAILURES_TO_OPEN = 3;
const KEY = Symbol.for('beef-atlas.upstream-down-until');
const RUN = Symbol.for('beef-atlas.upstream-failures-in-a-row');
type Store = { [KEY]?: number; [RUN]?: number };

export function recordUpstreamFailure(now = Date.now()): void {
  const store = globalThis as Store;
  const run = (store[RUN] ?? 0) + 1;
  store[RUN] = run;
  if (run >= FAILURES_TO_OPEN) store[KEY] = now + OPEN_MS;
}

export function recordUpstreamSuccess(): void {
  const store = globalThis as Store;
  delete store[KEY];
  delete store[RUN];
}

/** Seconds until the next request may try the service again, or 0 when it may now. */
export function upstreamRetryAfter(now = Date.now()): number {
  const until = (globalThis as Store)[KEY] ?? 0;
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** ISR record pages this process rendered at run time (so Next holds a copy of each), newest
 *  last; the proxy lets them through while the circuit is open, since Next answers them from
 *  that copy without the service. Bounded: the oldest are forgotten first. */
const RENDERED = Symbol.for('beef-atlas.rendered-pages');
export const MAX_REMEMBERED_PAGES = 10_000;
type Rendered = { [RENDERED]?: Set<string> };

export function rememberRendered(path: string): void {
  const store = globalThis as Rendered;
  const set = (store[RENDERED] ??= new Set());
  set.delete(path);
  set.add(path);
  if (set.size > MAX_REMEMBERED_PAGES) set.delete(set.values().next().value!);
}

export function wasRendered(path: string): boolean {
  return (globalThis as Rendered)[RENDERED]?.has(path) ?? false;
}

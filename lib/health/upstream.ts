// Whether the content service failed recently: a small circuit breaker shared by the API
// client (which records each outcome) and the proxy (which answers 503 at once for pages
// that would need the service, instead of holding readers through timeouts and retries).
// The state lives on globalThis under a registered symbol because the proxy and the pages
// are separate bundles in one server process; no framework import, so both can use it.

/** How long the proxy answers 503 after a failure before letting a request try again. */
export const OPEN_MS = 15_000;
const KEY = Symbol.for('beef-atlas.upstream-down-until');
type Store = { [KEY]?: number };

export function recordUpstreamFailure(now = Date.now()): void {
  (globalThis as Store)[KEY] = now + OPEN_MS;
}

export function recordUpstreamSuccess(): void {
  delete (globalThis as Store)[KEY];
}

/** Seconds until the next request may try the service again, or 0 when it may now. */
export function upstreamRetryAfter(now = Date.now()): number {
  const until = (globalThis as Store)[KEY] ?? 0;
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

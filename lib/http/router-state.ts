// The router state header of a client navigation (`RSC: 1` with `Next-Router-State-Tree`):
// Next answers one it cannot parse with a 500 (vercel/next.js: "The router state header was
// sent but could not be parsed"); the proxy answers it with a 400 instead. Read with Next's
// own parser, so the proxy accepts exactly what the renderer accepts (Next is pinned).
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';

/** Whether the renderer will accept this router state header. */
export function validRouterState(header: string): boolean {
  try {
    parseAndValidateFlightRouterState(header);
    return true;
  } catch {
    return false;
  }
}

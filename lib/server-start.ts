import 'server-only';
import { env } from '@/lib/env';
import { providerWarning } from '@/lib/provider';

/** Checks made once when a Node server starts, before it answers anything (instrumentation.ts). */
export async function startServer() {
  try {
    env();
  } catch (error) {
    // A bad environment (an upstream URL without its keys, say) ends the process with a
    // non-zero exit and the variable's name: Next would only log a thrown error here and then
    // answer 500 to every request, which no process manager or health check notices.
    console.error(`Beef Atlas cannot start. ${(error as Error).message}`);
    process.exit(1);
  }
  // The attribution the provider's terms require names it from configuration (lib/provider.ts).
  const warning = providerWarning();
  if (warning) console.warn(`[attribution] ${warning}`);
  // In a build for Vercel, pages rendered at run time get their script hashes here (lib/security/).
  if (process.env.BUILT_FOR_VERCEL) {
    const { stampHtmlResponses } = await import('@/lib/security/response-csp.mjs');
    stampHtmlResponses();
  }
}

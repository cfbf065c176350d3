// Runs once when the server starts: a bad environment (for example an upstream URL
// without its keys) stops the server with a message naming the variable.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { env } = await import('@/lib/env');
    env();
    // TRACE, unreadable router states and doubled Location headers (lib/http/server-guard.ts).
    const { installServerGuard } = await import('@/lib/http/server-guard');
    installServerGuard();
  }
}

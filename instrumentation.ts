// Runs once when the server starts, before it answers anything.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('@/lib/server-start');
    await startServer();
    // TRACE, unreadable router states and doubled Location headers (lib/http/server-guard.ts).
    const { installServerGuard } = await import('@/lib/http/server-guard');
    installServerGuard();
  }
}

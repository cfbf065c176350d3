// Runs once when the server starts, before it answers anything.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('@/lib/server-start');
    await startServer();
  }
}

// Runs once when the server starts: a bad environment (for example an upstream URL
// without its keys) stops the server with a message naming the variable.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { env } = await import('@/lib/env');
    env();
    // TRACE and TRACK get a 405 with the security headers, not Next's bare 500.
    const { refuseUnsupportedMethods } = await import('@/lib/http/refuse-methods');
    refuseUnsupportedMethods();
  }
}

/** A failed site-route call, with its status and the route's own message when it sent one. */
export class FetchJsonError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'FetchJsonError';
  }
}

/** GET a same-origin JSON route for a query function: the query's abort signal cancels it, and
 *  a non-2xx answer throws (the routes answer `{ error }` with a message) so the query keeps its
 *  last good data instead of caching an error body as data. */
export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!res.ok) {
    let message = `${url} answered ${res.status}`;
    try {
      const body = (await res.json()) as { error?: unknown };
      if (typeof body.error === 'string') message = body.error;
    } catch {
      // not JSON: keep the status line
    }
    throw new FetchJsonError(res.status, message);
  }
  return (await res.json()) as T;
}

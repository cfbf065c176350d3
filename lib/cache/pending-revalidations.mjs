// Revalidations on their way to the caches. Next calls the cache handler's revalidateTag only
// after the revalidation route has returned, and answers without waiting for it; the route's
// body waits here instead, so its 200 means the caches (Redis included) have them, and a CDN
// purged after it cannot fetch an old copy back. A global, because the handler is loaded
// outside the bundler and the route inside it: two copies of this module, one set.
const KEY = Symbol.for('beef-atlas.pending-revalidations');
const pending = (globalThis[KEY] ??= new Set());

/** Keeps a revalidation in the set until it settles; returns it unchanged. */
export function trackRevalidation(promise) {
  const remove = () => pending.delete(promise);
  pending.add(promise);
  promise.then(remove, remove);
  return promise;
}

/** Resolves when every revalidation started so far has settled (each is bounded in time). */
export async function revalidationsSettled() {
  await Promise.allSettled([...pending]);
}

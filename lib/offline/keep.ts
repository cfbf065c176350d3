// The pages' side of offline reading: registers the service worker (lib/offline/service-worker.ts)
// and asks it to keep the saved recipes' pages. Loaded on demand (a save, the Saved and list
// pages), so pages that never save anything carry none of it.
import { Serwist } from '@serwist/window';
import { WORKER_SCOPE, WORKER_URL, type KeepMessage, type KeepReply } from '@/lib/offline/kitchen-cache';

let worker: Promise<Serwist | null> | undefined;

/** The registered worker, once active; null where the browser has none (or refuses it: a
 *  private window, an insecure origin). */
function activeWorker(): Promise<Serwist | null> {
  worker ??= (async () => {
    if (!('serviceWorker' in navigator)) return null;
    // esbuild bundles it as an ES module.
    const sw = new Serwist(WORKER_URL, { scope: WORKER_SCOPE, type: 'module' });
    try {
      if (!(await sw.register({ immediate: true }))) return null;
      await sw.active;
      return sw;
    } catch {
      return null;
    }
  })();
  return worker;
}

/** Keeps exactly these recipe pages for offline reading (pages kept before and not listed are
 *  dropped), with `pictures` of one of them: those the reader sees on its page. Resolves when
 *  the worker has them; null when there is no worker. */
export async function keepOffline(
  pages: string[],
  pictures?: { page: string; urls: string[] },
): Promise<KeepReply | null> {
  const sw = await activeWorker();
  if (!sw) return null;
  const message: KeepMessage = { type: 'KITCHEN_KEEP', pages, pictures, exact: true };
  try {
    return (await sw.messageSW(message)) as KeepReply;
  } catch {
    return null;
  }
}

/** The pictures of the page in view (same-origin, as the browser chose them for this screen). */
export function picturesInView(): string[] {
  return [...document.querySelectorAll('main img')].flatMap((img) => {
    const src = (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src;
    return src && new URL(src).origin === location.origin ? [src] : [];
  });
}

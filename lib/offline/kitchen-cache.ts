// What the service worker (./service-worker.ts) and the pages that talk to it agree on. Pure
// constants and shapes: this module is compiled both for the browser and for the worker.

/** Where the worker is served (app/serwist/[path]/route.ts) and the scope it controls. */
export const WORKER_URL = '/serwist/sw.js';
export const WORKER_SCOPE = '/';

/** Pages precached with the app shell, so they open offline once the worker is installed. */
export const SHELL_PAGES = ['/saved', '/list'] as const;

/** The friendly page a navigation gets offline when nothing is kept for it, per language. */
export const offlinePage = (lang: 'en' | 'es') => `/offline/${lang}`;

/** Caches holding the kept recipe pages and their pictures. Their names carry the build's
 *  version: a kept page names the script chunks of the build it came from, so a new worker
 *  fetches every kept page again into caches of its own version before the old ones go. */
export const KEPT_PAGES_PREFIX = 'kitchen-pages-';
export const KEPT_PICTURES_PREFIX = 'kitchen-pictures-';

/** The message a page sends the worker: keep exactly these recipe pages (and these pictures
 *  with the page they belong to). `exact`: pages kept before and absent here are dropped. */
export type KeepMessage = {
  type: 'KITCHEN_KEEP';
  pages: string[];
  pictures?: { page: string; urls: string[] };
  exact: boolean;
};

/** The worker's answer, once every page is fetched and stored (or failed). */
export type KeepReply = { kept: string[]; failed: string[] };

/** A recipe page's kept copy is found whatever choice its URL carries (?servings=6&units=metric:
 *  the page's own scaler renders it from the URL). */
export const keptKey = (url: URL) => url.pathname.replace(/\/+$/, '') || '/';

/// <reference no-default-lib="true" />
/// <reference lib="esnext" />
/// <reference lib="webworker" />
// The site's service worker, bundled by @serwist/turbopack (app/serwist/[path]/route.ts) at build
// time. It precaches this build's script and style files, the Saved and list pages and the
// offline pages; it keeps the recipe pages a reader saved (and their pictures) when a page asks
// it to (lib/offline/keep.ts); offline, a navigation gets its kept copy or the offline page.
// Nothing under /api/ is ever cached: the content service's answers (/api/v2, /api/v1) may be
// asked with credentials, and the site's own routes are read fresh (their data for saved
// recipes is persisted by the page's query cache instead).
import { NetworkOnly, Serwist, type PrecacheEntry, type SerwistGlobalConfig } from 'serwist';
import {
  KEPT_PAGES_PREFIX,
  KEPT_PICTURES_PREFIX,
  SHELL_PAGES,
  keptKey,
  offlinePage,
  type KeepMessage,
  type KeepReply,
} from './kitchen-cache';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;
/** This build's version (the route defines it from CONTENT_CACHE_EPOCH). */
declare const __BUILD_VERSION__: string;

const PAGES = `${KEPT_PAGES_PREFIX}${__BUILD_VERSION__}`;
const PICTURES = `${KEPT_PICTURES_PREFIX}${__BUILD_VERSION__}`;
/** Which pictures belong to which kept page, stored as one JSON answer in the pictures cache. */
const PICTURE_INDEX = '/__kept-pictures.json';

type PictureIndex = Record<string, string[]>;

async function readIndex(cache: Cache): Promise<PictureIndex> {
  const r = await cache.match(PICTURE_INDEX);
  try {
    return r ? ((await r.json()) as PictureIndex) : {};
  } catch {
    return {};
  }
}
const writeIndex = (cache: Cache, index: PictureIndex) =>
  cache.put(PICTURE_INDEX, new Response(JSON.stringify(index), { headers: { 'content-type': 'application/json' } }));

/** Fetches and stores one same-origin URL; a redirect, an error or a network failure is not kept. */
async function store(cache: Cache, url: string, key = url): Promise<boolean> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', cache: 'no-cache' });
    if (!response.ok || response.redirected) return false;
    await cache.put(key, response);
    return true;
  } catch {
    return false;
  }
}

const sameOriginPath = (u: string) => {
  const url = new URL(u, self.location.origin);
  return url.origin === self.location.origin && !url.pathname.startsWith('/api/') ? url : null;
};

async function keep(message: KeepMessage): Promise<KeepReply> {
  const [pages, pictures] = await Promise.all([caches.open(PAGES), caches.open(PICTURES)]);
  const wanted = new Set(message.pages.flatMap((p) => (sameOriginPath(p) ? [keptKey(sameOriginPath(p)!)] : [])));
  const kept: string[] = [];
  const failed: string[] = [];
  const index = await readIndex(pictures);
  if (message.exact) {
    for (const request of await pages.keys()) {
      const key = keptKey(new URL(request.url));
      if (wanted.has(key)) continue;
      await pages.delete(request);
      const gone = index[key] ?? [];
      delete index[key];
      const listed = new Set(Object.values(index).flat());
      for (const pic of gone) if (!listed.has(pic)) await pictures.delete(pic);
    }
  }
  for (const page of wanted) {
    if ((await pages.match(page)) || (await store(pages, page))) kept.push(page);
    else failed.push(page);
  }
  // The pictures a page shows now replace those kept for it before (a kept recipe's, or the
  // Saved page's cards); one no other page lists goes.
  const own = message.pictures && sameOriginPath(message.pictures.page);
  const key = own && keptKey(own);
  if (key && (wanted.has(key) || (SHELL_PAGES as readonly string[]).includes(key))) {
    const urls = message.pictures!.urls.flatMap((u) => {
      const url = sameOriginPath(u);
      return url ? [url.pathname + url.search] : [];
    });
    const stored: string[] = [];
    for (const url of new Set(urls)) if ((await pictures.match(url)) || (await store(pictures, url))) stored.push(url);
    const before = index[key] ?? [];
    index[key] = stored;
    const listed = new Set(Object.values(index).flat());
    for (const pic of before) if (!listed.has(pic)) await pictures.delete(pic);
  }
  await writeIndex(pictures, index);
  return { kept, failed };
}

/** On activation of a new build's worker: every page an older worker kept is fetched again
 *  (it must name this build's chunks, which are precached), pictures are copied as they are,
 *  then the older caches go. A page that cannot be fetched now is dropped rather than kept in
 *  an older build's form whose chunks are gone: offline it gets the offline page instead. */
async function carryOver() {
  const names = await caches.keys();
  const older = names.filter(
    (n) => (n.startsWith(KEPT_PAGES_PREFIX) && n !== PAGES) || (n.startsWith(KEPT_PICTURES_PREFIX) && n !== PICTURES),
  );
  if (older.length === 0) return;
  const [pages, pictures] = await Promise.all([caches.open(PAGES), caches.open(PICTURES)]);
  for (const name of older) {
    const old = await caches.open(name);
    const toPages = name.startsWith(KEPT_PAGES_PREFIX);
    for (const request of await old.keys()) {
      if (toPages) await store(pages, request.url);
      else {
        const response = await old.match(request);
        if (response) await pictures.put(request, response);
      }
    }
    await caches.delete(name);
  }
}

const lang = (): 'en' | 'es' => (self.navigator.language?.toLowerCase().startsWith('es') ? 'es' : 'en');

// skipWaiting + clientsClaim: a new build's worker takes over at once. The server serves only
// the newest build's chunks, so an older worker left in charge would keep pages whose chunks
// the server no longer has; the new one re-fetches every kept page in its activate step
// (carryOver) before its older caches are deleted, so a page and its chunks are one build.
const serwist: Serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    // Never cached, whatever the method: the content service's API and the site's own routes.
    { matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/'), handler: new NetworkOnly() },
    {
      // A page: the network, else the kept copy of a saved recipe (whatever the URL's choice of
      // servings), else the offline page in the reader's language.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkOnly({
        plugins: [
          {
            handlerDidError: async ({ request }): Promise<Response> => {
              const kept = await caches.open(PAGES).then((c) => c.match(keptKey(new URL(request.url))));
              return kept ?? (await serwist.matchPrecache(offlinePage(lang()))) ?? Response.error();
            },
          },
        ],
      }),
    },
    {
      // A picture: the network, else the copy kept with a saved recipe.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
      handler: new NetworkOnly({
        plugins: [
          {
            handlerDidError: async ({ request }) => {
              const url = new URL(request.url);
              return (await caches.open(PICTURES).then((c) => c.match(url.pathname + url.search))) ?? Response.error();
            },
          },
        ],
      }),
    },
  ],
});

self.addEventListener('activate', (event) => event.waitUntil(carryOver()));

self.addEventListener('message', (event) => {
  const data = event.data as KeepMessage | undefined;
  if (data?.type !== 'KITCHEN_KEEP' || !Array.isArray(data.pages)) return;
  event.waitUntil(keep(data).then((reply) => event.ports[0]?.postMessage(reply)));
});

serwist.addEventListeners();

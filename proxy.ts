// Content Security Policy for pages rendered per request (the searches, anything reading
// searchParams). Prerendered and ISR pages get theirs from the cache handler
// (lib/security/csp-cache-handler.mjs), as hashes of their own inline scripts, so they stay
// static; here a page rendered now gets a fresh nonce, which Next writes onto every script
// it emits. A page must get exactly one of the two: a nonce policy on a cached page would
// block its (nonce-less) inline scripts, so the build's manifests decide which is which.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { OPEN_MS, upstreamRetryAfter, wasRendered } from '@/lib/health/upstream';
import { legacyPageTarget } from '@/lib/collection/paging';
import { UNAVAILABLE_PATH, unavailablePage } from '@/lib/health/unavailable-page';
import { readChoice } from '@/lib/recipe/url-state';
import { localPath } from '@/lib/http/local-path';
import { pagePolicy } from '@/lib/security/csp.mjs';

type Routes = {
  prerendered: Set<string>;
  isrPages: Set<string>;
  staticRoutes: RegExp[];
  dynamicRoutes: { page: string; regex: RegExp }[];
};

let routes: Routes | null | undefined;
/** Routes of the production build; null in development (nothing is cached there, and the
 *  dev server needs eval, so no strict policy is set). */
function buildRoutes(): Routes | null {
  if (routes !== undefined) return routes;
  try {
    const dir = join(process.cwd(), '.next');
    const prerender = JSON.parse(readFileSync(join(dir, 'prerender-manifest.json'), 'utf8')) as {
      routes: Record<string, unknown>;
      dynamicRoutes: Record<string, { fallback: unknown }>;
    };
    const manifest = JSON.parse(readFileSync(join(dir, 'routes-manifest.json'), 'utf8')) as {
      staticRoutes: { regex: string }[];
      dynamicRoutes: { page: string; regex: string }[];
    };
    routes = {
      prerendered: new Set(Object.keys(prerender.routes)),
      // ISR routes: their paths that were not prerendered are rendered once on demand, then cached.
      isrPages: new Set(
        Object.entries(prerender.dynamicRoutes)
          .filter(([, r]) => r.fallback !== false)
          .map(([page]) => page),
      ),
      staticRoutes: manifest.staticRoutes.map((r) => new RegExp(r.regex)),
      // In the manifest's order, most specific first, as the router tries them.
      dynamicRoutes: manifest.dynamicRoutes.map((r) => ({ page: r.page, regex: new RegExp(r.regex) })),
    };
  } catch {
    routes = null;
  }
  return routes;
}

/** How the page at this path is answered: from the build's prerendered output ('prerendered'),
 *  by an ISR route the build did not prerender this path of ('isr-new': a record newer than the
 *  build, or a slug that names nothing; rendering it needs the service), rendered for this
 *  request ('per-request': it can carry a nonce), or by no route (the prerendered not-found). */
function pageKind(pathname: string, r: Routes): 'prerendered' | 'isr-new' | 'per-request' | 'none' {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // Rendered by this process after the build: Next answers it from its copy, as a prerendered one.
  if (r.prerendered.has(path) || wasRendered(path)) return 'prerendered';
  // A static segment beats a dynamic sibling (/cuts/collections before /cuts/[slug]).
  if (r.staticRoutes.some((re) => re.test(path))) return 'per-request';
  const route = r.dynamicRoutes.find((d) => d.regex.test(path));
  if (route === undefined) return 'none';
  return r.isrPages.has(route.page) ? 'isr-new' : 'per-request';
}

const COLLECTION_PATH = /^\/(?:recipes|cuts)\/collections\/[^/]+$/;
const COLLECTION_PAGE_ONE = /^(\/(?:recipes|cuts)\/collections\/[^/]+)\/page\/1\/?$/;

/** Collection paging addresses that moved: old `?page=` links, and /page/1 (page 1 is the
 *  collection's own URL). Here rather than in the route: answered before any render. */
function collectionPageRedirect(request: NextRequest): NextResponse | undefined {
  const url = request.nextUrl;
  const legacyPage = url.searchParams.get('page');
  const pageOne = COLLECTION_PAGE_ONE.exec(url.pathname);
  if (!pageOne && (legacyPage === null || !COLLECTION_PATH.test(url.pathname))) return undefined;
  const target = sameOrigin(request);
  // Only the paging parameter moved; anything else the link carried (utm_*, say) stays.
  target.searchParams.delete('page');
  target.pathname = pageOne ? pageOne[1]! : legacyPageTarget(url.pathname, legacyPage!);
  return NextResponse.redirect(target, 308);
}

/** An id with leading zeros (/recipes/0001001, /cuts/00001/recipes) names the same record as
 *  without them: redirected here, before a page renders and caches an entry per spelling. */
const LEADING_ZEROS = /^(\/(?:es\/)?(?:recipes|cuts)(?:\/collections)?\/)0+(\d+)(\/.*)?$/;

function canonicalId(request: NextRequest): NextResponse | undefined {
  const m = LEADING_ZEROS.exec(request.nextUrl.pathname);
  if (!m) return undefined;
  const target = sameOrigin(request);
  target.pathname = `${m[1]}${m[2]}${m[3] ?? ''}`;
  return NextResponse.redirect(target, 308);
}

/** The request's URL as the server received it (next.config.ts `skipProxyUrlNormalize`), for a
 *  rewrite or redirect: its origin is the one Next compares a target with, so the target stays
 *  internal. `nextUrl` says `localhost` for a loopback address: a target built from it looked
 *  like another origin, which Next proxied to over the request's scheme, https behind a TLS
 *  proxy, and failed (issue 27). `_rsc` (a client navigation's cache key) never moves along. */
function sameOrigin(request: NextRequest): URL {
  const url = new URL(request.url);
  url.searchParams.delete('_rsc');
  return url;
}

const RECIPE_PATH = /^\/recipes\/(?!collections\/?$)([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/** A recipe URL choosing servings or units (?servings=12&units=metric) is rendered per request
 *  by its `adjusted` page, so the plain recipe URL stays a cached page; a URL whose choice is
 *  junk is the plain page (lib/recipe/url-state.ts). */
function adjustedRecipe(request: NextRequest): URL | undefined {
  const url = request.nextUrl;
  const m = RECIPE_PATH.exec(url.pathname);
  if (!m) return undefined;
  const choice = readChoice(url.searchParams);
  if (choice.servings === null && choice.units === null) return undefined;
  // The client's router needs `_rsc` on a rewritten navigation (Next forwards it too).
  const target = new URL(request.url);
  target.pathname = `/recipes/${m[1]}/adjusted`;
  return target;
}

function unavailable(again: string, retryAfter: number): NextResponse {
  return new NextResponse(unavailablePage(again, retryAfter), {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'retry-after': String(retryAfter),
      'cache-control': 'no-store',
      'content-security-policy': pagePolicy([]),
    },
  });
}

/** A 400 the proxy answers for a request the framework would otherwise fail with a 500. */
function badRequest(message: string): NextResponse {
  return new NextResponse(`${message}\n`, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** An image whose `url` only looks local (`/\\host/a.png`), which Next would fetch from itself,
 *  get a redirect for, and answer with a 500. (A client navigation with an unreadable router
 *  state is answered before Next, by lib/http/server-guard.ts: the proxy never sees those
 *  headers.) */
function badImage(request: NextRequest): NextResponse | undefined {
  const url = request.nextUrl.searchParams.get('url');
  if (url?.startsWith('/') && localPath(url) === null)
    return badRequest('"url" parameter must be a path of this site.');
  // The optimizer keys its cache by the raw `url`: a fragment, an empty query or an encoded
  // character would each make one more optimization and file of the same picture. A local
  // picture is named by a plain path (next.config.ts images.localPatterns says which).
  if (url?.startsWith('/') && !LOCAL_IMAGE.test(url))
    return badRequest(
      '"url" parameter must be the plain path of a picture of this site (no query, fragment or %-encoding).',
    );
  return undefined;
}
const LOCAL_IMAGE =
  /^\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:avif|gif|jpe?g|png|svg|webp)$/;

export function proxy(request: NextRequest) {
  // Images reach the proxy only for this check.
  if (request.nextUrl.pathname === IMAGE_PATH) return badImage(request) ?? NextResponse.next();
  const moved = collectionPageRedirect(request) ?? canonicalId(request);
  if (moved) return moved;
  // Where a page rendered per request sends its reader when the content service failed it
  // (lib/health/when-unavailable.ts): always the 503 page, with a way back to that page.
  if (request.nextUrl.pathname === UNAVAILABLE_PATH) {
    // unavailablePage keeps "Try again" within this site, whatever `from` holds.
    return unavailable(
      request.nextUrl.searchParams.get('from') ?? '/',
      upstreamRetryAfter() || Math.ceil(OPEN_MS / 1000),
    );
  }
  const adjusted = adjustedRecipe(request);
  const pass = (init?: Parameters<typeof NextResponse.next>[0]) =>
    adjusted ? NextResponse.rewrite(adjusted, init) : NextResponse.next(init);
  const r = buildRoutes();
  if (process.env.NODE_ENV !== 'production' || !r) return pass();
  const kind = pageKind(adjusted?.pathname ?? request.nextUrl.pathname, r);
  const perRequest = kind === 'per-request';
  // A page that needs the content service now gets the 503 page at once while the service is
  // failing: pages rendered per request, and ISR pages the build did not prerender (an unknown
  // slug would otherwise wait out the retries and end in a 500). Prerendered pages pass and keep
  // serving their last good version, and so do ISR pages this process rendered after the build
  // (pageKind). An ISR page it never rendered (a slug naming nothing, a record newer than the
  // build, one another instance rendered) gets the friendly 503 page with Retry-After.
  const retryAfter = upstreamRetryAfter();
  if (retryAfter > 0 && (perRequest || kind === 'isr-new')) {
    return unavailable(request.nextUrl.pathname + request.nextUrl.search, retryAfter);
  }
  if (!perRequest) return pass();
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = pagePolicy([`'nonce-${nonce}'`]);
  // Next reads the nonce from the request's policy header while rendering.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  const response = pass({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', policy);
  return response;
}

const IMAGE_PATH = '/_next/image';

export const config = {
  // Pages: not the API (it has its own content types and gets the base policy from
  // next.config.ts), not build assets, not files, not prefetches. Besides, images, for `badImage`.
  matcher: [
    {
      source: '/((?!api/|_next/static|_next/image|.*\\.[a-z0-9]+$).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    { source: '/_next/image' },
  ],
};

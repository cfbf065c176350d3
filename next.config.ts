import { createRequire } from 'node:module';
import type { NextConfig } from 'next';
import { withSerwist } from '@serwist/turbopack';
import { IMAGE_WIDTHS } from './components/ui/image-sizes';
import { isLocalHost, parseMediaOrigins } from './lib/media-origins';
import { securityHeaders as securityHeadersFor } from './lib/security/headers.mjs';

const require = createRequire(import.meta.url);
const production = process.env.NODE_ENV === 'production';

// Headers of every response, pages, API and assets alike (lib/security/headers.mjs).
const securityHeaders = securityHeadersFor(production);

// The data cache holds view objects in this build's shape (lib/api/content.ts keys include
// this epoch): a build must never read an older build's entries, which a persistent data
// cache (Vercel's, or a reused .next/cache) would otherwise hand it after a view changed.
const contentCacheEpoch = process.env.CONTENT_CACHE_EPOCH || Date.now().toString(36);

// Vercel sets VERCEL when it builds; a function may not see it at run time (system variables
// can be hidden), so what depends on the platform is decided by the build.
const forVercel = Boolean(process.env.VERCEL);

// Without a public origin, canonical URLs, Open Graph, the sitemap and robots.txt name
// http://localhost:3000 (lib/env.ts): said once per process (build workers inherit the mark).
if (
  production &&
  !forVercel &&
  !process.env.SITE_URL?.trim() &&
  !process.env.VERCEL_PROJECT_PRODUCTION_URL?.trim() &&
  !process.env.BEEF_ATLAS_ORIGIN_WARNED
) {
  process.env.BEEF_ATLAS_ORIGIN_WARNED = '1';
  console.warn(
    'Beef Atlas: SITE_URL is not set. Canonical URLs, Open Graph links, the sitemap and robots.txt ' +
      'will name http://localhost:3000. Set SITE_URL to the public origin ' +
      '(e.g. SITE_URL=https://beef.example) for the build and the server.',
  );
}

// Pictures an upstream links on its own origin or its media hosts (lib/media-origins.ts; set at
// build and at run time, like the rest of BEEF_API_*). A loopback or private host is allowed only
// when configured so (a test upstream, a service on the same network).
const mediaOrigins = parseMediaOrigins(process.env.BEEF_API_BASE_URL, process.env.BEEF_API_MEDIA_ORIGINS);

const nextConfig: NextConfig = {
  // Inlined into the bundles at build time, so every server of one build shares them.
  env: { CONTENT_CACHE_EPOCH: contentCacheEpoch, BUILT_FOR_VERCEL: forVercel ? '1' : '' },
  poweredByHeader: false,
  // Next would hash every page's whole HTML on every response to make an ETag: 12 % of the
  // server's time on a cached cut page (docs/PERFORMANCE.md). Pages are cached by s-maxage
  // in front of the server; the content service's API answers keep their own ETags.
  generateEtags: false,
  reactStrictMode: true,
  experimental: {
    // No `taint`: it opts the app into React's experimental channel, whose server render holds
    // the first paint (`<link rel="expect" blocking="render">`) until well after the page has
    // loaded: 1.2 to 2.2 s later in Lighthouse's trace, an LCP of 3 s for a trivial page
    // (docs/PERFORMANCE.md). The service key is kept from the browser by lib/api/ being
    // server-only, and checked absent from pages and their payloads (scripts/check-spec-upstream.ts).
    // globalNotFound: a URL no route matches gets app/global-not-found.tsx, as there is no single
    // root layout to render a 404 in (one per language, docs/ARCHITECTURE.md).
    globalNotFound: true,
    // The router keeps a page rendered per request (a search, the compare view) for 30 s, so a
    // search choice undone, or a search seen a moment ago, shows at once (docs/PERFORMANCE.md).
    staleTimes: { dynamic: 30 },
  },
  // 75 is Next's default; 60 is for busy pictures shown small (collection mosaics), where the
  // optimizer's artefacts do not show and the bytes do (docs/PERFORMANCE.md, image bytes).
  // localPatterns: a local picture is a path without a query (the proxy also refuses fragments
  // and %-encoding, proxy.ts badImage): one cache entry per picture, not per spelling. The
  // optimizer's disk cache is bounded; past it, the least recently used files go (issue 27).
  // remotePatterns: pictures an upstream links on its own origin or its media hosts.
  images: {
    qualities: [60, 75],
    imageSizes: [...IMAGE_WIDTHS.imageSizes],
    deviceSizes: [...IMAGE_WIDTHS.deviceSizes],
    localPatterns: [{ pathname: '/**', search: '' }],
    maximumDiskCacheSize: 256_000_000,
    remotePatterns: mediaOrigins.map((o) => ({
      protocol: o.protocol,
      hostname: o.hostname,
      port: o.port,
      pathname: '/**',
    })),
    dangerouslyAllowLocalIP: mediaOrigins.some((o) => isLocalHost(o.hostname)),
  },
  // The proxy sees the URL the server received, so its rewrites and redirects keep the
  // request's own origin (proxy.ts sameOrigin): with Next's normalized URL a recipe URL with
  // ?servings= was proxied to https://localhost behind a TLS proxy, and answered 500.
  skipProxyUrlNormalize: true,
  // On Node hosts: stamps every cached page with the hashes of its inline scripts
  // (lib/security/), and shares the cache through Redis when REDIS_URL is set at run time.
  // On Vercel none: Next then uses the platform's own caches (a custom handler replaces them),
  // and prerendered pages carry their policy from the build (scripts/prerender-csp.ts).
  cacheHandler: forVercel ? undefined : require.resolve('./lib/security/csp-cache-handler.mjs'),
  // The catalog snapshot is read from disk by the embedded service; trace it into server bundles.
  outputFileTracingIncludes: { '/**': ['./.catalog/catalog.json', './.catalog/catalog.pack'] },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Catalog pictures are named by a hash of their content (scripts/catalog/art/media-stage.ts):
      // a URL never changes its bytes, so browsers and the image optimizer (which keeps an
      // optimized copy as long as its source's max-age) may keep them for a year.
      { source: '/media/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // The service worker (app/serwist/[path]/route.ts): browsers check it for a new build on
      // every navigation, so no cache in between may hold it; it controls the whole site.
      {
        source: '/serwist/:path*',
        headers: [
          { key: 'Cache-Control', value: 'no-cache' },
          { key: 'Service-Worker-Allowed', value: '/' },
        ],
      },
    ];
  },
};

// withSerwist keeps esbuild (which bundles the service worker at build time) out of the server bundles.
export default withSerwist(nextConfig);

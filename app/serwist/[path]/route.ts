// The service worker (lib/offline/service-worker.ts), bundled by esbuild and prerendered by
// `next build` as /serwist/sw.js (and its source map): @serwist/turbopack's route, as Turbopack
// takes no webpack plugin. Its precache manifest is this build's .next/static files (scripts and
// styles) plus the shell pages; each entry revisioned, so a new build's worker replaces
// them. next.config.ts serves it with `Cache-Control: no-cache`.
import { createSerwistRoute } from '@serwist/turbopack';
import { SHELL_PAGES, offlinePage } from '@/lib/offline/kitchen-cache';

// One version per build, shared by every server of it (next.config.ts inlines the epoch).
const version = process.env.CONTENT_CACHE_EPOCH || 'dev';

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'lib/offline/service-worker.ts',
  useNativeEsbuild: true,
  // Not public/**: the icons are fetched by the browser when installing, not by a cook offline.
  globPatterns: ['.next/static/**/*.{js,css}'],
  additionalPrecacheEntries: [...SHELL_PAGES, offlinePage('en'), offlinePage('es')].map((url) => ({
    url,
    revision: version,
  })),
  esbuildOptions: { define: { __BUILD_VERSION__: JSON.stringify(version) } },
});

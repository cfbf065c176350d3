import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: { taint: true },
  // Content is read-only and changes rarely: serve cached renders, refresh hourly in the
  // background, and keep the last good copy for a week if the upstream fails (stale-if-error).
  cacheLife: {
    content: { stale: 300, revalidate: 3600, expire: 7 * 24 * 3600 },
  },
  // The catalog snapshot is read from disk by the embedded service; trace it into server bundles.
  outputFileTracingIncludes: { '/**': ['./.catalog/**'] },
};

export default nextConfig;

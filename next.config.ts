import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: { taint: true },
  // The catalog snapshot is read from disk by the embedded service; trace it into server bundles.
  outputFileTracingIncludes: { '/**': ['./.catalog/**'] },
};

export default nextConfig;

import type { Metadata } from 'next';

// Benchmark baseline (`npm run bench`, docs/PERFORMANCE.md): the cheapest page this server can
// answer, prerendered at build and served from the full-route cache, inside the same root layout
// as every content page. Content pages are measured as a ratio of its throughput and its
// first-load JavaScript. Not for readers: noindex, and absent from the sitemap.
export const metadata: Metadata = {
  title: 'Benchmark baseline: static',
  robots: { index: false, follow: false },
};

export default function BenchStaticPage() {
  return (
    <article className="space-y-2">
      <h1 className="text-2xl font-bold">Benchmark baseline: static</h1>
      <p>A trivial prerendered page, used as the baseline of the site&apos;s benchmarks.</p>
    </article>
  );
}

import type { Metadata } from 'next';
import { connection } from 'next/server';

// Benchmark baseline (`npm run bench`, docs/PERFORMANCE.md): a trivial page rendered on every
// request, inside the same root layout as every content page. `connection()` opts it out of
// prerendering without reading any data, so its throughput is the server's cost of one dynamic
// render; the filtered search page (dynamic too) is measured as a ratio of it.
// Not for readers: noindex, and absent from the sitemap.
export const metadata: Metadata = {
  title: 'Benchmark baseline: dynamic',
  robots: { index: false, follow: false },
};

export default async function BenchDynamicPage() {
  await connection();
  return (
    <article className="space-y-2">
      <h1 className="text-2xl font-bold">Benchmark baseline: dynamic</h1>
      <p>A trivial page rendered per request, used as the baseline of the site&apos;s benchmarks.</p>
    </article>
  );
}

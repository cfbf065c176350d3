import type { Metadata } from 'next';

// Benchmark baseline (`npm run bench`, docs/PERFORMANCE.md): a trivial prerendered page as
// heavy as the recipe page (about 85 kB of HTML, markup and inlined RSC payload in the same
// proportions). Served from the full-route cache like /bench/static, it shows what a cached
// page's bytes alone cost, apart from anything a content page does. Not for readers.
export const metadata: Metadata = {
  title: 'Benchmark baseline: static, recipe-sized',
  robots: { index: false, follow: false },
};

const ITEMS = 130;
const WORDS = [
  'sear',
  'rest',
  'slice',
  'grain',
  'crust',
  'braise',
  'marinade',
  'tender',
  'roast',
  'grill',
  'smoke',
  'trim',
];

export default function BenchStaticSizedPage() {
  return (
    <article className="space-y-2">
      <h1 className="text-2xl font-bold">Benchmark baseline: static, recipe-sized</h1>
      <ul className="grid gap-3 sm:grid-cols-2">
        {Array.from({ length: ITEMS }, (_, i) => (
          <li key={i} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
            <h2 className="text-lg font-semibold tracking-tight">Item {i + 1}</h2>
            <p className="text-sm text-muted">
              {Array.from({ length: 14 }, (_, w) => WORDS[(i * 7 + w * 5) % WORDS.length]).join(' ')}.
            </p>
          </li>
        ))}
      </ul>
    </article>
  );
}

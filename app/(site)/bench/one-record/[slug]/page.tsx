import type { Metadata } from 'next';
import { MissingRecord } from '@/components/layout/record-not-found';
import { getRecipe } from '@/lib/api/content';

// Benchmark baseline (`npm run bench`, docs/PERFORMANCE.md): the cheapest cold render of a
// record, to tell the framework's own cost of a cold render from a page's. It reads one recipe
// through the same client as the recipe page (one upstream call) and renders only its name,
// inside the same root layout. ISR like the content pages, but nothing is prerendered, so
// every slug's first request is a cold render. Not for readers: noindex, absent from the sitemap.
export const revalidate = 3600;

export async function generateStaticParams() {
  return [];
}

export const metadata: Metadata = {
  title: 'Benchmark baseline: one record',
  robots: { index: false, follow: false },
};

export default async function BenchOneRecordPage({ params }: PageProps<'/bench/one-record/[slug]'>) {
  const { slug } = await params;
  const recipe = await getRecipe(slug);
  if (!recipe) return <MissingRecord what="recipe" />;
  return (
    <article className="space-y-2">
      <h1 className="text-2xl font-bold">{recipe.name}</h1>
      <p>A trivial page that reads one record, used as the baseline of the site&apos;s cold renders.</p>
    </article>
  );
}

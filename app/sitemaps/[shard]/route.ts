import { SITEMAP_LIMIT, urlset } from '@/lib/seo/sitemap';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';

// Prerendered, then regenerated in the background at most hourly (ISR); a failed
// regeneration keeps serving the last good page.
export const revalidate = 3600;
// Only the shards counted at build time: otherwise every made-up /sitemaps/<anything> is an ISR
// entry written to the cache (a fuzzer filled the disk with 404s). A catalog that outgrows its
// shards (50,000 URLs each) gets the new one at the next build.
export const dynamicParams = false;

export async function generateStaticParams() {
  const entries = await sitemapEntries();
  return Array.from({ length: Math.max(1, Math.ceil(entries.length / SITEMAP_LIMIT)) }, (_, i) => ({
    shard: `${i}.xml`,
  }));
}

export async function GET(_request: Request, { params }: RouteContext<'/sitemaps/[shard]'>) {
  const { shard } = await params;
  const m = /^(\d{1,4})\.xml$/.exec(shard);
  const entries = await sitemapEntries();
  const index = m ? Number(m[1]) : -1;
  const slice = entries.slice(index * SITEMAP_LIMIT, (index + 1) * SITEMAP_LIMIT);
  if (index < 0 || !slice.length)
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(urlset(slice), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}

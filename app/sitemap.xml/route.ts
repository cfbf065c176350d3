import { plan, sitemapIndex, urlset } from '@/lib/seo/sitemap';
import { sitemapEntries } from '@/lib/seo/sitemap-entries';
import { absoluteUrl } from '@/lib/seo/urls';

// Prerendered, then regenerated in the background at most hourly (ISR); a failed
// regeneration keeps serving the last good page.
export const revalidate = 3600;

export async function GET() {
  const entries = await sitemapEntries();
  const p = plan(entries.length);
  const body =
    p.kind === 'urlset'
      ? urlset(entries)
      : sitemapIndex(Array.from({ length: p.shards }, (_, i) => absoluteUrl(`/sitemaps/${i}.xml`)));
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}

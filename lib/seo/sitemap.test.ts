import { describe, expect, it } from 'vitest';
import { plan, sitemapIndex, urlset } from '@/lib/seo/sitemap';

describe('sitemap', () => {
  it('is one urlset up to 50,000 URLs and an index of shards beyond', () => {
    expect(plan(50_000)).toEqual({ kind: 'urlset' });
    expect(plan(50_001)).toEqual({ kind: 'index', shards: 2 });
    expect(plan(120_000)).toEqual({ kind: 'index', shards: 3 });
  });
  it('escapes URLs and writes well-formed XML', () => {
    const xml = urlset([{ loc: 'https://x.test/a?b=1&c=2', lastmod: '2026-01-01' }]);
    expect(xml).toContain('<loc>https://x.test/a?b=1&amp;c=2</loc>');
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(sitemapIndex(['https://x.test/sitemaps/0.xml'])).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>',
    );
  });
});

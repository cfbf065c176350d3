import { XMLBuilder } from 'fast-xml-parser';

export const SITEMAP_LIMIT = 50_000;
export type SitemapEntry = { loc: string; lastmod?: string };

const builder = new XMLBuilder({ ignoreAttributes: false, format: false, suppressEmptyNode: true });
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlset(entries: SitemapEntry[]): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    builder.build({
      urlset: {
        '@_xmlns': XMLNS,
        url: entries.map((e) => ({ loc: e.loc, ...(e.lastmod ? { lastmod: e.lastmod } : {}) })),
      },
    })
  );
}

export function sitemapIndex(locs: string[]): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    builder.build({ sitemapindex: { '@_xmlns': XMLNS, sitemap: locs.map((loc) => ({ loc })) } })
  );
}

/** One urlset when everything fits in one file; past the limit, an index of shards. */
export function plan(total: number, limit = SITEMAP_LIMIT): { kind: 'urlset' } | { kind: 'index'; shards: number } {
  return total <= limit ? { kind: 'urlset' } : { kind: 'index', shards: Math.ceil(total / limit) };
}

// How much of a page's HTML is the React Server Components payload (the inline
// `self.__next_f.push(...)` scripts React reads to hydrate): whatever travels both as markup and
// as island props shows up here twice (issue 28).

export type PageWeight = {
  name: string;
  path: string;
  /** The document's bytes as served, uncompressed (UTF-8). */
  htmlBytes: number;
  /** The bytes of the inline RSC payload scripts within it. */
  rscBytes: number;
};

const RSC_SCRIPT = /<script(?:\s[^>]*)?>(self\.__next_f\.push\([\s\S]*?\))<\/script>/g;

/** The HTML's bytes and its RSC payload's. */
export function pageWeight(html: string): { htmlBytes: number; rscBytes: number } {
  let rscBytes = 0;
  for (const m of html.matchAll(RSC_SCRIPT)) rscBytes += Buffer.byteLength(m[1]!, 'utf8');
  return { htmlBytes: Buffer.byteLength(html, 'utf8'), rscBytes };
}

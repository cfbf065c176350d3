// Collection pages are paged by path (/recipes/collections/x, then .../x/page/2), not by a
// query string: a page that reads ?page= is rendered per request, while a path segment lets
// every page be prerendered and cached like any other record page (docs/PERFORMANCE.md).

export const COLLECTION_PAGE_SIZE = 24;

export function collectionPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / COLLECTION_PAGE_SIZE));
}

export function collectionPageHref(collectionPath: string, page: number): string {
  return page === 1 ? collectionPath : `${collectionPath}/page/${page}`;
}

/** The number in a /page/[page] segment: a plain positive integer (no sign, no leading
 *  zero, at most six digits), else null. Page 1 is accepted here; the route redirects it to
 *  the collection's own URL. */
export function parsePageSegment(raw: string): number | null {
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}

/** Where an old `?page=` link now lives: a number from 2 goes to its page, anything else
 *  (1, garbage) to the collection itself. */
export function legacyPageTarget(collectionPath: string, pageParam: string): string {
  const page = parsePageSegment(pageParam.trim());
  return collectionPageHref(collectionPath, page ?? 1);
}

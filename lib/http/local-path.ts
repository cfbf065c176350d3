// A path taken from a request that the site writes back into a link (the 503 page's "Try
// again") or fetches as one of its own files (the image optimizer's `url`): it must stay on
// this origin after every normalisation a browser or a URL parser applies.

const SELF = 'http://self.invalid';
const OTHER = 'http://other.invalid';

/** The path and query `value` leads to on this site, or null where it leads anywhere else.
 *  Resolved as a browser resolves a link (tabs and newlines dropped, `\` read as `/`, dot
 *  segments removed), then checked again as the link it becomes: `/.//evil.example` resolves
 *  to the path `//evil.example`, which names another host. Encoded slashes (`%2F`) stay path
 *  characters: a browser does not decode them in a link. */
export function localPath(value: string): string | null {
  if (!value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, SELF);
  } catch {
    return null;
  }
  if (url.origin !== SELF) return null;
  const path = url.pathname + url.search;
  if (/^\/[/\\]/.test(path) || new URL(path, OTHER).origin !== OTHER) return null;
  return path;
}

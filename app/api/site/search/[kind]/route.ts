// The search islands' data: a same-origin route of the site that calls lib/api on the server
// (no credentials ever reach the browser). Same codec as the pages, so a URL means the same.
import { loadSearch } from '@/components/search/search-load';
import { CriteriaError, rawFromSearchParams } from '@/lib/search/criteria';
import { isSearchKind } from '@/lib/search/kinds';

const json = (status: number, body: unknown) =>
  Response.json(body, {
    status,
    headers: { 'Cache-Control': status === 200 ? 'public, max-age=60, stale-while-revalidate=300' : 'no-store' },
  });

export async function GET(request: Request, { params }: RouteContext<'/api/site/search/[kind]'>) {
  const { kind } = await params;
  if (!isSearchKind(kind)) return json(404, { error: `No search named ${kind.slice(0, 40)}.` });
  try {
    const v = await loadSearch(kind, rawFromSearchParams(new URL(request.url).searchParams));
    return json(200, {
      criteria: v.criteria,
      query: v.query,
      page: v.page,
      leftOut: v.leftOut,
      sortOptions: v.sortOptions,
    });
  } catch (error) {
    if (error instanceof CriteriaError) return json(400, { error: error.message, param: error.param });
    console.error('[site-search]', (error as Error).name, (error as Error).message);
    return json(503, { error: 'Search is unavailable right now. Try again in a moment.' });
  }
}

// On-demand revalidation: POST {"tags": ["recipe:123"], "paths": ["/recipes/x"]} with the
// secret in the x-revalidate-secret header. Fails closed: with no REVALIDATE_SECRET
// configured every call is refused.
import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidatePath, revalidateTag } from 'next/cache';
import { z } from 'zod';
import { withSlugTags } from '@/lib/api/content';
import { revalidationsSettled } from '@/lib/cache/pending-revalidations.mjs';
import { env } from '@/lib/env';

const body = z.strictObject({
  tags: z
    .array(
      z
        .string()
        .regex(/^[a-z-]+(:[a-z0-9-]+)*$/, 'a tag like recipe:123')
        .max(200),
    )
    .max(100)
    .default([]),
  paths: z
    .array(
      z
        .string()
        .regex(/^\/[A-Za-z0-9/_-]*$/, 'a site path like /recipes/slug')
        .max(300),
    )
    .max(100)
    .default([]),
});

const digest = (s: string) => createHash('sha256').update(s).digest();
const json = (status: number, payload: object) =>
  Response.json(payload, { status, headers: { 'Cache-Control': 'no-store' } });

export async function POST(request: Request) {
  const secret = env().REVALIDATE_SECRET;
  if (!secret) return json(503, { error: 'Revalidation is not configured (REVALIDATE_SECRET is unset).' });
  const given = request.headers.get('x-revalidate-secret') ?? '';
  if (!timingSafeEqual(digest(given), digest(secret)))
    return json(401, { error: 'Missing or wrong x-revalidate-secret header.' });
  let input: z.output<typeof body>;
  try {
    const parsed = body.safeParse(await request.json());
    if (!parsed.success)
      return json(400, {
        error: `Invalid body: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
      });
    input = parsed.data;
  } catch {
    return json(400, { error: 'The body must be JSON: {"tags": [...], "paths": [...]}' });
  }
  if (!input.tags.length && !input.paths.length) return json(400, { error: 'Give at least one tag or path.' });
  // Pages read records by slug, so an id tag also expires the record's slug entries.
  const expanded = await withSlugTags(input.tags);
  for (const tag of expanded) revalidateTag(tag, 'max');
  for (const path of input.paths) revalidatePath(path);
  return afterRevalidations({ revalidated: true, tags: [...expanded], paths: input.paths, now: Date.now() });
}

/** A 200 whose body is written once the caches have the revalidations: Next starts them after
 *  this handler returns and would answer first (lib/cache/pending-revalidations.mjs). No
 *  high-water mark, so the body is only produced when Next reads it, after they started. */
function afterRevalidations(payload: object) {
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await revalidationsSettled();
        controller.enqueue(new TextEncoder().encode(JSON.stringify(payload)));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });
}

export function GET() {
  return json(405, { error: 'Use POST.' });
}

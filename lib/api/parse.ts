import 'server-only';
import type { z } from 'zod';
import { ApiResponseError } from '@/lib/api/errors';

// Parsing of upstream bodies: tolerant (unknown fields dropped, missing ones defaulted) so
// a drifting upstream never crashes a page; each drift is logged once per operation and
// record. Under tests (API_STRICT=1) the strict schema is used and drift fails loudly.

const logged = new Set<string>();

export function parseBody<T>(
  operation: string,
  recordId: string | number,
  strict: z.ZodType,
  tolerant: z.ZodType<T>,
  body: unknown,
): T {
  if (process.env.API_STRICT === '1') {
    const res = strict.safeParse(body);
    if (!res.success)
      throw new ApiResponseError(
        operation,
        200,
        `schema drift: ${res.error.issues[0]?.path.join('.')} ${res.error.issues[0]?.message}`,
      );
    return res.data as T;
  }
  const drift = strict.safeParse(body);
  // A body that meets the spec reads the same through both schemas: parse it once.
  if (drift.success) return drift.data as T;
  const key = `${operation}:${recordId}`;
  if (!logged.has(key)) {
    logged.add(key);
    const issue = drift.error.issues[0]!;
    console.warn(
      `[api] ${operation} ${recordId}: upstream differs from the spec at ${issue.path.join('.') || '(root)'} (${issue.message}); read tolerantly.`,
    );
  }
  const res = tolerant.safeParse(body);
  if (!res.success)
    throw new ApiResponseError(operation, 200, `unreadable body at ${res.error.issues[0]?.path.join('.')}`);
  return res.data;
}

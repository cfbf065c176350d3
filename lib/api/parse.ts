import 'server-only';
import { decodeHTML, DecodingMode } from 'entities';
import type { z } from 'zod';
import { ApiResponseError, UnreadableRecordError } from '@/lib/api/errors';
import { drainUnreadable } from '@/lib/wire/v2/unreadable';

// Parsing of upstream bodies: tolerant (unknown fields dropped, missing ones defaulted, a list
// element that cannot be read left out: lib/wire/v2/fields.ts) so a drifting upstream never
// crashes a page; each drift is logged once per operation and record. Under tests
// (API_STRICT=1) the strict schema is used and drift fails loudly.

const logged = new Set<string>();
let unreadableCount = 0;

/** How many records could not be read since the server started (health, tests): list elements
 *  left out, and single records (a page's own) whose body failed. */
export const unreadableRecords = () => unreadableCount;

// Keys whose values are addresses or identifiers, never text: an `&amp;` there is data.
const NOT_TEXT = /(?:Slug|^href|^assetURL|^assetUID|^externalID|^filename)$/;

/** Text that arrives HTML-escaped (`Surf &amp; Turf`) decoded once, in place: names and texts
 *  are plain text on this site (React escapes them again). Strict mode: only `&...;` entities. */
export function decodeEntities<T>(value: T, key = ''): T {
  if (typeof value === 'string')
    return (value.includes('&') && !NOT_TEXT.test(key) ? decodeHTML(value, DecodingMode.Strict) : value) as T;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = decodeEntities(value[i], key);
  } else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    for (const k of Object.keys(o)) o[k] = decodeEntities(o[k], k);
  }
  return value;
}

function reportLeftOut(operation: string, recordId: string | number) {
  for (const u of drainUnreadable()) {
    unreadableCount++;
    const key = `${operation}:${recordId}:${u.id}:${u.at}`;
    if (logged.has(key)) continue;
    logged.add(key);
    console.warn(`[api] ${operation} ${recordId}: left out unreadable record ${u.id} at ${u.at}`);
  }
}

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
    return decodeEntities(res.data as T);
  }
  const drift = strict.safeParse(body);
  // A body that meets the spec reads the same through both schemas: parse it once.
  if (drift.success) return decodeEntities(drift.data as T);
  const key = `${operation}:${recordId}`;
  if (!logged.has(key)) {
    logged.add(key);
    const issue = drift.error.issues[0]!;
    console.warn(
      `[api] ${operation} ${recordId}: upstream differs from the spec at ${issue.path.join('.') || '(root)'} (${issue.message}); read tolerantly.`,
    );
  }
  drainUnreadable();
  const res = tolerant.safeParse(body);
  reportLeftOut(operation, recordId);
  if (!res.success) {
    const at = res.error.issues[0]?.path.join('.') || '(root)';
    unreadableCount++;
    // One structured line per operation and record, like the transport's upstream failures.
    if (!logged.has(`${key}:unreadable:${at}`)) {
      logged.add(`${key}:unreadable:${at}`);
      console.warn(
        JSON.stringify({
          event: 'unreadable-record',
          operation,
          id: String(recordId),
          at,
          reason: res.error.issues[0]?.message ?? 'unreadable',
        }),
      );
    }
    throw new UnreadableRecordError(operation, recordId, at);
  }
  return decodeEntities(res.data);
}

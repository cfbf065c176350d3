// The field helpers of the v2 wire format, per mode. One definition, two modes: `strict`
// rejects unknown keys and requires every field (used by the service's tests); `tolerant` reads
// whatever the spec allows an upstream to send (docs/ARCHITECTURE.md "Reading the upstream"):
// absent, null or mistyped scalars become their empty value, an object may come as an array of
// one and a list as a single object, and a list element that cannot be read (no id, no slug) is
// left out of its list (reported through ./unreadable.ts) instead of failing the whole body.
import { z } from 'zod';
import { reportUnreadable } from '@/lib/wire/v2/unreadable';

export type WireMode = 'strict' | 'tolerant';

/** Ids go up to 2^53 (a JSON number a real service may use for ids); above, they lose precision. */
export const MAX_ID = 2 ** 53;

const numeric = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;
const scalarText = (v: unknown) => (v == null ? '' : typeof v === 'number' || typeof v === 'boolean' ? String(v) : v);
const BOOL_TEXT: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };
const boolish = (v: unknown) =>
  typeof v === 'string' ? (BOOL_TEXT[v.trim().toLowerCase()] ?? v) : typeof v === 'number' ? v !== 0 : v;
/** Any date form Date.parse reads (ISO 8601 with or without zone, fractions, offsets), as ISO;
 *  '' when there is none or it is not a date. */
const isoDate = (v: unknown) => {
  if (typeof v !== 'string' && typeof v !== 'number') return '';
  const t = typeof v === 'number' ? v : Date.parse(/^\d{4}-\d\d-\d\dT[\d:.]+$/.test(v) ? `${v}Z` : v);
  return Number.isFinite(t) ? new Date(t).toISOString() : '';
};
const ID_KEYS = ['recipeID', 'ingredientID', 'collectionID', 'cookingGuidelineID'];
const idOf = (el: unknown) => {
  if (!el || typeof el !== 'object') return '?';
  for (const k of ID_KEYS) if (k in el) return String((el as Record<string, unknown>)[k]);
  return '?';
};

export function fieldsFor(mode: WireMode) {
  const strict = mode === 'strict';
  /** An object; tolerantly, absent or null reads as an empty one (its fields defaulted) and an
   *  array as its first element (the spec documents several objects as both). */
  const obj = <T extends z.ZodRawShape>(shape: T) =>
    strict
      ? z.strictObject(shape)
      : z.preprocess((v) => {
          const x = Array.isArray(v) ? v[0] : v;
          return x && typeof x === 'object' ? x : {};
        }, z.object(shape));
  const str = () => (strict ? z.string() : z.preprocess(scalarText, z.string()).catch(''));
  const int = () => (strict ? z.number().int() : z.preprocess(numeric, z.number()).catch(0));
  const num = () => (strict ? z.number() : z.preprocess(numeric, z.number()).catch(0));
  const bool = () => (strict ? z.boolean() : z.preprocess(boolish, z.boolean()).catch(false));
  const nint = () => (strict ? z.number().int().nullable() : z.preprocess(numeric, z.number().nullable()).catch(null));
  /** A date and time: any ISO 8601 form, read as the ISO form ('' when absent or unreadable). */
  const date = () => (strict ? z.string() : z.preprocess(isoDate, z.string()));
  /** A record's id: what makes it addressable, so a record without one cannot be read. */
  const id = () =>
    strict
      ? z.number().int()
      : z.preprocess(
          numeric,
          z.number().min(0).max(MAX_ID).refine(Number.isInteger, { message: 'an id is an integer' }),
        );
  /** A record's slug: its page's address, so a record without one cannot be read. */
  const slug = () => (strict ? z.string() : z.string().trim().min(1));
  /** A list; tolerantly, absent or null reads as empty, a single object as a list of one, and an
   *  element that cannot be read is left out (and reported) rather than failing the body. */
  const list = <T extends z.ZodType>(item: T) =>
    strict
      ? z.array(item)
      : z
          .preprocess((v) => (v == null ? [] : Array.isArray(v) ? v : [v]), z.array(z.unknown()))
          .transform((items): z.output<T>[] =>
            items.flatMap((el) => {
              const res = item.safeParse(el);
              if (res.success) return [res.data as z.output<T>];
              const issue = res.error.issues[0];
              reportUnreadable(idOf(el), issue ? `${issue.path.join('.') || '(element)'} (${issue.message})` : '?');
              return [];
            }),
          );
  /** An optional object (brand, an ingredient's cut or sub-recipe): null reads as absent, and
   *  one that cannot be read is left out rather than its line. */
  const opt = <T extends z.ZodType>(schema: T) =>
    strict ? schema.optional() : z.preprocess((v) => (v === null ? undefined : v), schema.optional()).catch(undefined);
  /** A reference that may be null (a cut's parent, its primal): one that cannot be read is null. */
  const ref = <T extends z.ZodType>(schema: T) => (strict ? schema.nullable() : schema.nullable().catch(null));
  return { strict, obj, str, int, num, bool, nint, date, id, slug, list, opt, ref };
}

export type Fields = ReturnType<typeof fieldsFor>;

// The one codec for search criteria: raw parameters (a URL query, a form body or a JSON
// body) ⇄ validated criteria. The embedded service parses GET and POST searches with it,
// and the site's search pages read and write their URLs with it, so a search URL of the
// site and a search call of the service mean the same thing.
// zod/mini: the same validation as zod, in functions a bundler can drop when unused; the
// search island ships this codec to the browser, where zod's full API weighed about 15 kB gzip.
import * as z from 'zod/mini';
import { SEARCH_KINDS, SEARCH_KIND_NAMES, listingOrder, type ParamSpec, type SearchKind } from '@/lib/search/kinds';
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE, type QueryDefaults } from '@/lib/search/params';

// In the browser (the search island), parse without zod's compiled validators: the page's
// Content-Security-Policy forbids eval, and zod's probe for it would report a violation.
if (typeof window !== 'undefined') z.config({ jitless: true });

const strings = z.array(z.string());
/** Adds a message to a transform's issues and returns zod's "no value" marker. */
function fail(ctx: { issues: unknown[] }, input: unknown, message: string): never {
  ctx.issues.push({ code: 'custom', message, input });
  return z.NEVER;
}

/** Bounds that keep the work of one request small, whatever a client sends. */
export const LIMITS = {
  textLength: 200,
  words: 10,
  values: 50,
  valueLength: 120,
  pageNumber: 1_000_000,
  intValue: 100_000,
} as const;

/** The words of a text query: lower case, accents folded, letters and digits only. One
 *  definition for the codec's word limit, the v2 search and the v1 `qaw` matching. */
export const textWords = (text: string): string[] => [
  ...new Set(
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [],
  ),
];

/** Raw parameters: every name maps to the list of values it was given. */
export type RawParams = Record<string, string[]>;

export class CriteriaError extends Error {
  constructor(
    readonly param: string,
    message: string,
  ) {
    super(message);
    this.name = 'CriteriaError';
  }
}

/** Lists that came from a JSON array (rawFromJson): each element is one value, never split at
 *  its commas. Kept beside the lists rather than in them, so RawParams stays a plain map. */
const JSON_ARRAYS = new WeakSet<string[]>();

/** Options of a parse: which query values are whole values though they hold commas. */
export type ParseOptions = {
  /** A value of an array parameter that is one value as it stands (the service answers true for
   *  a lookup name such as "Sauce, Rub and Marinade"); anything else given in a query is a
   *  comma list. Elements of a JSON array are whole values whatever this says. */
  isWhole?: (param: string, value: string) => boolean;
};

/** The values of an array parameter: a query has no arrays, so a comma list is how it sends
 *  several values; an element of a JSON array, or a value `isWhole` recognises, is one value. */
function splitValues(param: string, values: string[], options: ParseOptions): string[] {
  if (JSON_ARRAYS.has(values)) return values;
  return values.flatMap((v) => (options.isWhole?.(param, v.trim()) ? [v] : v.split(',')));
}

const arrayValues = (param: string) =>
  z.pipe(
    strings,
    z.transform((values: string[], ctx) => {
      const out: string[] = [];
      for (const v of values) {
        const t = v.trim();
        if (!t) continue;
        if (t.length > LIMITS.valueLength)
          return fail(ctx, values, `a value of ${param} is longer than ${LIMITS.valueLength} characters`);
        if (!out.includes(t)) out.push(t);
      }
      if (out.length > LIMITS.values) return fail(ctx, values, `${param} takes at most ${LIMITS.values} values`);
      return out;
    }),
  );
/** A parameter that takes one value: given twice, which one was meant is unknown. */
const once = (param: string, values: string[]) =>
  values.length <= 1 || `${param} takes one value; it was given ${values.length}`;
const text = (param: string) =>
  z.pipe(
    strings,
    z.transform((values: string[], ctx) => {
      const single = once(param, values);
      if (single !== true) return fail(ctx, values, single);
      const v = (values[0] ?? '').trim();
      if (v.length > LIMITS.textLength)
        return fail(ctx, values, `${param} is longer than ${LIMITS.textLength} characters`);
      // Each word of a text search is one index query: keep the work per request bounded.
      if (textWords(v).length > LIMITS.words)
        return fail(ctx, values, `${param} takes at most ${LIMITS.words} different words`);
      return v;
    }),
  );
/** An integer from `min` to `max` (no `max`: any, and the message says only the floor). */
const intValue = (param: string, { min, max }: { min: number; max?: number }) =>
  z.pipe(
    strings,
    z.transform((values: string[], ctx): number | null => {
      const single = once(param, values);
      if (single !== true) return fail(ctx, values, single);
      const v = values[0]?.trim();
      if (v === undefined || v === '') return null;
      const range = max === undefined ? `of at least ${min}` : `from ${min} to ${max}`;
      if (!/^-?\d+$/.test(v)) return fail(ctx, values, `${param} must be an integer ${range}`);
      const n = Number(v);
      if (!Number.isSafeInteger(n) || n < min || (max !== undefined && n > max))
        return fail(ctx, values, `${param} must be an integer ${range}`);
      return n;
    }),
  );
const boolValue = (param: string) =>
  z.pipe(
    strings,
    z.transform((values: string[], ctx): boolean | null => {
      const single = once(param, values);
      if (single !== true) return fail(ctx, values, single);
      const v = values[0]?.trim().toLowerCase();
      if (v === undefined || v === '') return null;
      if (v === 'true' || v === '1') return true;
      if (v === 'false' || v === '0') return false;
      return fail(ctx, values, `${param} must be true or false`);
    }),
  );

const oneOf = (param: string, options: readonly string[]) =>
  z.pipe(
    strings,
    z.transform((values: string[], ctx): string | null => {
      const single = once(param, values);
      if (single !== true) return fail(ctx, values, single);
      const v = values[0]?.trim();
      if (v === undefined || v === '') return null;
      if (!options.includes(v)) return fail(ctx, values, `${param} must be one of ${options.join(', ')}`);
      return v;
    }),
  );

function paging(defaultItemsPerPage: number) {
  return {
    pageNumber: z.pipe(
      intValue('pageNumber', { min: 1, max: LIMITS.pageNumber }),
      z.transform((n: number | null) => n ?? 1),
    ),
    // Larger requests are served the maximum; the echo says what was used.
    itemsPerPage: z.pipe(
      intValue('itemsPerPage', { min: 1 }),
      z.transform((n: number | null) => Math.min(n ?? defaultItemsPerPage, MAX_ITEMS_PER_PAGE)),
    ),
  };
}

type ParamValue<S> = S extends { type: 'array' }
  ? string[]
  : S extends { type: 'text' }
    ? string
    : S extends { type: 'bucket' }
      ? number | null
      : S extends { type: 'sort'; options: infer O }
        ? (keyof O & string) | null
        : boolean | null;
type CriteriaOf<K extends SearchKind> = {
  -readonly [P in keyof (typeof SEARCH_KINDS)[K]['params']]: ParamValue<(typeof SEARCH_KINDS)[K]['params'][P]>;
} & { pageNumber: number; itemsPerPage: number };

function paramSchema(param: string, spec: ParamSpec): z.ZodMiniType {
  if (spec.type === 'array') return arrayValues(param);
  if (spec.type === 'text') return text(param);
  if (spec.type === 'bucket') return intValue(param, { min: 0, max: LIMITS.intValue });
  if (spec.type === 'sort') return oneOf(param, Object.keys(spec.options));
  return boolValue(param);
}

/** The schema of a kind's criteria, from its table (./kinds.ts), in table order. */
function schemaOf<K extends SearchKind>(kind: K, defaultItemsPerPage: number): z.ZodMiniType<CriteriaOf<K>> {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const [param, spec] of Object.entries(SEARCH_KINDS[kind].params as Record<string, ParamSpec>)) {
    shape[param] = paramSchema(param, spec);
  }
  return z.object({ ...shape, ...paging(defaultItemsPerPage) }) as unknown as z.ZodMiniType<CriteriaOf<K>>;
}

type Schemas = { [K in SearchKind]: z.ZodMiniType<CriteriaOf<K>> };
const schemasFor = (itemsPerPage: number) =>
  Object.fromEntries(SEARCH_KIND_NAMES.map((k) => [k, schemaOf(k, itemsPerPage)])) as Schemas;
/** The service's: paging defaults as the spec says. */
const schemas = schemasFor(DEFAULT_ITEMS_PER_PAGE);
/** The site's: each kind's own page size (lib/search/kinds.ts), built when a site page first parses. */
const siteSchemas: Partial<Schemas> = {};

export type RecipeCriteria = CriteriaOf<'recipes'>;
export type CutCriteria = CriteriaOf<'cuts'>;
export type CollectionCriteria = CriteriaOf<'cut-collections'>;
export type Criteria<K extends SearchKind> = CriteriaOf<K>;

function parseWith<K extends SearchKind>(
  kind: K,
  schema: Schemas[K],
  raw: RawParams,
  options: ParseOptions,
): CriteriaOf<K> {
  const params = SEARCH_KINDS[kind].params as Record<string, ParamSpec>;
  const keys = Object.keys((schema as unknown as z.ZodMiniObject).shape);
  const input: Record<string, string[]> = {};
  for (const k of keys) {
    const given = Object.hasOwn(raw, k) ? raw[k]! : [];
    input[k] = params[k]?.type === 'array' ? splitValues(k, given, options) : given;
  }
  const res = schema.safeParse(input);
  if (!res.success) {
    const issue = res.error.issues[0]!;
    throw new CriteriaError(String(issue.path[0] ?? 'criteria'), issue.message);
  }
  return res.data;
}

/** Validated criteria of a search of this kind; throws CriteriaError naming the parameter. */
export const parseCriteria = <K extends SearchKind>(
  kind: K,
  raw: RawParams,
  options: ParseOptions = {},
): CriteriaOf<K> => parseWith(kind, schemas[kind], raw, options);

/** The same, for the site's search URLs: an absent `itemsPerPage` is the kind's page size on the
 *  site (lib/search/kinds.ts), not the service's default. */
export function parseSiteCriteria<K extends SearchKind>(kind: K, raw: RawParams): CriteriaOf<K> {
  const schema = (siteSchemas[kind] ??= schemaOf(kind, SEARCH_KINDS[kind].pageSize) as Schemas[K]) as Schemas[K];
  return parseWith(kind, schema, raw, {});
}

/** What the site's search URLs leave out. */
export const siteQueryDefaults = (kind: SearchKind): QueryDefaults => ({
  itemsPerPage: SEARCH_KINDS[kind].pageSize,
  sort: listingOrder(kind),
});
export const parseRecipeCriteria = (raw: RawParams): RecipeCriteria => parseCriteria('recipes', raw);
export const parseCutCriteria = (raw: RawParams): CutCriteria => parseCriteria('cuts', raw);
export const parseCollectionCriteria = (raw: RawParams): CollectionCriteria => parseCriteria('cut-collections', raw);

/** A map with no prototype: a parameter named `constructor` or `__proto__` is just a name. */
const emptyRaw = (): RawParams => Object.create(null) as RawParams;

/** Raw parameters from a URL query: repeated names and comma lists both work. */
export function rawFromSearchParams(params: URLSearchParams): RawParams {
  const raw = emptyRaw();
  for (const [k, v] of params) (raw[k] ??= []).push(v);
  return raw;
}

/** Raw parameters from Next's `searchParams` object (values are strings or string arrays). */
export function rawFromRecord(record: Record<string, string | string[] | undefined>): RawParams {
  const raw = emptyRaw();
  for (const [k, v] of Object.entries(record)) {
    if (v === undefined) continue;
    raw[k] = Array.isArray(v) ? v : [v];
  }
  return raw;
}

/** Raw parameters from a JSON body: arrays, strings, numbers and booleans are accepted. The
 *  elements of an array are whole values (never split at commas); a string may be a comma list. */
export function rawFromJson(body: unknown): RawParams {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new CriteriaError('body', 'the JSON body must be an object of search parameters');
  const raw = emptyRaw();
  for (const [k, v] of Object.entries(body)) {
    if (v === null || v === undefined) continue;
    const values = Array.isArray(v) ? v : [v];
    if (values.length > LIMITS.values * 4) throw new CriteriaError(k, `${k} takes at most ${LIMITS.values} values`);
    raw[k] = values.map((x) => {
      if (typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean') return String(x);
      throw new CriteriaError(k, `${k} must be a string, a number, a boolean or an array of them`);
    });
    // A JSON array says where each value ends; a string may still be a comma list.
    if (Array.isArray(v)) JSON_ARRAYS.add(raw[k]);
  }
  return raw;
}

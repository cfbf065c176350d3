// The compare view's URL is its whole state: `/cuts/compare?cuts=a&cuts=b` (or `cuts=a,b`).
// This module reads that state (tolerantly: a reader edits these URLs by hand and the form
// sends an empty third box) and writes it back, so the page, the form and the "Compare
// with…" links of the cut pages agree on one format.
import { z } from 'zod';
import { LIMITS, type RawParams } from '@/lib/search/criteria';

export const COMPARE_PATH = '/cuts/compare';
export const COMPARE_PARAM = 'cuts';
export const MIN_COMPARE = 2;
export const MAX_COMPARE = 3;

/** The catalog's slug shape; anything else can never name a cut and is not sent upstream. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const compareSchema = z.object({
  [COMPARE_PARAM]: z
    .array(z.string())
    // Bound the work before splitting: the page never needs more than a handful of values.
    .max(LIMITS.values, `${COMPARE_PARAM} takes at most ${LIMITS.values} values`)
    .transform((values) =>
      values
        .flatMap((v) => v.split(','))
        .map((v) => v.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .max(LIMITS.valueLength, `a value of ${COMPARE_PARAM} is longer than ${LIMITS.valueLength} characters`),
        )
        .max(LIMITS.values, `${COMPARE_PARAM} takes at most ${LIMITS.values} values`),
    ),
});

export type CompareProblem = 'too-few' | 'too-many' | 'invalid';

export type CompareSelection = {
  /** Distinct known slugs in the order asked, at most MAX_COMPARE (to preselect the form). */
  slugs: string[];
  /** Requested values that are not the slug of any cut, as given (deduplicated). */
  unknown: string[];
  /** Why there is nothing to compare; null when `slugs` holds 2 to 3 cuts. */
  problem: CompareProblem | null;
  /** A sentence for the reader when there is a problem or an unknown value. */
  message: string | null;
};

const list = (xs: string[]) => xs.map((x) => `“${x}”`).join(', ');

/**
 * Reads the compare selection from raw query parameters. `isKnown` says whether a slug names
 * a published cut (the page passes the lookups' cut list). Duplicates collapse, unknown values
 * are reported but do not stop a comparison of the remaining cuts, and fewer than two or more
 * than three distinct cuts is a problem the page answers with its chooser, never an error.
 */
export function parseCompare(raw: RawParams, isKnown: (slug: string) => boolean): CompareSelection {
  const parsed = compareSchema.safeParse({ [COMPARE_PARAM]: raw[COMPARE_PARAM] ?? [] });
  if (!parsed.success) {
    return {
      slugs: [],
      unknown: [],
      problem: 'invalid',
      message: `That comparison link is not valid: ${parsed.error.issues[0]?.message ?? 'unreadable'}.`,
    };
  }
  const values = [...new Set(parsed.data[COMPARE_PARAM])];
  const known = values.filter((v) => SLUG.test(v) && isKnown(v));
  const unknown = values.filter((v) => !known.includes(v));
  const notFound = unknown.length
    ? `We couldn’t find ${unknown.length === 1 ? 'a cut named' : 'cuts named'} ${list(unknown)}.`
    : null;
  if (known.length > MAX_COMPARE) {
    return {
      slugs: known.slice(0, MAX_COMPARE),
      unknown,
      problem: 'too-many',
      message: [notFound, `Compare at most ${MAX_COMPARE} cuts at a time; we kept the first ${MAX_COMPARE}.`]
        .filter(Boolean)
        .join(' '),
    };
  }
  if (known.length < MIN_COMPARE) {
    const ask =
      known.length === 1
        ? `Choose at least one more cut to compare.`
        : values.length > 0
          ? `Choose ${MIN_COMPARE} or ${MAX_COMPARE} different cuts.`
          : null;
    return { slugs: known, unknown, problem: 'too-few', message: [notFound, ask].filter(Boolean).join(' ') || null };
  }
  return { slugs: known, unknown, problem: null, message: notFound };
}

/** The URL of a comparison of these cuts (repeated parameters, the form's own format). */
export function compareHref(slugs: string[]): string {
  const params = new URLSearchParams();
  for (const s of new Set(slugs)) params.append(COMPARE_PARAM, s);
  return params.size ? `${COMPARE_PATH}?${params}` : COMPARE_PATH;
}

export type GuidelineLike = { method: string; doneness: string; minutes: [number, number]; internalF: number };
export type GuidelineSummary = {
  method: string;
  steps: { doneness: string; minutes: [number, number]; internalF: number }[];
};

/**
 * Cooking guidelines summarized per method: for each doneness, the shortest to the longest
 * time over every size the catalog lists, and the internal temperature. Methods and doneness
 * levels keep the catalog's order (it lists them from rare to done).
 */
export function summarizeGuidelines(guidelines: GuidelineLike[]): GuidelineSummary[] {
  const byMethod = new Map<string, Map<string, { minutes: [number, number]; internalF: number }>>();
  for (const g of guidelines) {
    const method = byMethod.get(g.method) ?? new Map<string, { minutes: [number, number]; internalF: number }>();
    byMethod.set(g.method, method);
    const prev = method.get(g.doneness);
    method.set(
      g.doneness,
      prev
        ? // A doneness is one target temperature; keep the highest should sizes ever disagree, so the summary never under-states it.
          {
            minutes: [Math.min(prev.minutes[0], g.minutes[0]), Math.max(prev.minutes[1], g.minutes[1])],
            internalF: Math.max(prev.internalF, g.internalF),
          }
        : { minutes: [g.minutes[0], g.minutes[1]], internalF: g.internalF },
    );
  }
  return [...byMethod].map(([method, steps]) => ({
    method,
    steps: [...steps].map(([doneness, s]) => ({ doneness, ...s })),
  }));
}

// The v1 query parameters: qaw, paging with v1's default of 50, and the listed filters.
// Values not in the listing are ignored (the spec), and the criteria echo what was applied.
import { parseCollectionCriteria, textWords, LIMITS, type RawParams } from '@/lib/search/criteria';
import { V1_RECIPE_PARAMS, type V1RecipeParam } from '@/lib/wire/v1';
import { badRequest } from '@/lib/service/errors';
import { queryWords } from '@/lib/service/index/tokens';
import type { V1Listing } from '@/lib/service/v1/listing';

const V1_DEFAULT_ITEMS_PER_PAGE = 50;

export type Paging = { pageNumber: number; itemsPerPage: number };

export function readQaw(raw: RawParams): string {
  if ((raw.qaw?.length ?? 0) > 1)
    throw badRequest('qaw', `qaw takes one value; it was given ${raw.qaw!.length}. Put every word in one qaw.`);
  const qaw = (raw.qaw?.[0] ?? '').trim();
  if (!qaw) throw badRequest('qaw', 'qaw is required: one or more words to search for.');
  if (qaw.length > LIMITS.textLength) throw badRequest('qaw', `qaw is longer than ${LIMITS.textLength} characters.`);
  const words = new Set(textWords(qaw)).size;
  if (words === 0) throw badRequest('qaw', 'qaw must contain at least one word of letters or digits.');
  // Each word of a recipe search is one index search: keep the work of a request small.
  if (words > LIMITS.words) throw badRequest('qaw', `qaw takes at most ${LIMITS.words} different words.`);
  if (!queryWords(qaw).length)
    throw badRequest(
      'qaw',
      'qaw must contain a word to search for besides words such as "the", "and" or "of", which are not searched.',
    );
  return qaw;
}

/** pageNumber and itemsPerPage with the v2 integer rules, but v1's default of 50. */
export function readPaging(raw: RawParams): Paging {
  const given = raw.itemsPerPage?.[0]?.trim();
  const { pageNumber, itemsPerPage } = parseCollectionCriteria({
    pageNumber: raw.pageNumber ?? [],
    itemsPerPage: given ? [given] : [String(V1_DEFAULT_ITEMS_PER_PAGE)],
  });
  return { pageNumber, itemsPerPage };
}

/** Comma lists or repeated values; only keys of the listing are kept (the spec: others are ignored). */
export function readListed(raw: RawParams, listing: V1Listing): Record<V1RecipeParam, string[]> {
  return Object.fromEntries(
    V1_RECIPE_PARAMS.map((p) => {
      const keys = listing.keys.get(p)!;
      const values = (raw[p] ?? []).flatMap((v) => v.split(',')).map((v) => v.trim());
      return [p, [...new Set(values.filter((v) => keys.has(v)))]];
    }),
  ) as Record<V1RecipeParam, string[]>;
}

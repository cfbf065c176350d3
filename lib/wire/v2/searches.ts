// Search results and the echo of their criteria, whose names are the parameters of the kinds
// table (lib/search/kinds.ts).
import { z } from 'zod';
import { SEARCH_KINDS, type ParamSpec, type SearchKind } from '@/lib/search/kinds';
import type { Fields } from '@/lib/wire/v2/fields';
import type { Parts } from '@/lib/wire/v2/parts';
import type { RecipeSchemas } from '@/lib/wire/v2/recipes';
import type { CutSchemas } from '@/lib/wire/v2/cuts';
import type { CollectionSchemas } from '@/lib/wire/v2/collections';

type Params<K extends SearchKind> = (typeof SEARCH_KINDS)[K]['params'];
type EchoShape<K extends SearchKind> = {
  [P in keyof Params<K>]: z.ZodType<
    Params<K>[P] extends { type: 'array' }
      ? string[]
      : Params<K>[P] extends { type: 'text' }
        ? string
        : Params<K>[P] extends { type: 'bucket' }
          ? number | null
          : Params<K>[P] extends { type: 'sort' }
            ? string | null
            : boolean | null
  >;
};

export function searchSchemas(
  { strict, obj, str, int, nint, list, opt }: Fields,
  { links }: Parts,
  { recipeSummary }: RecipeSchemas,
  { cutSummary }: CutSchemas,
  { collectionSummary }: CollectionSchemas,
) {
  /** Our documented extension: counts of matching records per facet value, for the
   *  current criteria with that facet's own selection removed. A real upstream omits it. */
  const facetCounts = opt(z.record(z.string(), z.record(z.string(), z.number().int())));
  const searchResult = <T extends z.ZodType, C extends z.ZodType>(item: T, criteria: C) =>
    obj({
      searchResults: list(item),
      searchCriteria: criteria,
      totalCount: int(),
      curPage: int(),
      // Documented as an object: anything but a page size reads as absent (the request's then).
      itemsPerPage: strict ? z.number().int() : z.coerce.number().int().positive().optional().catch(undefined),
      links,
      facetCounts,
    });
  const strs = () => list(z.string());
  const paging = { pageNumber: int(), itemsPerPage: int() };
  // The echo of a search's criteria: the names of its parameters (lib/search/kinds.ts).
  const nbool = () => (strict ? z.boolean().nullable() : z.boolean().nullable().default(null));
  // `sort` is our extension: a real upstream's echo has none (null then: it did not sort).
  const nstr = () => (strict ? z.string().nullable() : z.string().nullable().default(null));
  const echoOf = (spec: ParamSpec): z.ZodType =>
    spec.type === 'array'
      ? strs()
      : spec.type === 'text'
        ? str()
        : spec.type === 'bucket'
          ? nint()
          : spec.type === 'sort'
            ? opt(nstr())
            : nbool();
  const criteriaOf = <K extends SearchKind>(kind: K) =>
    obj({
      ...(Object.fromEntries(
        Object.entries(SEARCH_KINDS[kind].params as Record<string, ParamSpec>).map(([p, spec]) => [p, echoOf(spec)]),
      ) as EchoShape<K>),
      ...paging,
    });
  const recipeCriteria = criteriaOf('recipes');
  const cutCriteria = criteriaOf('cuts');
  const collectionCriteria = criteriaOf('cut-collections');

  return {
    recipeCriteria,
    cutCriteria,
    collectionCriteria,
    recipeSearchResult: searchResult(recipeSummary, recipeCriteria),
    cutSearchResult: searchResult(cutSummary, cutCriteria),
    collectionSearchResult: searchResult(collectionSummary, collectionCriteria),
  };
}

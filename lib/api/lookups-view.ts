import {
  SEARCH_KINDS,
  SEARCH_KIND_NAMES,
  type ArrayParamOf,
  type ParamSpec,
  type SearchKind,
} from '@/lib/search/kinds';
import { optionsOf, type Option } from '@/lib/search/lookup-options';
import type { Lookups } from '@/lib/wire/v2';

// The master lists as the site needs them: every search control's options (from the kinds'
// tables, lib/search/kinds.ts), the primals, and ids by slug.
export type { Option } from '@/lib/search/lookup-options';
export type FacetOptions = { [K in SearchKind]: Record<ArrayParamOf<K>, Option[]> };
export type LookupsView = {
  /** Per search kind, the options of each of its array parameters. */
  options: FacetOptions;
  /** Every online beef cut, by name. */
  cuts: Option[];
  primals: { id: number; name: string; slug: string }[];
  /** Every listed cut's id by slug: lets a page ask for a cut and its recipes at once. */
  cutIds: Record<string, number>;
  recipeCollections: { id: number; name: string; slug: string }[];
  cutCollections: { id: number; name: string; slug: string }[];
  /** The grocery sections, in the service's order (the shopping list groups its lines by them). */
  grocerySections: { name: string; slug: string }[];
};

export function lookupsView(l: Lookups): LookupsView {
  const kind = (c: Lookups['collections'][number]) => c.objectType.objectTypeNameSlug;
  const options = Object.fromEntries(
    SEARCH_KIND_NAMES.map((k) => [
      k,
      Object.fromEntries(
        Object.entries(SEARCH_KINDS[k].params as Record<string, ParamSpec>).flatMap(([param, spec]) =>
          spec.type === 'array' ? [[param, optionsOf(l, spec.source)]] : [],
        ),
      ),
    ]),
  ) as FacetOptions;
  return {
    options,
    cuts: optionsOf(l, { list: 'beefIngredients' }),
    primals: l.ingredientPrimals.map((c) => ({
      id: c.ingredientID,
      name: c.ingredientName,
      slug: c.ingredientNameSlug,
    })),
    cutIds: Object.fromEntries(
      [...l.beefIngredients, ...l.ingredientPrimals].map((c) => [c.ingredientNameSlug, c.ingredientID]),
    ),
    recipeCollections: l.collections
      .filter((c) => kind(c) === 'recipe')
      .map((c) => ({ id: c.collectionID, name: c.collectionName, slug: c.collectionNameSlug })),
    cutCollections: l.collections
      .filter((c) => kind(c) === 'ingredient')
      .map((c) => ({ id: c.collectionID, name: c.collectionName, slug: c.collectionNameSlug })),
    grocerySections: l.grocerySections.map((g) => ({ name: g.grocerySectionName, slug: g.grocerySectionNameSlug })),
  };
}

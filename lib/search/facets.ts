// Links from a record's page to the search for one of its values (an attribute chip, a cut's
// category). Where each attribute type lives in the search URLs comes from ./kinds.ts.
import { ATTRIBUTE_PARAM as ATTRIBUTES, searchHref } from '@/lib/search/kinds';

/** The search parameter of each attribute type (recipe and cut searches). */
export const ATTRIBUTE_PARAM: Record<string, string> = Object.fromEntries(
  Object.entries(ATTRIBUTES).map(([type, { param }]) => [type, param]),
);

export const recipeSearchHref = (param: string, value: string) => searchHref('recipes', param, value);
export const cutSearchHref = (param: string, value: string) => searchHref('cuts', param, value);

// The home page's ways into the recipes by occasion ("quick weeknight", "grilling"…), each a
// recipe search written by the one search codec. The values come from the service's lookups,
// found by their names (an upstream's slugs and ids are its own): an occasion the lookups cannot
// express is left out rather than linked to a search that means something else.
import type { OccasionKey, OccasionStrings } from '@/lib/i18n/dict';
import { parseSiteCriteria, siteQueryDefaults, type RawParams } from '@/lib/search/criteria';
import { SEARCH_KINDS } from '@/lib/search/kinds';
import type { Option } from '@/lib/search/lookup-options';
import { criteriaToSearchParams } from '@/lib/search/params';

export type Occasion = { key: OccasionKey; title: string; blurb: string; href: string };

type RecipeOptions = { cookingMethods?: Option[]; mealCategories?: Option[] };

/** The values of a facet whose names match, in the lookups' order. */
const named = (options: Option[] | undefined, pattern: RegExp) =>
  (options ?? []).filter((o) => pattern.test(o.label.trim())).map((o) => o.value);

/** The canonical recipe search URL for these raw parameters (validated by the codec). */
function recipeSearchHref(raw: RawParams): string {
  const criteria = parseSiteCriteria('recipes', raw);
  const q = criteriaToSearchParams(criteria, {}, siteQueryDefaults('recipes')).toString();
  const base = SEARCH_KINDS.recipes.sitePath;
  return q ? `${base}?${q}` : base;
}

/** The occasions this service can express, in the order a reader meets them, in the words of
 *  the page's dictionary. */
export function occasions(options: RecipeOptions, t: OccasionStrings): Occasion[] {
  const out: Occasion[] = [];
  const add = (key: OccasionKey, href: string) => out.push({ key, ...t.items[key], href });
  const dinner = named(options.mealCategories, /^dinners?$/i);
  // The cook-time bucket is the spec's own parameter, so every service can answer it; the meal
  // narrows it to dinner only where the lookups name one.
  add(
    'quick-weeknight',
    recipeSearchHref({ maxCookTimeMinutes: ['30'], ...(dinner.length ? { mealCategories: dinner } : {}) }),
  );
  const grill = named(options.cookingMethods, /^(grill|grilling|grilled)$/i);
  if (grill.length) add('grilling', recipeSearchHref({ cookingMethods: grill }));
  const slow = named(
    options.cookingMethods,
    /^(braise|braising|braised|slow cooker|slow cook(ed|ing)?|smoke|smoking|smoked)$/i,
  );
  if (slow.length) add('slow-and-low', recipeSearchHref({ cookingMethods: slow }));
  // The spec's own language parameter: every service answers it.
  add('en-espanol', recipeSearchHref({ isSpanishRecipe: ['true'] }));
  return out;
}

/** A recipe slug as the site's routes accept it (the store keeps only these, see ./store.ts). */
export const RECIPE_SLUG = /^[a-z0-9][a-z0-9-]{0,200}$/;

/** The recipes a site route is asked about (`?recipe=<slug>`, repeated), deduplicated, or the
 *  400 message for a request without any, with too many, or with one that is not a slug. */
export function readRecipeSlugs(url: URL, max: number): { slugs: string[] } | { error: string } {
  const slugs = [...new Set(url.searchParams.getAll('recipe'))];
  if (slugs.length === 0) return { error: 'Name at least one recipe: ?recipe=<slug>.' };
  if (slugs.length > max) return { error: `At most ${max} recipes in one request.` };
  // `!== undefined`: an empty `?recipe=` is a bad slug too, and a falsy one.
  const bad = slugs.find((s) => !RECIPE_SLUG.test(s));
  if (bad !== undefined) return { error: `Not a recipe slug: ${JSON.stringify(bad.slice(0, 80))}.` };
  return { slugs };
}

/** The most recipes one cards request names (lib/query/saved-cards.ts asks in batches of it). */
export const CARDS_MAX = 100;

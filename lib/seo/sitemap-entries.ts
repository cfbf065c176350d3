import 'server-only';
import { getAllRecipeRefs, getLookups } from '@/lib/api/content';
import { cutCollectionPath, cutPath, recipeCollectionPath, recipePath } from '@/lib/api/views';
import type { SitemapEntry } from '@/lib/seo/sitemap';
import { absoluteUrl } from '@/lib/seo/urls';

/** Every public URL of the site: only online records (the service never lists offline ones). */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [recipes, lookups] = await Promise.all([getAllRecipeRefs(), getLookups()]);
  const paths = [
    '/',
    '/recipes',
    '/recipes/collections',
    '/cuts',
    '/cuts/collections',
    '/about',
    ...recipes.map((r) => recipePath(r.slug)),
    ...lookups.cuts.flatMap((c) => [cutPath(c.value), `${cutPath(c.value)}/recipes`]),
    ...lookups.recipeCollections.map((c) => recipeCollectionPath(c.slug)),
    ...lookups.cutCollections.map((c) => cutCollectionPath(c.slug)),
  ];
  return paths.map((p) => ({ loc: absoluteUrl(p) }));
}

import { FeaturedCollections } from '@/components/home/featured-collections';
import { HomeChart } from '@/components/home/home-chart';
import { HomeHero } from '@/components/home/home-hero';
import { OccasionLinks } from '@/components/home/occasion-links';
import { PrimalList } from '@/components/home/primal-list';
import { getLookups, getRecipeCollectionLang, listCollections } from '@/lib/api/content';
import { dictionary } from '@/lib/i18n/dictionaries';
import { occasions } from '@/lib/search/occasions';
import { primalLinks } from '@/lib/chart/primal-regions';

// Prerendered, then regenerated in the background at most hourly (ISR); a failed
// regeneration keeps serving the last good page.
export const revalidate = 3600;

export default async function HomePage() {
  const t = dictionary('en');
  const lookups = await getLookups();
  const recipeCollections = lookups.recipeCollections.slice(0, 6);
  const [featured, langs, primals] = await Promise.all([
    listCollections([...recipeCollections, ...lookups.cutCollections.slice(0, 3)].map((c) => c.id)),
    Promise.all(recipeCollections.map(async (c) => [c.slug, await getRecipeCollectionLang(c.slug)] as const)),
    primalLinks(),
  ]);
  return (
    <div className="space-y-12">
      <HomeHero />
      <OccasionLinks occasions={occasions(lookups.options.recipes, t.occasions)} heading={t.occasions.heading} />
      <HomeChart />
      <FeaturedCollections collections={featured} langs={Object.fromEntries(langs)} />
      <PrimalList primals={primals} />
    </div>
  );
}

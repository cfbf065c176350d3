import type { Metadata } from 'next';
import { CollectionIndex } from '@/components/collection/collection-index';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import { getLookups, getRecipeCollectionLang, listCollections } from '@/lib/api/content';

// Prerendered, then regenerated in the background at most hourly (ISR), as the home page.
export const revalidate = 3600;

export const metadata: Metadata = {
  title: 'Recipe collections',
  description:
    'Beef recipes gathered by occasion: weeknight dinners, summer grilling, low and slow, game day, recipes in Spanish and more.',
  alternates: { canonical: '/recipes/collections' },
};

export default async function RecipeCollectionsPage() {
  const { recipeCollections } = await getLookups();
  const [collections, langs] = await Promise.all([
    listCollections(recipeCollections.map((c) => c.id)),
    Promise.all(recipeCollections.map(async (c) => [c.slug, await getRecipeCollectionLang(c.slug)] as const)),
  ]);
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight">Recipe collections</h1>
        <p className="text-muted">Recipes gathered by occasion, season and style of cooking.</p>
        <ProviderAttribution />
      </header>
      <CollectionIndex collections={collections} langs={Object.fromEntries(langs)} />
    </div>
  );
}

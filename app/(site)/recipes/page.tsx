import type { Metadata } from 'next';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import { SearchResults, searchPageMetadata } from '@/components/search/search-page';

export async function generateMetadata({ searchParams }: PageProps<'/recipes'>): Promise<Metadata> {
  return searchPageMetadata('recipes', searchParams, {
    title: 'Beef recipes',
    description: 'Search original beef recipes by cut, cooking method, cuisine, diet, allergens, time and servings.',
  });
}

export default function RecipesPage({ searchParams }: PageProps<'/recipes'>) {
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight">Beef recipes</h1>
        <p className="text-muted">
          Original recipes, tested for time and temperature, with nutrition computed from USDA data.
        </p>
        <ProviderAttribution />
      </header>
      <SearchResults kind="recipes" searchParams={searchParams} />
    </div>
  );
}

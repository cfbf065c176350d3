import type { Metadata } from 'next';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import { BadSearch } from '@/components/search/bad-search';
import { SearchClient } from '@/components/search/search-client';
import { recipeFacets } from '@/components/search/search-config';
import { getLookups, searchRecipes } from '@/lib/api/content';
import { CriteriaError, parseRecipeCriteria, rawFromRecord, type RecipeCriteria } from '@/lib/search/criteria';
import { criteriaToSearchParams, hasFilters } from '@/lib/search/params';
import { orUnavailable } from '@/lib/health/when-unavailable';

const BASE = '/recipes';

export async function generateMetadata({ searchParams }: PageProps<'/recipes'>): Promise<Metadata> {
  let filtered = true;
  try {
    const c = parseRecipeCriteria(rawFromRecord(await searchParams));
    filtered = hasFilters(c) || c.pageNumber > 1 || c.itemsPerPage !== 10;
  } catch {
    filtered = true;
  }
  return {
    title: 'Beef recipes',
    description: 'Search original beef recipes by cut, cooking method, cuisine, diet, allergens, time and servings.',
    alternates: { canonical: BASE },
    // The plain listing is the canonical page; filtered combinations are not indexed.
    robots: filtered ? { index: false, follow: true } : undefined,
  };
}

async function RecipeResults({ searchParams }: { searchParams: PageProps<'/recipes'>['searchParams'] }) {
  let criteria: RecipeCriteria;
  try {
    criteria = parseRecipeCriteria(rawFromRecord(await searchParams));
  } catch (error) {
    if (error instanceof CriteriaError) return <BadSearch message={error.message} resetHref={BASE} />;
    throw error;
  }
  const query = criteriaToSearchParams(criteria).toString();
  const [lookups, results] = await orUnavailable(Promise.all([getLookups(), searchRecipes(criteria, true)]), query ? `${BASE}?${query}` : BASE);
  return (
    <SearchClient kind="recipes" base={BASE} facets={recipeFacets(lookups)} initialCriteria={criteria} initialQuery={query} initialPage={results} />
  );
}

export default function RecipesPage({ searchParams }: PageProps<'/recipes'>) {
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight">Beef recipes</h1>
        <p className="text-muted">Original recipes, tested for time and temperature, with nutrition computed from USDA data.</p>
        <ProviderAttribution />
      </header>
      <RecipeResults searchParams={searchParams} />
    </div>
  );
}

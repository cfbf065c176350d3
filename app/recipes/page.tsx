import type { Metadata } from 'next';
import { ProviderAttribution } from '@/components/layout/provider-attribution';
import { RecipeGrid } from '@/components/recipe/recipe-card';
import { ActiveFilters } from '@/components/search/active-filters';
import { BadSearch } from '@/components/search/bad-search';
import { FacetForm } from '@/components/search/facet-form';
import { recipeFacets } from '@/components/search/search-config';
import { activeFilters, hrefWith } from '@/components/search/search-model';
import { Pagination } from '@/components/ui/pagination';
import { getLookups, searchRecipes } from '@/lib/api/content';
import { CriteriaError, RECIPE_ARRAY_PARAMS, hasFilters, parseRecipeCriteria, rawFromRecord, type RecipeCriteria } from '@/lib/search/criteria';

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
  const [lookups, results] = await Promise.all([getLookups(), searchRecipes(criteria, true)]);
  const facets = recipeFacets(lookups);
  const chips = activeFilters(BASE, criteria, facets.filter((f) => f.param !== 'itemsPerPage'));
  const totalPages = Math.max(1, Math.ceil(results.totalCount / criteria.itemsPerPage));
  const from = results.totalCount ? (criteria.pageNumber - 1) * criteria.itemsPerPage + 1 : 0;
  const to = Math.min(results.totalCount, criteria.pageNumber * criteria.itemsPerPage);
  const arrays = new Set<string>(RECIPE_ARRAY_PARAMS);
  return (
    <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <aside aria-label="Filters">
        <FacetForm action={BASE} facets={facets} values={criteria} counts={results.facetCounts} />
      </aside>
      <section aria-label="Results" className="space-y-4">
        <p role="status" aria-live="polite" className="font-medium">
          {results.totalCount === 0 ? 'No recipes match.' : `${results.totalCount} recipe${results.totalCount === 1 ? '' : 's'}${totalPages > 1 ? `, showing ${from}-${to}` : ''}`}
        </p>
        <ActiveFilters filters={chips} clearHref={BASE} />
        {results.items.length > 0 ? (
          <RecipeGrid recipes={results.items} headingLevel={2} />
        ) : (
          <div className="rounded-xl bg-stone-100 p-6">
            <p className="font-semibold">Nothing matches every filter.</p>
            {chips.length > 0 && (
              <p className="mt-1 text-muted">
                Try dropping one: {chips.filter((c) => arrays.has(c.param) || c.param !== 'itemsPerPage').slice(0, 4).map((c, i) => (
                  <span key={c.label}>
                    {i > 0 && ', '}
                    <a href={c.removeHref} className="text-brand-700 underline">{c.label}</a>
                  </span>
                ))}
                .
              </p>
            )}
          </div>
        )}
        <Pagination page={Math.min(criteria.pageNumber, totalPages)} totalPages={totalPages} hrefFor={(p) => hrefWith(BASE, criteria, { pageNumber: p })} label="Result pages" />
      </section>
    </div>
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

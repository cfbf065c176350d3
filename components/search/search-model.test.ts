import { describe, expect, it } from 'vitest';
import { activeFilters, hrefWith, labelSubRecipes } from '@/components/search/search-model';
import type { Facet } from '@/components/search/search-config';
import { parseSiteCriteria, siteQueryDefaults } from '@/lib/search/criteria';

const defaults = siteQueryDefaults('recipes');

describe('search model', () => {
  it('writes the site’s URLs without its own page size or the default order', () => {
    // The listing's default is the recommended order: A–Z is a choice the URL keeps.
    const c = parseSiteCriteria('recipes', { cookingMethods: ['grill'], sort: ['recommended'] });
    expect(hrefWith('/recipes', c, {}, defaults)).toBe('/recipes?cookingMethods=grill');
    expect(hrefWith('/recipes', c, { sort: 'name' }, defaults)).toBe('/recipes?cookingMethods=grill&sort=name');
    expect(hrefWith('/recipes', c, { sort: 'relevance' }, defaults)).toBe('/recipes?cookingMethods=grill');
    expect(hrefWith('/recipes', c, { searchText: 'stew', sort: 'recommended' }, defaults)).toBe(
      '/recipes?cookingMethods=grill&searchText=stew&sort=recommended',
    );
    expect(hrefWith('/recipes', c, { itemsPerPage: 48, sort: 'quickest' }, defaults)).toBe(
      '/recipes?cookingMethods=grill&itemsPerPage=48&sort=quickest',
    );
  });

  it('gives each chip the URL without it, back on page 1', () => {
    const facets: Facet[] = [
      {
        kind: 'array',
        param: 'cookingMethods',
        label: 'Cooking method',
        options: [{ value: 'grill', label: 'Grill' }],
      },
    ];
    const c = parseSiteCriteria('recipes', { cookingMethods: ['grill'], pageNumber: ['3'], sort: ['newest'] });
    expect(activeFilters('/recipes', c, facets, defaults)).toEqual([
      { param: 'cookingMethods', value: 'grill', label: 'Cooking method: Grill', removeHref: '/recipes?sort=newest' },
    ]);
  });

  it('labels the sub-recipes among the cards, and only those', () => {
    const cards = [{ id: 1 }, { id: 2 }];
    expect(labelSubRecipes(cards, [2])).toEqual([{ id: 1 }, { id: 2, role: 'sub-recipe' }]);
    expect(labelSubRecipes(cards, [])).toBe(cards);
  });
});

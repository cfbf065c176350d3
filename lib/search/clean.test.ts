import { describe, expect, it } from 'vitest';
import { MAX_ACTIVE_FILTERS, MAX_FACET_VALUES, cleanCriteria } from '@/lib/search/clean';
import { parseSiteCriteria } from '@/lib/search/criteria';

const opts = (...values: string[]) => values.map((value) => ({ value }));
const options = {
  cookingMethods: opts('grill', 'braise', 'roast'),
  cuisines: opts(...Array.from({ length: 30 }, (_, i) => `cuisine-${i}`)),
  specialDiets: opts(...Array.from({ length: 30 }, (_, i) => `diet-${i}`)),
};

describe('cleanCriteria', () => {
  it('leaves a search of known values as it is', () => {
    const criteria = parseSiteCriteria('recipes', { cookingMethods: ['grill', 'braise'], searchText: ['stew'] });
    const out = cleanCriteria('recipes', criteria, options);
    expect(out.changed).toBe(false);
    expect(out.criteria).toBe(criteria);
  });

  it('drops facet values the lookups do not offer, keeping the known ones in order', () => {
    const criteria = parseSiteCriteria('recipes', { cookingMethods: ['junk', 'roast', 'grill', 'x'] });
    const out = cleanCriteria('recipes', criteria, options);
    expect(out.changed).toBe(true);
    expect(out.criteria.cookingMethods).toEqual(['roast', 'grill']);
  });

  it('drops a facet the lookups have no list for entirely', () => {
    const out = cleanCriteria('recipes', parseSiteCriteria('recipes', { audiences: ['anyone'] }), options);
    expect(out.criteria.audiences).toEqual([]);
  });

  it('keeps at most MAX_FACET_VALUES per facet and MAX_ACTIVE_FILTERS in all', () => {
    const many = (p: string) => Array.from({ length: 30 }, (_, i) => `${p}-${i}`);
    const criteria = parseSiteCriteria('recipes', {
      cuisines: many('cuisine'),
      specialDiets: many('diet'),
      cookingMethods: ['grill', 'braise', 'roast'],
      searchText: ['beef'],
      maxCookTimeMinutes: ['30'],
    });
    const out = cleanCriteria('recipes', criteria, options).criteria;
    const facetValues = [out.cookingMethods, out.cuisines, out.specialDiets].flat();
    expect(out.cuisines.length).toBeLessThanOrEqual(MAX_FACET_VALUES);
    expect(out.specialDiets.length).toBeLessThanOrEqual(MAX_FACET_VALUES);
    // The two single-value filters count too.
    expect(facetValues.length + 2).toBe(MAX_ACTIVE_FILTERS);
    expect(out.searchText).toBe('beef');
  });
});

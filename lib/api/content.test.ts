import { describe, expect, it } from 'vitest';
import { lastingSearch } from '@/lib/api/content';
import { parseCutCriteria, parseRecipeCriteria } from '@/lib/search/criteria';

describe('lastingSearch: which searches get a lasting data-cache entry', () => {
  it('keeps the listings and one-filter pages a site links to, first pages only', () => {
    expect(lastingSearch('recipes', parseRecipeCriteria({}))).toBe(true);
    expect(lastingSearch('recipes', parseRecipeCriteria({ cookingMethods: ['grill'] }))).toBe(true);
    expect(lastingSearch('recipes', parseRecipeCriteria({ pageNumber: ['5'] }))).toBe(true);
    expect(lastingSearch('cuts', parseCutCriteria({ sort: ['name'] }))).toBe(true);
  });

  it('leaves free text, several filters and deep pages to the short-lived memory cache', () => {
    expect(lastingSearch('recipes', parseRecipeCriteria({ searchText: ['brisket'] }))).toBe(false);
    expect(lastingSearch('recipes', parseRecipeCriteria({ nampNumber: ['1180'] }))).toBe(false);
    expect(lastingSearch('cuts', parseCutCriteria({ searchText: ['chuck'] }))).toBe(false);
    expect(lastingSearch('recipes', parseRecipeCriteria({ cookingMethods: ['grill', 'braise'] }))).toBe(false);
    expect(lastingSearch('recipes', parseRecipeCriteria({ pageNumber: ['6'] }))).toBe(false);
  });
});

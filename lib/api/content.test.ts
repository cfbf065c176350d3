import { describe, expect, it } from 'vitest';
import { lastingSearch } from '@/lib/api/content';
import { parseCutCriteria, parseRecipeCriteria } from '@/lib/search/criteria';

describe('lastingSearch: which searches get a lasting data-cache entry', () => {
  it("keeps a URL's listing and one-filter pages, first pages only", () => {
    expect(lastingSearch('recipes', parseRecipeCriteria({}), true)).toBe(true);
    expect(lastingSearch('recipes', parseRecipeCriteria({ cookingMethods: ['grill'] }), true)).toBe(true);
    expect(lastingSearch('recipes', parseRecipeCriteria({ pageNumber: ['5'] }), true)).toBe(true);
    expect(lastingSearch('cuts', parseCutCriteria({ sort: ['name'] }), true)).toBe(true);
  });

  it("leaves free text, and a URL's filter combinations and deep pages, to the short-lived memory cache", () => {
    expect(lastingSearch('recipes', parseRecipeCriteria({ searchText: ['brisket'] }))).toBe(false);
    expect(lastingSearch('recipes', parseRecipeCriteria({ nampNumber: ['1180'] }))).toBe(false);
    expect(lastingSearch('cuts', parseCutCriteria({ searchText: ['chuck'] }), true)).toBe(false);
    expect(lastingSearch('recipes', parseRecipeCriteria({ cookingMethods: ['grill', 'braise'] }), true)).toBe(false);
    expect(lastingSearch('recipes', parseRecipeCriteria({ pageNumber: ['6'] }), true)).toBe(false);
  });

  it('keeps every search a page makes itself (an ISR render must not fetch uncached)', () => {
    const related = parseRecipeCriteria({ beefIngredients: ['chuck', 'brisket'], cuisines: ['thai'] });
    expect(lastingSearch('recipes', related)).toBe(true);
  });
});

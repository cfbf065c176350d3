import { describe, expect, it } from 'vitest';
import { filteredTime } from '@/lib/search/params';
import { parseSiteCriteria, rawFromSearchParams } from '@/lib/search/criteria';

describe('filteredTime', () => {
  it('names the cook time when the search URL filters on it', () => {
    const site = (query: string) => parseSiteCriteria('recipes', rawFromSearchParams(new URLSearchParams(query)));
    expect(filteredTime(site('maxCookTimeMinutes=45'))).toBe('cook');
    expect(filteredTime(site(''))).toBeUndefined();
    expect(filteredTime(site('searchText=steak'))).toBeUndefined();
  });
});

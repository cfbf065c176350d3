import { describe, expect, it } from 'vitest';
import { CriteriaError, parseRecipeCriteria, rawFromJson, rawFromSearchParams } from '@/lib/search/criteria';
import { cookTimeRange, criteriaToSearchParams, servingsRange } from '@/lib/search/params';

describe('criteria codec', () => {
  it('reads repeated and comma-delimited arrays alike, trimmed and deduplicated', () => {
    const a = parseRecipeCriteria(rawFromSearchParams(new URLSearchParams('cuisines=mexican&cuisines=italian')));
    const b = parseRecipeCriteria(rawFromSearchParams(new URLSearchParams('cuisines= mexican , italian,mexican')));
    expect(a.cuisines).toEqual(['mexican', 'italian']);
    expect(b.cuisines).toEqual(['mexican', 'italian']);
  });
  it('round-trips through the canonical URL', () => {
    const c = parseRecipeCriteria(
      rawFromSearchParams(
        new URLSearchParams('searchText=short ribs&cookingMethods=braise&maxCookTimeMinutes=40&pageNumber=2'),
      ),
    );
    const again = parseRecipeCriteria(rawFromSearchParams(criteriaToSearchParams(c)));
    expect(again).toEqual(c);
    expect(criteriaToSearchParams(parseRecipeCriteria({})).toString()).toBe('');
  });
  it('caps itemsPerPage at 50 and refuses nonsense with the parameter named', () => {
    expect(parseRecipeCriteria({ itemsPerPage: ['500'] }).itemsPerPage).toBe(50);
    for (const [k, v] of [
      ['pageNumber', '0'],
      ['pageNumber', '-1'],
      ['itemsPerPage', '0'],
      ['pageNumber', '1e3'],
      ['isSpanishRecipe', 'maybe'],
      ['maxCookTimeMinutes', '99999999999999999999'],
    ] as const) {
      expect(() => parseRecipeCriteria({ [k]: [v] })).toThrow(CriteriaError);
      try {
        parseRecipeCriteria({ [k]: [v] });
      } catch (e) {
        expect((e as CriteriaError).param).toBe(k);
      }
    }
  });
  it('treats prototype names as plain parameter names', () => {
    const raw = rawFromSearchParams(new URLSearchParams('constructor=x&__proto__=y&toString=z&cuisines=mexican'));
    expect(parseRecipeCriteria(raw).cuisines).toEqual(['mexican']);
    expect(parseRecipeCriteria(rawFromJson(JSON.parse('{"__proto__": ["x"], "constructor": 1}'))).cuisines).toEqual([]);
  });
  it('maps the spec buckets', () => {
    expect(servingsRange(3)).toEqual({ min: 0, max: 4, label: '0-4' });
    expect(servingsRange(25).label).toBe('25-Max');
    expect(cookTimeRange(40)).toEqual({ min: 0, max: 45, label: '0-45' });
    expect(cookTimeRange(121).label).toBe('121-Max');
    expect(cookTimeRange(120).label).toBe('0-120');
  });
});

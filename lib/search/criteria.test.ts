import { describe, expect, it } from 'vitest';
import {
  CriteriaError,
  parseRecipeCriteria,
  parseSiteCriteria,
  rawFromJson,
  rawFromSearchParams,
  siteQueryDefaults,
} from '@/lib/search/criteria';
import { cookTimeRange, criteriaToSearchParams, servingsRange, sortOf } from '@/lib/search/params';

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

describe('sort and page size in URLs', () => {
  it('leaves the default order out: relevance with text, name without', () => {
    const q = (s: string) => criteriaToSearchParams(parseRecipeCriteria(rawFromSearchParams(new URLSearchParams(s))));
    expect(q('sort=name').toString()).toBe('');
    expect(q('sort=relevance').toString()).toBe('');
    expect(q('sort=relevance&searchText=stew').toString()).toBe('searchText=stew');
    expect(q('sort=name&searchText=stew').toString()).toBe('searchText=stew&sort=name');
    expect(q('sort=quickest').toString()).toBe('sort=quickest');
    expect(sortOf({ searchText: '  ', sort: 'relevance' })).toBe('name');
    expect(sortOf({ searchText: 'stew', sort: null })).toBe('relevance');
  });
  it('the site reads and writes its own page size; the service keeps the spec default', () => {
    expect(parseRecipeCriteria({}).itemsPerPage).toBe(10);
    const site = parseSiteCriteria('recipes', {});
    expect(site.itemsPerPage).toBe(24);
    expect(criteriaToSearchParams(site, {}, siteQueryDefaults('recipes')).toString()).toBe('');
    expect(criteriaToSearchParams(site).toString()).toBe('itemsPerPage=24');
    const ten = parseSiteCriteria('recipes', { itemsPerPage: ['12'] });
    expect(criteriaToSearchParams(ten, {}, siteQueryDefaults('recipes')).toString()).toBe('itemsPerPage=12');
  });
  it('the site’s listings default to the recommended order where the kind has one; the service to name', () => {
    expect(siteQueryDefaults('recipes').sort).toBe('recommended');
    expect(siteQueryDefaults('cuts').sort).toBe('recommended');
    expect(siteQueryDefaults('cut-collections').sort).toBe('name');
    expect(sortOf({ searchText: '' }, 'recommended')).toBe('recommended');
    expect(sortOf({ searchText: 'stew' }, 'recommended')).toBe('relevance');
    expect(sortOf({ searchText: '' })).toBe('name');
    const az = parseSiteCriteria('cuts', { sort: ['name'] });
    expect(criteriaToSearchParams(az, {}, siteQueryDefaults('cuts')).toString()).toBe('sort=name');
    expect(criteriaToSearchParams(az).toString()).toBe('itemsPerPage=24');
  });
});

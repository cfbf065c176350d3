import { describe, expect, it } from 'vitest';
import { collectionPageCount, collectionPageHref, legacyPageTarget, parsePageSegment } from '@/lib/collection/paging';

describe('collection paging by path', () => {
  it('counts pages, one at least', () => {
    expect(collectionPageCount(0)).toBe(1);
    expect(collectionPageCount(24)).toBe(1);
    expect(collectionPageCount(25)).toBe(2);
    expect(collectionPageCount(41)).toBe(2);
  });
  it('puts page 1 at the collection itself and others under /page/', () => {
    expect(collectionPageHref('/recipes/collections/x', 1)).toBe('/recipes/collections/x');
    expect(collectionPageHref('/recipes/collections/x', 3)).toBe('/recipes/collections/x/page/3');
  });
  it('accepts only plain positive integers as a page segment', () => {
    expect(parsePageSegment('2')).toBe(2);
    expect(parsePageSegment('1')).toBe(1);
    expect(parsePageSegment('999999')).toBe(999999);
    for (const bad of ['0', '-1', '02', '1.5', '1e3', '2 ', 'abc', '', '1000000', '%32'])
      expect(parsePageSegment(bad), bad).toBeNull();
  });
  it('sends old ?page= links to their path', () => {
    expect(legacyPageTarget('/cuts/collections/y', '2')).toBe('/cuts/collections/y/page/2');
    expect(legacyPageTarget('/cuts/collections/y', '1')).toBe('/cuts/collections/y');
    expect(legacyPageTarget('/cuts/collections/y', 'drop table')).toBe('/cuts/collections/y');
  });
});

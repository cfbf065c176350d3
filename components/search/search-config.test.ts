import { describe, expect, it } from 'vitest';
import { offeredFacets, type Facet } from '@/components/search/search-config';

// Option values and labels of an upstream the spec allows, not our catalog's.
const cuts: Facet = {
  kind: 'array',
  param: 'beefIngredients',
  label: 'Cut',
  options: Array.from({ length: 12 }, (_, i) => ({ value: `c${i}`, label: `Cut ${i}` })),
};
const methods: Facet = {
  kind: 'array',
  param: 'cookingMethods',
  label: 'Method',
  options: [
    { value: 'm1', label: 'One' },
    { value: 'm2', label: 'Two' },
  ],
};
const size: Facet = {
  kind: 'select',
  param: 'itemsPerPage',
  label: 'Per page',
  options: [{ value: '24', label: '24' }],
};

describe('offeredFacets', () => {
  it('offers the options with results and the chosen ones, and keeps how many the lookups list', () => {
    const counts = { beefIngredients: { c1: 3, c4: 0, c7: 1 } };
    const [offered] = offeredFacets([cuts], counts, { beefIngredients: ['c4', 'c9'] });
    expect(offered).toEqual({
      ...cuts,
      options: [
        { value: 'c1', label: 'Cut 1' },
        { value: 'c4', label: 'Cut 4' },
        { value: 'c7', label: 'Cut 7' },
        { value: 'c9', label: 'Cut 9' },
      ],
      listed: 12,
    });
  });

  it('offers every option where the service does not count the parameter, or counts nothing', () => {
    const facets = [cuts, methods, size];
    expect(offeredFacets(facets, undefined, {})).toEqual(facets);
    const offered = offeredFacets(facets, { cookingMethods: { m2: 5 } }, {});
    expect(offered[0]).toBe(cuts);
    expect(offered[1]).toEqual({ ...methods, options: [{ value: 'm2', label: 'Two' }], listed: 2 });
    expect(offered[2]).toBe(size);
  });

  it('offers nothing of a list none of whose options gives results', () => {
    const [offered] = offeredFacets([methods], { cookingMethods: {} }, { cookingMethods: [] });
    expect(offered).toMatchObject({ options: [], listed: 2 });
  });

  it('keeps the lookups’ count when a page offers again what it was given', () => {
    const counts = { beefIngredients: { c1: 1 } };
    const once = offeredFacets([cuts], counts, {});
    expect(offeredFacets(once, counts, {})[0]).toMatchObject({ listed: 12, options: [{ value: 'c1' }] });
  });
});

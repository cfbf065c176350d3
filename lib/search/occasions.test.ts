import { describe, expect, it } from 'vitest';
import { parseSiteCriteria, rawFromSearchParams } from '@/lib/search/criteria';
import { en } from '@/lib/i18n/en';
import { es } from '@/lib/i18n/es';
import { occasions } from '@/lib/search/occasions';

// Slugs an upstream could use: the occasions find values by their names, never by our slugs.
const options = {
  cookingMethods: [
    { value: 'm-1', label: 'Grill' },
    { value: 'm-2', label: 'Braise' },
    { value: 'm-3', label: 'Slow Cooker' },
    { value: 'm-4', label: 'Skillet' },
    { value: 'm-5', label: 'Smoke' },
  ],
  mealCategories: [
    { value: 'c-1', label: 'Breakfast' },
    { value: 'c-9', label: 'Dinner' },
  ],
};

const criteriaOf = (href: string) => {
  const [path, q = ''] = href.split('?');
  expect(path).toBe('/recipes');
  return parseSiteCriteria('recipes', rawFromSearchParams(new URLSearchParams(q)));
};

describe('occasions', () => {
  it('writes each occasion as a canonical recipe search from the lookups’ names', () => {
    const list = occasions(options, en.occasions);
    expect(list.map((o) => o.key)).toEqual(['quick-weeknight', 'grilling', 'slow-and-low', 'en-espanol']);
    const [quick, grill, slow, spanish] = list.map((o) => criteriaOf(o.href));
    expect(quick).toMatchObject({ maxCookTimeMinutes: 30, mealCategories: ['c-9'] });
    expect(grill!.cookingMethods).toEqual(['m-1']);
    expect(slow!.cookingMethods).toEqual(['m-2', 'm-3', 'm-5']);
    expect(spanish!.isSpanishRecipe).toBe(true);
    // Canonical: arrays sorted, the site's page size and page 1 left out.
    expect(list[2]!.href).toBe('/recipes?cookingMethods=m-2&cookingMethods=m-3&cookingMethods=m-5');
  });

  it('leaves out an occasion the lookups cannot express, and a meal they do not name', () => {
    const list = occasions({ cookingMethods: [{ value: 'x', label: 'Skillet' }], mealCategories: [] }, en.occasions);
    expect(list.map((o) => o.key)).toEqual(['quick-weeknight', 'en-espanol']);
    expect(list[0]!.href).toBe('/recipes?maxCookTimeMinutes=30');
  });

  it('takes its words from the page’s dictionary', () => {
    expect(occasions(options, en.occasions)[0]).toMatchObject({ title: 'Quick weeknight' });
    expect(occasions(options, es.occasions)[1]).toMatchObject({ title: 'A la parrilla' });
  });
});

import { describe, expect, it } from 'vitest';
import { cardFacts } from '@/components/recipe/recipe-card';
import type { RecipeCard } from '@/lib/api/views';
import { en } from '@/lib/i18n/en';
import { es } from '@/lib/i18n/es';

const card = (over: Partial<RecipeCard>): RecipeCard => ({
  id: 1,
  slug: 'x',
  path: '/recipes/x',
  name: 'X',
  description: '',
  totalTime: '2 hours 35 minutes (includes marinating)',
  totalMinutes: 155,
  cookTime: '35 minutes',
  servings: '4 servings',
  isSpanish: false,
  audience: '',
  ...over,
});

describe('a search card shows the time the search filtered on', () => {
  it('labels the cook time and the total when the search filters on cook time', () => {
    expect(cardFacts(card({}), { field: 'cook', labels: en.search.cardTimes })).toBe(
      'Cook 35 minutes · Total 2 hours 35 minutes · 4 servings',
    );
    expect(
      cardFacts(
        card({
          cookTime: '14 minutos',
          totalTime: '2 horas 35 minutos (incluye el marinado)',
          servings: '4 porciones',
        }),
        { field: 'cook', labels: es.search.cardTimes },
      ),
    ).toBe('Cocción: 14 minutos · Total 2 horas 35 minutos · 4 porciones');
  });
  it('shows the total as the service wrote it otherwise, or when the record has no cook time', () => {
    expect(cardFacts(card({}))).toBe('2 hours 35 minutes (includes marinating) · 4 servings');
    expect(cardFacts(card({ cookTime: undefined }), { field: 'cook', labels: en.search.cardTimes })).toBe(
      '2 hours 35 minutes (includes marinating) · 4 servings',
    );
  });
});

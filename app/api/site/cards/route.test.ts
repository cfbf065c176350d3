import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardsAnswer } from '@/lib/kitchen/cards-answer';

const getRecipe = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api/content', () => ({ getRecipe }));
const { GET } = await import('./route');

const ask = (query: string) => GET(new Request(`http://site.test/api/site/cards${query}`));

describe('GET /api/site/cards', () => {
  // Braced: a function beforeEach returns is run as its teardown.
  beforeEach(() => {
    getRecipe.mockReset();
  });

  it.each([
    ['', /at least one recipe/],
    ['?recipe=../etc', /Not a recipe slug: "..\/etc"/],
    ['?recipe=Pot-Roast', /Not a recipe slug/],
    ['?recipe=', /Not a recipe slug: ""/],
    [`?${Array.from({ length: 101 }, (_, i) => `recipe=r-${i}`).join('&')}`, /At most 100 recipes/],
  ])('answers %s with a 400 and a message, asking the service nothing', async (query, message) => {
    const res = await ask(query);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(message);
    expect(getRecipe).not.toHaveBeenCalled();
  });

  it('answers the current card data, the missing slugs apart, cached five minutes', async () => {
    getRecipe.mockImplementation(async (slug: string) =>
      slug === 'pot-roast'
        ? {
            slug,
            name: 'Sunday pot roast',
            isSpanish: false,
            totalTime: '3 hr',
            servings: '6',
            servingsCount: 6,
            image: { src: '/media/a.jpg', alt: 'A roast' },
            images: [{ ratio: '4x3', src: '/media/a-4x3.jpg', alt: 'A roast' }],
          }
        : null,
    );
    const res = await ask('?recipe=pot-roast&recipe=gone-recipe&recipe=pot-roast');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await res.json()) as CardsAnswer).toEqual({
      cards: [
        {
          slug: 'pot-roast',
          name: 'Sunday pot roast',
          lang: 'en',
          image: { src: '/media/a-4x3.jpg', alt: 'A roast' },
          totalTime: '3 hr',
          yieldCount: 6,
        },
      ],
      missing: ['gone-recipe'],
    });
    expect(getRecipe).toHaveBeenCalledTimes(2);
  });

  it('answers 503 with a message when the service fails', async () => {
    getRecipe.mockRejectedValue(new Error('upstream down'));
    const res = await ask('?recipe=pot-roast');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toMatch(/unavailable right now/);
  });
});

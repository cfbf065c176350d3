import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardsAnswer } from '@/lib/kitchen/cards-answer';
import type { SavedRecipe } from '@/lib/kitchen/store';
import { savedCardsQuery } from '@/lib/query/saved-cards';

const saved = (slug: string, name = slug): SavedRecipe => ({
  slug,
  path: `/recipes/${slug}`,
  name,
  lang: 'en',
  image: { src: `/media/${slug}.jpg`, alt: name },
  totalTime: '1 hr',
  yieldCount: 4,
  servings: 6,
  units: 'metric',
  savedAt: '2026-01-01T00:00:00.000Z',
});

const answer = (url: string): CardsAnswer => {
  const slugs = new URL(url, 'http://x').searchParams.getAll('recipe');
  return {
    cards: slugs.filter((s) => s !== 'gone').map((slug) => ({ ...saved(slug, `${slug} now`), yieldCount: 2 })),
    missing: slugs.filter((s) => s === 'gone'),
  };
};

type Options = ReturnType<typeof savedCardsQuery>;
const placeholder = (q: Options, previous?: CardsAnswer) =>
  (q.placeholderData as (previous?: CardsAnswer) => CardsAnswer)(previous);

describe('savedCardsQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keys by the sorted slugs, so the order saved makes no new entry', () => {
    const a = savedCardsQuery([saved('b'), saved('a')]);
    const b = savedCardsQuery([saved('a'), saved('b')]);
    expect(a.queryKey).toEqual(['site', 'cards', ['a', 'b']]);
    expect(b.queryKey).toEqual(a.queryKey);
    expect(a.staleTime).toBe(5 * 60_000);
    expect(savedCardsQuery([]).enabled).toBe(false);
  });

  it('shows the stored snapshot as placeholder: the card data, not the reader’s choices', () => {
    const q = savedCardsQuery([saved('pot-roast', 'Pot roast')]);
    expect(placeholder(q)).toEqual({
      cards: [
        {
          slug: 'pot-roast',
          name: 'Pot roast',
          lang: 'en',
          image: { src: '/media/pot-roast.jpg', alt: 'Pot roast' },
          totalTime: '1 hr',
          yieldCount: 4,
        },
      ],
      missing: [],
    });
  });

  it('keeps the previous set’s answer for the recipes still saved, the stored copy for the others', () => {
    const previous: CardsAnswer = {
      cards: [{ slug: 'a', name: 'A now', lang: 'es', image: null, totalTime: '2 hr', yieldCount: 2 }],
      missing: ['gone', 'removed'],
    };
    const data = placeholder(savedCardsQuery([saved('a'), saved('b'), saved('gone')]), previous);
    expect(data.cards.map((c) => c.name)).toEqual(['A now', 'b', 'gone']);
    expect(data.missing).toEqual(['gone']);
  });

  it('asks the cards route with the abort signal, in batches the route accepts', async () => {
    const calls: { url: string; signal?: AbortSignal }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, signal: init.signal ?? undefined });
      return Response.json(answer(url));
    });
    const many = Array.from({ length: 150 }, (_, i) => saved(`r-${String(i).padStart(3, '0')}`)).concat(saved('gone'));
    const data = await new QueryClient().fetchQuery(savedCardsQuery(many));
    expect(calls.map((c) => new URL(c.url, 'http://x').searchParams.getAll('recipe').length)).toEqual([100, 51]);
    expect(calls.every((c) => c.url.startsWith('/api/site/cards?') && c.signal instanceof AbortSignal)).toBe(true);
    expect(data.cards).toHaveLength(150);
    expect(data.cards[0]).toMatchObject({ slug: 'r-000', name: 'r-000 now' });
    expect(data.missing).toEqual(['gone']);
  });

  it('rejects on a route error, so the page keeps the snapshot', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'The recipes are unavailable' }, { status: 503 }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(savedCardsQuery([saved('a')]))).rejects.toThrow('The recipes are unavailable');
  });
});

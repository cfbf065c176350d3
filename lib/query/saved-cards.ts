import { queryOptions } from '@tanstack/react-query';
import type { CardData, CardsAnswer } from '@/lib/kitchen/cards-answer';
import { CARDS_MAX } from '@/lib/kitchen/recipe-slugs';
import type { SavedRecipe } from '@/lib/kitchen/store';
import { fetchJson } from '@/lib/query/fetch-json';

/** The card data a save kept: what the page shows until (or unless) the service answers. */
const snapshot = (r: SavedRecipe): CardData => ({
  slug: r.slug,
  name: r.name,
  lang: r.lang,
  image: r.image,
  totalTime: r.totalTime,
  yieldCount: r.yieldCount,
});

/** The Saved page's cards as the service has them now, for the saved recipes (keyed by the
 *  sorted slugs: the same set is one entry whatever the order saved). Fresh for five minutes,
 *  as the route's Cache-Control says; asked in batches the route accepts, each aborted with the
 *  query. Until the answer, and offline, the cards show what was stored at save time (or the
 *  previous set's answer), so the page never flashes empty; a failed answer keeps showing it. */
export function savedCardsQuery(saved: SavedRecipe[]) {
  const sorted = saved.map((r) => r.slug).sort();
  return queryOptions({
    queryKey: ['site', 'cards', sorted] as const,
    queryFn: async ({ signal }): Promise<CardsAnswer> => {
      const batches: string[][] = [];
      for (let i = 0; i < sorted.length; i += CARDS_MAX) batches.push(sorted.slice(i, i + CARDS_MAX));
      const answers = await Promise.all(
        batches.map((b) =>
          fetchJson<CardsAnswer>(`/api/site/cards?${new URLSearchParams(b.map((s) => ['recipe', s]))}`, signal),
        ),
      );
      return { cards: answers.flatMap((a) => a.cards), missing: answers.flatMap((a) => a.missing) };
    },
    enabled: sorted.length > 0,
    staleTime: 5 * 60_000,
    // The previous set's answer where it knows a recipe (a card removed or added leaves the
    // others as the service had them), else the stored copy.
    placeholderData: (previous) => ({
      cards: saved.map((r) => previous?.cards.find((c) => c.slug === r.slug) ?? snapshot(r)),
      missing: previous?.missing.filter((s) => sorted.includes(s)) ?? [],
    }),
  });
}

import type { SavedRecipe } from '@/lib/kitchen/store';

/** A saved recipe's card data as the service has it now (what a save keeps, less the reader's
 *  choices). */
export type CardData = Omit<SavedRecipe, 'path' | 'servings' | 'units' | 'savedAt'>;

/** The answer of app/api/site/cards: each found recipe's card data, and the slugs the service
 *  no longer has. */
export type CardsAnswer = { cards: CardData[]; missing: string[] };

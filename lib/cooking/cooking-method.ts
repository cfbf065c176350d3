import { methodKey } from '@/lib/cooking/doneness';
import { dictionaries } from '@/lib/i18n/dictionaries';

// An upstream may name a recipe's cooking method, or a guideline's, in the recipe's language
// ("A la parrilla", slug "a-la-parrilla") where ours says "Grill"/"grill": both resolve to the one
// method key through the dictionaries' names for the methods (`guidelines.words.methods`).

/** Lower case, no accents, words joined by hyphens: "A la Parrilla" and "a-la-parrilla" agree. */
const fold = (s: string) => methodKey(s.normalize('NFD').replace(/\p{M}/gu, '')).replace(/_/g, '-');

const BY_NAME = new Map(
  Object.values(dictionaries).flatMap((d) =>
    Object.entries(d.guidelines.words.methods).map(([key, name]) => [fold(name), key] as const),
  ),
);

/** The method key ("grill", as lib/cooking/doneness.ts reads methods) of a method's slug or name
 *  in any language the site has. */
export const cookingMethodKey = (slugOrName: string): string => BY_NAME.get(fold(slugOrName)) ?? methodKey(slugOrName);

import type { Lang } from '@/lib/i18n/dict';

/** Each language's name in itself: the badge on a recipe listed among another language's
 *  (recipe cards render in the search island too, which must not carry the dictionaries). */
export const AUTONYMS: Record<Lang, string> = { en: 'English', es: 'Español' };

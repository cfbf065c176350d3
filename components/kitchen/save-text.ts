import type { SaveButtonText } from '@/components/kitchen/save-button-client';
import type { Lang } from '@/lib/i18n/dict';
import { dictionary } from '@/lib/i18n/dictionaries';

/** The save button's words in a language, read on the server: only these travel to the
 *  browser (cards are also drawn in the search island, which must not carry the dictionaries). */
export function saveText(lang: Lang): SaveButtonText {
  const { save, saved, full, blocked, newer } = dictionary(lang).kitchen;
  return { save, saved, full, blocked, newer };
}

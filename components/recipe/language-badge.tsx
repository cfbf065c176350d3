import { AUTONYMS } from '@/lib/i18n/autonyms';
import type { Lang } from '@/lib/i18n/dict';

/** The small badge naming, in itself, the language of something listed among another
 *  language's ("Español" on a Spanish recipe in an English list). */
export function LanguageBadge({ lang }: { lang: Lang }) {
  return (
    <span
      lang={lang}
      className="inline-flex w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold normal-case tracking-normal text-amber-900 ring-1 ring-amber-200"
    >
      {AUTONYMS[lang]}
    </span>
  );
}

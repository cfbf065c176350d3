// The site's UI strings per language. Records carry their own language (Spanish recipes);
// the document and every word around a record follow it. One dictionary per language
// (./en.ts, ./es.ts), each of the shape in ./dict.ts.
import type { Dict, Lang } from '@/lib/i18n/dict';
import { en } from '@/lib/i18n/en';
import { es } from '@/lib/i18n/es';

export const dictionaries: Record<Lang, Dict> = { en, es };

export const dictionary = (lang: Lang): Dict => dictionaries[lang];

/** The language a recipe is written in. */
export const recipeLang = (recipe: { isSpanish: boolean }): Lang => (recipe.isSpanish ? 'es' : 'en');

/** A list's language (a collection's): Spanish when every recipe in it is. */
export const listLang = (items: readonly { isSpanish?: boolean }[]): Lang =>
  items.length > 0 && items.every((r) => r.isSpanish) ? 'es' : 'en';

/** A number as the language writes it (es-US groups and points as en-US does). */
export const formatNumber = (lang: Lang, n: number) =>
  new Intl.NumberFormat(dictionaries[lang].locale, { maximumFractionDigits: 2 }).format(n);

/** A calendar date ("October 18, 2026", "18 de octubre de 2026"); the catalog's dates are UTC days. */
export const formatDate = (lang: Lang, iso: string) =>
  new Intl.DateTimeFormat(dictionaries[lang].locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

// Singular and plural of the noun a count applies to ("2 bay leaves" → "1 bay leaf",
// "1/2 cebolla blanca" → "2 cebollas blancas"). English: the head noun, the last word,
// through the pluralize library. Spanish: nouns and their adjectives agree, so every word
// before a "de" complement changes, by the regular rules of the RAE (-s after a vowel, -es
// after a consonant, z → ces, and the written accent an -ón, -és or -án loses in the plural).
import pluralize from 'pluralize';
import type { Lang } from '@/lib/recipe/units';

export type NounForms = { one: string; other: string };

const ES_KEEP = new Set(['o', 'y', 'e', 'u', 'con', 'sin', 'al', 'a', 'en', 'para']);
const ACCENTED = /([áéíóú])([nsl])$/;
const UNACCENT: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };
const ACCENT: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };

function esPlural(word: string): string {
  if (!/\p{L}$/u.test(word) || /s$/.test(word)) return word;
  if (/[aeiouáéó]$/.test(word)) return `${word}s`;
  if (/z$/.test(word)) return `${word.slice(0, -1)}ces`;
  // "limón" → "limones": the stress stays, the written accent goes.
  return `${word.replace(ACCENTED, (_, v: string, c: string) => UNACCENT[v]! + c)}es`;
}

function esSingular(word: string): string {
  if (/ces$/.test(word)) return `${word.slice(0, -3)}z`;
  // "limones" → "limón", "dientes" → "diente" (a vowel stem before -es keeps the e).
  if (/[^aeiou]es$/.test(word) && !/(?:tes|des|les|res|nes|ches|ves|jes|ges|pes|bes|ques|mes)$/.test(word)) {
    return word.slice(0, -2);
  }
  if (/(?:ones|enes|anes)$/.test(word) && word.length > 5) {
    const stem = word.slice(0, -2);
    return stem.replace(/([aeo])n$/, (_, v: string) => `${ACCENT[v]}n`);
  }
  if (/[aeiou]s$/.test(word)) return word.slice(0, -1);
  if (/es$/.test(word)) return word.slice(0, -2);
  // English loanwords keep their English plural: "cube steaks".
  if (/[^aeious]s$/.test(word)) return word.slice(0, -1);
  return word;
}

function spanish(phrase: string, change: (w: string) => string): string {
  // Only the noun group before its complement agrees: "hojas de laurel", "chiles serranos".
  const [head, ...rest] = phrase.split(/(?= de )/);
  const words = head!.split(' ').map((w) => (ES_KEEP.has(w.toLowerCase()) || !/^\p{L}+$/u.test(w) ? w : change(w)));
  return [words.join(' '), ...rest].join('');
}

function english(phrase: string, change: (w: string) => string): string {
  const m = /^(.*?)([\p{L}'-]+)$/u.exec(phrase);
  if (!m) return phrase;
  return m[1] + change(m[2]!);
}

/** Both forms of a noun phrase as a recipe wrote it (in either form). */
export function nounForms(phrase: string, lang: Lang, writtenPlural: boolean): NounForms {
  if (!phrase) return { one: '', other: '' };
  if (lang === 'es') {
    return writtenPlural
      ? { one: spanish(phrase, esSingular), other: phrase }
      : { one: phrase, other: spanish(phrase, esPlural) };
  }
  return writtenPlural
    ? { one: english(phrase, (w) => pluralize.singular(w)), other: phrase }
    : { one: phrase, other: english(phrase, (w) => pluralize.plural(w)) };
}

/** Feminine kitchen nouns that do not end in -a ("la sal", "la leche"); -ión, -dad, -tud and
 *  -umbre are feminine too. Most others not ending in -a are masculine ("el caldo", "el aceite"). */
const ES_FEMININE = new Set(['sal', 'leche', 'carne', 'miel', 'nuez', 'col', 'coliflor', 'flor', 'raíz', 'piel']);
const ES_MASCULINE_A = new Set(['día', 'mapa']);

/** The gender of a Spanish noun, by the RAE's endings and the exceptions a kitchen meets. */
export function esGender(noun: string): 'f' | 'm' {
  // A plural's singular: "aceitunas" is "aceituna".
  const w = noun.toLowerCase().replace(/(?<=[aeiouáéó])s$/, '');
  if (ES_FEMININE.has(w) || /(?:ión|dad|tud|umbre)$/.test(w)) return 'f';
  return /a$/.test(w) && !ES_MASCULINE_A.has(w) ? 'f' : 'm';
}

/** A Spanish participle or adjective in -o/-a agreeing with a gender and number ("divididas"
 *  → "dividido"). */
export const esAgree = (word: string, gender: 'f' | 'm', plural: boolean) =>
  word.replace(/[oa]s?$/, (gender === 'f' ? 'a' : 'o') + (plural ? 's' : ''));

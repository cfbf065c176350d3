// Tokens of the search index, one definition for the documents and the queries: the words of
// a text as the search codec reads them (`textWords`: accents folded first, lower case, runs of
// letters and digits), English stop words left out (Orama's list, @orama/stopwords), each word
// stemmed by Orama's English stemmer (kept as the library for that). Orama's own tokenizer
// split before folding accents ("jalapeño" became "jalap" and "o") and kept hyphenated words
// whole ("kid-friendly"), so neither "jalapeno" nor "friendly" found them.
import { components } from '@orama/orama';
import { stopwords } from '@orama/stopwords/english';
import { textWords } from '@/lib/search/criteria';

/** Orama's tokenizer used as a stemmer only: a property it is told not to split is one word. */
const WORD = 'word';
const orama = components.tokenizer.createTokenizer({
  stemming: true,
  language: 'english',
  tokenizeSkipProperties: [WORD],
});
// The list has "an" and "the" but not "a".
const STOP_WORDS = new Set([...stopwords, 'a']);

/** Whether a word (as textWords gives it) is left out of the index and of queries. */
export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);

const stems = new Map<string, string>();
/** The stem of one word (as textWords gives it). */
export function stem(word: string): string {
  let t = stems.get(word);
  if (t === undefined) {
    t = orama.tokenize(word, 'english', WORD, false)[0] ?? word;
    // The memo holds the catalog's own words; the cap is a backstop against query junk.
    if (stems.size < 500_000) stems.set(word, t);
  }
  return t;
}

/** The distinct tokens of a field, in first-seen order. */
export function fieldTokens(text: string): string[] {
  const out = new Set<string>();
  for (const w of textWords(text)) if (!isStopWord(w)) out.add(stem(w));
  return [...out];
}

/** A word of a query: as typed (folded), and its token. */
export type QueryWord = { word: string; token: string };

/** The searchable words of a query, in order: stop words left out, one entry per token. */
export function queryWords(text: string): QueryWord[] {
  const out: QueryWord[] = [];
  for (const word of textWords(text)) {
    if (isStopWord(word)) continue;
    const token = stem(word);
    if (!out.some((q) => q.token === token)) out.push({ word, token });
  }
  return out;
}

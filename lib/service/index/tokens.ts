// Tokens of the search index: Orama's English tokenizer (lower case, its word splitter,
// Orama's English stemmer, diacritics folded), so the index built at catalog time keeps the
// matching the service had when it indexed with Orama. Orama's tokenizer keys its cache by a
// string built per token; at 100,000 recipes (tens of millions of tokens) that dominates the
// build, so whole texts are split here with Orama's English splitter and each distinct raw
// word is normalized once by Orama's own tokenizer (tokens.test.ts checks the two agree).
import { components } from '@orama/orama';

const orama = components.tokenizer.createTokenizer({ stemming: true, language: 'english' });
/** Orama 3's English splitter (components/tokenizer/languages.js, SPLITTERS.english). */
const SPLIT = /[^A-Za-zàèéìòóù0-9_'-]+/gim;

const normalized = new Map<string, string>();
function normalize(raw: string): string {
  let t = normalized.get(raw);
  if (t === undefined) {
    t = orama.tokenize(raw)[0] ?? '';
    // The memo holds the catalog's own words (queries are tokenized without it); the cap is a backstop.
    if (normalized.size < 500_000) normalized.set(raw, t);
  }
  return t;
}

/** The distinct tokens of a field, in first-seen order (what Orama indexes for a string). */
export function fieldTokens(text: string): string[] {
  const out = new Set<string>();
  for (const raw of text.toLowerCase().split(SPLIT)) {
    if (!raw) continue;
    const t = normalize(raw);
    if (t) out.add(t);
  }
  return [...out];
}

/** The tokens of one query word, as Orama tokenizes a search term. */
export const queryTokens = (word: string): string[] => orama.tokenize(word);

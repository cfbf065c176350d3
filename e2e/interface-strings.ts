// The interface strings of a language, taken from its dictionary (lib/i18n), so that a string
// added there is looked for on the other language's pages the day it is added. For English
// also the catalog's English names that Spanish pages translate (allergens, recipe attributes,
// nutrients, collection groups). A string the other language writes the same way ("Total",
// "Zinc", and the place names English writes as Spanish does) is left out, as are a one-letter
// word, a template with no word of its own ("{size} ({doneness})"), and the bare nouns a count
// is filled with ("cuts": a Spanish recipe's own text may say "shank cross cuts"; the counts
// around them are checked); placeholders match any words.
// Matching is on the DOM's text, as written (not as CSS shows it upper-cased), so a name in a
// record's own text ("chuck roast") is not a label.
import { NUTRIENTS } from '@/lib/catalog/nutrition-rules';
import type { Lang } from '@/lib/i18n/dict';
import { dictionaries } from '@/lib/i18n/dictionaries';
import { readSources } from '@/scripts/catalog/read-sources';

// A null entry keeps the service's own words (English `guidelines.words.heat`): no string.
type Tree = { [key: string]: string | Tree | null };

function leaves(tree: Tree, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const at = path ? `${path}.${k}` : k;
    if (typeof v === 'string') out.set(at, v);
    else if (v !== null) for (const [p, s] of leaves(v, at)) out.set(p, s);
  }
  return out;
}

/** The catalog's English names of what a Spanish page names in Spanish, by the key under which
 *  the Spanish dictionary translates each. */
function catalogEnglishNames(): Map<string, string> {
  const tax = readSources().sources.taxonomy as Record<
    string,
    { slug: string; name: string; objectType?: string; values?: { slug: string; name: string }[] }[]
  >;
  const out = new Map<string, string>();
  for (const a of tax['allergens.yaml']!) out.set(`taxonomy.allergens.${a.slug}`, a.name);
  for (const t of tax['attribute-types.yaml']!.filter((x) => x.objectType === 'recipe')) {
    out.set(`taxonomy.attributeTypes.${t.slug}`, t.name);
    for (const v of t.values ?? []) out.set(`taxonomy.attributes.${t.slug}.${v.slug}`, v.name);
  }
  for (const g of tax['collection-groups.yaml']!.filter((x) => x.objectType === 'recipe'))
    out.set(`taxonomy.collectionGroups.${g.slug}`, g.name);
  for (const n of NUTRIENTS) out.set(`nutrition.names.${n.slug}`, n.name);
  return out;
}

const SHARED = new Set(['China', 'India']);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A string as a pattern: whole words, placeholders as any text. */
function pattern(s: string): RegExp {
  const body = s
    .split(/\{\w+\}/)
    .map((part) => escape(part).replace(/\s+/g, '\\s+'))
    .join('.+?');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'u');
}

/** A language's strings by key: its dictionary's, and for English the catalog's names. */
function allStrings(lang: Lang): Map<string, string> {
  const out = leaves(dictionaries[lang] as unknown as Tree);
  if (lang === 'en') for (const [k, v] of catalogEnglishNames()) out.set(k, v);
  return out;
}

/** The strings of `lang` that must not appear on a page in the other language. */
export function interfaceStrings(lang: Lang): { key: string; text: string; pattern: RegExp }[] {
  const own = allStrings(lang);
  const theirs = allStrings(lang === 'en' ? 'es' : 'en');
  const theirWords = new Set([...theirs.values()].map((s) => s.toLowerCase()));
  return [...own]
    .filter(([key, text]) => !['locale', 'ogLocale'].includes(key) && /\p{L}{2}/u.test(text.replace(/\{\w+\}/g, '')))
    .filter(([key]) => !key.startsWith('search.nouns.'))
    .filter(([key, text]) => theirs.get(key) !== text && !theirWords.has(text.toLowerCase()) && !SHARED.has(text))
    .map(([key, text]) => ({ key, text, pattern: pattern(text) }));
}

// Counts in a step's prose ("divide into 4 equal portions", "dora la carne en dos tandas", "line
// 2 baking sheets"): which follow the yield and which do not, by the thing they count. The
// catalog build fails on a count whose noun is in neither list (scripts/catalog/stages), so
// every count of the catalog is marked here; a step an upstream writes with other nouns keeps
// them as written, and the page says the steps are written for the recipe's own servings.
export type CountKind = 'scales' | 'fixed';

/** Things there are more of when there is more food: portions, patties, batches in one pan. */
const SCALES = [
  'portion',
  'patty',
  'bowl',
  'plate',
  'batch',
  'tortilla',
  'meatball',
  'round',
  'disk',
  'ball',
  'mound',
  'log',
  'roll',
  'square',
  'well',
  'egg',
  'steak',
  'skewer',
  'pile',
  'porción',
  'porciones',
  'tanda',
  'albóndiga',
  'bola',
  'empanada',
  'pod',
];

/** Things a cook uses the same number of whatever the yield: pans and tools, sides of a steak,
 *  what each portion gets ("2 slices of provolone", "Layer 4 noodles" in one dish). */
const FIXED = [
  'sheet',
  'charola',
  'fork',
  'tenedor',
  'spatula',
  'side',
  'lado',
  'third',
  'quarter',
  'half',
  'place',
  'noodle',
  'slice',
  'hoja',
  'zone',
  'way',
  'time',
  'layer',
  'tablespoon',
  'teaspoon',
  'cup',
  'part',
  'piece',
  'spot',
];

/** Words between a count and its noun ("4 equal portions", "2 rimmed baking sheets"). */
const ADJECTIVES = new Set([
  'equal',
  'even',
  'large',
  'small',
  'thin',
  'thick',
  'long',
  'separate',
  'green',
  'onion',
  'heaping',
  'loose',
  'overlapping',
  'rimmed',
  'baking',
  'beef',
  'level',
  'flat',
  'medium',
  'metal',
  'wooden',
  'pastry',
  'whole',
  'chilled',
  'warm',
  'iguales',
  'grandes',
  'medianas',
  'medianos',
]);

const stem = (w: string) => w.replace(/(?:es|s)$/, '');
const lookup = (list: string[]) => {
  const set = new Set(list.flatMap((w) => [w, `${w}s`, `${w}es`, stem(w)]));
  return (w: string) => set.has(w) || set.has(stem(w)) || set.has(w.replace(/ies$/, 'y'));
};
const scales = lookup(SCALES);
const fixed = lookup(FIXED);

export type CountReading = { kind: CountKind | 'unmarked'; noun: string; nounLength: number };

/** Reads the text around a count ("  equal portions, about 12 ounces each") and says what the
 *  count counts and whether it scales. A count for each of something is fixed: "2 steaks at a
 *  time", "2 balls per burger", "cut each roll into 8 rounds", "2 tortillas … per guest".
 *  Undefined when no noun follows (a time, a range, a count of something named before). */
export function readCount(before: string, after: string, rest = after): CountReading | undefined {
  const m = /^(\s+)([\p{L}]+(?:\s+[\p{L}]+){0,2})/u.exec(after);
  if (!m) return undefined;
  const words = m[2]!.split(/\s+/);
  let n = 0;
  while (n < 2 && n < words.length - 1 && ADJECTIVES.has(words[n]!.toLowerCase())) n++;
  const noun = words[n]!.toLowerCase();
  // Words that join numbers or start a complement, and times: no thing counted.
  if (NOT_A_NOUN.test(noun)) return undefined;
  const length = m[1]!.length + words.slice(0, n + 1).join(' ').length;
  const next = after.slice(length, length + 32);
  const sentence = rest.slice(length).split(/[.;!?]/, 1)[0]!;
  const kind: CountKind | 'unmarked' =
    /^\s*(?:[\p{L}]+\s+)?(?:at a time|at once|a la vez|each|apiece|per|cada)\b/iu.test(next) ||
    /\b(?:each|cada)\b[^,.;:]*$/i.test(before) ||
    /\b(?:per|por)\s+(?:guest|person|serving|sandwich|burger|invitado|persona|porción)\b/i.test(sentence) ||
    fixed(noun)
      ? 'fixed'
      : scales(noun)
        ? 'scales'
        : 'unmarked';
  return { kind, noun: words[n]!, nounLength: length };
}

const NOT_A_NOUN =
  /^(?:to|a|o|or|y|and|de|en|x|by|of|with|where|more|at|per|que|del|para|por|from|inch|inches|seconds?|minutes?|hours?|days?|weeks?|months?|segundos?|minutos?|horas?|d[ií]as?|semanas?|meses|mes)$/;

// Reads the amounts out of recipe text: an ingredient line ("1 boneless beef chuck roast
// (3 to 3-1/2 pounds)", "1/4 de taza de jugo de limón") or a step ("Heat the oven to 325 °F";
// "whisk the cornstarch with 3 tablespoons cold water"). The result is the text as segments:
// plain text and tokens (an amount with its unit, a temperature, a time, a pan size), each
// token knowing whether it scales with the servings. ./render.ts writes them back at any
// servings and in US or metric units. The catalog build runs this over every line and fails on
// one it cannot read; the site runs it on the wire's text, so a real upstream's recipes scale too.
import { esAgree, esGender, nounForms, type NounForms } from '@/lib/recipe/inflect';
import { readNumber } from '@/lib/recipe/read-number';
import { readCount } from '@/lib/recipe/step-counts';
import { ITEM_UNITS, UNITS, UNIT_WORDS, type Lang, type UnitId } from '@/lib/recipe/units';

export type Range = { min: number; max: number };

export type QuantityToken = {
  t: 'q';
  /** As written. */
  text: string;
  amount: Range;
  unit: UnitId | null;
  /** Written before the unit and never changed: "No. 10" in "1 No. 10 can". */
  label?: string;
  /** Written with "about" (the word as written: "about", "unas"). */
  approx?: string;
  /** The word joining a range, where it is not "to" (Spanish "2 o 3 tramos"). */
  joiner?: string;
  /** False for what must not change with the servings: a size, a length, an amount "each". */
  scales: boolean;
  /** The line's own amount (the first one): what the servings scale, metric converts by weight. */
  main?: boolean;
  /** Written as a word ("two 6-ounce cans"). */
  word?: boolean;
  /** Written as an adjective with a hyphen and a singular unit: "15-ounce", "2-inch". */
  adjective?: boolean;
  /** Spanish "1/4 de taza": a fraction takes "de" before its unit. */
  de?: boolean;
  /** A size of one item: "each" is added when the line's count grows past one. */
  perItem?: boolean;
  /** Rounds to whole items ("about 1 bay leaf"), or to halves (produce, cans). */
  split?: 'whole' | 'half';
  /** A count in a step's prose that follows the yield ("4 equal portions"): whole items. */
  prose?: true;
  /** A count in a step's prose whose noun ./step-counts.ts does not know: kept as written. */
  unmarked?: true;
  /** A step's volume of an ingredient the list weighs: its grams per teaspoon, so metric writes
   *  it in grams as the list does (./weigh-steps.ts). */
  gramsPerTsp?: number;
};
/** A temperature, or a range of them ("400 to 450 °F": `from` 400). */
export type TemperatureToken = { t: 'temp'; f: number; from?: number; text: string };
export type TimeToken = { t: 'time'; minutes: Range; text: string };
/** A pan or cut size, "9x13-inch": two lengths, never scaled. */
export type DimsToken = { t: 'dims'; inches: [number, number]; text: string };
/** The noun of the count before it ("medium yellow onions"), singular or plural with it. */
export type NounToken = {
  t: 'noun';
  forms: NounForms;
  /** A Spanish participle that agrees with a cup or spoon ("tazas de caldo, divididas"): its form
   *  agreeing with the ingredient instead, for an amount in grams or millilitres ("dividido"). */
  ingredient?: string;
};
export type Token = QuantityToken | TemperatureToken | TimeToken | DimsToken | NounToken;
export type Segment = string | Token;

const NUM = String.raw`\d+(?:-|\s)\d+/\d+|\d+/\d+|\d+(?:\.\d+)?|\d*[½⅓⅔¼¾⅛⅜⅝⅞]`;
const WORD_NUM = String.raw`one|two|three|four|five|six|seven|eight|nine|ten|twelve|uno|una|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce`;
const APPROX = String.raw`about|approximately|roughly|unos|unas|aproximadamente`;
const RANGE_JOIN = String.raw`\s*(?:to|–|-|a|o|or)\s*`;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const unitAlternation = (lang: Lang) => UNIT_WORDS[lang].map((u) => escape(u.word)).join('|');
const unitOf = (lang: Lang, word: string): UnitId =>
  UNIT_WORDS[lang].find((u) => u.word === word)?.id ??
  UNIT_WORDS[lang].find((u) => u.word.toLowerCase() === word.toLowerCase())!.id;

const TIME_WORDS = String.raw`minutes|minute|mins|min|hours|hour|hrs|hr|minutos|minuto|horas|hora`;
const HOUR_WORDS = String.raw`hours|hour|hrs|hr|horas|hora`;
const MINUTE_WORDS = String.raw`minutes|minute|mins|min|minutos|minuto`;
/** One duration with its own unit: "2 hours 15 minutes", "1 hora y 45 minutos", "2 horas", "20 min". */
const DURATION = String.raw`(?:${NUM})\s*(?:${HOUR_WORDS})\b(?:\s+(?:and\s+|y\s+)?(?:${NUM})\s*(?:${MINUTE_WORDS})\b)?|(?:${NUM})\s*(?:${MINUTE_WORDS})\b`;

const AMOUNT_OF_TIME = new RegExp(String.raw`(${NUM})\s*(${TIME_WORDS})\b`, 'giu');
const AN_HOUR_WORD = new RegExp(`^(?:${HOUR_WORDS})$`, 'i');

/** Minutes of one written duration ("1 hora 45 minutos" → 105). */
function durationMinutes(text: string): number {
  let minutes = 0;
  for (const m of text.matchAll(AMOUNT_OF_TIME)) minutes += readNumber(m[1]!) * (AN_HOUR_WORD.test(m[2]!) ? 60 : 1);
  return minutes;
}

type Pattern = { re: RegExp; words: boolean };
const cache = new Map<string, Pattern>();

/** One pattern for every token, tried left to right; alternatives in priority order. */
function pattern(lang: Lang, words: boolean): Pattern {
  const key = `${lang}:${words}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const units = unitAlternation(lang);
  const num = words ? `${NUM}|\\b(?:${WORD_NUM})\\b` : NUM;
  const re = new RegExp(
    [
      // 325 °F, 325°F, 325 degrees F; "145 °F (63 °C)" and "200 °F / 93 °C" keep their Celsius
      // with them, so metric does not say it twice
      String.raw`(?<temp>(?:(?<tf0>\d{2,3})\s*(?:to|a|-|–)\s*)?(?<tf>\d{2,3})\s*(?:°\s*F\b|º\s*F\b|degrees\s*F\b|degrees\b|grados\s*F\b)(?:\s*\(\d{1,3}(?:\s*(?:to|a|-|–)\s*\d{1,3})?\s*°\s*C\)|\s*\/\s*\d{1,3}\s*°\s*C\b)?)`,
      // 9x13-inch, 9-by-13-inch, 9 x 13 inches
      String.raw`(?<dims>(?<d1>${NUM})\s*(?:x|×|-by-|\s+by\s+)\s*(?<d2>${NUM})(?:-|\s*)(?<dunit>inches|inch|in\b|pulgadas|pulgada))`,
      // a time in hours and minutes, or a range whose ends each carry a unit: "2 hours 15
      // minutes", "de 2 horas a 2 horas 15 minutos", "1 hora 45 minutos a 2 horas"
      String.raw`(?<ctime>(?:${DURATION})\s+(?:to|a)\s+(?:${DURATION})|(?:${NUM})\s*(?:${HOUR_WORDS})\s+(?:and\s+|y\s+)?(?:${NUM})\s*(?:${MINUTE_WORDS})\b)`,
      // 4 to 5 minutes, 2-1/2 hours, 20 minutos
      String.raw`(?<time>(?<t1>${NUM})(?:${RANGE_JOIN}(?<t2>${NUM}))?[\s-]*(?<tunit>${TIME_WORDS})\b)`,
      // 3- to 4-pound, 15-ounce, 2-inch: a size written as an adjective
      String.raw`(?<adj>(?<a1>${NUM})(?:-?\s*to\s*(?<a2>${NUM}))?-(?<aunit>${units})(?![\p{L}]))`,
      // the amounts: about 1-1/2 cups, 1/4 de taza, 2 o 3 tramos, one No. 10 can, 8 bay leaves
      String.raw`(?<q>(?:(?<approx>${APPROX})\s+)?(?<q1>${num})(?!\s*[°º])(?!${RANGE_JOIN}\d{2,3}\s*[°º])(?:(?<qj>${RANGE_JOIN})(?<q2>${num}))?(?![\d.]*\s*%)(?!\d)(?:\s+(?<label>No\.\s*\d+))?(?:\s*(?<de>de)\s+(?=(?:${units})(?![\p{L}])))?(?:\s*(?<unit>${units})(?![\p{L}]))?)`,
    ].join('|'),
    'giu',
  );
  const p = { re, words };
  cache.set(key, p);
  return p;
}

/** Tokens and the text between them. Numbers that are names, not amounts (IMPS 184,
 *  85% lean), stay text. */
function tokenize(text: string, lang: Lang, inParentheses: (at: number) => boolean): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern(lang, true).re)) {
    const g = m.groups!;
    const at = m.index!;
    const before = text.slice(Math.max(0, at - 6), at);
    if (/(?:IMPS|NAMP|No\.|#)\s*$/i.test(before) || /[\d/.-]$/.test(before)) continue;
    let token: Token | undefined;
    if (g.temp) token = { t: 'temp', f: Number(g.tf), ...(g.tf0 ? { from: Number(g.tf0) } : {}), text: g.temp };
    else if (g.dims) token = { t: 'dims', inches: [readNumber(g.d1!), readNumber(g.d2!)], text: g.dims };
    else if (g.ctime) {
      const [from, to = from] = g.ctime.split(/\s+(?:to|a)\s+/i);
      token = { t: 'time', minutes: { min: durationMinutes(from!), max: durationMinutes(to!) }, text: g.ctime };
    } else if (g.time) {
      const min = readNumber(g.t1!);
      const max = g.t2 ? readNumber(g.t2) : min;
      const perHour = /^(?:h|hr|hrs|hour|hours|hora|horas)$/i.test(g.tunit!) ? 60 : 1;
      token = { t: 'time', minutes: { min: min * perHour, max: max * perHour }, text: g.time };
    } else if (g.adj) {
      const min = readNumber(g.a1!);
      token = {
        t: 'q',
        text: g.adj,
        amount: { min, max: g.a2 ? readNumber(g.a2) : min },
        unit: unitOf(lang, g.aunit!),
        scales: false,
        adjective: true,
      };
    } else if (g.q) {
      const isWord = !/\d|[½⅓⅔¼¾⅛⅜⅝⅞]/.test(g.q1!);
      // Number words are amounts only in an ingredient's parentheses: "(two 6-ounce cans)".
      if (isWord && !inParentheses(at)) continue;
      const min = readNumber(g.q1!);
      if (!Number.isFinite(min)) continue;
      const max = g.q2 ? readNumber(g.q2) : min;
      if (!Number.isFinite(max) || max < min) continue;
      const unit = g.unit ? unitOf(lang, g.unit) : null;
      token = {
        t: 'q',
        text: g.q,
        amount: { min, max },
        unit,
        scales: true,
        ...(g.approx ? { approx: g.approx } : {}),
        ...(g.qj && /^\s*(?:o|or)\s*$/.test(g.qj) ? { joiner: g.qj.trim() } : {}),
        ...(g.label ? { label: g.label.replace(/\s+/, ' ') } : {}),
        ...(isWord ? { word: true } : {}),
        ...(g.de ? { de: true } : {}),
      };
    }
    if (!token) continue;
    if (at > last) out.push(text.slice(last, at));
    out.push(token);
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Where each parenthesis opens and closes, for "is this position inside one". */
function parenthesesOf(text: string): (at: number) => boolean {
  const depth: number[] = [];
  let d = 0;
  for (const ch of text) {
    if (ch === '(') d++;
    depth.push(d);
    if (ch === ')') d = Math.max(0, d - 1);
  }
  return (at) => (depth[at] ?? 0) > 0;
}

const isCount = (q: QuantityToken) => q.unit === null || UNITS[q.unit].dim === 'count';
const isItem = (q: QuantityToken) => q.unit === null || ITEM_UNITS.has(q.unit);

const isAdjective = (s: Segment | undefined): boolean => typeof s === 'object' && s.t === 'q' && !!s.adjective;

export type LineModel = {
  segments: Segment[];
  lang: Lang;
};

/** An ingredient line. */
export function parseLine(text: string, lang: Lang): LineModel {
  const inside = parenthesesOf(text);
  const segments = tokenize(text, lang, inside);
  const quantities = segments.filter((s): s is QuantityToken => typeof s === 'object' && s.t === 'q' && !s.adjective);
  const main = quantities[0];
  if (main) main.main = true;
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    if (typeof s !== 'object' || s.t !== 'q' || s.adjective) continue;
    if (s.unit === null) takeNoun(segments, i, lang);
  }
  classify(segments, main);
  if (lang === 'es' && main) takeParticiple(segments, segments.indexOf(main));
  return { segments: segments.filter((s) => s !== ''), lang };
}

/** Spanish participles agree with the amount: "2 dientes de ajo, picados" but "1 diente de ajo,
 *  picado"; "1 taza de caldo, dividida". The first word after the line's first comma, when it is
 *  a participle (-ado, -ido and the irregular -echo, -ito, -ierto, -uesto) or "duro". */
function takeParticiple(segments: Segment[], from: number) {
  for (let j = from + 1; j < segments.length; j++) {
    const s = segments[j];
    if (typeof s !== 'string') continue;
    const at = s.indexOf(',');
    if (at < 0) continue;
    const m = /^(,\s*)(\p{L}+)(?=[\s,;)]|$)/u.exec(s.slice(at));
    if (!m || !/(?:ad|id|ech|it|iert|uest|dur)[oa]s?$/.test(m[2]!)) return;
    const word = m[2]!;
    // After a unit, a participle of the ingredient's number and gender agrees with it ("3 tazas
    // de cilantro, picado", "1/4 de taza de aceitunas, picadas"); one that does not agrees with
    // the unit ("4 tazas de caldo, divididas", "1 taza de caldo, dividida"), and with the
    // ingredient once the amount is in grams or millilitres ("dividido").
    const main = segments[from] as QuantityToken;
    const plural = /s$/.test(word);
    const between = segments
      .slice(from + 1, j)
      .map((x) => (typeof x === 'string' ? x : ''))
      .join('');
    const noun = /^\s*de\s+(\p{L}+)/u.exec(between + s.slice(0, at))?.[1];
    const ownGender = /as?$/.test(word) ? 'f' : 'm';
    if (main.unit && (!noun || (/s$/.test(noun) === plural && esGender(noun) === ownGender))) return;
    const forms = nounForms(word, 'es', plural);
    const token: NounToken = main.unit
      ? { t: 'noun', forms, ingredient: esAgree(word, esGender(noun!), false) }
      : { t: 'noun', forms };
    segments.splice(j, 1, s.slice(0, at) + m[1]!, token, s.slice(at + m[0].length));
    return;
  }
}

/** The noun of a count with no unit: the words after it (or after its size, "two 6-ounce
 *  cans"), up to a comma, a parenthesis or a complement ("2 medium yellow onions, cut into
 *  wedges" → "medium yellow onions"). It becomes a token, singular or plural with the count. */
function takeNoun(segments: Segment[], i: number, lang: Lang) {
  const q = segments[i] as QuantityToken;
  let j = i + 1;
  if (segments[j] === ' ' && isAdjective(segments[j + 1])) j += 2;
  else if (isAdjective(segments[j])) j += 1;
  const next = segments[j];
  if (typeof next !== 'string') return;
  const m = /^(\s+)([\p{L}][\p{L}'’\- ]*?)(?=\s*(?:[,;:()]|\s(?:de|del|cut|en|para|plus|for)\s|$))/u.exec(next);
  if (!m) return;
  const phrase = m[2]!.trim();
  if (!phrase || phrase.split(' ').length > 7) return;
  const forms = nounForms(phrase, lang, q.amount.max > 1);
  segments.splice(j, 1, m[1]!, { t: 'noun', forms }, next.slice(m[0].length));
}

/** Which amounts change with the servings (see the file comment of ./render.ts for how). */
function classify(segments: Segment[], main: QuantityToken | undefined) {
  const itemLine = !!main && isItem(main);
  const mainCount = main?.amount.max ?? 0;
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    if (typeof s !== 'object' || s.t !== 'q' || s === main || s.adjective) continue;
    const after = segmentText(segments, i + 1).slice(0, 24);
    if (s.unit && UNITS[s.unit].dim === 'length') s.scales = false;
    else if (/^\s*(?:each|apiece|cada)\b/i.test(after)) s.scales = false;
    else if (/^\s*total\b/i.test(after) || /^\s*en total\b/i.test(after)) s.scales = true;
    else if (itemLine && mainCount === 1) {
      // "1 boneless beef chuck roast (3 to 3-1/2 pounds)": the size of the one item. With other
      // counts written ("2 medium onions (about 1 pound)", "juice of 1/2 lime (about 1
      // tablespoon)"), an unmarked amount is their total and scales.
      s.scales = false;
      if (!isCount(s)) s.perItem = true;
    }
  }
}

const segmentText = (segments: Segment[], from: number) =>
  segments
    .slice(from)
    .map((s) => (typeof s === 'string' ? s : ' '))
    .join('');

/** "1 tablespoon of the rub onto each steak", "about 4 ounces per guest", "2 cucharadas de relleno
 *  en cada uno": an amount for each of something, which more servings multiply in number, not in
 *  size. Read to the end of its clause; "5 minutes per batch" speaks of the time, not the amount. */
function portionOfEach(rest: string): boolean {
  const clause = rest.split(/[.;!?]/, 1)[0]!;
  return [...clause.matchAll(/\b(?:each|per|cada)\b/gi)].some(
    (m) => !/\b(?:seconds?|minutes?|hours?|segundos?|minutos?|horas?)\s+$/i.test(clause.slice(0, m.index)),
  );
}

/** A count in prose: scaled with its noun when ./step-counts.ts says it follows the yield
 *  ("divide into 4 equal portions", "dos tandas"), text when it does not ("2 baking sheets"),
 *  marked unmarked (and kept as written) when the noun is in neither list. */
function proseCount(segments: Segment[], i: number, lang: Lang): Segment[] {
  const s = segments[i] as QuantityToken;
  const [prev, next] = [segments[i - 1], segments[i + 1]];
  // "one", "un", "una" are articles far more often than counts.
  if (s.unit !== null || (s.word && s.amount.max <= 1) || typeof next !== 'string') return [s.text];
  const rest = segments
    .slice(i + 1)
    .map((x) => (typeof x === 'string' ? x : 'text' in x ? x.text : ''))
    .join('');
  const reading = readCount(typeof prev === 'string' ? prev : '', next, rest);
  if (!reading || reading.kind === 'fixed') return [s.text];
  if (reading.kind === 'unmarked') return [{ ...s, scales: false, unmarked: true }, next];
  const head = next.slice(0, reading.nounLength - reading.noun.length);
  const noun = nounForms(reading.noun, lang, s.amount.max > 1);
  return [{ ...s, prose: true }, head, { t: 'noun', forms: noun }, next.slice(reading.nounLength)];
}

/** A step of the method: temperatures, times, pan sizes, measured amounts (which scale unless
 *  they are "each") and the counts that follow the yield (./step-counts.ts). */
export function parseProse(text: string, lang: Lang): Segment[] {
  const segments = tokenize(text, lang, () => true);
  const out: Segment[] = [];
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!;
    if (typeof s !== 'object' || s.t !== 'q') {
      out.push(s);
      continue;
    }
    if (s.unit === null || UNITS[s.unit].dim === 'count') {
      const written = proseCount(segments, i, lang);
      out.push(...written);
      // The text after the count went with it.
      if (written.length > 1) i++;
      continue;
    }
    const after = segmentText(segments, i + 1).slice(0, 12);
    if (UNITS[s.unit].dim === 'length' || /^\s*(?:each|cada)\b/i.test(after)) {
      out.push({ ...s, scales: false });
      continue;
    }
    const rest = segments
      .slice(i + 1)
      .map((x) => (typeof x === 'string' ? x : 'text' in x ? x.text : ' '))
      .join('');
    out.push(portionOfEach(rest) ? { ...s, scales: false } : s);
  }
  // Counts went back to text: join neighbouring strings again.
  return out.reduce<Segment[]>((acc, s) => {
    if (typeof s === 'string' && typeof acc.at(-1) === 'string') acc[acc.length - 1] += s;
    else acc.push(s);
    return acc;
  }, []);
}

/** Digits left in the text segments: amounts the parser did not read. */
export function strayNumbers(segments: Segment[]): string[] {
  return segments
    .filter((s): s is string => typeof s === 'string')
    .flatMap((s) => s.match(/(?<!IMPS |NAMP |No\. ?|#)\b\d[\d/.-]*(?![\d.]*\s*%)/g) ?? []);
}

/** The thing a line measures, as its text names it: the noun of a count ("bay leaf"), or the
 *  words after its amount up to a comma or parenthesis ("dry red wine", "jugo de limón"). */
export function itemOf(model: LineModel): string {
  const i = model.segments.findIndex((s) => typeof s === 'object' && s.t === 'q' && s.main);
  if (i < 0)
    return model.segments
      .filter((s): s is string => typeof s === 'string')
      .join('')
      .split(/[,(]/)[0]!
      .trim();
  const next = model.segments[i + 1];
  const after = model.segments[i + 2];
  if (typeof after === 'object' && after.t === 'noun') return after.forms.one;
  if (typeof next !== 'string') return '';
  return next
    .replace(/^\s*(?:de\s+)?/, '')
    .split(/[,(]/)[0]!
    .trim();
}

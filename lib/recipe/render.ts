// Writes a parsed line or step (./parse.ts) at a number of servings and in US or metric units.
// US measures are written as a cook fills them: never more than 3 teaspoons or 4 tablespoons in
// one measure ("1/4 cup plus 1 tablespoon", "1 tablespoon plus 1 teaspoon"), a cup size a kitchen
// owns when one fits. Counts round to whole items where a cook cannot split one (a clove, an
// egg, a bun, a bay leaf, a steak) and say "about" when rounding moved them; what can be cut (a
// cabbage, a lime) is cut in proportion, down to a sixteenth. Metric: liquids in ml or l, dry
// goods in grams from the line's weight (USDA SR28 household measures, compiled into the
// catalog), below a gram in spoons or "a pinch"; meat in g or kg, lengths in cm, temperatures
// in °C; the US amount of a weighed measure follows once. An equivalent in parentheses that
// comes out the same as the line's own amount is not said twice; an alternative ("o 3 elotes")
// is always kept. No conversion library writes compound kitchen measures, hence this file.
// Pure and small: the recipe page's island renders with it when the reader changes servings.
import { celsiusFor, type UnitSystem } from '@/lib/cooking/temperature';
import { formatAmount, formatDecimal, kitchenRound, numberWord, type Precision } from '@/lib/recipe/numbers';
import type { LineModel, QuantityToken, Range, Segment } from '@/lib/recipe/parse';
import { nearestSpoon, smallSpoons } from '@/lib/recipe/spoons';
import { ITEM_UNITS, TEASPOON_ML, UNITS, unitName, type Lang, type UnitId } from '@/lib/recipe/units';

export type RenderOptions = {
  /** Servings wanted ÷ servings written. */
  factor: number;
  system: UnitSystem;
  /** The line's weight in grams as written (the wire's `weight`), for weighing dry measures. */
  grams?: number | null;
  /** Liquids stay volumes in metric. */
  liquid?: boolean;
  /** Counts of this line may be halved (produce, cans); otherwise whole items. */
  split?: 'whole' | 'half';
  /** A recipe with counts in its steps no list marks: the steps keep their own counts and a
   *  scaled count is written beside the one it recognizes ("4 (now 8) equal portions"). */
  beside?: boolean;
};

type Written = { text: string; value: number };

const WORDS = {
  en: { about: 'about', each: 'each', pinch: 'a pinch', drops: 'a few drops', plus: 'plus', now: 'now' },
  es: { about: 'aprox.', each: 'cada uno', pinch: 'una pizca', drops: 'unas gotas', plus: 'más', now: 'ahora' },
};

const scaleRange = (r: Range, f: number): Range => ({ min: r.min * f, max: r.max * f });

/** Two cups and more (less is ./spoonsAndCups or ./writeTeaspoons): cups, then quarts and
 *  gallons for what was written in them. */
function usVolume(tsp: number, family: UnitId): { unit: UnitId; precision: Precision } {
  const bigFamily = family === 'quart' || family === 'gallon' || family === 'pint';
  if (tsp < (bigFamily ? 192 : 768)) return { unit: 'cup', precision: 'quarters' };
  if (tsp < 768) return { unit: 'quart', precision: 'quarters' };
  return { unit: 'gallon', precision: 'quarters' };
}

function usMass(grams: number): { unit: UnitId; precision: Precision } {
  const oz = grams / UNITS.ounce.factor;
  if (oz < 4) return { unit: 'ounce', precision: 'quarters' };
  if (oz < 16) return { unit: 'ounce', precision: 'halves' };
  return { unit: 'pound', precision: oz < 160 ? 'quarters' : 'halves' };
}

function metricRound(value: number, unit: 'ml' | 'g' | 'cm'): { value: number; unit: string } {
  if (unit === 'ml') {
    if (value >= 1000) return { value: Math.round(value / 100) / 10, unit: 'l' };
    if (value >= 250) return { value: Math.round(value / 25) * 25, unit };
    if (value >= 20) return { value: Math.round(value / 5) * 5, unit };
    return {
      value: value < 1 ? Math.round(value * 10) / 10 : value < 10 ? Math.round(value * 2) / 2 : Math.round(value),
      unit,
    };
  }
  if (unit === 'g') {
    if (value >= 1000)
      return { value: value >= 10_000 ? Math.round(value / 1000) : Math.round(value / 100) / 10, unit: 'kg' };
    if (value >= 100) return { value: Math.round(value / 5) * 5, unit };
    return { value: value < 5 ? Math.round(value * 10) / 10 : Math.round(value), unit };
  }
  // Under a centimetre a cook reads millimetres: a 1/4-inch slice is "6 mm", not "0.5 cm".
  if (value < 0.95) return { value: Math.max(1, Math.round(value * 10)), unit: 'mm' };
  return { value: Math.round(value), unit };
}

function join(min: string, max: string, lang: Lang, joiner?: string) {
  return min === max ? min : `${min} ${joiner ?? (lang === 'es' ? 'a' : 'to')} ${max}`;
}

/** Spoon and cup measures as a cook fills them: at most 3 teaspoons or 4 tablespoons in one
 *  measure, the rest made up with the next smaller one ("1/4 cup plus 1 tablespoon",
 *  "1 tablespoon plus 1-1/2 teaspoons"). One amount in teaspoons; undefined when one unit
 *  writes it faithfully (then ./usVolume's choice stands). */
function spoonsAndCups(tsp: number): { parts: [number, UnitId][] } | undefined {
  if (tsp < 3 - 1e-9 || tsp >= 96) return undefined;
  if (tsp < 12) {
    // Half-teaspoon steps above a tablespoon: a quarter teaspoon is lost in a tablespoon.
    const total = Math.round(tsp * 2) / 2;
    // Half tablespoons are on every set of spoons: "1-1/2 tablespoons", not "1 plus 1-1/2 teaspoons".
    if (Math.abs(total / 1.5 - Math.round(total / 1.5)) < 1e-9) return { parts: [[total / 3, 'tablespoon']] };
    const tbsp = Math.floor(total / 3 + 1e-9);
    // Half a teaspoon in three tablespoons is lost in the spoon's heap.
    const rest = total - tbsp * 3 < 0.06 * total ? 0 : total - tbsp * 3;
    return {
      parts:
        rest > 0
          ? [
              [tbsp, 'tablespoon'],
              [rest, 'teaspoon'],
            ]
          : [[tbsp, 'tablespoon']],
    };
  }
  const tbsp = tsp / 3;
  // A cup measure a kitchen owns (1/3 and 2/3 included), within 4 %: that alone.
  const cups = kitchenRound(tbsp / 16, 'quarters');
  if (cups > 0 && Math.abs(cups * 16 - tbsp) <= 0.04 * tbsp) return { parts: [[cups, 'cup']] };
  const total = Math.round(tbsp);
  const quarterCups = Math.floor(total / 4);
  const rest = total - quarterCups * 4;
  return {
    parts:
      rest > 0
        ? [
            [quarterCups / 4, 'cup'],
            [rest, 'tablespoon'],
          ]
        : [[quarterCups / 4, 'cup']],
  };
}

function writeSpoonsAndCups(parts: [number, UnitId][], lang: Lang): string {
  return parts
    .map(([v, unit]) => {
      const de = lang === 'es' && v < 1 && v !== 0.5 ? ' de' : '';
      return `${formatAmount(v)}${de} ${unitName(unit, lang, v > 1)}`;
    })
    .join(` ${WORDS[lang].plus} `);
}

/** Under a tablespoon, in the teaspoon measures of ./spoons.ts: "1/4 teaspoon plus 1/8
 *  teaspoon"; a range's ends are one measure each ("1/4 to 1/2 teaspoon"). */
function writeTeaspoons(base: Range, lang: Lang): Written {
  if (base.min === base.max) {
    const parts = smallSpoons(base.max);
    return {
      text: writeSpoonsAndCups(
        parts.map((v) => [v, 'teaspoon']),
        lang,
      ),
      value: parts[0]!,
    };
  }
  const [lo, hi] = [nearestSpoon(base.min), nearestSpoon(base.max)];
  const de = lang === 'es' && hi < 1 && hi !== 0.5 ? ' de' : '';
  return {
    text: `${join(formatAmount(lo), formatAmount(hi), lang)}${de} ${unitName('teaspoon', lang, hi > 1)}`,
    value: hi,
  };
}

/** A US measure (volume or mass), kitchen-rounded in the unit that suits its size. Below the
 *  smallest spoon: "a pinch", or of a liquid "a few drops". */
function writeUs(q: QuantityToken, r: Range, lang: Lang, liquid = false): Written {
  const unit = q.unit!;
  const spec = UNITS[unit];
  const base = { min: r.min * spec.factor, max: r.max * spec.factor };
  if (spec.dim === 'volume' && base.max < 1 / 16)
    return { text: liquid ? WORDS[lang].drops : WORDS[lang].pinch, value: base.max };
  if (spec.dim === 'volume' && base.max < 3 - 1e-9) return writeTeaspoons(base, lang);
  if (spec.dim === 'volume') {
    const hi = spoonsAndCups(base.max);
    const lo = base.min === base.max ? hi : spoonsAndCups(base.min);
    if (hi) {
      const value = hi.parts[0]![0];
      const hiText = writeSpoonsAndCups(hi.parts, lang);
      if (base.min === base.max) return { text: hiText, value };
      const loText = lo
        ? writeSpoonsAndCups(lo.parts, lang)
        : writeTeaspoons({ min: base.min, max: base.min }, lang).text;
      return { text: join(loText, hiText, lang), value };
    }
  }
  const pick = spec.dim === 'volume' ? usVolume(base.max, unit) : usMass(base.max);
  const f = UNITS[pick.unit].factor;
  const min = kitchenRound(base.min / f, pick.precision);
  const max = kitchenRound(base.max / f, pick.precision);
  // Never round a small amount away: the smallest measure stays.
  const floor = pick.precision === 'quarters' ? 1 / 4 : 1 / 2;
  const lo = Math.max(min, floor);
  const hi = Math.max(max, floor);
  const name = unitName(pick.unit, lang, hi > 1);
  const amount = join(formatAmount(lo), formatAmount(hi), lang);
  // "1/4 de taza", "3/4 de cucharadita", but "1/2 taza" (media taza).
  const de = lang === 'es' && hi < 1 && hi !== 0.5 ? ' de' : '';
  return { text: `${amount}${de} ${name}`, value: hi };
}

function writeMetric(q: QuantityToken, r: Range, grams: number | null, lang: Lang): Written {
  const spec = UNITS[q.unit!];
  let kind: 'ml' | 'g' | 'cm';
  let per: number;
  if (spec.dim === 'length') [kind, per] = ['cm', spec.factor];
  else if (spec.dim === 'mass') [kind, per] = ['g', spec.factor];
  else if (grams !== null) [kind, per] = ['g', grams];
  else [kind, per] = ['ml', spec.factor * TEASPOON_ML];
  const m = metricRange(r.min * per, r.max * per, kind);
  // A unit symbol takes no hyphen as an adjective: "a 6 mm slice" (NIST SP 811, 7.6).
  return { text: `${join(m.from, m.to, lang)} ${m.unit}`, value: m.value };
}

/** A metric amount or range rounded as a cook measures it, in the unit its larger end reads
 *  best in: the lower end names its own unit only where it differs ("1.4 to 1.6 kg", "900 g to
 *  1.1 kg"). The caller joins the ends. */
export function metricRange(min: number, max: number, kind: 'ml' | 'g' | 'cm') {
  const lo = metricRound(min, kind);
  const hi = metricRound(max, kind);
  const from = lo.unit === hi.unit ? formatDecimal(lo.value) : `${formatDecimal(lo.value)} ${lo.unit}`;
  return { from, to: formatDecimal(hi.value), unit: hi.unit, value: hi.value };
}

/** Less than one item that can be cut (a head of cabbage, a lime): the share a cook can cut,
 *  nearest in proportion ("1/16 of a cabbage" for a quarter head at a quarter of the servings). */
const SHARES = [1 / 16, 1 / 8, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];
const share = (v: number) =>
  SHARES.reduce((best, c) => (Math.abs(Math.log(c / v)) < Math.abs(Math.log(best / v)) ? c : best), 1);

/** A count: whole items, or halves where the line allows, with "about" when rounding moved it. */
function writeCount(
  q: QuantityToken,
  r: Range,
  lang: Lang,
  split: 'whole' | 'half',
  scaled: boolean,
  alternative = false,
): Written {
  const precision: Precision = split === 'half' ? 'halves' : 'whole';
  // An equivalent in parentheses keeps to halves: a share of it is dropped as unfaithful.
  const floor = split === 'half' && !q.main ? 0.5 : 1;
  const cut = split === 'half' && (q.main || alternative);
  const round = (v: number) => (!scaled ? v : cut && v < 1 ? share(v) : Math.max(floor, kitchenRound(v, precision)));
  const min = round(r.min);
  const max = round(r.max);
  const moved = scaled && (Math.abs(max - r.max) > 0.02 * r.max || Math.abs(min - r.min) > 0.02 * r.min);
  const num = (v: number) => (q.word ? (numberWord(v, lang) ?? formatAmount(v)) : formatAmount(v));
  let text = join(num(min), num(max), lang, q.joiner);
  if (q.unit) {
    const label = q.label ? `${q.label} ` : '';
    text = `${text} ${label}${unitName(q.unit, lang, max > 1)}`;
  }
  return { text: moved && !q.approx ? `${WORDS[lang].about} ${text}` : text, value: max };
}

type LineState = {
  /** The line's own count as written now: sizes of one item say "each" past one. */
  count: number;
  /** The count a following noun agrees with. */
  last: number;
  /** An equivalent count dropped (it could not be written faithfully): its noun goes too. */
  dropNoun: boolean;
  /** The line's own amount as written, so an equivalent that rounds to it is not said twice. */
  mainText?: string;
  /** The parenthesis open now offers an alternative ("o 3 elotes"), kept whatever its rounding. */
  alternative: boolean;
  /** The line's own amount is in grams or millilitres: a Spanish participle that agreed with its
   *  cup or spoon agrees with the ingredient instead. */
  metric?: boolean;
};

/** An equivalent in parentheses that rounding would distort by more than this is left out
 *  ("1 tablespoon (about 1 stick) butter" is worse than no equivalent). */
const EQUIVALENT_TOLERANCE = 0.25;

function writeQuantity(
  q: QuantityToken,
  o: RenderOptions,
  lang: Lang,
  state: LineState,
  inParentheses: boolean,
  whole: boolean,
): string {
  const f = q.scales ? o.factor : 1;
  const r = scaleRange(q.amount, f);
  const approx = q.approx ? `${q.approx} ` : '';
  const dim = q.unit ? UNITS[q.unit].dim : 'count';
  if (q.unmarked) return q.text;
  if (q.prose) {
    const w = writeCount(q, r, lang, 'whole', f !== 1);
    if (!o.beside || f === 1) {
      state.last = w.value;
      return w.text;
    }
    state.last = q.amount.max;
    return `${q.text} (${WORDS[lang].now} ${w.text})`;
  }
  if (dim === 'count') {
    const split = whole ? 'whole' : q.main ? (o.split ?? 'whole') : 'half';
    const w = writeCount(q, r, lang, split, f !== 1, state.alternative);
    if (
      !q.main &&
      f !== 1 &&
      inParentheses &&
      !state.alternative &&
      Math.abs(w.value - r.max) > EQUIVALENT_TOLERANCE * r.max
    ) {
      state.dropNoun = true;
      return '';
    }
    if (q.main) state.count = w.value;
    state.last = w.value;
    return approx + w.text;
  }
  if (!q.scales && o.system === 'us') return q.text;
  const metricUnit = q.unit && UNITS[q.unit].system === 'metric';
  if (o.system === 'us' && metricUnit) return approx + writeMetric(q, r, null, lang).text;
  if (o.system === 'us') return said(q, writeUs(q, r, lang, o.liquid), approx, state, inParentheses, false);
  // Weighed as the list weighs it: the line's own grams, or a step's amount of a line the list
  // weighs (./weigh-steps.ts), so the list and the steps say "5 g cornstarch" alike.
  const weighed =
    dim !== 'volume' || o.liquid
      ? null
      : q.main && o.grams
        ? o.grams / q.amount.max
        : q.gramsPerTsp
          ? q.gramsPerTsp * UNITS[q.unit!].factor
          : null;
  const w = writeMetric(q, r, weighed, lang);
  // Below a gram or a millilitre no kitchen scale reads it: a spoon measure, or "a pinch".
  if (dim === 'volume' && w.value < 1 && / (?:g|ml)$/.test(w.text)) {
    return said(q, writeUs(q, r, lang, o.liquid), approx, state, inParentheses, false);
  }
  // Grams and millilitres are masculine: "unas 3 onzas" is "unos 85 g".
  const about = approx.replace(/^([Uu])nas\b/, '$1nos');
  if (weighed === null || !q.main) return said(q, w, about, state, inParentheses, true);
  // A dry measure written as grams: its spoon or cup measure once, for a cook without scales.
  said(q, w, about, state, inParentheses, true);
  return `${about}${w.text} (${writeUs(q, r, lang).text})`;
}

/** A measure as written: the line's own is remembered; an equivalent in parentheses that
 *  came out the same as it ("3.3 l de agua (3.3 l)") is left out. */
function said(
  q: QuantityToken,
  written: Written,
  approx: string,
  state: LineState,
  inParentheses: boolean,
  metric: boolean,
): string {
  if (q.main) {
    state.mainText = written.text;
    // What follows agrees with the amount as written: "1 taza …, dividida", "1-1/2 tazas …,
    // divididas"; after grams or millilitres, with the ingredient ("700 ml de caldo, dividido").
    state.last = written.value;
    state.metric = metric;
  } else if (inParentheses && written.text === state.mainText) return '';
  return approx + written.text;
}

/** What a cook cannot cut in parts and still use as the recipe means: a clove, an egg, a bun, a
 *  tortilla, a bay leaf, a steak. Its count stays whole, with "about" when rounding moved it. */
const WHOLE_UNITS: ReadonlySet<UnitId> = new Set(['clove', 'leaf', 'sprig']);
const WHOLE_NOUNS =
  /^(?:\S+ )*?(?:eggs?|yolks?|whites?|buns?|rolls?|tortillas?|pitas?|bay lea(?:f|ves)|steaks?|tostadas?|taco shells?|huevos?|yemas?|claras?|bolillos?|teleras?|panes?|tortillas?|hojas? de laurel|bistecs?|filetes?|chuletas?)\b/i;

function cannotSplit(segments: Segment[], i: number): boolean {
  const q = segments[i] as QuantityToken;
  if (q.unit) return WHOLE_UNITS.has(q.unit);
  for (const s of segments.slice(i + 1, i + 5)) {
    if (typeof s === 'object' && s.t === 'noun') return WHOLE_NOUNS.test(s.forms.other);
    if (typeof s === 'object' && s.t === 'q' && !s.adjective) return false;
  }
  return false;
}

/** Spanish: the definite article right before a measure agrees with the measure as written,
 *  which scaling or metric may have changed ("la 1/2 cucharadita de sal" is "las 2 cucharaditas",
 *  "los 3 g"). Metric symbols are masculine (gramo, mililitro); a measure's name is feminine
 *  when it ends in -a (taza, cucharada, onza, libra, lata). */
function agreeArticle(before: string, written: string): string {
  const article = /\b(el|la|los|las) $/i.exec(before);
  const measure = /^(?:aprox\. )?([\d./-]+)(?: de)? (\p{L}+)/u.exec(written);
  if (!article || !measure) return before;
  const [, amount, unit] = measure;
  const metric = /^(?:mm|cm|g|kg|ml|l)$/.test(unit!);
  const plural = metric ? amount !== '1' : /s$/.test(unit!);
  const feminine = !metric && /as?$/.test(unit!);
  let word = feminine ? (plural ? 'las' : 'la') : plural ? 'los' : 'el';
  if (/^[A-Z]/.test(article[1]!)) word = word[0]!.toUpperCase() + word.slice(1);
  return before.slice(0, article.index) + word + ' ';
}

function writeSegments(segments: Segment[], o: RenderOptions, lang: Lang): string {
  const state: LineState = { count: 1, last: 1, dropNoun: false, alternative: false };
  let out = '';
  let depth = 0;
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!;
    if (typeof s === 'string') {
      out += s;
      for (const ch of s) depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
      state.alternative = depth > 0 && /\(\s*(?:or|o|u)\s+[^()]*$/i.test(out);
      continue;
    }
    switch (s.t) {
      case 'q': {
        const written = writeQuantity(s, o, lang, state, depth > 0, cannotSplit(segments, i));
        if (lang === 'es') out = agreeArticle(out, written);
        out += written;
        // "a pinch of cayenne pepper", "2 dashes of hot sauce": English joins these with "of"
        // (Spanish writes its "de" in the line already).
        const next = segments[i + 1];
        if (lang === 'en' && OF_MEASURES.test(written) && typeof next === 'string' && /^ +(?!of\b)\p{L}/u.test(next))
          out += ' of';
        // A size of one item: with several, say so ("(3 to 3-1/2 pounds each)").
        if (s.perItem && state.count > 1 && lang === 'en') out += ` ${WORDS.en.each}`;
        break;
      }
      case 'noun':
        if (state.dropNoun) state.dropNoun = false;
        else if (state.metric && s.ingredient) out += s.ingredient;
        else out += state.last > 1 ? s.forms.other : s.forms.one;
        break;
      case 'temp':
        out +=
          o.system !== 'metric'
            ? s.text
            : s.from !== undefined
              ? `${join(String(celsiusFor(s.from)), String(celsiusFor(s.f)), lang)} °C`
              : `${celsiusFor(s.f)} °C`;
        break;
      case 'dims':
        out +=
          o.system === 'metric' ? writeDims(s.inches.map((x) => metricRound(x * UNITS.inch.factor, 'cm'))) : s.text;
        break;
      case 'time':
        out += s.text;
        break;
    }
  }
  // "5 cm wide strips" for "2-inch-wide strips": a unit symbol takes no hyphen.
  return tidy(o.system === 'metric' ? out.replace(/(\d (?:mm|cm|g|kg|ml|l))-(?=\p{L})/gu, '$1 ') : out);
}

/** "23 x 33 cm"; "6 mm x 5 cm" when the sides differ in unit. */
const writeDims = (sides: { value: number; unit: string }[]) =>
  sides.every((x) => x.unit === sides[0]!.unit)
    ? `${sides.map((x) => x.value).join(' x ')} ${sides[0]!.unit}`
    : sides.map((x) => `${x.value} ${x.unit}`).join(' x ');

/** Measures that are not a fill of a spoon or cup, which English follows with "of". */
const OF_MEASURES = /(?:^|\s)(?:pinch|pinches|dash|dashes|drops)$/;

/** What dropping a token can leave: "()", "(about )", "(de )", doubled spaces, " ,". */
const tidy = (s: string) =>
  s
    .replace(/\(\s*(?:(?:about|aprox\.|de|or|o|one|un|una)\s*)*\)/g, '')
    .replace(/ {2,}/g, ' ')
    .replace(/ +([,;)])/g, '$1')
    .replace(/\( +/g, '(')
    .trim();

/** A step with a count ./step-counts.ts does not mark (an upstream's wording). Here, not in
 *  ./parse.ts, so the recipe island does not load the parser. */
export const hasUnmarkedCounts = (segments: Segment[]) =>
  segments.some((s) => typeof s === 'object' && s.t === 'q' && !!s.unmarked);

/** An ingredient line at these servings and units. */
export function renderLine(model: LineModel, o: RenderOptions): string {
  const segments = wholeItemsAsWeight(model.segments, o);
  return writeSegments(segments, o, model.lang);
}

/** The share of a divided line a step uses ("1 teaspoon of the 2 tablespoons vegetable oil,
 *  divided"): the line's amount and item at `part` of it, without what follows its first comma
 *  outside parentheses (", divided", ", dividida"), which speaks of the whole line. */
export function renderShare(model: LineModel, part: number, o: RenderOptions): string {
  const segments: Segment[] = [];
  let depth = 0;
  for (const s of model.segments) {
    if (typeof s !== 'string') {
      segments.push(s);
      continue;
    }
    const at = [...s].findIndex((ch) => {
      if (ch === '(') depth++;
      if (ch === ')') depth = Math.max(0, depth - 1);
      return ch === ',' && depth === 0;
    });
    if (at < 0) segments.push(s);
    else {
      segments.push(s.slice(0, at).trimEnd());
      break;
    }
  }
  return renderLine({ ...model, segments }, { ...o, factor: o.factor * part });
}

/** A step's text: amounts scaled, temperatures and sizes converted, times as written. */
export function renderProse(
  segments: Segment[],
  o: Pick<RenderOptions, 'factor' | 'system' | 'beside'>,
  lang: Lang,
): string {
  return writeSegments(segments, o, lang);
}

/** An item of known size that scales below three quarters of one ("1/8 of a 3-pound roast",
 *  "1/50 of a No. 10 can"): written as that share of its size, which then goes ("6 to 7
 *  ounces boneless beef chuck roast", "1 cup crushed tomatoes"). */
function wholeItemsAsWeight(segments: Segment[], o: RenderOptions): Segment[] {
  const main = segments.find((s): s is QuantityToken => typeof s === 'object' && s.t === 'q' && !!s.main);
  if (!main || (main.unit !== null && !ITEM_UNITS.has(main.unit)) || (o.split ?? 'whole') !== 'whole') return segments;
  if (main.amount.max * o.factor >= 0.75) return segments;
  const size = segments.find(
    (s): s is QuantityToken =>
      typeof s === 'object' && s.t === 'q' && !!s.perItem && !!s.unit && UNITS[s.unit].dim === 'mass',
  );
  if (!size) return segments;
  const weight: QuantityToken = {
    t: 'q',
    text: size.text,
    unit: size.unit,
    main: false,
    scales: true,
    amount: { min: size.amount.min * main.amount.min, max: size.amount.max * main.amount.max },
  };
  return segments.flatMap((s, i): Segment[] => {
    if (s === size) return [];
    if (s === main) return [weight];
    // Spanish writes the size as a complement: "de 3-1/2 libras" goes with it.
    if (typeof s === 'string' && segments[i + 1] === size) return [s.replace(/\s+de\s*$/, ' ')];
    return [s];
  });
}

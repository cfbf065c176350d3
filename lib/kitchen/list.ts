// The shopping list: every ingredient line of the recipes on the list, at each recipe's
// servings and in the reader's units, merged where two lines buy the same thing in the same kind
// of unit (2 onions + 1 onion = 3 onions; 1 cup + 2 tablespoons broth = 1 cup 2 tablespoons),
// grouped by grocery section. Lines are read by lib/recipe (parsed on the server, rendered here)
// so the list scales and converts exactly as the recipe pages do. Pure: the list page's island
// and the tests run it.
import type { UnitSystem } from '@/lib/cooking/temperature';
import { formatAmount, formatDecimal, kitchenRound } from '@/lib/recipe/numbers';
import { itemOf, type LineModel, type NounToken, type QuantityToken } from '@/lib/recipe/parse';
import { renderLine } from '@/lib/recipe/render';
import { smallSpoons } from '@/lib/recipe/spoons';
import { TEASPOON_ML, UNITS, unitName, type Lang, type UnitId } from '@/lib/recipe/units';

/** One ingredient line of a recipe, as the list route sends it. */
export type SourceLine = {
  text: string;
  model: LineModel;
  grams: number | null;
  liquid: boolean;
  split: 'whole' | 'half';
  /** The ingredient the line is linked to, when the service links it: the best identity. */
  ingredient?: string;
  /** Its grocery section's slug (the service's grocerySections lookup). */
  section?: string;
};

/** A recipe on the list with its lines, its own yield, and the reader's servings and units. */
export type ListSource = {
  slug: string;
  name: string;
  lang: Lang;
  yieldCount: number;
  servings: number;
  lines: SourceLine[];
};

/** Where a merged line came from ("what is this for"). */
export type LineOrigin = { slug: string; name: string; lang: Lang; text: string };

export type ListLine = {
  /** Stable across reloads and servings changes: the reader's ticks and edits are kept by it. */
  key: string;
  text: string;
  lang: Lang;
  section: string | null;
  from: LineOrigin[];
};

export type ListGroup = { section: string | null; lines: ListLine[] };

type Kind = 'volume' | 'mass' | `count:${UnitId}` | 'noun';

type Part = {
  key: string;
  kind: Kind | null;
  /** In teaspoons, grams or items; already scaled. */
  min: number;
  max: number;
  item: string;
  noun?: NounToken;
  lang: Lang;
  source: ListSource;
  line: SourceLine;
  factor: number;
  /** The line rendered alone (what a single-source line shows, and "what is this for"). */
  alone: string;
};

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

function partOf(source: ListSource, line: SourceLine, index: number, system: UnitSystem): Part {
  const factor = source.servings / Math.max(1, source.yieldCount);
  const { model } = line;
  const alone = renderLine(model, { factor, system, grams: line.grams, liquid: line.liquid, split: line.split });
  const i = model.segments.findIndex((s) => typeof s === 'object' && s.t === 'q' && !!s.main);
  const base = { lang: model.lang, source, line, factor, alone, min: 0, max: 0, item: '' };
  if (i < 0) {
    // No amount ("Salt and pepper to taste"): the same words in two recipes are one line.
    const text = norm(line.text.split(/[,(]/)[0]!);
    return { ...base, kind: null, key: `none:${model.lang}:${line.ingredient ?? text}`, item: line.text };
  }
  const q = model.segments[i] as QuantityToken;
  const dim = q.unit ? UNITS[q.unit].dim : 'count';
  let kind: Kind | null =
    q.unit === null ? 'noun' : dim === 'count' ? `count:${q.unit}` : dim === 'length' ? null : dim;
  let unitFactor = q.unit ? UNITS[q.unit].factor : 1;
  // A metric list weighs dry measures as the recipe page does (from the line's weight).
  if (kind === 'volume' && system === 'metric' && line.grams && !line.liquid) {
    kind = 'mass';
    unitFactor = line.grams / q.amount.max;
  }
  if (kind === null) return { ...base, kind: null, key: `line:${source.slug}:${index}`, item: line.text };
  const next = model.segments[i + 2];
  const noun = kind === 'noun' && typeof next === 'object' && next.t === 'noun' ? next : undefined;
  const item = noun ? noun.forms.one : itemOf(model);
  const identity = line.ingredient ? `i:${line.ingredient}` : `t:${model.lang}:${norm(item)}`;
  return {
    ...base,
    kind,
    key: `${identity}|${kind}`,
    min: q.amount.min * unitFactor * factor,
    max: q.amount.max * unitFactor * factor,
    item,
    noun,
  };
}

const name = (id: UnitId, lang: Lang, n: number) => unitName(id, lang, n > 1);
const amountUnit = (n: number, id: UnitId, lang: Lang) => `${formatAmount(n)} ${name(id, lang, n)}`;

/** US volume for a list: whole cups and the rest in spoons, "1 cup 2 tablespoons", which a cook
 *  measures without arithmetic; under a cup in tablespoons and teaspoons. */
function usVolume(tsp: number, lang: Lang): string {
  if (tsp >= 48) {
    const cups = kitchenRound(tsp / 48, 'quarters');
    if (Math.abs(cups * 48 - tsp) <= 0.03 * tsp) return amountUnit(cups, 'cup', lang);
    const whole = Math.floor(tsp / 48);
    const rest = tsp - whole * 48;
    return rest < 0.75 ? amountUnit(whole, 'cup', lang) : `${amountUnit(whole, 'cup', lang)} ${usSpoons(rest, lang)}`;
  }
  // A cup measure a kitchen owns (as lib/recipe/render.ts writes them): "3/4 cup", not "12 tablespoons".
  const cup = [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4].find((c) => Math.abs(tsp / 48 - c) <= 0.04 * c);
  if (cup) return amountUnit(cup, 'cup', lang);
  return usSpoons(tsp, lang);
}

function usSpoons(tsp: number, lang: Lang): string {
  if (tsp < 3)
    return smallSpoons(tsp)
      .map((v) => amountUnit(v, 'teaspoon', lang))
      .join(' ');
  const tbsp = kitchenRound(tsp / 3, 'halves');
  if (Math.abs(tbsp * 3 - tsp) <= 0.05 * tsp) return amountUnit(tbsp, 'tablespoon', lang);
  const whole = Math.floor(tsp / 3);
  const rest = kitchenRound(tsp - whole * 3, 'spoon-quarters');
  return rest > 0
    ? `${amountUnit(whole, 'tablespoon', lang)} ${amountUnit(rest, 'teaspoon', lang)}`
    : amountUnit(whole, 'tablespoon', lang);
}

function usMass(g: number, lang: Lang): string {
  const oz = g / UNITS.ounce.factor;
  if (oz >= 16) return amountUnit(kitchenRound(oz / 16, 'quarters'), 'pound', lang);
  return amountUnit(Math.max(kitchenRound(oz, 'halves'), 0.5), 'ounce', lang);
}

function metricVolume(tsp: number, lang: Lang): string {
  const ml = tsp * TEASPOON_ML;
  if (ml >= 1000) return `${formatDecimal(ml / 1000)} ${name('liter', lang, 2)}`;
  return `${formatDecimal(ml >= 10 ? Math.round(ml / 5) * 5 : ml)} ml`;
}

function metricMass(g: number): string {
  if (g >= 1000) return `${formatDecimal(g / 1000)} kg`;
  return `${formatDecimal(g >= 10 ? Math.round(g / 5) * 5 : g)} g`;
}

/** Items to buy: up to the next whole one, or the next half where the item can be cut. */
const items = (n: number, split: 'whole' | 'half') =>
  split === 'half' ? Math.ceil(n * 2 - 1e-9) / 2 : Math.ceil(n - 1e-9);

function amountText(kind: Kind, value: number, system: UnitSystem, lang: Lang, split: 'whole' | 'half'): string {
  if (kind === 'volume') return system === 'us' ? usVolume(value, lang) : metricVolume(value, lang);
  if (kind === 'mass') return system === 'us' ? usMass(value, lang) : metricMass(value);
  const n = items(value, split);
  return kind === 'noun' ? formatAmount(n) : amountUnit(n, kind.slice(6) as UnitId, lang);
}

/** A merged line: "3 onions", "1 cup 2 tablespoons beef broth", "1 taza de caldo". */
function mergedText(parts: Part[], system: UnitSystem): string {
  const first = parts[0]!;
  const kind = first.kind!;
  const lang = first.lang;
  const min = parts.reduce((s, p) => s + p.min, 0);
  const max = parts.reduce((s, p) => s + p.max, 0);
  const split = parts.every((p) => p.line.split === 'half') ? 'half' : 'whole';
  const to = lang === 'es' ? ' a ' : ' to ';
  const amount =
    Math.abs(max - min) > 1e-9
      ? `${amountText(kind, min, system, lang, split)}${to}${amountText(kind, max, system, lang, split)}`
      : amountText(kind, max, system, lang, split);
  if (kind === 'noun') {
    const forms = first.noun?.forms;
    const word = forms ? (items(max, split) > 1 ? forms.other : forms.one) : first.item;
    return `${amount} ${word}`;
  }
  return lang === 'es' ? `${amount} de ${first.item}` : `${amount} ${first.item}`;
}

/** The list: lines merged and grouped by section (sections in the order of `sectionOrder`, the
 *  lookup's; lines without a section last, as "Other"). */
export function buildList(sources: ListSource[], system: UnitSystem, sectionOrder: string[] = []): ListGroup[] {
  const byKey = new Map<string, Part[]>();
  for (const source of sources) {
    source.lines.forEach((line, i) => {
      const part = partOf(source, line, i, system);
      byKey.set(part.key, [...(byKey.get(part.key) ?? []), part]);
    });
  }
  const lines: ListLine[] = [...byKey.entries()].map(([key, parts]) => {
    const first = parts[0]!;
    const text = parts.length === 1 || first.kind === null ? first.alone : mergedText(parts, system);
    return {
      key,
      text,
      lang: first.lang,
      section: parts.find((p) => p.line.section)?.line.section ?? null,
      from: parts.map((p) => ({ slug: p.source.slug, name: p.source.name, lang: p.source.lang, text: p.alone })),
    };
  });
  const rank = (s: string | null) =>
    s === null ? Infinity : sectionOrder.indexOf(s) >= 0 ? sectionOrder.indexOf(s) : sectionOrder.length;
  const groups = new Map<string | null, ListLine[]>();
  for (const line of lines) groups.set(line.section, [...(groups.get(line.section) ?? []), line]);
  return [...groups.entries()]
    .map(([section, ls]) => ({ section, lines: ls }))
    .sort((a, b) => rank(a.section) - rank(b.section) || (a.section ?? '').localeCompare(b.section ?? ''));
}

/** The list as plain text, for sharing: one section a paragraph, one line a row. */
export function listText(
  groups: ListGroup[],
  sectionName: (slug: string | null) => string,
  edits: Record<string, { ticked?: boolean; removed?: boolean; text?: string }> = {},
): string {
  return groups
    .map((g) => {
      const rows = g.lines
        .filter((l) => !edits[l.key]?.removed)
        .map((l) => `${edits[l.key]?.ticked ? '[x]' : '[ ]'} ${edits[l.key]?.text ?? l.text}`);
      return rows.length ? `${sectionName(g.section)}\n${rows.join('\n')}` : '';
    })
    .filter(Boolean)
    .join('\n\n');
}

import type { CutLevel, CutView, GuidelineView } from '@/lib/api/views';
import {
  chefChoices,
  defaultChefChoice,
  donenessOf,
  donenessPlan,
  isRoasting,
  isSearing,
  methodKey,
  roastMinutes,
  STEAK_THICKNESSES,
  steakMinutes,
} from '@/lib/cooking/doneness';
import { celsiusFor, formatTemperature, type UnitSystem } from '@/lib/cooking/temperature';
import type { CookingWords } from '@/lib/i18n/dict';
import { en } from '@/lib/i18n/en';
import { fill } from '@/lib/i18n/fill';
import { formatDecimal } from '@/lib/recipe/numbers';
import { parseProse } from '@/lib/recipe/parse';
import { metricRange, renderProse } from '@/lib/recipe/render';
import type { Lang } from '@/lib/recipe/units';

// How cut facts read on every page that shows them (the cut page's table and calculator, the
// compare view): one formatter per unit. Ranges never repeat a value ("1 lb", not "1-1 lb"),
// weights read in pounds from a pound up, times in hours beyond 90 minutes. Words come from the
// page's dictionary (`guidelines.words`); English where a caller passes none (the cut pages).

const EN: CookingWords = en.guidelines.words;

export const CUT_LEVEL_LABEL: Record<CutLevel, string> = {
  primal: 'Primal',
  subprimal: 'Subprimal',
  subsection: 'Subsection',
  cut: 'Retail and foodservice cut',
};

/** Ground beef has its own safe minimum (160 °F, no rest) under USDA FSIS guidance. */
export const isGroundBeef = (cut: Pick<CutView, 'categories'>) => cut.categories.some((c) => c.slug === 'ground-beef');

const FRACTIONS: Record<number, string> = { 0.25: '¼', 0.5: '½', 0.75: '¾' };

/** A number with a quarter written as a fraction ("1½", "¾"); other values to one decimal. */
function quarters(x: number): string {
  const whole = Math.floor(x);
  const frac = FRACTIONS[x - whole];
  if (frac) return whole ? `${whole}${frac}` : frac;
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}

/** "a–b unit", or "a unit" when both ends agree. */
const span = (a: string, b: string, unit: string) => (a === b ? `${a} ${unit}` : `${a}–${b} ${unit}`);

/** A weight or a weight range in ounces: in pounds when it starts at a pound or more, in
 *  ounces below ("8–12 oz", "1–1½ lb", "3–4 lb"). */
export function weightRange([a, b]: readonly [number, number], w: CookingWords = EN): string {
  if (a >= 16) return span(quarters(a / 16), quarters(b / 16), w.lb);
  return span(String(a), String(b), w.oz);
}

const GRAMS_PER_OUNCE = 28.349523125;

/** The same in grams, rounded as the recipes' metric amounts are (lib/recipe/render.ts):
 *  "225–340 g", "1.4–1.8 kg"; a range shares the unit of its larger end. */
export function metricWeightRange([a, b]: readonly [number, number]): string {
  const m = metricRange(a * GRAMS_PER_OUNCE, b * GRAMS_PER_OUNCE, 'g');
  return span(m.from, m.to, m.unit);
}

/** Minutes as hours when a whole quarter hour ("4½"), else null. */
const quarterHours = (m: number) => (m % 15 === 0 ? quarters(m / 60) : null);
const hoursAndMinutes = (m: number, w: CookingWords) => {
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return rest ? `${h} ${w.hr} ${rest} ${w.min}` : `${h} ${w.hr}`;
};

/** A cooking time range in minutes: minutes up to 90 ("11–15 min"), hours beyond ("8–10 hr",
 *  "4–5½ hr", "1 hr 45 min–2 hr 5 min"). */
export function minutesRange([a, b]: readonly [number, number], w: CookingWords = EN): string {
  if (b <= 90) return span(String(a), String(b), w.min);
  const [qa, qb] = [quarterHours(a), quarterHours(b)];
  if (qa !== null && qb !== null) return span(qa, qb, w.hr);
  return a === b ? hoursAndMinutes(a, w) : `${hoursAndMinutes(a, w)}–${hoursAndMinutes(b, w)}`;
}

/** A thickness in inches ("¾ inch", "1 inch", "1½ inches"). */
export const thickness = (inches: number, w: CookingWords = EN) =>
  fill(inches < 1 ? w.inch.under : inches === 1 ? w.inch.one : w.inch.many, { n: quarters(inches) });

/** A thickness in centimetres to the half ("2 cm", "2.5 cm", "3 cm", "4 cm", "5 cm"): not the
 *  recipes' whole centimetres, which would write 1 and 1¼ inches alike as one choice. */
export const thicknessCm = (inches: number) => `${formatDecimal(Math.round(inches * 2.54 * 2) / 2)} cm`;

/** A guideline's size: its thickness, else its weight, else nothing. */
export const sizeOf = (g: Pick<GuidelineView, 'thicknessInches' | 'weightOunces'>, w: CookingWords = EN) =>
  g.thicknessInches !== null ? thickness(g.thicknessInches, w) : g.weightOunces ? weightRange(g.weightOunces, w) : '';

/** A thickness in the reader's units. */
const thicknessIn = (inches: number, w: CookingWords, system: UnitSystem) =>
  system === 'us' ? thickness(inches, w) : thicknessCm(inches);

/** A guideline's size in the reader's units. */
const sizeIn = (g: Pick<GuidelineView, 'thicknessInches' | 'weightOunces'>, w: CookingWords, system: UnitSystem) =>
  g.thicknessInches !== null
    ? thicknessIn(g.thicknessInches, w, system)
    : !g.weightOunces
      ? ''
      : system === 'us'
        ? weightRange(g.weightOunces, w)
        : metricWeightRange(g.weightOunces);

/** A guideline's heat: the oven or smoker temperature, how it is grilled or heated (the
 *  service's text, or the language's for it; left out when the language has none), the
 *  distance from the heat. */
export const heatOf = (
  g: Pick<GuidelineView, 'ovenF' | 'grillingMethod' | 'distanceInches' | 'method'>,
  w: CookingWords = EN,
) =>
  [
    g.ovenF
      ? fill(methodKey(g.method) === 'smoke' ? w.smoker : w.oven, { temp: formatTemperature(g.ovenF, 'us') })
      : '',
    w.heat ? (w.heat[g.grillingMethod.trim().toLowerCase()] ?? '') : g.grillingMethod,
    g.distanceInches ? fill(w.fromHeat, { n: g.distanceInches }) : '',
  ]
    .filter(Boolean)
    .join('; ');

/** A cooking method's name in the page's language (the service's where the language has none). */
export const methodName = (method: string, w: CookingWords = EN) => w.methods[methodKey(method)] ?? method;

/** A doneness's name in the page's language (the service's where it is not on the scale). */
export const donenessName = (doneness: string, w: CookingWords = EN) => {
  const slug = donenessOf(doneness);
  return slug ? w.doneness[slug] : doneness;
};

export const degrees = (f: number) => formatTemperature(f, 'us');

/** The reader's units and the words' language, for the calculator's texts. */
export type Units = { system: UnitSystem; lang: Lang };
const US: Units = { system: 'us', lang: 'en' };

/** A text written in US units (a heat: "Oven at 350 °F; 4 inches from the heat", or the
 *  service's own) in the reader's: the recipes' prose converter, so it reads as their steps do. */
const inUnits = (text: string, u: Units) =>
  u.system === 'us' || !text ? text : renderProse(parseProse(text, u.lang), { factor: 1, system: u.system }, u.lang);

/** What a cook needs of a guideline's doneness (lib/cooking/doneness.ts): the temperature to
 *  take it off the heat, the rest, the final temperature (the wire's) and the USDA minimum. */
export type GuidelineTemps = {
  pullF: number;
  restMinutes: number;
  finalF: number;
  usda: { f: number; restMinutes: number };
};

export function guidelineTemps(
  g: Pick<GuidelineView, 'doneness' | 'method' | 'internalF' | 'weightOunces'>,
  ground: boolean,
): GuidelineTemps {
  const slug = donenessOf(g.doneness);
  const method = methodKey(g.method);
  if (!slug) {
    const usda = ground ? { f: 160, restMinutes: 0 } : { f: 145, restMinutes: 3 };
    return { pullF: g.internalF, restMinutes: usda.restMinutes, finalF: g.internalF, usda };
  }
  const plan = donenessPlan(slug, { method, weightOunces: g.weightOunces?.[1], ground });
  // The carry-over of the plan applied to the guideline's own final temperature.
  const carryover = plan.finalF[0] - plan.pullF;
  return { pullF: g.internalF - carryover, restMinutes: plan.restMinutes, finalF: g.internalF, usda: plan.usda };
}

/** "5 min", or the page's word for no rest ("none"). */
export const restOf = (minutes: number, none = 'none') => (minutes ? `${minutes} min` : none);

/** One choice of the calculator: method × size × doneness, formatted for the page. */
export type CalculatorOption = {
  method: string;
  /** The size as a key, the same in any units (so a choice holds when the reader switches). */
  size: string;
  /** The size as the reader reads it ("1½ inches", "4 cm"). */
  sizeLabel: string;
  heat: string;
  doneness: string;
  time: string;
  /** "125–130 °F": when to take it off the heat. */
  pull: string;
  restMinutes: number;
  /** Where it ends after the rest. */
  final: string;
  usda: { f: number; restMinutes: number };
  belowUsda: boolean;
  /** The choice a method and size start on: the USDA-safe one. */
  isDefault: boolean;
  /** Set when the time is the conduction model's estimate from a record of another thickness
   *  or doneness: that record's size and doneness. */
  estimatedFrom: string | null;
};

/** "125–130 °F", "52–54 °C": one value where the ends round alike. */
const tempSpan = ([a, b]: readonly [number, number], system: UnitSystem) => {
  const value = (f: number) => (system === 'metric' ? celsiusFor(f) : f);
  return value(a) === value(b) ? formatTemperature(b, system) : `${value(a)}–${formatTemperature(b, system)}`;
};

/** The calculator's table. Seared steaks (records with a thickness): the chef's five donenesses
 *  (lib/cooking/doneness.ts) at each of the steak thicknesses, times scaled from the nearest
 *  record (lib/cooking/doneness.ts `steakMinutes`), one rest per method. Oven roasts (records with
 *  a weight and an oven temperature): the chef's five for roasts at each record's weight, times
 *  scaled by `roastMinutes`, the rest of that weight. Other records (braises, a smoker with no
 *  temperature): the service's as they are. Ground beef is never offered below 160 °F. */
export function calculatorOptions(
  guidelines: GuidelineView[],
  ground: boolean,
  w: CookingWords = EN,
  u: Units = US,
): CalculatorOption[] {
  const temp = (range: readonly [number, number]) => tempSpan(range, u.system);
  const heat = (g: GuidelineView) => inUnits(heatOf(g, w), u);
  const out: CalculatorOption[] = [];
  const methods = [...new Set(guidelines.map((g) => g.method))];
  for (const method of methods) {
    const records = guidelines.filter((g) => g.method === method);
    const steaks = records.filter((g) => g.thicknessInches !== null && donenessOf(g.doneness) !== 'fork-tender');
    if (isSearing(method) && steaks.length) {
      const plan = donenessPlan('medium-rare', { method: methodKey(method), ground });
      const carryover = plan.finalF[0] - plan.pullF;
      const choices = chefChoices(ground);
      const safe = defaultChefChoice(ground);
      for (const inches of STEAK_THICKNESSES) {
        // The model starts from the record nearest in thickness, the one pulled within the
        // choice's range where there is one (its own time then stands), else the first.
        const gap = (g: GuidelineView) => Math.abs(g.thicknessInches! - inches);
        const nearest = steaks.filter((g) => gap(g) === Math.min(...steaks.map(gap)));
        const pulls = new Map(nearest.map((g) => [g, guidelineTemps(g, ground).pullF]));
        for (const c of choices) {
          const within = (g: GuidelineView) => c.pullF[0] <= pulls.get(g)! && pulls.get(g)! <= c.pullF[1];
          const ref = nearest.find(within) ?? nearest[0]!;
          const refPull = pulls.get(ref)!;
          const minutes = steakMinutes(
            { minutes: ref.minutes, thicknessInches: ref.thicknessInches!, pullF: refPull },
            { thicknessInches: inches, pullF: c.pullF },
          );
          const same = ref.thicknessInches === inches && within(ref);
          out.push({
            method: methodName(method, w),
            size: thickness(inches, w),
            sizeLabel: thicknessIn(inches, w, u.system),
            heat: heat(ref),
            doneness: w.doneness[c.doneness],
            time: minutesRange(same ? ref.minutes : minutes, w),
            pull: temp(c.pullF),
            restMinutes: ground ? 0 : plan.restMinutes,
            final: temp(ground ? c.pullF : [c.pullF[0] + carryover, c.pullF[1] + carryover]),
            usda: plan.usda,
            belowUsda: c.belowUsda,
            isDefault: c.doneness === safe,
            estimatedFrom: same
              ? null
              : fill(w.record, { size: sizeIn(ref, w, u.system), doneness: donenessName(ref.doneness, w) }),
          });
        }
      }
      continue;
    }
    // Roasts in the oven (records with a weight and an oven temperature): the chef's five at each
    // of the records' weights, pulled lower than a steak, times scaled from the record of that
    // weight nearest in pull (lib/cooking/doneness.ts `roastMinutes`).
    const roasts = isRoasting(method)
      ? records.filter((g) => g.weightOunces !== null && g.ovenF !== null && isDoneness(g.doneness))
      : [];
    const choices = chefChoices(ground, 'roast');
    const safe = defaultChefChoice(ground, 'roast');
    for (const size of [...new Set([...roasts].sort(bySize).map((g) => sizeOf(g, w)))]) {
      const same = roasts.filter((g) => sizeOf(g, w) === size);
      const pulls = new Map(same.map((g) => [g, guidelineTemps(g, ground).pullF]));
      const { restMinutes, usda } = guidelineTemps(same[0]!, ground);
      const sizeLabel = sizeIn(same[0]!, w, u.system);
      for (const c of choices) {
        const within = (g: GuidelineView) => c.pullF[0] <= pulls.get(g)! && pulls.get(g)! <= c.pullF[1];
        const gap = (g: GuidelineView) => Math.abs(pulls.get(g)! - (c.pullF[0] + c.pullF[1]) / 2);
        const ref = same.find(within) ?? same.reduce((a, b) => (gap(b) < gap(a) ? b : a));
        const own = within(ref);
        const minutes = own
          ? ref.minutes
          : roastMinutes({ minutes: ref.minutes, pullF: pulls.get(ref)!, ovenF: ref.ovenF! }, { pullF: c.pullF });
        out.push({
          method: methodName(method, w),
          size,
          sizeLabel,
          heat: heat(ref),
          doneness: w.doneness[c.doneness],
          time: minutesRange(minutes, w),
          pull: temp(c.pullF),
          restMinutes,
          final: temp(c.finalF ?? c.pullF),
          usda,
          belowUsda: c.belowUsda,
          isDefault: c.doneness === safe,
          estimatedFrom: own ? null : fill(w.record, { size: sizeLabel, doneness: donenessName(ref.doneness, w) }),
        });
      }
    }
    const seen = new Set<string>();
    for (const g of records.filter((r) => !roasts.includes(r)).sort(bySize)) {
      const size = sizeOf(g, w);
      const temps = guidelineTemps(g, ground);
      out.push({
        method: methodName(method, w),
        size,
        sizeLabel: sizeIn(g, w, u.system),
        heat: heat(g),
        doneness: donenessName(g.doneness, w),
        time: minutesRange(g.minutes, w),
        pull: formatTemperature(temps.pullF, u.system),
        restMinutes: temps.restMinutes,
        final: formatTemperature(temps.finalF, u.system),
        usda: temps.usda,
        belowUsda: temps.finalF < temps.usda.f,
        isDefault: !seen.has(size),
        estimatedFrom: null,
      });
      seen.add(size);
    }
  }
  return out;
}

/** A doneness on the scale a cook chooses from (not fork-tender, which is a braise's). */
const isDoneness = (name: string) => {
  const slug = donenessOf(name);
  return slug !== undefined && slug !== 'fork-tender';
};

function bySize(a: GuidelineView, b: GuidelineView): number {
  return (a.thicknessInches ?? 0) - (b.thicknessInches ?? 0) || (a.weightOunces?.[0] ?? 0) - (b.weightOunces?.[0] ?? 0);
}

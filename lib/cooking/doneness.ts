// The one table of doneness temperatures, shared by the catalog's cooking guidelines, the cut
// pages' table and calculator, and the recipes. Temperatures are final ones (after the rest) on
// the NCBA beef checkoff scale; what a cook needs at the stove is the temperature to take the
// meat off the heat, which sits below the final one by its carry-over while it rests.
// Sources: USDA FSIS safe minimum internal temperatures (2025): steaks, roasts and chops 145 °F
// then a rest of at least 3 minutes, ground beef 160 °F. NCBA "Determining doneness": medium
// rare 145 °F, medium 160 °F, well done 170 °F; roasts rise 5-15 °F while resting 15-20 minutes.

export type DonenessSlug = 'medium-rare' | 'medium' | 'well-done' | 'fork-tender';

/** Final temperatures in °F (a range for fork-tender, where collagen melts, not a doneness). */
export const DONENESS: Record<DonenessSlug, { name: string; finalF: readonly [number, number] }> = {
  'medium-rare': { name: 'Medium Rare', finalF: [145, 145] },
  medium: { name: 'Medium', finalF: [160, 160] },
  'well-done': { name: 'Well Done', finalF: [170, 170] },
  'fork-tender': { name: 'Fork-Tender', finalF: [190, 210] },
};

export const USDA_MINIMUM = {
  /** Steaks, roasts, chops: then rest at least 3 minutes. */
  wholeCut: { f: 145, restMinutes: 3 },
  ground: { f: 160, restMinutes: 0 },
} as const;

export const DONENESS_SOURCES =
  'Final temperatures: NCBA beef checkoff doneness scale. Safe minimums: USDA FSIS (145 °F and a 3-minute rest for steaks and roasts; 160 °F for ground beef). Carry-over: NCBA (roasts rise 5-15 °F while resting 15-20 minutes).';

const BY_NAME = new Map(Object.entries(DONENESS).map(([slug, d]) => [d.name.toLowerCase(), slug as DonenessSlug]));

/** A doneness by slug or by name ("Medium Rare", as the wire's `donenessName` has it). */
export function donenessOf(slugOrName: string): DonenessSlug | undefined {
  const key = slugOrName.trim().toLowerCase();
  return Object.hasOwn(DONENESS, key) ? (key as DonenessSlug) : BY_NAME.get(key.replace(/-/g, ' '));
}

export type DonenessPlan = {
  doneness: DonenessSlug;
  name: string;
  /** Take it off the heat here (°F). */
  pullF: number;
  /** Rest this long before serving (minutes). */
  restMinutes: number;
  /** Where it ends after the rest (°F, a range only for fork-tender). */
  finalF: readonly [number, number];
  /** The USDA minimum that applies, beside it. */
  usda: { f: number; restMinutes: number };
};

/** Methods that cook a whole roast with the heat around it: it keeps cooking as it rests. */
const ROASTING = new Set(['roast', 'smoke']);
/** Thin pieces cooked fast over direct heat. */
const SEARING = new Set(['grill', 'broil', 'skillet', 'pan-broil', 'pan-fry']);
/** Four pounds: past this a roast carries over more and rests longer (NCBA's 5-15 °F, 15-20 min). */
const LARGE_ROAST_OUNCES = 64;

/** Pull temperature, rest and final temperature for a doneness cooked by a method. Ground beef
 *  and braises get no carry-over credit: ground beef must reach 160 °F on the heat, and a braise
 *  is done by tenderness. A final temperature never sits below the USDA minimum. */
export function donenessPlan(
  doneness: DonenessSlug,
  { method, weightOunces, ground = false }: { method: string; weightOunces?: number | null; ground?: boolean },
): DonenessPlan {
  const d = DONENESS[doneness];
  const usda = ground ? USDA_MINIMUM.ground : USDA_MINIMUM.wholeCut;
  const finalF: readonly [number, number] = [Math.max(d.finalF[0], usda.f), Math.max(d.finalF[1], usda.f)];
  let carryover = 0;
  let rest: number = usda.restMinutes;
  if (doneness === 'fork-tender') {
    rest = 15;
  } else if (ground) {
    rest = 0;
  } else if (ROASTING.has(method)) {
    const large = (weightOunces ?? 0) >= LARGE_ROAST_OUNCES;
    carryover = large ? 15 : 10;
    rest = large ? 20 : 15;
  } else if (SEARING.has(method)) {
    carryover = 5;
    rest = 5;
  }
  return { doneness, name: d.name, pullF: finalF[0] - carryover, restMinutes: rest, finalF, usda };
}

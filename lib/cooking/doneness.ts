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
/** A method as the plan reads it ("Pan Broil" → "pan-broil"). */
export const methodKey = (method: string) => method.trim().toLowerCase().replace(/\s+/g, '-');
/** Roasts cooked with the heat around them, to a doneness. */
export const isRoasting = (method: string) => ROASTING.has(methodKey(method));
/** Steaks seared over direct heat: where the chef's table and the thickness choices apply. */
export const isSearing = (method: string) => SEARING.has(methodKey(method));
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

// The chef's table: the site's, beside the service's guideline records (which stay as they
// are). Pull temperatures as Chowhound's steak temperature guide gives them (rare 120-125 °F,
// medium rare finished at 130-135 °F and pulled 5 °F below, medium pulled at 135 °F, medium well
// at 145 °F, well done at 155 °F): the meat comes off the heat here and rises about 5 °F while it
// rests. Only a pull at or above the USDA minimum is USDA-safe (FSIS
// measures 145 °F before the meat leaves the heat, then a 3-minute rest).
export type ChefDoneness = 'rare' | 'medium-rare' | 'medium' | 'medium-well' | 'well-done';

export const CHEF_DONENESS: Record<ChefDoneness, { name: string; pullF: readonly [number, number] }> = {
  rare: { name: 'Rare', pullF: [120, 120] },
  'medium-rare': { name: 'Medium Rare', pullF: [125, 130] },
  medium: { name: 'Medium', pullF: [135, 140] },
  'medium-well': { name: 'Medium Well', pullF: [145, 150] },
  'well-done': { name: 'Well Done', pullF: [155, 155] },
};

export const CHEF_DONENESS_SOURCE =
  'Chef’s pull temperatures, after Chowhound’s “Your Temperature Guide for Rare, Medium, and Well-Done Steaks” (chowhound.com): rare 120 °F, medium rare 125-130 °F, medium 135-140 °F, medium well 145-150 °F, well done 155 °F and up.';

// The chef's table for roasts: a roast keeps cooking longer after the oven than a steak after
// the pan, so it comes off the heat lower. Serving temperatures as Rouxbe's cooking school gives
// them for roasted meats ("Carryover Cooking of Roasted Meats": rare 115-120 °F, medium rare
// 125-130 °F, medium 140 °F, medium well 150 °F, well done 158 °F), pulled 10 °F below, as its
// worked example does (medium, 140 °F, out of the oven at about 130 °F).
export const CHEF_ROAST_DONENESS: Record<
  ChefDoneness,
  { pullF: readonly [number, number]; finalF: readonly [number, number] }
> = {
  rare: { pullF: [105, 110], finalF: [115, 120] },
  'medium-rare': { pullF: [115, 120], finalF: [125, 130] },
  medium: { pullF: [130, 130], finalF: [140, 140] },
  'medium-well': { pullF: [140, 140], finalF: [150, 150] },
  'well-done': { pullF: [148, 148], finalF: [158, 158] },
};

export const CHEF_ROAST_SOURCE =
  'Roasts: serving temperatures after Rouxbe’s “Carryover Cooking of Roasted Meats” (rouxbe.com): rare 115-120 °F, medium rare 125-130 °F, medium 140 °F, medium well 150 °F, well done 158 °F, taken out of the oven 10 °F below.';

export type ChefChoice = {
  doneness: ChefDoneness;
  name: string;
  pullF: readonly [number, number];
  /** Where it ends after the rest: set for roasts (their table gives it); a steak's is its pull
   *  plus its carry-over. */
  finalF: readonly [number, number] | null;
  belowUsda: boolean;
};

/** The chef's choices a cut is offered: all five for whole cuts, from the steak table or the
 *  roast table; for ground beef only what reaches its 160 °F minimum on the heat (never a
 *  doneness below it). Pulls are raised to the minimum where a choice sits below it, so ground
 *  beef's well done reads 160 °F. */
export function chefChoices(ground: boolean, kind: 'steak' | 'roast' = 'steak'): ChefChoice[] {
  const usda = ground ? USDA_MINIMUM.ground.f : USDA_MINIMUM.wholeCut.f;
  const all = (Object.keys(CHEF_DONENESS) as ChefDoneness[]).map((doneness): ChefChoice => {
    const { name } = CHEF_DONENESS[doneness];
    const { pullF, finalF } =
      kind === 'roast' ? CHEF_ROAST_DONENESS[doneness] : { ...CHEF_DONENESS[doneness], finalF: null };
    return { doneness, name, pullF, finalF, belowUsda: pullF[0] < usda };
  });
  if (!ground) return all;
  const name = CHEF_DONENESS['well-done'].name;
  return [{ doneness: 'well-done', name, pullF: [usda, usda], finalF: null, belowUsda: false }];
}

/** The default: the first chef's choice that is USDA-safe (medium well for a steak, well done for
 *  a roast, whose chef's pulls sit lower). */
export const defaultChefChoice = (ground: boolean, kind: 'steak' | 'roast' = 'steak'): ChefDoneness =>
  chefChoices(ground, kind).find((c) => !c.belowUsda)!.doneness;

/** Steak thicknesses the calculator offers (inches). */
export const STEAK_THICKNESSES = [0.75, 1, 1.25, 1.5, 2] as const;

/** The model behind the steak times. Doneness: the one-term solution for a slab heated from
 *  both faces (Heisler; Incropera, "Fundamentals of Heat and Mass Transfer", ch. 5): the time for
 *  the centre to reach T grows with ln((4/π)(Ts − T0) / (Ts − T)), the surface held near water's
 *  boiling point while it sears (Ts 212 °F), the steak from the refrigerator (T0 40 °F); it gives
 *  medium 1.21× medium rare, as the NCBA grill records do (14-18 against 11-15 minutes).
 *  Thickness: pure conduction would scale with thickness squared, but a grill or pan feeds heat
 *  more slowly than the meat takes it, so the times scale as thickness^1.3, the power that fits
 *  the NCBA grill records at 1 and 2 inches (11-15 and 26-40 minutes). A record's time, for its
 *  thickness and pull, is scaled to another; the thermometer has the last word. */
export const STEAK_TIME_MODEL =
  'Steak times at other thicknesses and donenesses: scaled from the nearest guideline, by slab heat conduction for the doneness (Incropera, Fundamentals of Heat and Mass Transfer, ch. 5) and by thickness to the power 1.3, fitted to the NCBA grilling guidelines at 1 and 2 inches.';
const THICKNESS_POWER = 1.3;
const SURFACE_F = 212;
const FRIDGE_F = 40;
const centreLog = (pullF: number) => Math.log(((4 / Math.PI) * (SURFACE_F - FRIDGE_F)) / (SURFACE_F - pullF));

export function steakMinutes(
  from: { minutes: readonly [number, number]; thicknessInches: number; pullF: number },
  to: { thicknessInches: number; pullF: readonly [number, number] },
): [number, number] {
  const size = (to.thicknessInches / from.thicknessInches) ** THICKNESS_POWER;
  const scale = (pull: number) => (size * centreLog(pull)) / centreLog(from.pullF);
  const lo = Math.max(1, Math.round(from.minutes[0] * scale(to.pullF[0])));
  const hi = Math.max(lo, Math.round(from.minutes[1] * scale(to.pullF[1])));
  return [lo, hi];
}

/** The model behind the roast times at the chef's pulls. A roast's centre warms towards the
 *  oven's temperature along the one-term solution of heat conduction (Incropera, ch. 5): the
 *  time to reach T grows with ln((To − T0) / (To − T)), To the oven, T0 the refrigerator's 40 °F.
 *  A guideline's time at its own weight and pull is scaled to another pull at the same weight (it
 *  gives medium 1.2× medium rare at 325 °F, as the NCBA roasting records do: 115-145 against
 *  90-120 minutes for a 3-4 lb bottom round). */
export const ROAST_TIME_MODEL =
  'Roast times at other donenesses: scaled from the guideline of the same weight by heat conduction towards the oven’s temperature (Incropera, Fundamentals of Heat and Mass Transfer, ch. 5).';

const ovenLog = (ovenF: number, pullF: number) => Math.log((ovenF - FRIDGE_F) / (ovenF - pullF));

export function roastMinutes(
  from: { minutes: readonly [number, number]; pullF: number; ovenF: number },
  to: { pullF: readonly [number, number] },
): [number, number] {
  const scale = (pull: number) => ovenLog(from.ovenF, pull) / ovenLog(from.ovenF, from.pullF);
  const round5 = (m: number) => Math.max(5, Math.round(m / 5) * 5);
  const lo = round5(from.minutes[0] * scale(to.pullF[0]));
  const hi = Math.max(lo, round5(from.minutes[1] * scale(to.pullF[1])));
  return [lo, hi];
}

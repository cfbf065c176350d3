// Weighs every recipe line (mass, volume via SR28 portions, or counted portions), sums the
// SR28 nutrients of the whole recipe and collects its allergens, sub-recipes included.
import { scalePer100g } from '@/lib/catalog/nutrition-rules';
import { UNIT_WORDS, UNITS } from '@/lib/recipe/units';
import type { Needs } from '@/scripts/catalog/stages/context';
import type { RecipeSource } from '@/scripts/catalog/source-schema';

const VOLUME_PORTION_TSP: [RegExp, number][] = [
  [/^cup\b/, 48],
  [/^tbsp\b/, 3],
  [/^tsp\b/, 1],
  [/^fl oz\b/, 6],
];
const BASIS_GRAMS = { oz: UNITS.ounce.factor, lb: UNITS.pound.factor, g: 1, kg: 1000 } as const;

/** A measurement word ("cups", "pounds") as a unit of the closed list (lib/recipe/units.ts). */
const unitOf = (measurement: string) =>
  UNIT_WORDS.en.find((u) => u.word.toLowerCase() === measurement.trim().toLowerCase())?.id;

/** Nutrient amounts keyed by SR28 Nutr_No. */
export type Totals = Record<string, number>;
/** Per recipe slug: the whole recipe's nutrients, its allergen slugs, the weight of each
 *  ingredient line in grams (undefined where a line states no amount) and of the whole batch. */
export type RecipeTotals = {
  totals: Map<string, Totals>;
  allergens: Map<string, Set<string>>;
  lineGrams: Map<string, (number | undefined)[]>;
  batchGrams: Map<string, number>;
};

type Ctx = Needs<'parsed' | 'tables' | 'build' | 'usda' | 'quantities'>;

export function recipeTotals(ctx: Ctx): RecipeTotals {
  const out: RecipeTotals = { totals: new Map(), allergens: new Map(), lineGrams: new Map(), batchGrams: new Map() };
  // Sub-recipes first so their allergens are known.
  const ordered = [...ctx.parsed.recipes].sort(
    (a, b) => Number(b.v.ingredients.some((l) => l.recipe)) - Number(a.v.ingredients.some((l) => l.recipe)),
  );
  for (const { v, file } of ordered.reverse()) totalsOf(ctx, out, v, file);
  return out;
}

function totalsOf(ctx: Ctx, out: RecipeTotals, r: RecipeSource, file: string, stack: string[] = []): Totals {
  const { usda, err } = ctx;
  const { cutBySlug, ingBySlug, recipeBySlug } = ctx.tables;
  const cached = out.totals.get(r.slug);
  if (cached) return cached;
  if (stack.includes(r.slug)) {
    err(file, 'ingredients', `recipes use each other in a loop: ${[...stack, r.slug].join(' → ')}`);
    return {};
  }
  const totals: Totals = {};
  const add = (amounts: Record<string, number>, factor: number) => {
    for (const [k, val] of Object.entries(amounts)) totals[k] = (totals[k] ?? 0) + val * factor;
  };
  const found = new Set<string>();
  const lineGrams: (number | undefined)[] = [];
  const quantities = ctx.quantities.get(r.slug)!;
  r.ingredients.forEach((line, i) => {
    const field = `ingredients.${i}`;
    if (line.recipe) {
      const sub = recipeBySlug.get(line.recipe)!;
      const share = line.batchFraction ?? 1;
      add(totalsOf(ctx, out, sub.v, sub.file, [...stack, r.slug]), share * line.consumedFraction);
      for (const a of out.allergens.get(sub.v.slug) ?? []) found.add(a);
      lineGrams[i] = (out.batchGrams.get(sub.v.slug) ?? 0) * share || undefined;
      return;
    }
    const slug = line.ref!;
    const ing = ingBySlug.get(slug)?.v;
    for (const a of ing?.allergens ?? []) found.add(a);
    // Taken out before serving: listed, never eaten, not weighed.
    if (line.discarded) return;
    const { quantitydouble } = quantities[i]!;
    let grams: number | undefined;
    if (line.basis) grams = line.basis.amount * BASIS_GRAMS[line.basis.unit];
    else if (quantitydouble !== null) {
      if (!line.measurement) {
        err(file, `${field}.measurement`, 'a line with a quantity needs a measurement (or a basis)');
        return;
      }
      const per = gramsPerUnit(ctx, file, `${field}.measurement`, slug, line.measurement);
      if (per === undefined) return;
      grams = per * quantitydouble;
    }
    if (grams === undefined) return;
    lineGrams[i] = grams;
    const per100 = cutBySlug.get(slug)
      ? ctx.build.cutPer100(cutBySlug.get(slug)!.v, 'raw')
      : usda.foods[ing!.ndb]!.nutrients;
    add(scalePer100g(per100, grams), line.consumedFraction);
  });
  out.totals.set(r.slug, totals);
  out.allergens.set(r.slug, found);
  out.lineGrams.set(r.slug, lineGrams);
  out.batchGrams.set(
    r.slug,
    lineGrams.reduce<number>((sum, g) => sum + (g ?? 0), 0),
  );
  return totals;
}

/** Grams in one `measurement` of the ingredient `slug`, or undefined after reporting why not. */
function gramsPerUnit(ctx: Ctx, file: string, field: string, slug: string, measurement: string): number | undefined {
  const { usda, err } = ctx;
  const m = measurement.trim().toLowerCase();
  const unit = unitOf(m);
  if (unit && UNITS[unit].dim === 'mass') return UNITS[unit].factor;
  const ing = ctx.tables.ingBySlug.get(slug)?.v;
  if (!ing) {
    err(file, field, `beef "${slug}" measured in "${measurement}": use a mass measurement or add basis {amount, unit}`);
    return undefined;
  }
  const f = usda.foods[ing.ndb]!;
  const tsp = unit && UNITS[unit].dim === 'volume' ? UNITS[unit].factor : undefined;
  if (tsp !== undefined) {
    const portion = ing.volumeFrom
      ? usda.foods[ing.volumeFrom.ndb]!.portions.find((p) => p.desc === ing.volumeFrom!.portion)
      : ing.volumePortion
        ? f.portions.find((p) => p.desc === ing.volumePortion)
        : f.portions.find((p) => VOLUME_PORTION_TSP.some(([re]) => re.test(p.desc)));
    if (!portion) {
      err(file, field, `"${slug}" (SR28 ${ing.ndb}) has no volume portion to weigh "${measurement}"`);
      return undefined;
    }
    const portionTsp = VOLUME_PORTION_TSP.find(([re]) => re.test(portion.desc))?.[1];
    if (!portionTsp) {
      err(file, field, `volumePortion "${portion.desc}" of "${slug}" is not a cup/tbsp/tsp/fl oz portion`);
      return undefined;
    }
    return (portion.grams / portion.amount / portionTsp) * tsp;
  }
  const candidates = [m, m.replace(/ves$/, 'f'), m.replace(/es$/, ''), m.replace(/s$/, '')];
  for (const key of candidates) {
    const desc = ing.portions[key];
    if (desc) {
      const portion = f.portions.find((p) => p.desc === desc)!;
      return portion.grams / portion.amount;
    }
  }
  err(
    file,
    field,
    `cannot weigh "${measurement}" of "${slug}": add it to portions in data/ingredients/${slug}.yaml, or use a mass or volume measurement`,
  );
  return undefined;
}

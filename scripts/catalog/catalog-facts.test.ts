// Facts the COMPILED catalog must agree with (docs/CATALOG.md, shared FACTS.md): SR28 nutrient
// values, the USDA lean rule, USDA FSIS minimum temperatures and the NCBA doneness scale,
// facet coverage, allergen roll-up, recipe nutrition and media. Expected values are computed
// here independently of compile.ts, from the sources, the SR28 subset and the public rules.
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { compileCatalog, type Sources, type UsdaSubset } from '@/scripts/catalog/compile';
import { readSources, readUsda } from '@/scripts/catalog/read-sources';
import type { cutSource, ingredientSource, recipeSource } from '@/scripts/catalog/source-schema';

type CutIn = z.input<typeof cutSource>;
type RecipeIn = z.input<typeof recipeSource>;
type IngredientIn = z.input<typeof ingredientSource>;
type Cut = CatalogSnapshot['cuts'][number];
type Recipe = CatalogSnapshot['recipes'][number];

let catalog: CatalogSnapshot;
let sources: Sources;
let usda: UsdaSubset;
let cutSrc: Map<string, CutIn>;
let ingSrc: Map<string, IngredientIn>;
let recipeSrc: Map<string, RecipeIn>;

// Compiling the whole catalog (its art included) takes longer than vitest's 10 s hook limit on a
// busy machine.
beforeAll(() => {
  const read = readSources();
  expect(read.problems).toEqual([]);
  sources = read.sources;
  usda = readUsda();
  const out = compileCatalog(sources, usda, '2026-01-01T00:00:00Z');
  expect(out.errors).toEqual([]);
  catalog = out.catalog!;
  cutSrc = new Map(sources.cuts.map((f) => [(f.data as CutIn).slug, f.data as CutIn]));
  ingSrc = new Map(sources.ingredients.map((f) => [(f.data as IngredientIn).slug, f.data as IngredientIn]));
  recipeSrc = new Map(sources.recipes.map((f) => [(f.data as RecipeIn).slug, f.data as RecipeIn]));
}, 120_000);

const cutBySlug = (slug: string): Cut => {
  const c = catalog.cuts.find((x) => x.ingredientNameSlug === slug);
  if (!c) throw new Error(`no cut ${slug} in the catalog`);
  return c;
};
const nutrientValue = (
  n: { nutrients: { usdaNutrient: { nutrientDisplayNameSlug: string }; unitOfMeasureValue: number }[] },
  slug: string,
): number => {
  const e = n.nutrients.find((x) => x.usdaNutrient.nutrientDisplayNameSlug === slug);
  if (!e) throw new Error(`no ${slug}`);
  return e.unitOfMeasureValue;
};
/** Half of the displayed precision (kcal whole; g one decimal; mg/µg two decimals under 10, else one). */
function displayTolerance(slug: string, value: number): number {
  if (slug === 'calories') return 0.5 + 1e-9;
  if (slug === 'iron' || slug === 'zinc') return (value < 10 ? 0.005 : 0.05) + 1e-9;
  return 0.05 + 1e-9;
}
const SERVING_GRAMS = { cooked: 85, raw: 114 } as const;
const CHECKED = { calories: '208', protein: '203', 'total-fat': '204', iron: '303', zinc: '309' } as const;

// Per-100 g values copied by hand from USDA SR28 NUT_DATA (2016) for the named records.
const SR28_PER_100G: {
  cut: string;
  kind: 'cooked' | 'raw';
  ndb: string;
  values: Record<keyof typeof CHECKED, number>;
}[] = [
  {
    cut: 'denver-steak',
    kind: 'cooked',
    ndb: '23105',
    values: { calories: 227, protein: 26.18, 'total-fat': 13.54, iron: 3.26, zinc: 9.85 },
  },
  {
    cut: 'denver-steak',
    kind: 'raw',
    ndb: '23108',
    values: { calories: 182, protein: 18.99, 'total-fat': 11.64, iron: 2.38, zinc: 7.4 },
  },
  {
    cut: 'flank-steak',
    kind: 'cooked',
    ndb: '13948',
    values: { calories: 192, protein: 27.66, 'total-fat': 8.23, iron: 1.74, zinc: 4.9 },
  },
  {
    cut: 'eye-of-round-roast',
    kind: 'cooked',
    ndb: '13415',
    values: { calories: 167, protein: 29.66, 'total-fat': 4.46, iron: 1.84, zinc: 4.3 },
  },
  {
    cut: 'tenderloin-steak',
    kind: 'cooked',
    ndb: '13439',
    values: { calories: 211, protein: 30.5, 'total-fat': 8.91, iron: 3.24, zinc: 4.21 },
  },
  {
    cut: 'top-sirloin-steak',
    kind: 'cooked',
    ndb: '13930',
    values: { calories: 243, protein: 26.96, 'total-fat': 14.23, iron: 1.73, zinc: 4.87 },
  },
  {
    cut: 'brisket-flat',
    kind: 'cooked',
    ndb: '13369',
    values: { calories: 213, protein: 32.9, 'total-fat': 8.01, iron: 2.76, zinc: 7.61 },
  },
];

describe('cut nutrition equals SR28 scaled to the serving', () => {
  it.each(SR28_PER_100G.map((r) => [r.cut, r.kind, r]))('%s (%s)', (_cut, _kind, row) => {
    const n = cutBySlug(row.cut).nutritionals.find((x) => x.nutritionalType === row.kind)!;
    expect(n.ndB_No).toBe(row.ndb);
    expect(n.servingSizeText).toContain(`${SERVING_GRAMS[row.kind]} g`);
    for (const slug of Object.keys(CHECKED) as (keyof typeof CHECKED)[]) {
      const expected = (row.values[slug] * SERVING_GRAMS[row.kind]) / 100;
      const shown = nutrientValue(n, slug);
      expect(
        Math.abs(shown - expected),
        `${row.cut} ${row.kind} ${slug}: shown ${shown}, SR28 gives ${expected}`,
      ).toBeLessThanOrEqual(displayTolerance(slug, expected));
    }
  });

  it('every cut, raw and cooked, matches its SR28 record in the USDA subset', () => {
    expect(catalog.cuts.length).toBeGreaterThan(0);
    for (const c of catalog.cuts) {
      const src = cutSrc.get(c.ingredientNameSlug)!;
      for (const kind of ['cooked', 'raw'] as const) {
        const n = c.nutritionals.find((x) => x.nutritionalType === kind);
        expect(n, `${c.ingredientNameSlug} ${kind}`).toBeDefined();
        expect(n!.ndB_No).toBe(src.nutrition[kind]);
        const per100 = usda.foods[src.nutrition[kind]]!.nutrients;
        for (const [slug, nutrNo] of Object.entries(CHECKED)) {
          const expected = ((per100[nutrNo] ?? 0) * SERVING_GRAMS[kind]) / 100;
          const shown = nutrientValue(n!, slug);
          expect(Math.abs(shown - expected), `${c.ingredientNameSlug} ${kind} ${slug}`).toBeLessThanOrEqual(
            displayTolerance(slug, expected),
          );
        }
      }
    }
  });

  it('the cooked nutritional is primary', () => {
    for (const c of catalog.cuts)
      expect(c.nutritionals.find((n) => n.isPrimary)?.nutritionalType, c.ingredientNameSlug).toBe('cooked');
  });
});

describe('lean (9 CFR 317.362 on the cooked SR28 record, per 100 g)', () => {
  it('every cut’s isLean follows fat < 10 g, saturated fat <= 4.5 g, cholesterol < 95 mg', () => {
    let lean = 0;
    for (const c of catalog.cuts) {
      const n = usda.foods[cutSrc.get(c.ingredientNameSlug)!.nutrition.cooked]!.nutrients;
      const expected = (n['204'] ?? 0) < 10 && (n['606'] ?? 0) <= 4.5 && (n['601'] ?? 0) < 95;
      expect(c.isLean, `${c.ingredientNameSlug}: fat ${n['204']}, sat ${n['606']}, chol ${n['601']}`).toBe(expected);
      if (expected) lean++;
    }
    // Both outcomes occur, so the check is not vacuous.
    expect(lean).toBeGreaterThan(0);
    expect(lean).toBeLessThan(catalog.cuts.length);
  });

  it('known cuts: eye of round is lean, Denver steak is not', () => {
    expect(cutBySlug('eye-of-round-roast').isLean).toBe(true);
    expect(cutBySlug('denver-steak').isLean).toBe(false);
  });
});

describe('cooking guidelines (USDA FSIS minimums, NCBA doneness scale)', () => {
  const NCBA: Record<string, [number, number]> = {
    'Medium Rare': [145, 145],
    Medium: [160, 160],
    'Well Done': [170, 170],
    'Fork-Tender': [190, 205], // braised past 160 °F (docs/CATALOG.md)
  };
  const isGround = (c: Cut) =>
    c.attributes.some(
      (a) =>
        a.attributeTypeNameSlug === 'beef-category' && a.attributes.some((v) => v.attributeNameSlug === 'ground-beef'),
    );

  it('every internal temperature is at least 145 °F, 160 °F for ground beef', () => {
    const all = catalog.cuts.flatMap((c) => c.cookingGuidelines.map((g) => ({ c, g })));
    expect(all.length).toBeGreaterThan(50);
    const ground = all.filter(({ c }) => isGround(c));
    expect(ground.length).toBeGreaterThan(0);
    for (const { c, g } of all) {
      const minimum = isGround(c) ? 160 : 145;
      expect(
        g.internalTemperatureFahrenheit,
        `${c.ingredientNameSlug} ${g.attributeName} ${g.donenessName}`,
      ).toBeGreaterThanOrEqual(minimum);
    }
    for (const { c, g } of ground) expect(g.donenessName, c.ingredientNameSlug).not.toBe('Medium Rare');
  });

  it('doneness and temperature agree with the NCBA scale', () => {
    for (const c of catalog.cuts) {
      for (const g of c.cookingGuidelines) {
        const range = NCBA[g.donenessName];
        expect(range, `${c.ingredientNameSlug}: unknown doneness ${g.donenessName}`).toBeDefined();
        expect(g.internalTemperatureFahrenheit, `${c.ingredientNameSlug} ${g.donenessName}`).toBeGreaterThanOrEqual(
          range![0],
        );
        expect(g.internalTemperatureFahrenheit, `${c.ingredientNameSlug} ${g.donenessName}`).toBeLessThanOrEqual(
          range![1],
        );
      }
    }
  });
});

describe('facets', () => {
  const FACET_TYPES = ['cooking-method', 'cuisine', 'meal-category', 'menu-category', 'recipe-type', 'special-diet'];

  it('every recipe facet value is used by at least 3 online recipes', () => {
    const online = catalog.recipes.filter((r) => r.isOnline);
    const thin: string[] = [];
    for (const type of FACET_TYPES) {
      const t = catalog.lookups.attributesByTypes.find((x) => x.attributeTypeNameSlug === type);
      expect(t, type).toBeDefined();
      expect(t!.attributes.length).toBeGreaterThan(0);
      for (const value of t!.attributes) {
        const users = online.filter((r) =>
          r.attributes.some(
            (a) =>
              a.attributeTypeNameSlug === type &&
              a.attributes.some((v) => v.attributeNameSlug === value.attributeNameSlug),
          ),
        ).length;
        if (users < 3) thin.push(`${type}=${value.attributeNameSlug} (${users})`);
      }
    }
    expect(thin).toEqual([]);
  });
});

describe('allergens', () => {
  it('every recipe’s allergens are the union of its ingredients’ allergens, sub-recipes included', () => {
    const byId = new Map(catalog.recipes.map((r) => [r.recipeID, r]));
    const memo = new Map<number, Set<string>>();
    const expectedOf = (r: Recipe, stack: number[] = []): Set<string> => {
      const known = memo.get(r.recipeID);
      if (known) return known;
      if (stack.includes(r.recipeID)) throw new Error(`recipe loop at ${r.recipeNameSlug}`);
      const out = new Set<string>();
      for (const line of r.ingredients) {
        for (const a of line.ingredient?.allergens ?? []) out.add(a.allergenNameSlug);
        if (line.recipeAsIngredient) {
          const sub = byId.get(line.recipeAsIngredient.recipeID);
          expect(sub, `${r.recipeNameSlug}: sub-recipe ${line.recipeAsIngredient.recipeID}`).toBeDefined();
          for (const a of expectedOf(sub!, [...stack, r.recipeID])) out.add(a);
        }
      }
      memo.set(r.recipeID, out);
      return out;
    };
    let withSub = 0;
    let withAllergens = 0;
    for (const r of catalog.recipes) {
      const actual = r.allergens.map((a) => a.allergenNameSlug);
      expect(new Set(actual).size, `${r.recipeNameSlug}: duplicate allergens`).toBe(actual.length);
      expect([...actual].sort(), r.recipeNameSlug).toEqual([...expectedOf(r)].sort());
      if (r.ingredients.some((l) => l.recipeAsIngredient)) withSub++;
      if (actual.length) withAllergens++;
    }
    expect(withSub).toBeGreaterThan(0);
    expect(withAllergens).toBeGreaterThan(0);
  });

  it('the ingredient allergens in the catalog are the ones in the ingredient files', () => {
    for (const r of catalog.recipes) {
      for (const line of r.ingredients) {
        const ing = line.ingredient;
        if (!ing || ing.isBeefIngredient) continue;
        const src = ingSrc.get(ing.ingredientNameSlug)!;
        expect(ing.allergens.map((a) => a.allergenNameSlug).sort(), ing.ingredientNameSlug).toEqual(
          [...(src.allergens ?? [])].sort(),
        );
      }
    }
  });
});

describe('catalog size', () => {
  const online = <T extends { isOnline: boolean }>(xs: T[]) => xs.filter((x) => x.isOnline);

  it('has enough online records', () => {
    expect(online(catalog.cuts).length).toBeGreaterThanOrEqual(60);
    expect(online(catalog.recipes).length).toBeGreaterThanOrEqual(150);
    expect(online(catalog.recipes).filter((r) => r.isSpanishRecipe).length).toBeGreaterThanOrEqual(15);
    expect(online(catalog.recipeCollections).length).toBeGreaterThanOrEqual(12);
    expect(online(catalog.cutCollections).length).toBeGreaterThanOrEqual(8);
  });

  it('keeps some offline records', () => {
    expect(catalog.cuts.some((c) => !c.isOnline)).toBe(true);
    expect(catalog.recipes.some((r) => !r.isOnline)).toBe(true);
  });
});

describe('recipe nutrition is the sum of its ingredients', () => {
  const GRAMS: Record<string, number> = {
    oz: 28.349523125,
    ounce: 28.349523125,
    ounces: 28.349523125,
    lb: 453.59237,
    pound: 453.59237,
    pounds: 453.59237,
    g: 1,
    gram: 1,
    grams: 1,
    kg: 1000,
    kilogram: 1000,
    kilograms: 1000,
  };
  const TSP: Record<string, number> = {
    teaspoon: 1,
    teaspoons: 1,
    tablespoon: 3,
    tablespoons: 3,
    cup: 48,
    cups: 48,
    'fluid ounce': 6,
    'fluid ounces': 6,
    milliliter: 1 / 4.92892159375,
    milliliters: 1 / 4.92892159375,
    liter: 1000 / 4.92892159375,
    liters: 1000 / 4.92892159375,
  };
  const portionTsp = (desc: string) =>
    /^cup\b/.test(desc)
      ? 48
      : /^tbsp\b/.test(desc)
        ? 3
        : /^tsp\b/.test(desc)
          ? 1
          : /^fl oz\b/.test(desc)
            ? 6
            : undefined;

  /** Grams one line weighs, or null when it adds nothing ("salt to taste"). */
  function gramsOf(line: RecipeIn['ingredients'][number], where: string): number | null {
    if (line.basis) return line.basis.amount * GRAMS[line.basis.unit]!;
    if (line.quantitydouble === undefined) return null;
    const m = (line.measurement ?? '').trim().toLowerCase();
    if (GRAMS[m]) return line.quantitydouble * GRAMS[m];
    const ing = ingSrc.get(line.ref!);
    if (!ing) throw new Error(`${where}: beef without a mass`);
    if (TSP[m]) {
      const food = ing.volumeFrom ? usda.foods[ing.volumeFrom.ndb]! : usda.foods[ing.ndb]!;
      const wanted = ing.volumeFrom?.portion ?? ing.volumePortion;
      const p = wanted
        ? food.portions.find((x) => x.desc === wanted)
        : food.portions.find((x) => portionTsp(x.desc) !== undefined);
      if (!p) throw new Error(`${where}: no volume portion`);
      return (p.grams / p.amount / portionTsp(p.desc)!) * TSP[m] * line.quantitydouble;
    }
    const key = Object.keys(ing.portions ?? {}).find(
      (k) => k === m || `${k}s` === m || `${k}es` === m || k === m.replace(/ves$/, 'f'),
    );
    if (!key) throw new Error(`${where}: cannot weigh ${m}`);
    const p = usda.foods[ing.ndb]!.portions.find((x) => x.desc === ing.portions![key])!;
    return (p.grams / p.amount) * line.quantitydouble;
  }
  /** Whole-batch amount of SR28 nutrient `nutrNo`. */
  function batchTotal(slug: string, nutrNo: string): number {
    const r = recipeSrc.get(slug)!;
    let sum = 0;
    r.ingredients.forEach((line, i) => {
      const eaten = line.consumedFraction ?? 1;
      if (line.recipe) {
        sum += batchTotal(line.recipe, nutrNo) * line.batchFraction! * eaten;
        return;
      }
      // Bay leaves and the like come out before serving.
      if (line.discarded) return;
      const grams = gramsOf(line, `${slug} ingredients.${i}`);
      if (grams === null) return;
      const cut = cutSrc.get(line.ref!);
      const per100 = cut ? usda.foods[cut.nutrition.raw]!.nutrients : usda.foods[ingSrc.get(line.ref!)!.ndb]!.nutrients;
      sum += ((per100[nutrNo] ?? 0) * grams * eaten) / 100;
    });
    return sum;
  }
  const perServing = (r: Recipe, slug: string) => nutrientValue(r.nutritionals[0]!, slug);

  // Three simple recipes checked by name (no sub-recipes), then every recipe.
  it.each(['arrachera-al-asador', 'beef-and-broccoli-stir-fry', 'banquet-braised-short-ribs'])(
    '%s: calories and protein per serving',
    (slug) => {
      const src = recipeSrc.get(slug)!;
      expect(src.ingredients.some((l) => l.recipe)).toBe(false);
      const r = catalog.recipes.find((x) => x.recipeNameSlug === slug)!;
      const kcal = batchTotal(slug, '208') / src.servings.count;
      expect(kcal).toBeGreaterThan(50);
      expect(Math.abs(perServing(r, 'calories') - kcal)).toBeLessThanOrEqual(1);
      expect(Math.abs(perServing(r, 'protein') - batchTotal(slug, '203') / src.servings.count)).toBeLessThanOrEqual(
        0.06,
      );
    },
  );

  it('every recipe: calories per serving within 1 kcal of the recomputed sum', () => {
    const off: string[] = [];
    for (const r of catalog.recipes) {
      const src = recipeSrc.get(r.recipeNameSlug)!;
      const kcal = batchTotal(r.recipeNameSlug, '208') / src.servings.count;
      if (!(Math.abs(perServing(r, 'calories') - kcal) <= 1))
        off.push(`${r.recipeNameSlug}: shown ${perServing(r, 'calories')}, expected ${kcal.toFixed(1)}`);
    }
    expect(off).toEqual([]);
  });
});

describe('media', () => {
  const RATIOS = ['16x9', '4x3', '1x1', 'share'];
  const check = (slug: string, media: { filename: string; title: string }[]) => {
    expect(media, slug).toHaveLength(4);
    // <slug>-<ratio>.<10 hex digits of the SVG's hash>.jpg
    expect(media.map((m) => m.filename.replace(/\.[0-9a-f]{10}\.jpg$/, '')).sort(), slug).toEqual(
      RATIOS.map((k) => `${slug}-${k}`).sort(),
    );
    for (const m of media) expect(m.title.trim(), `${slug} ${m.filename}`).not.toBe('');
  };

  it('every online cut has 16x9, 4x3 and 1x1 media and a share card, each with a title', () => {
    for (const c of catalog.cuts.filter((x) => x.isOnline)) check(c.ingredientNameSlug, c.media);
  });

  it('every online recipe has 16x9, 4x3 and 1x1 media and a share card, each with a title', () => {
    for (const r of catalog.recipes.filter((x) => x.isOnline)) check(r.recipeNameSlug, r.media);
  });

  it("a collection has pictures of its own, never a member's", () => {
    const memberFiles = new Set([...catalog.recipes, ...catalog.cuts].flatMap((x) => x.media.map((m) => m.filename)));
    for (const c of [...catalog.recipeCollections, ...catalog.cutCollections]) {
      if (!c.estimatedItemCount) continue;
      expect(c.media.map((m) => m.filename.replace(/\.[0-9a-f]{10}\.jpg$/, '')).sort(), c.collectionNameSlug).toEqual(
        RATIOS.map((k) => `${c.collectionNameSlug}-${k}`).sort(),
      );
      for (const m of c.media) expect(memberFiles.has(m.filename), m.filename).toBe(false);
    }
  });
});

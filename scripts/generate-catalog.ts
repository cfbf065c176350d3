// npm run catalog:generate -- [--recipes N] [--out path] [--seed S] [--full]
//
// Writes a large SYNTHETIC catalog for scale benchmarks only: the real compiled snapshot
// (.catalog/catalog.json) plus generated recipes, each derived from a real one with a new id
// and slug, re-sampled attributes and varied servings and cook times. Nothing serves it by
// default; the service loads it only when CATALOG_FILE points at it (docs/CATALOG.md).
//
// Size: a real recipe weighs ~29 KB of JSON, so 100,000 full records would be ~2.9 GB, but a
// snapshot is read into ONE string (readFileSync + JSON.parse: `npm run catalog:pack`, and the
// store when a snapshot has no pack beside it), which V8 caps at
// 2^29 − 24 characters (~512 MiB). Generated records are therefore "lean" by default (~5 KB,
// see LEAN below): every searchable field stays filled, lists are shortened. `--full` keeps
// real weight, loadable only up to ~17,000 recipes. The script refuses to write a file the
// store cannot load.
//
// Beside the JSON it writes the packed catalog (`synthetic-N.pack`, lib/service/index/pack.ts):
// the search indexes and the records as the service loads them, without parsing the JSON.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { COOK_TIME_BUCKETS, SERVING_BUCKETS } from '@/lib/search/params';
import { writePack } from '@/lib/service/index/pack';
import { packPathOf } from '@/lib/service/store';
import { wire, type RecipeFull } from '@/lib/wire/v2';
import { snapshotDir, snapshotFile } from '@/scripts/catalog/paths';

export const DEFAULT_RECIPES = 100_000;
export const DEFAULT_SEED = 20_261_120;
/** V8's maximum string length: the largest snapshot `npm run catalog:pack` (and the service's
 *  fallback when no pack is beside the JSON) can read (characters). */
export const MAX_SNAPSHOT_CHARS = 2 ** 29 - 24;
/** Share of generated recipes that are online (offline ones are kept but never published). */
const ONLINE_SHARE = 0.98;
/** Records validated with the strict wire schema besides the first and the last. */
const VALIDATION_SAMPLE = 1_000;
/** Recipe-level attribute types (cuts have their own, which a recipe never carries). */
const RECIPE_OBJECT_TYPE = 'recipe';

export type GenerateOptions = {
  /** Keep generated records at real weight instead of the lean default (see the header). */
  full?: boolean;
};

/** mulberry32: a tiny, fast, seedable PRNG, so the same seed writes the same catalog. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const intIn = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
/** `count` distinct items, in a random order (partial Fisher-Yates). */
function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rng() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}

/** Value ranges of the spec's buckets, so every bucket of the search facets gets recipes:
 *  each bucket runs from the previous bound + 1 to its own bound, plus one open-ended bucket. */
const bucketRanges = (bounds: readonly number[], first: number, overflowMax: number): [number, number][] => [
  ...bounds.map((b, i): [number, number] => [i === 0 ? first : bounds[i - 1]! + 1, b]),
  [bounds.at(-1)! + 1, overflowMax],
];
const SERVING_RANGES = bucketRanges(SERVING_BUCKETS, 1, 48);
const COOK_RANGES = bucketRanges(COOK_TIME_BUCKETS, 5, 480);

const minutesText = (m: number, spanish: boolean) => {
  const unit = spanish ? 'minutos' : 'minutes';
  if (m < 60) return `${m} ${unit}`;
  const h = Math.floor(m / 60);
  const hours = spanish ? (h === 1 ? 'hora' : 'horas') : h === 1 ? 'hour' : 'hours';
  return m % 60 ? `${h} ${hours} ${m % 60} ${unit}` : `${h} ${hours}`;
};

/** Lean records: each must cost ~5 KB of JSON so that 100,000 fit in one V8 string. Every field
 *  the store searches stays filled (texts, attributes, allergens, audience, beef lines, buckets,
 *  nutrient claims); presentation-only weight goes (media, showcase nutrients, details of the
 *  beef cut, nutrition prose) and long lists are shortened. Collections are emptied: the real
 *  collections list only real recipes, and a recipe naming a collection that does not list it
 *  would make the two disagree. Unchanged parts stay shared with the real record, so
 *  generating 100,000 records takes little memory. */
export const LEAN = { ingredientLines: 1, instructionSteps: 1, nutrientClaims: 2 } as const;

function lean(r: RecipeFull): RecipeFull {
  const primary = r.nutritionals.find((n) => n.isPrimary);
  const beefLines = r.ingredients.filter((i) => i.ingredient?.isBeefIngredient);
  // Beef lines always (beefIngredients, recipes by cut); other lines only to reach the minimum.
  const otherLines = r.ingredients
    .filter((i) => !i.ingredient?.isBeefIngredient)
    .slice(0, Math.max(0, LEAN.ingredientLines - beefLines.length));
  return {
    ...r,
    media: [],
    showcaseNutrients: [],
    collections: [],
    // Real order kept; the store reads only the id and flags of a beef line's ingredient.
    ingredients: r.ingredients
      .filter((i) => beefLines.includes(i) || otherLines.includes(i))
      .map(({ ingredient, ...line }) => ({
        ...line,
        substituteIngredient: [],
        rollupIngredients: [],
        ...(ingredient?.isBeefIngredient
          ? {
              ingredient: {
                ...ingredient,
                grocerySection: [],
                aliases: [],
                allergens: [],
                attributes: [],
                ingredientGroups: [],
                links: [],
                media: [],
              },
            }
          : {}),
      })),
    instructions: r.instructions.slice(0, LEAN.instructionSteps).map((i) => (i.media.length ? { ...i, media: [] } : i)),
    nutritionals: primary
      ? [
          {
            ...primary,
            nutritionalText: '',
            nutritionTip: '',
            dvDietBasisText: '',
            calorieDietBasisText: '',
            insignificantText: '',
            // Only claims are searchable (good/excellentNutritionals).
            nutrients: primary.nutrients
              .filter((n) => n.isGoodSource || n.isExcellentSource)
              .slice(0, LEAN.nutrientClaims),
          },
        ]
      : [],
  };
}

type AttributeEntry = RecipeFull['attributes'][number];

/** The same attribute types as the real recipe, each with as many values re-sampled from the
 *  lookups' values of that type. */
function resampleAttributes(
  rng: Rng,
  attributes: AttributeEntry[],
  valuesByType: Map<string, AttributeEntry['attributes']>,
): AttributeEntry[] {
  return attributes.map((entry) => {
    const values = valuesByType.get(entry.attributeTypeNameSlug);
    return values?.length ? { ...entry, attributes: sample(rng, values, Math.max(1, entry.attributes.length)) } : entry;
  });
}

/** A catalog of `n` recipes: the real snapshot's recipes (unchanged, so the real collections
 *  and cut pages stay consistent) followed by `n − real` generated ones. Deterministic for a seed. */
export function generateCatalog(
  real: CatalogSnapshot,
  n: number,
  seed: number,
  options: GenerateOptions = {},
): CatalogSnapshot {
  if (!Number.isSafeInteger(n) || n < real.recipes.length)
    throw new Error(`--recipes must be an integer of at least ${real.recipes.length} (the real recipes)`);
  const rng = mulberry32(seed);
  const valuesByType = new Map(
    real.lookups.attributesByTypes
      .filter((t) => t.objectType.some((o) => o.objectTypeNameSlug === RECIPE_OBJECT_TYPE))
      .map((t) => [t.attributeTypeNameSlug, t.attributes]),
  );
  const firstId = Math.max(...real.recipes.map((r) => r.recipeID)) + 1;
  const generated: RecipeFull[] = [];
  for (let k = 1; k <= n - real.recipes.length; k++) {
    const base = pick(rng, real.recipes);
    const id = firstId + k - 1;
    const name = `${base.recipeName} (synthetic #${k})`;
    const spanish = base.isSpanishRecipe;
    const [sMin, sMax] = pick(rng, SERVING_RANGES);
    const [cMin, cMax] = pick(rng, COOK_RANGES);
    const servings = intIn(rng, sMin, sMax);
    const cook = intIn(rng, cMin, cMax);
    const prep = base.maxPrepTimeMinutes;
    const r = options.full ? base : lean(base);
    const isOnline = rng() < ONLINE_SHARE;
    generated.push({
      ...r,
      recipeID: id,
      recipeName: name,
      recipeNameSlug: `${base.recipeNameSlug}-synthetic-${k}`,
      isOnline,
      numberOfServings: `${servings} ${spanish ? 'porciones' : 'servings'}`,
      maxNumberOfServingsInt: servings,
      cookTime: minutesText(cook, spanish),
      maxCookTimeMinutes: cook,
      totalRecipeTime: minutesText(prep + cook, spanish),
      maxTotalRecipeTimeMinutes: prep + cook,
      attributes: resampleAttributes(rng, base.attributes, valuesByType),
      // As the build writes them: offline recipes have no links.
      links: isOnline ? [{ rel: 'self', href: `/api/v2/recipe/${id}`, title: name }] : [],
    });
  }
  return {
    ...real,
    // Derived from the real snapshot, not the clock, so a seed always writes the same bytes.
    generatedAt: real.generatedAt,
    source: `SYNTHETIC catalog generated for scale benchmarks only (npm run catalog:generate, seed ${seed}): ${generated.length} recipes derived from the ${real.recipes.length} real ones, which it also contains. Not real content; never served by default. Real catalog: ${real.source}`,
    synthetic: true,
    recipes: [...real.recipes, ...generated],
  };
}

/** Strict wire validation of the first, the last and a spread sample of the generated recipes;
 *  throws naming the recipe and the field. */
export function validateSample(
  catalog: CatalogSnapshot,
  firstGenerated: number,
  sampleSize = VALIDATION_SAMPLE,
): number {
  const { recipes } = catalog;
  const span = recipes.length - firstGenerated;
  if (span <= 0) return 0;
  const indexes = new Set([firstGenerated, recipes.length - 1]);
  const step = Math.max(1, Math.floor(span / sampleSize));
  for (let i = firstGenerated; i < recipes.length && indexes.size < sampleSize + 2; i += step) indexes.add(i);
  for (const i of indexes) {
    const r = recipes[i]!;
    const res = wire.recipeFull.safeParse(r);
    if (!res.success) {
      const issue = res.error.issues[0]!;
      throw new Error(
        `generated recipe ${r.recipeID} (${r.recipeNameSlug}) fails wire.recipeFull at ${issue.path.join('.') || '(root)'}: ${issue.message}`,
      );
    }
  }
  return indexes.size;
}

/** Writes the snapshot record by record, so no single string holds the whole file; returns the
 *  size in characters (what the packer's one string must hold). Past `maxChars` it stops, removes
 *  the partial file and throws: a snapshot the store cannot read is of no use. */
export function writeCatalog(catalog: CatalogSnapshot, file: string, maxChars = MAX_SNAPSHOT_CHARS): number {
  mkdirSync(dirname(file), { recursive: true });
  const fd = openSync(file, 'w');
  let chars = 0;
  let buffer: string[] = [];
  let buffered = 0;
  const flush = () => {
    writeSync(fd, buffer.join(''));
    buffer = [];
    buffered = 0;
  };
  const write = (s: string) => {
    chars += s.length;
    if (chars > maxChars)
      throw new Error(
        `the catalog exceeds ${maxChars} characters, more than the packer can read into one string: use fewer recipes or drop --full`,
      );
    buffer.push(s);
    buffered += s.length;
    if (buffered > 8 * 1024 * 1024) flush();
  };
  try {
    const { recipes, ...rest } = catalog;
    const head = JSON.stringify(rest);
    // `rest` serializes as `{...}`: the recipes array goes in before its closing brace.
    write(`${head.slice(0, -1)},"recipes":[`);
    recipes.forEach((r, i) => write((i ? ',' : '') + JSON.stringify(r)));
    write(']}');
    flush();
  } catch (e) {
    closeSync(fd);
    rmSync(file, { force: true });
    throw e;
  }
  closeSync(fd);
  return chars;
}

type Args = { recipes: number; out: string; seed: number; full: boolean };

function parseArgs(argv: string[]): Args {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    if (i < 0) return undefined;
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value`);
    return v;
  };
  const int = (flag: string, fallback: number) => {
    const v = value(flag);
    if (v === undefined) return fallback;
    if (!/^\d+$/.test(v)) throw new Error(`${flag} must be a non-negative integer`);
    return Number(v);
  };
  const recipes = int('--recipes', DEFAULT_RECIPES);
  return {
    recipes,
    seed: int('--seed', DEFAULT_SEED),
    out: resolve(value('--out') ?? join(snapshotDir, `synthetic-${recipes}.json`)),
    full: argv.includes('--full'),
  };
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const started = performance.now();
  let real: CatalogSnapshot;
  try {
    real = JSON.parse(readFileSync(snapshotFile, 'utf8')) as CatalogSnapshot;
  } catch {
    throw new Error(`cannot read ${snapshotFile}: run \`npm run catalog:build -- --no-media\` first`);
  }
  if (real.synthetic) throw new Error(`${snapshotFile} is itself synthetic: rebuild it with npm run catalog:build`);
  const catalog = generateCatalog(real, args.recipes, args.seed, { full: args.full });
  const generatedMs = performance.now() - started;
  const validated = validateSample(catalog, real.recipes.length);
  const validatedMs = performance.now() - started - generatedMs;
  const chars = writeCatalog(catalog, args.out);
  const writtenMs = performance.now() - started;
  const bytes = statSync(args.out).size;
  const packFile = packPathOf(args.out);
  const pack = writePack(catalog, packFile, bytes);
  const totalMs = performance.now() - started;
  const mb = (x: number) => (x / 1024 / 1024).toFixed(1);
  console.log(
    `synthetic catalog: ${catalog.recipes.length} recipes (${catalog.recipes.length - real.recipes.length} generated, ${args.full ? 'full' : 'lean'} records, seed ${args.seed}) → ${args.out}\n` +
      `  ${mb(bytes)} MiB on disk (${mb(chars)} MiB of characters, getStore's limit is ${mb(MAX_SNAPSHOT_CHARS)}); ${validated} generated records validated strictly; ` +
      `read + generate ${Math.round(generatedMs)} ms, validate ${Math.round(validatedMs)} ms, write ${Math.round(writtenMs - generatedMs - validatedMs)} ms\n` +
      `  pack → ${packFile}: ${mb(pack.bytes)} MiB, indexed in ${Math.round(pack.indexMs)} ms, written in ${Math.round(totalMs - writtenMs - pack.indexMs)} ms; total ${Math.round(totalMs)} ms`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    main();
  } catch (e) {
    console.error(`catalog:generate failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}

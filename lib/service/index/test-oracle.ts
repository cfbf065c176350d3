// Test support for search-properties.test.ts: the real catalog, a brute-force recipe search
// written straight from its records (independent of the index), and random criteria over it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { parseRecipeCriteria, textWords, type RawParams } from '@/lib/search/criteria';
import { arrayParams } from '@/lib/search/kinds';
import { cookTimeRange, servingsRange } from '@/lib/search/params';
import type { CutFull, RecipeFull } from '@/lib/wire/v2';
import { buildStore } from '@/lib/service/store';
import { fieldTokens, queryTokens } from '@/lib/service/index/tokens';

export const snapshotFile = join(process.cwd(), '.catalog', 'catalog.json');
export const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8')) as CatalogSnapshot;
export const store = buildStore(snapshot);
const L = snapshot.lookups;
const cutsById = new Map(snapshot.cuts.map((c) => [c.ingredientID, c]));
const online = snapshot.recipes.filter((r) => r.isOnline);

const attrs = (r: RecipeFull, type: string) =>
  r.attributes
    .filter((a) => a.attributeTypeNameSlug === type)
    .flatMap((a) => a.attributes.map((x) => x.attributeNameSlug));
const cutsOf = (r: RecipeFull): CutFull[] =>
  r.ingredients.flatMap((i) =>
    i.ingredient?.isBeefIngredient && i.ingredient.isOnline && cutsById.has(i.ingredient.ingredientID)
      ? [cutsById.get(i.ingredient.ingredientID)!]
      : [],
  );
const primary = (r: RecipeFull) => r.nutritionals.find((n) => n.isPrimary)?.nutrients ?? [];
const allergens = L.allergens.map((a) => a.allergenNameSlug);
/** The values a recipe has for each array parameter (for excludeAllergens: the allergens it is free of). */
function valuesOf(r: RecipeFull, param: string): string[] {
  switch (param) {
    case 'beefIngredients':
      return cutsOf(r).map((c) => c.ingredientNameSlug);
    case 'collections':
      return r.collections.flatMap((c) => [c.collectionNameSlug, String(c.collectionID)]);
    case 'cookingMethods':
      return attrs(r, 'cooking-method');
    case 'cuisines':
      return attrs(r, 'cuisine');
    case 'mealCategories':
      return attrs(r, 'meal-category');
    case 'menuCategories':
      return attrs(r, 'menu-category');
    case 'recipeTypes':
      return attrs(r, 'recipe-type');
    case 'specialDiets':
      return attrs(r, 'special-diet');
    case 'audiences':
      return [r.audience.audienceNameSlug];
    case 'excludeAllergens':
      return allergens.filter((a) => !r.allergens.some((x) => x.allergenNameSlug === a));
    case 'goodNutritionals':
      return primary(r)
        .filter((n) => n.isGoodSource || n.isExcellentSource)
        .map((n) => n.usdaNutrient.nutrientDisplayNameSlug);
    case 'excellentNutritionals':
      return primary(r)
        .filter((n) => n.isExcellentSource)
        .map((n) => n.usdaNutrient.nutrientDisplayNameSlug);
  }
  throw new Error(param);
}
const ALL_OF = new Set(['excludeAllergens', 'goodNutritionals', 'excellentNutritionals']);
const slugOf = (param: string, v: string) => store.aliases.get(`recipes:${param}`)?.get(v.toLowerCase()) ?? v;

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}
const fieldsOf = (r: RecipeFull) => [
  r.recipeName,
  `${r.recipeDescription} ${r.recipeMeta}`,
  [
    ...r.ingredients.map((i) => i.ingredientText),
    ...r.instructions.map((i) => i.instructionText),
    ...r.attributes.flatMap((a) => a.attributes.map((x) => x.attributeName)),
    r.kitchenTip,
  ].join(' '),
];
const tokensOf = new Map(online.map((r) => [r.recipeID, fieldsOf(r).map(fieldTokens)]));
const termMatches = (token: string, term: string) => term.startsWith(token) || levenshtein(token, term) <= 1;
function hasWord(r: RecipeFull, word: string): boolean {
  const tokens = queryTokens(word);
  if (tokens.length !== 1) throw new Error(`test words are single tokens: ${word}`);
  return tokensOf.get(r.recipeID)!.some((field) => field.some((t) => termMatches(tokens[0]!, t)));
}

const RECIPE_ARRAYS = arrayParams('recipes');

/** What the recipe search must answer (matches in name order, facet counts), from the records alone. */
export function bruteForce(raw: RawParams) {
  const c = parseRecipeCriteria(raw);
  const words = textWords(c.searchText);
  const passes = (r: RecipeFull, skip?: string) => {
    for (const p of RECIPE_ARRAYS) {
      if (p === skip || !c[p].length) continue;
      const have = new Set(valuesOf(r, p));
      const want = c[p].map((v) => slugOf(p, v));
      if (ALL_OF.has(p) ? !want.every((v) => have.has(v)) : !want.some((v) => have.has(v))) return false;
    }
    if (c.upcNumber && !cutsOf(r).some((x) => x.upcNumber === c.upcNumber)) return false;
    if (c.nampNumber && !cutsOf(r).some((x) => x.nampNumber === c.nampNumber)) return false;
    const inRange = (v: number, range: { min: number; max?: number }) =>
      v >= range.min && (range.max === undefined || v <= range.max);
    if (c.maxCookTimeMinutes !== null && !inRange(r.maxCookTimeMinutes, cookTimeRange(c.maxCookTimeMinutes)))
      return false;
    if (c.maxNumberOfServings !== null && !inRange(r.maxNumberOfServingsInt, servingsRange(c.maxNumberOfServings)))
      return false;
    if (c.isSpanishRecipe !== null && r.isSpanishRecipe !== c.isSpanishRecipe) return false;
    return words.every((w) => hasWord(r, w));
  };
  const byName = online
    .map((r, i) => [r, i] as const)
    .sort((a, b) => a[0].recipeName.localeCompare(b[0].recipeName) || a[1] - b[1])
    .map(([r]) => r);
  const matches = byName.filter((r) => passes(r));
  const facetCounts: Record<string, Record<string, number>> = {};
  for (const p of RECIPE_ARRAYS) {
    const counts: Record<string, number> = {};
    for (const r of online)
      if (passes(r, p)) for (const v of new Set(valuesOf(r, p))) if (!/^\d+$/.test(v)) counts[v] = (counts[v] ?? 0) + 1;
    facetCounts[p] = counts;
  }
  return { criteria: c, matches, facetCounts, words };
}

const attrValues = (type: string) =>
  (L.attributesByTypes.find((t) => t.attributeTypeNameSlug === type)?.attributes ?? []).flatMap((a) => [
    a.attributeNameSlug,
    a.attributeName,
  ]);
const VALUES: Record<string, string[]> = {
  beefIngredients: L.beefIngredients.flatMap((c) => [c.ingredientNameSlug, c.ingredientName]),
  collections: L.collections.flatMap((c) => [c.collectionNameSlug, c.collectionName, String(c.collectionID)]),
  cookingMethods: attrValues('cooking-method'),
  cuisines: attrValues('cuisine'),
  mealCategories: attrValues('meal-category'),
  menuCategories: attrValues('menu-category'),
  recipeTypes: attrValues('recipe-type'),
  specialDiets: attrValues('special-diet'),
  audiences: L.audiences.flatMap((a) => [a.audienceNameSlug, a.audienceName]),
  excludeAllergens: L.allergens.flatMap((a) => [a.allergenNameSlug, a.allergenName]),
  goodNutritionals: L.usdaNutrients.map((n) => n.nutrientDisplayNameSlug),
  excellentNutritionals: L.usdaNutrients.map((n) => n.nutrientDisplayNameSlug),
};
// Words of the catalog, their prefixes and one-letter typos, and words found nowhere.
const vocabulary = [...new Set(online.flatMap((r) => textWords(`${r.recipeName} ${r.kitchenTip}`)))].filter((w) =>
  /^[a-z]{3,}$/.test(w),
);
const word = fc.oneof(
  fc.constantFrom(...vocabulary),
  fc.constantFrom(...vocabulary).map((w) => w.slice(0, Math.max(2, w.length - 3))),
  fc
    .tuple(fc.constantFrom(...vocabulary), fc.nat(), fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'))
    .map(([w, i, ch]) => {
      const at = i % w.length;
      return w.slice(0, at) + ch + w.slice(at + 1);
    }),
  fc.constantFrom('qwzxv', 'zzyzx'),
);
const upcs = snapshot.cuts.map((c) => c.upcNumber).filter(Boolean);
const namps = snapshot.cuts.map((c) => c.nampNumber).filter(Boolean);
/** Set in one draw out of four: each extra filter makes an empty result likelier. */
const sometimes = <T>(a: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: a });
/** Raw recipe search parameters: slugs and names, unknown values, buckets, text; 50 a page. */
export const criteria: fc.Arbitrary<RawParams> = fc
  .record(
    {
      params: fc.dictionary(
        fc.constantFrom(...RECIPE_ARRAYS),
        fc.array(
          fc.oneof({ weight: 9, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constant('martian') }),
          { minLength: 1, maxLength: 3 },
        ),
        { maxKeys: 2 },
      ),
      pick: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
      words: fc.array(word, { maxLength: 2 }),
      upc: sometimes(fc.constantFrom(...upcs, '000')),
      namp: sometimes(fc.constantFrom(...namps)),
      cook: sometimes(fc.constantFrom('10', '15', '40', '60', '121', '500')),
      servings: sometimes(fc.constantFrom('2', '3', '8', '25', '400')),
      spanish: sometimes(fc.constantFrom('true', 'false')),
    },
    { requiredKeys: ['params', 'pick', 'words'] },
  )
  .map((x) => {
    const raw: RawParams = {};
    for (const [p, vs] of Object.entries(x.params))
      raw[p] = vs.map((v, i) => v || VALUES[p]![(x.pick[i] ?? 0) % VALUES[p]!.length]!);
    if (x.words.length) raw.searchText = [x.words.join(' ')];
    if (x.upc) raw.upcNumber = [x.upc];
    if (x.namp) raw.nampNumber = [x.namp];
    if (x.cook) raw.maxCookTimeMinutes = [x.cook];
    if (x.servings) raw.maxNumberOfServings = [x.servings];
    if (x.spanish) raw.isSpanishRecipe = [x.spanish];
    raw.itemsPerPage = ['50'];
    return raw;
  });

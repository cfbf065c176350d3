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
import { recipeTextFields } from '@/lib/service/index/catalog-index';
import { fieldTokens, queryWords, type QueryWord } from '@/lib/service/index/tokens';

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
        .filter((n) => n.isGoodSource)
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

/** Optimal string alignment distance (a swap of neighbours is one edit), from its definition. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => i + j));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}
const tokensOf = new Map(online.map((r) => [r.recipeID, recipeTextFields(r).map(fieldTokens)]));
const vocabularyOfIndex = [...new Set([...tokensOf.values()].flat(2))];
/** The terms a query word reaches and the typos each takes, over every term of the catalog. */
const reachOf = new Map<string, Map<string, number>>();
function reach(q: QueryWord, last: boolean): Map<string, number> {
  const key = `${q.token} ${last}`;
  let out = reachOf.get(key);
  if (out) return out;
  const budget = [...q.token].length <= 4 ? 0 : [...q.token].length <= 8 ? 1 : 2;
  out = new Map();
  for (const t of vocabularyOfIndex) {
    const typos =
      t === q.token || (last && t.startsWith(q.token))
        ? 0
        : Math.abs(t.length - q.token.length) > budget
          ? budget + 1
          : osa(q.token, t);
    if (typos <= budget) out.set(t, typos);
  }
  reachOf.set(key, out);
  return out;
}
/** How a query word matches a record: the best way over its fields and terms, or undefined.
 *  Written from the policy, not from the index. */
function wordMatch(
  r: RecipeFull,
  q: QueryWord,
  last: boolean,
): { typos: number; tier: number; exact: boolean } | undefined {
  const terms = reach(q, last);
  let best: { typos: number; tier: number; exact: boolean } | undefined;
  tokensOf.get(r.recipeID)!.forEach((field, tier) => {
    for (const t of field) {
      const typos = terms.get(t);
      if (typos === undefined) continue;
      const m = { typos, tier, exact: t === q.token };
      if (!best || rank(m) > rank(best)) best = m;
    }
  });
  return best;
}
/** The order of the policy, without BM25 (kind-search.ts adds it below these levels). */
const rank = (m: { typos: number; tier: number; exact: boolean }) =>
  (2 - m.typos) * 8192 + [3, 1, 0][m.tier]! * 256 + (m.exact ? 16 : 0);

const RECIPE_ARRAYS = arrayParams('recipes');

export function bruteForce(raw: RawParams) {
  const c = parseRecipeCriteria(raw);
  const hasText = c.searchText.trim() !== '';
  const words = queryWords(c.searchText);
  /** The record's rank for the text (without BM25), or undefined when a word does not match. */
  const textRank = (r: RecipeFull) => {
    let sum = 0;
    for (const [i, q] of words.entries()) {
      const m = wordMatch(r, q, i === words.length - 1);
      if (!m) return undefined;
      sum += rank(m);
    }
    return words.length ? sum : undefined;
  };
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
    return !hasText || textRank(r) !== undefined;
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
  return { criteria: c, matches, facetCounts, hasText, textRank };
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

// The embedded service's in-memory catalog: the compiled snapshot, maps by id and slug,
// and one Orama index per searchable kind. Loaded once per process, read-only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, insertMultiple, type Orama } from '@orama/orama';
import type { CatalogSnapshot } from '../catalog/snapshot.ts';
import type { CutFull, RecipeFull } from '../wire/v2.ts';

const recipeSchema = {
  name: 'string',
  description: 'string',
  body: 'string',
  beefIngredients: 'enum[]',
  collections: 'enum[]',
  cookingMethods: 'enum[]',
  cuisines: 'enum[]',
  mealCategories: 'enum[]',
  menuCategories: 'enum[]',
  recipeTypes: 'enum[]',
  specialDiets: 'enum[]',
  audiences: 'enum[]',
  allergenFree: 'enum[]',
  goodNutritionals: 'enum[]',
  excellentNutritionals: 'enum[]',
  upcNumbers: 'enum[]',
  nampNumbers: 'enum[]',
  cookMinutes: 'number',
  servings: 'number',
  isSpanishRecipe: 'boolean',
  rank: 'number',
} as const;
const cutSchema = {
  name: 'string',
  aliases: 'string',
  body: 'string',
  beefCategories: 'enum[]',
  collections: 'enum[]',
  preferredCookingMethods: 'enum[]',
  ingredientGroups: 'enum[]',
  parentIngredients: 'enum[]',
  primals: 'enum[]',
  upcNumber: 'enum[]',
  nampNumber: 'enum[]',
  isLean: 'boolean',
  isMarinate: 'boolean',
  rank: 'number',
} as const;
const collectionSchema = { name: 'string', body: 'string', collectionGroups: 'enum[]', rank: 'number' } as const;

export type RecipeDb = Orama<typeof recipeSchema>;
export type CutDb = Orama<typeof cutSchema>;
export type CollectionDb = Orama<typeof collectionSchema>;

type Collection = CatalogSnapshot['recipeCollections'][number] | CatalogSnapshot['cutCollections'][number];

export type Store = {
  snapshot: CatalogSnapshot;
  recipes: { byId: Map<number, RecipeFull>; bySlug: Map<string, RecipeFull>; db: RecipeDb };
  cuts: {
    byId: Map<number, CutFull>;
    bySlug: Map<string, CutFull>;
    db: CutDb;
    children: Map<number, CutFull[]>;
    /** Online recipes that use a cut directly, by cut id, in name order. */
    recipesByCut: Map<number, RecipeFull[]>;
    /** Online cuts of each ingredient group, by group slug. */
    cutsByGroup: Map<string, CutFull[]>;
  };
  recipeCollections: { byId: Map<number, CatalogSnapshot['recipeCollections'][number]>; bySlug: Map<string, CatalogSnapshot['recipeCollections'][number]> };
  cutCollections: {
    byId: Map<number, CatalogSnapshot['cutCollections'][number]>;
    bySlug: Map<string, CatalogSnapshot['cutCollections'][number]>;
    db: CollectionDb;
  };
  /** Value aliases accepted by array parameters: names (lower case) and ids map to slugs. */
  aliases: Map<string, Map<string, string>>;
  loadMs: number;
};

const attrSlugs = (attrs: { attributeTypeNameSlug: string; attributes: { attributeNameSlug: string }[] }[], type: string) =>
  attrs.filter((a) => a.attributeTypeNameSlug === type).flatMap((a) => a.attributes.map((x) => x.attributeNameSlug));

const tokenizer = { stemming: true, language: 'english' } as const;

export function buildStore(snapshot: CatalogSnapshot): Store {
  const started = performance.now();
  const recipesById = new Map(snapshot.recipes.map((r) => [r.recipeID, r]));
  const recipesBySlug = new Map(snapshot.recipes.map((r) => [r.recipeNameSlug, r]));
  const cutsById = new Map(snapshot.cuts.map((c) => [c.ingredientID, c]));
  const cutsBySlug = new Map(snapshot.cuts.map((c) => [c.ingredientNameSlug, c]));
  const children = new Map<number, CutFull[]>();
  for (const c of snapshot.cuts) {
    const parent = c.parentIngredient?.ingredientID;
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), c]);
  }
  const allAllergens = snapshot.lookups.allergens.map((a) => a.allergenNameSlug);
  const byName = <T>(items: T[], rank: (x: T) => string) => {
    const sorted = [...items].sort((a, b) => rank(a).localeCompare(rank(b)));
    return new Map(sorted.map((x, i) => [x, i]));
  };

  // Recipes: only online ones are searchable.
  const onlineRecipes = snapshot.recipes.filter((r) => r.isOnline);
  const recipeRank = byName(onlineRecipes, (r) => r.recipeName);
  const recipeDb = create({ schema: recipeSchema, components: { tokenizer } }) as RecipeDb;
  insertMultiple(
    recipeDb,
    onlineRecipes.map((r) => {
      const nutrients = r.nutritionals.find((n) => n.isPrimary)?.nutrients ?? [];
      const cuts = r.ingredients.flatMap((i) => (i.ingredient?.isBeefIngredient && i.ingredient.isOnline ? [cutsById.get(i.ingredient.ingredientID)] : [])).filter((c): c is CutFull => !!c);
      const allergens = new Set(r.allergens.map((a) => a.allergenNameSlug));
      return {
        id: String(r.recipeID),
        name: r.recipeName,
        description: `${r.recipeDescription} ${r.recipeMeta}`,
        body: [
          ...r.ingredients.map((i) => i.ingredientText),
          ...r.instructions.map((i) => i.instructionText),
          ...r.attributes.flatMap((a) => a.attributes.map((x) => x.attributeName)),
          r.kitchenTip,
        ].join(' '),
        beefIngredients: cuts.map((c) => c.ingredientNameSlug),
        collections: r.collections.flatMap((c) => [c.collectionNameSlug, String(c.collectionID)]),
        cookingMethods: attrSlugs(r.attributes, 'cooking-method'),
        cuisines: attrSlugs(r.attributes, 'cuisine'),
        mealCategories: attrSlugs(r.attributes, 'meal-category'),
        menuCategories: attrSlugs(r.attributes, 'menu-category'),
        recipeTypes: attrSlugs(r.attributes, 'recipe-type'),
        specialDiets: attrSlugs(r.attributes, 'special-diet'),
        audiences: [r.audience.audienceNameSlug],
        allergenFree: allAllergens.filter((a) => !allergens.has(a)),
        // Meeting the "good source" requirement means at least 10 % DV, so excellent counts too.
        goodNutritionals: nutrients.filter((n) => n.isGoodSource || n.isExcellentSource).map((n) => n.usdaNutrient.nutrientDisplayNameSlug),
        excellentNutritionals: nutrients.filter((n) => n.isExcellentSource).map((n) => n.usdaNutrient.nutrientDisplayNameSlug),
        upcNumbers: cuts.map((c) => c.upcNumber).filter(Boolean),
        nampNumbers: cuts.map((c) => c.nampNumber).filter(Boolean),
        cookMinutes: r.maxCookTimeMinutes,
        servings: r.maxNumberOfServingsInt,
        isSpanishRecipe: r.isSpanishRecipe,
        rank: recipeRank.get(r)!,
      };
    }),
  );

  // Cuts: only online ones; ancestors count for parentIngredients and primals only when online.
  const onlineCuts = snapshot.cuts.filter((c) => c.isOnline);
  const cutRank = byName(onlineCuts, (c) => c.ingredientName);
  const ancestorsOf = (c: CutFull) => {
    const out: CutFull[] = [];
    let cur = c.parentIngredient ? cutsById.get(c.parentIngredient.ingredientID) : undefined;
    while (cur) {
      out.push(cur);
      cur = cur.parentIngredient ? cutsById.get(cur.parentIngredient.ingredientID) : undefined;
    }
    return out;
  };
  const cutDb = create({ schema: cutSchema, components: { tokenizer } }) as CutDb;
  insertMultiple(
    cutDb,
    onlineCuts.map((c) => {
      const anc = ancestorsOf(c).filter((a) => a.isOnline);
      return {
        id: String(c.ingredientID),
        name: c.ingredientName,
        aliases: [...c.aliases.map((a) => a.aliasName), c.urmisName, c.nampName, c.nampNumber].join(' '),
        body: [c.ingredientText, c.marketingText, c.preparationText, c.cutDescriptionText, c.butchersTip, c.ingredientMeta].join(' '),
        beefCategories: attrSlugs(c.attributes, 'beef-category'),
        collections: c.collections.flatMap((x) => [x.collectionNameSlug, String(x.collectionID)]),
        preferredCookingMethods: attrSlugs(c.attributes, 'preferred-cooking-method'),
        ingredientGroups: c.groups.map((g) => g.ingredientGroupNameSlug),
        parentIngredients: anc.map((a) => a.ingredientNameSlug),
        primals: anc.filter((a) => a.isBeefPrimal).map((a) => a.ingredientNameSlug),
        upcNumber: c.upcNumber ? [c.upcNumber] : [],
        nampNumber: c.nampNumber ? [c.nampNumber] : [],
        isLean: c.isLean,
        isMarinate: c.isMarinate,
        rank: cutRank.get(c)!,
      };
    }),
  );

  const onlineCutCollections = snapshot.cutCollections.filter((c) => c.isOnline);
  const collectionRank = byName(onlineCutCollections, (c) => c.collectionName);
  const collectionDb = create({ schema: collectionSchema, components: { tokenizer } }) as CollectionDb;
  insertMultiple(
    collectionDb,
    onlineCutCollections.map((c) => ({
      id: String(c.collectionID),
      name: c.collectionName,
      body: `${c.tagline} ${c.description}`,
      collectionGroups: [c.collectionGroup.collectionGroupNameSlug],
      rank: collectionRank.get(c)!,
    })),
  );

  // Array parameters take "exact slug or name values" from the lookups: map names to slugs.
  const aliases = new Map<string, Map<string, string>>();
  const alias = (params: string[], pairs: [string, string][]) => {
    const m = new Map<string, string>();
    for (const [name, slug] of pairs) m.set(name.toLowerCase(), slug);
    for (const p of params) aliases.set(p, m);
  };
  const L = snapshot.lookups;
  const attrPairs = (type: string): [string, string][] =>
    (L.attributesByTypes.find((t) => t.attributeTypeNameSlug === type)?.attributes ?? []).map((a) => [a.attributeName, a.attributeNameSlug]);
  alias(['beefIngredients', 'parentIngredients'], L.beefIngredients.map((c) => [c.ingredientName, c.ingredientNameSlug]));
  alias(['primals'], L.ingredientPrimals.map((c) => [c.ingredientName, c.ingredientNameSlug]));
  alias(['collections'], L.collections.map((c) => [c.collectionName, c.collectionNameSlug]));
  alias(['cookingMethods'], attrPairs('cooking-method'));
  alias(['cuisines'], attrPairs('cuisine'));
  alias(['mealCategories'], attrPairs('meal-category'));
  alias(['menuCategories'], attrPairs('menu-category'));
  alias(['recipeTypes'], attrPairs('recipe-type'));
  alias(['specialDiets'], attrPairs('special-diet'));
  alias(['beefCategories'], attrPairs('beef-category'));
  alias(['preferredCookingMethods'], attrPairs('preferred-cooking-method'));
  alias(['excludeAllergens'], L.allergens.map((a) => [a.allergenName, a.allergenNameSlug]));
  alias(['audiences'], L.audiences.map((a) => [a.audienceName, a.audienceNameSlug]));
  alias(['goodNutritionals', 'excellentNutritionals'], L.usdaNutrients.map((n) => [n.nutrientDisplayName, n.nutrientDisplayNameSlug]));
  alias(['ingredientGroups'], L.ingredientGroups.map((g) => [g.ingredientGroupName, g.ingredientGroupNameSlug]));
  alias(['collectionGroups'], L.collectionGroups.map((g) => [g.collectionGroupName, g.collectionGroupNameSlug]));

  const recipesByCut = new Map<number, RecipeFull[]>();
  for (const r of [...onlineRecipes].sort((a, b) => recipeRank.get(a)! - recipeRank.get(b)!)) {
    const ids = new Set(r.ingredients.flatMap((i) => (i.ingredient?.isBeefIngredient ? [i.ingredient.ingredientID] : [])));
    for (const id of ids) recipesByCut.set(id, [...(recipesByCut.get(id) ?? []), r]);
  }
  const cutsByGroup = new Map<string, CutFull[]>();
  for (const c of [...onlineCuts].sort((a, b) => cutRank.get(a)! - cutRank.get(b)!)) {
    for (const g of c.groups) cutsByGroup.set(g.ingredientGroupNameSlug, [...(cutsByGroup.get(g.ingredientGroupNameSlug) ?? []), c]);
  }

  return {
    snapshot,
    recipes: { byId: recipesById, bySlug: recipesBySlug, db: recipeDb },
    cuts: { byId: cutsById, bySlug: cutsBySlug, db: cutDb, children, recipesByCut, cutsByGroup },
    recipeCollections: {
      byId: new Map(snapshot.recipeCollections.map((c) => [c.collectionID, c])),
      bySlug: new Map(snapshot.recipeCollections.map((c) => [c.collectionNameSlug, c])),
    },
    cutCollections: {
      byId: new Map(snapshot.cutCollections.map((c) => [c.collectionID, c])),
      bySlug: new Map(snapshot.cutCollections.map((c) => [c.collectionNameSlug, c])),
      db: collectionDb,
    },
    aliases,
    loadMs: performance.now() - started,
  };
}

export type { Collection };

/** Where the snapshot lives: `.catalog/catalog.json` under the project, or CATALOG_FILE
 *  (the generated scale catalog in benchmarks). */
export function snapshotPath(): string {
  return process.env.CATALOG_FILE ?? join(process.cwd(), '.catalog', 'catalog.json');
}

const globalStore = globalThis as unknown as { __beefAtlasStore?: Store };

/** The process-wide store, loaded on first use. */
export function getStore(): Store {
  if (!globalStore.__beefAtlasStore) {
    const started = performance.now();
    const snapshot = JSON.parse(readFileSync(/*turbopackIgnore: true*/ snapshotPath(), 'utf8')) as CatalogSnapshot;
    const store = buildStore(snapshot);
    store.loadMs = performance.now() - started;
    globalStore.__beefAtlasStore = store;
  }
  return globalStore.__beefAtlasStore;
}

/** Replaces the process-wide store (tests and benchmarks). */
export function setStore(store: Store | undefined): void {
  globalStore.__beefAtlasStore = store;
}

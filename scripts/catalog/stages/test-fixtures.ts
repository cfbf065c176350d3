// Small catalog sources for the stage tests: a taxonomy with only the entries the records use,
// a chuck primal and its chuck roll, garlic, a garlic rub used by a grilled chuck roll recipe,
// one collection of each kind, and a USDA subset of two SR28 foods.
import type { z } from 'zod';
import { runStages } from '@/scripts/catalog/compile';
import {
  put,
  startContext,
  type CompileContext,
  type Sources,
  type UsdaSubset,
} from '@/scripts/catalog/stages/context';
import { sharedBuilders } from '@/scripts/catalog/stages/builders';
import { checkDonenessTexts } from '@/scripts/catalog/stages/doneness-texts';
import { mediaRecords } from '@/scripts/catalog/stages/media-records';
import { lineQuantities } from '@/scripts/catalog/stages/quantities';
import { parseSources } from '@/scripts/catalog/stages/parse';
import { checkReferences } from '@/scripts/catalog/stages/references';
import { lookupTables } from '@/scripts/catalog/stages/tables';
import { checkUniqueness } from '@/scripts/catalog/stages/uniqueness';
import type { collectionSource, cutSource, ingredientSource, recipeSource } from '@/scripts/catalog/source-schema';

export type CutIn = z.input<typeof cutSource>;
export type IngredientIn = z.input<typeof ingredientSource>;
export type RecipeIn = z.input<typeof recipeSource>;
export type CollectionIn = z.input<typeof collectionSource>;
export type FixtureData = {
  taxonomy: Record<string, unknown>;
  cuts: CutIn[];
  ingredients: IngredientIn[];
  recipes: RecipeIn[];
  collections: CollectionIn[];
};
type Kind = Exclude<keyof FixtureData, 'taxonomy'>;

export const GENERATED_AT = '2026-01-01T00:00:00Z';
const DATE = '2026-01-01T00:00:00Z';
export const BEEF_NDB = '13364';
export const GARLIC_NDB = '11215';

export const fileOf = (kind: Kind, slug: string) => `data/${kind}/${slug}.yaml`;

const named = (...slugs: string[]) =>
  slugs.map((slug) => ({
    slug,
    name: slug.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`),
  }));

function taxonomy(): Record<string, unknown> {
  return {
    'attribute-types.yaml': [
      {
        slug: 'beef-category',
        name: 'Beef Category',
        objectType: 'ingredient',
        values: named('primal-and-subprimal', 'steak', 'ground-beef'),
      },
      {
        slug: 'preferred-cooking-method',
        name: 'Preferred Cooking Method',
        objectType: 'ingredient',
        values: named('grill', 'braise'),
      },
      { slug: 'measured-as', name: 'Measured As', objectType: 'ingredient', values: named('liquid', 'dry') },
      { slug: 'cooking-method', name: 'Cooking Method', objectType: 'recipe', values: named('grill') },
      { slug: 'cuisine', name: 'Cuisine', objectType: 'recipe', values: named('american') },
      { slug: 'meal-category', name: 'Meal Category', objectType: 'recipe', values: named('dinner') },
      {
        slug: 'menu-category',
        name: 'Menu Category',
        objectType: 'recipe',
        values: named('main-dish', 'sauce-and-rub'),
      },
    ],
    'allergens.yaml': named('milk', 'wheat', 'sesame'),
    'ingredient-groups.yaml': named('chuck-steaks'),
    'audiences.yaml': named('consumer', 'foodservice'),
    'grocery-sections.yaml': named('meat-counter', 'produce'),
    'ingredient-types.yaml': named('beef', 'vegetable'),
    'media-groups.yaml': [
      { slug: 'recipe-hero', name: 'Recipe Artwork', objectType: 'recipe' },
      { slug: 'cut-diagram', name: 'Cut Artwork', objectType: 'ingredient' },
      { slug: 'recipe-share', name: 'Recipe Share Card', objectType: 'recipe' },
      { slug: 'cut-share', name: 'Beef Cut Share Card', objectType: 'ingredient' },
    ],
    'object-types.yaml': named('recipe', 'ingredient'),
    'brands.yaml': named('tabasco'),
    'collection-groups.yaml': [
      { slug: 'weeknight', name: 'Weeknight Cooking', objectType: 'recipe' },
      { slug: 'cut-guides', name: 'Cut Guides', objectType: 'ingredient' },
    ],
  };
}

const texts = (name: string) => ({
  ingredient: `${name}: a fixture cut.`,
  marketing: `${name} for the tests.`,
  preparation: `Cook ${name} for the tests.`,
  ordering: `Ask for ${name}.`,
  cutDescription: `${name} as the tests describe it.`,
  butchersTip: `Trim ${name} for the tests.`,
  meta: `${name}, a fixture cut.`,
});

function cut(id: number, slug: string, name: string, more: Partial<CutIn>): CutIn {
  return {
    id,
    slug,
    name,
    level: 'primal',
    lastModified: DATE,
    isMarinate: false,
    urmis: { name, characteristics: 'Beef; Fixture', preparationTip: 'Grill or braise' },
    attributes: { 'beef-category': ['primal-and-subprimal'], 'preferred-cooking-method': ['braise'] },
    texts: texts(name),
    nutrition: { raw: BEEF_NDB, cooked: BEEF_NDB },
    ...more,
  };
}

function recipe(id: number, slug: string, name: string, more: Partial<RecipeIn>): RecipeIn {
  return {
    id,
    slug,
    name,
    lastModified: DATE,
    datePublished: DATE,
    audience: 'consumer',
    meta: `${name}, a fixture recipe.`,
    description: `${name} for the tests.`,
    servings: { text: '4 servings', count: 4 },
    servingSize: '1 serving',
    prep: { text: '10 minutes', minutes: 10 },
    cook: { text: '20 minutes', minutes: 20 },
    total: { text: '30 minutes', minutes: 30 },
    kitchenTip: `Make ${name} ahead.`,
    attributes: {
      'cooking-method': ['grill'],
      cuisine: ['american'],
      'meal-category': ['dinner'],
      'menu-category': ['main-dish'],
    },
    ingredients: [],
    instructions: [{ text: 'Prepare everything.' }, { text: 'Cook and serve.' }],
    ...more,
  };
}

function data(): FixtureData {
  return {
    taxonomy: taxonomy(),
    cuts: [
      cut(1, 'chuck', 'Beef Chuck', {}),
      cut(2, 'chuck-roll', 'Chuck Roll', {
        level: 'subprimal',
        parent: 'chuck',
        aliases: ['Chuck Eye Roll'],
        attributes: { 'beef-category': ['steak'], 'preferred-cooking-method': ['grill', 'braise'] },
        groups: ['chuck-steaks'],
        alternatives: [{ cut: 'chuck', text: 'The whole primal.' }],
        pairings: [{ ingredient: 'garlic', text: 'Garlic suits a chuck roll.' }],
        guidelines: [
          {
            method: 'grill',
            thicknessInches: 1,
            doneness: 'medium-rare',
            minutes: [10, 14],
            internalTemperatureF: 145,
          },
          {
            method: 'braise',
            weightRangeOunces: [32, 48],
            doneness: 'fork-tender',
            minutes: 150,
            internalTemperatureF: 195,
            ovenTemperatureF: 325,
          },
        ],
      }),
    ],
    ingredients: [
      {
        id: 1000,
        slug: 'garlic',
        name: 'Garlic',
        ndb: GARLIC_NDB,
        grocerySection: 'produce',
        ingredientType: 'vegetable',
        portions: { clove: 'clove' },
        lastModified: DATE,
      },
    ],
    recipes: [
      recipe(1001, 'garlic-rub', 'Garlic Rub', {
        attributes: {
          'cooking-method': ['grill'],
          cuisine: ['american'],
          'meal-category': ['dinner'],
          'menu-category': ['sauce-and-rub'],
        },
        ingredients: [
          {
            subheading: 'Paste',
            text: '4 cloves garlic, minced',
            ref: 'garlic',
            quantity: '4',
            quantitydouble: 4,
            measurement: 'cloves',
          },
          {
            subheading: 'Finish',
            text: '1 teaspoon garlic, grated',
            ref: 'garlic',
            quantity: '1',
            quantitydouble: 1,
            measurement: 'teaspoon',
          },
        ],
        instructions: [
          { subheading: 'Paste', text: 'Mash the garlic to a paste.', uses: ['garlic#1'] },
          { subheading: 'Finish', text: 'Stir in the grated garlic.', uses: ['garlic#2'] },
        ],
      }),
      recipe(1002, 'grilled-chuck-roll', 'Grilled Chuck Roll', {
        ingredients: [
          { text: '2 pounds chuck roll', ref: 'chuck-roll', quantity: '2', quantitydouble: 2, measurement: 'pounds' },
          { text: 'Half the garlic rub', recipe: 'garlic-rub', batchFraction: 0.5 },
        ],
        instructions: [
          { text: 'Coat the chuck roll with the garlic rub.', uses: ['chuck-roll', 'garlic-rub'] },
          { text: 'Grill and serve.' },
        ],
      }),
    ],
    collections: [
      {
        id: 1,
        slug: 'weeknight-fixtures',
        name: 'Weeknight Fixtures',
        kind: 'recipe',
        group: 'weeknight',
        tagline: 'Fixture recipes.',
        description: 'Recipes of the fixture catalog.',
        lastModified: DATE,
        members: ['grilled-chuck-roll', 'garlic-rub'],
      },
      {
        id: 2,
        slug: 'chuck-guide',
        name: 'Chuck Guide',
        kind: 'ingredient',
        group: 'cut-guides',
        tagline: 'Fixture cuts.',
        description: 'Cuts of the fixture catalog.',
        lastModified: DATE,
        members: ['chuck-roll', 'chuck'],
      },
    ],
  };
}

/** The fixture as the build reads it from data/, after `edit` changed the typed records. */
export function fixtureSources(edit?: (d: FixtureData) => void): Sources {
  const d = data();
  edit?.(d);
  const files = <T extends { slug?: unknown }>(kind: Kind, list: T[]) =>
    list.map((v) => ({ file: fileOf(kind, String(v.slug)), data: v as unknown }));
  return {
    taxonomy: d.taxonomy,
    cuts: files('cuts', d.cuts),
    ingredients: files('ingredients', d.ingredients),
    recipes: files('recipes', d.recipes),
    collections: files('collections', d.collections),
  };
}

/** SR28 Nutr_No:amount pairs, per 100 g. */
const per100g = (pairs: string) =>
  Object.fromEntries(pairs.split(' ').map((pair) => [pair.split(':')[0]!, Number(pair.split(':')[1])]));

/** Copied from USDA SR28 (2016) for NDB 13364 (beef, composite of trimmed retail cuts, lean
 *  only, cooked) and 11215 (garlic, raw). */
export function fixtureUsda(): UsdaSubset {
  return {
    foods: {
      [BEEF_NDB]: {
        name: 'Beef, composite of trimmed retail cuts, separable lean only, trimmed to 0" fat, all grades, cooked',
        group: '1300',
        nutrients: per100g(
          '203:29.9 204:8.37 205:0 208:203 269:0 291:0 303:2.98 305:237 306:339 307:64 309:6.91 317:31.3 ' +
            '405:0.286 406:5.787 415:0.564 418:2.86 421:86 601:90 605:0.259 606:3.247 645:3.909 646:0.419',
        ),
        portions: [{ amount: 3, desc: 'oz', grams: 85 }],
      },
      [GARLIC_NDB]: {
        name: 'Garlic, raw',
        group: '1100',
        nutrients: per100g(
          '203:6.36 204:0.5 205:33.06 208:149 269:1 291:2.1 303:1.7 305:153 306:401 307:17 309:1.16 317:14.2 ' +
            '405:0.11 406:0.7 415:1.235 418:0 421:23.2 601:0 605:0 606:0.089 645:0.011 646:0.249',
        ),
        portions: [
          { amount: 1, desc: 'cup', grams: 136 },
          { amount: 1, desc: 'tsp', grams: 2.8 },
          { amount: 1, desc: 'clove', grams: 3 },
          { amount: 3, desc: 'cloves', grams: 9 },
        ],
      },
    },
  };
}

function clean<C extends Pick<CompileContext, 'errors'>>(ctx: C, what: string): C {
  if (ctx.errors.length) throw new Error(`fixture ${what}: ${JSON.stringify(ctx.errors, null, 1)}`);
  return ctx;
}

/** Parsed and cross-checked: what every stage after `references` may rely on. */
export function checkedContext(sources = fixtureSources(), usda = fixtureUsda()) {
  const ctx = startContext(sources, usda, GENERATED_AT);
  put(ctx, 'parsed', parseSources(ctx));
  clean(ctx, 'parse');
  checkUniqueness(ctx);
  put(ctx, 'tables', lookupTables(ctx));
  checkReferences(ctx);
  checkDonenessTexts(ctx);
  return clean(ctx, 'references');
}

/** Checked, plus the shared builders, media records and line quantities the record stages use. */
export function builtContext(sources = fixtureSources(), usda = fixtureUsda()) {
  const ctx = checkedContext(sources, usda);
  put(ctx, 'build', sharedBuilders(ctx));
  put(ctx, 'media', mediaRecords(ctx));
  put(ctx, 'quantities', lineQuantities(ctx));
  return ctx;
}

/** Every stage run, as compileCatalog runs them. */
export function compiledContext(sources = fixtureSources(), usda = fixtureUsda()): CompileContext {
  const { ctx, errors } = runStages(sources, usda, GENERATED_AT);
  if (!ctx) throw new Error(`fixture compile: ${JSON.stringify(errors, null, 1)}`);
  return ctx;
}

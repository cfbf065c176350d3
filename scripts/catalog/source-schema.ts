// The hand-edited catalog source format (files under data/). The compile step
// (scripts/build-catalog.ts) validates every file with these schemas, resolves
// slugs to ids and derives everything the spec calls derived (allergens,
// ingredient trees, nutrition). Keep this file the single description of the format.
import { z } from 'zod';
import { TENDERNESS_CLASSES, TENDERNESS_MUSCLES, TENDERNESS_SOURCES } from '@/scripts/catalog/tenderness';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a kebab-case slug');
const id = z.number().int().positive();
const text = z.string().trim().min(1);
const isoDate = z.iso.datetime({ offset: true });

export const namedSlug = z.strictObject({ slug, name: text });
export const attributeType = z.strictObject({
  slug,
  name: text,
  objectType: z.enum(['recipe', 'ingredient']),
  values: z.array(namedSlug).min(1),
});
export const collectionGroup = z.strictObject({ slug, name: text, objectType: z.enum(['recipe', 'ingredient']) });
export const mediaGroup = z.strictObject({ slug, name: text, objectType: z.enum(['recipe', 'ingredient']) });

/** The files of data/taxonomy/, each a list of entries of its schema. */
export const taxonomyFiles = {
  'attribute-types.yaml': z.array(attributeType),
  'allergens.yaml': z.array(namedSlug),
  'ingredient-groups.yaml': z.array(namedSlug),
  'audiences.yaml': z.array(namedSlug),
  'grocery-sections.yaml': z.array(namedSlug),
  'ingredient-types.yaml': z.array(namedSlug),
  'media-groups.yaml': z.array(mediaGroup),
  'object-types.yaml': z.array(namedSlug),
  'brands.yaml': z.array(namedSlug),
  'collection-groups.yaml': z.array(collectionGroup),
} as const;

/** A non-beef ingredient, data/ingredients/<slug>.yaml. `portions` maps a recipe measurement
 *  (singular, lower case: "clove", "each", "slice", "can") to the SR28 WEIGHT portion
 *  (Msre_Desc, exact text) of this ingredient's NDB number.
 *  Volume units (cup, tablespoon, teaspoon, fluid ounce, milliliter, liter) are derived
 *  from the first SR28 "cup"/"tbsp"/"tsp"/"fl oz" portion unless `volumePortion` names one.
 *  Mass units (ounce, pound, gram, kilogram) need nothing. */
export const ingredientSource = z.strictObject({
  id: id.min(1000).max(9999),
  slug,
  name: text,
  ndb: z.string().regex(/^\d{5}$/, 'SR28 NDB_No, 5 digits'),
  grocerySection: slug,
  ingredientType: slug,
  allergens: z.array(slug).default([]),
  portions: z.record(z.string().regex(/^[a-z][a-z -]*$/), text).default({}),
  volumePortion: text.optional(),
  /** When SR28 has no volume portion for this food, borrow one from a physically equivalent
   *  SR28 food (same shape and density), named and documented here. */
  volumeFrom: z.strictObject({ ndb: z.string().regex(/^\d{5}$/), portion: text, why: text }).optional(),
  /** Measured by volume in a metric kitchen (ml, l); everything else is weighed (g). */
  liquid: z.boolean().default(false),
  isOnline: z.boolean().default(true),
  lastModified: isoDate,
});

const cutLink = z.strictObject({ cut: slug, text });
export const cookingGuideline = z
  .strictObject({
    method: slug, // a preferred-cooking-method value
    grillingMethod: text.optional(), // e.g. "Direct, medium heat" / "Indirect"
    thicknessInches: z.number().int().positive().optional(),
    weightOunces: z.number().int().positive().optional(),
    weightRangeOunces: z.tuple([z.number().int().positive(), z.number().int().positive()]).optional(),
    doneness: z.enum(['medium-rare', 'medium', 'well-done', 'fork-tender']),
    minutes: z.union([
      z.number().int().positive(),
      z.tuple([z.number().int().positive(), z.number().int().positive()]),
    ]),
    ovenTemperatureF: z.number().int().min(150).max(550).optional(),
    internalTemperatureF: z.number().int(),
    distanceFromHeatInches: z.number().int().positive().optional(),
  })
  .refine((g) => g.thicknessInches !== undefined || g.weightOunces !== undefined || g.weightRangeOunces !== undefined, {
    message: 'a guideline needs thicknessInches, weightOunces or weightRangeOunces',
  });

/** A beef cut, data/cuts/<slug>.yaml. */
export const cutSource = z.strictObject({
  id: id.max(999),
  slug,
  name: text,
  level: z.enum(['primal', 'subprimal', 'subsection', 'fabricated']),
  parent: slug.optional(), // required for every level but primal
  isOnline: z.boolean().default(true),
  lastModified: isoDate,
  isMarinate: z.boolean(),
  grocerySection: slug.default('meat-counter'),
  upcNumber: z
    .string()
    .regex(/^\d{12}$/)
    .optional(),
  namp: z.strictObject({ number: z.string().regex(/^\d{3,4}[A-Z]?$/), name: text }).optional(),
  urmis: z.strictObject({ name: text, characteristics: text, preparationTip: text }),
  aliases: z.array(text).default([]),
  attributes: z.strictObject({
    'beef-category': z.array(slug).min(1),
    'preferred-cooking-method': z.array(slug).min(1),
  }),
  groups: z.array(slug).default([]),
  // The main muscle's class in a published shear-force study (scripts/catalog/tenderness.ts checks
  // the pair); left out where the cut has no single main muscle the study measured.
  tenderness: z
    .strictObject({
      muscle: z.enum(TENDERNESS_MUSCLES),
      class: z.enum(TENDERNESS_CLASSES),
      source: z.enum(TENDERNESS_SOURCES),
    })
    .optional(),
  texts: z.strictObject({
    ingredient: text, // general description
    marketing: text,
    preparation: text,
    ordering: text, // how to ask a butcher for it
    cutDescription: text,
    butchersTip: text,
    meta: text.max(170), // meta description
  }),
  alternatives: z.array(cutLink).default([]),
  substitutes: z.array(cutLink).default([]),
  pairings: z.array(z.strictObject({ ingredient: slug, text })).default([]), // a cut or non-beef ingredient slug
  rollups: z.array(cutLink).default([]),
  menuApplications: z.array(z.strictObject({ subheading: text, text })).default([]),
  nutrition: z.strictObject({ raw: z.string().regex(/^\d{5}$/), cooked: z.string().regex(/^\d{5}$/) }),
  guidelines: z.array(cookingGuideline).default([]),
});

const timeText = z.strictObject({ text, minutes: z.number().int().nonnegative() });
export const recipeIngredientSource = z
  .strictObject({
    subheading: z.string().default(''),
    text, // full display text, e.g. "2 cloves garlic, minced"
    ref: slug.optional(), // a beef cut slug or a non-beef ingredient slug
    recipe: slug.optional(), // another recipe used as an ingredient (a rub, a sauce)
    batchFraction: z.number().positive().max(1).optional(), // with `recipe`: share of that recipe's batch used
    quantity: z.string().optional(), // display text, e.g. "1-1/2"
    quantitydouble: z.number().positive().optional(),
    measurement: z.string().optional(), // "pounds", "cups", "cloves", "steaks"
    // What nutrition weighs when `measurement` is not a unit the build converts (e.g. "4 steaks").
    basis: z.strictObject({ amount: z.number().positive(), unit: z.enum(['oz', 'lb', 'g', 'kg']) }).optional(),
    consumedFraction: z.number().positive().max(1).default(1), // e.g. 0.1 of a discarded marinade
    // Taken out before serving (bay leaves, a cinnamon stick): listed and scaled, not eaten.
    discarded: z.boolean().default(false),
    brand: slug.optional(),
    substitutes: z.array(slug).default([]),
    rollups: z.array(slug).default([]),
    cookTip: z.string().optional(),
  })
  .refine((i) => (i.ref ? 1 : 0) + (i.recipe ? 1 : 0) === 1, { message: 'exactly one of ref or recipe' })
  .refine((i) => !i.recipe || i.batchFraction !== undefined, { message: 'a recipe ingredient needs batchFraction' });

/** An ingredient line of the same recipe: its `ref` or `recipe` slug, and `#n` for the n-th
 *  line of a slug the recipe lists more than once ("soy-sauce#2"). */
const lineRef = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:#[1-9]\d*)?$/, 'must be a line slug, or slug#n');

/** A recipe, data/recipes/<slug>.yaml. */
export const recipeSource = z.strictObject({
  id: id.min(1000).max(999999),
  slug,
  name: text,
  isOnline: z.boolean().default(true),
  isSpanish: z.boolean().default(false),
  lastModified: isoDate,
  datePublished: isoDate,
  audience: slug, // consumer | foodservice
  meta: text.max(170),
  description: text,
  servings: z.strictObject({ text, count: z.number().int().positive() }),
  servingSize: text,
  prep: timeText,
  cook: timeText,
  total: timeText,
  kitchenTip: text,
  attributes: z.strictObject({
    'cooking-method': z.array(slug).min(1),
    cuisine: z.array(slug).min(1),
    'meal-category': z.array(slug).min(1),
    'menu-category': z.array(slug).min(1),
    'recipe-type': z.array(slug).default([]),
    'special-diet': z.array(slug).default([]),
  }),
  ingredients: z.array(recipeIngredientSource).min(2),
  instructions: z
    .array(
      z.strictObject({
        subheading: z.string().default(''),
        text,
        cookTip: z.string().optional(),
        // The lines the step uses, cook mode's "You need" (stages/step-uses.ts checks them).
        uses: z.array(z.union([lineRef, z.strictObject({ line: lineRef, amount: text })])).default([]),
      }),
    )
    .min(2),
});

/** A collection of recipes or of beef cuts, data/collections/<slug>.yaml. */
export const collectionSource = z.strictObject({
  id: id.max(999),
  slug,
  name: text,
  kind: z.enum(['recipe', 'ingredient']),
  group: slug,
  tagline: text,
  description: text,
  isOnline: z.boolean().default(true),
  lastModified: isoDate,
  members: z.array(slug).min(1), // recipe or cut slugs, in sort order
});

export type CutSource = z.infer<typeof cutSource>;
export type RecipeSource = z.infer<typeof recipeSource>;
export type IngredientSource = z.infer<typeof ingredientSource>;
export type CollectionSource = z.infer<typeof collectionSource>;

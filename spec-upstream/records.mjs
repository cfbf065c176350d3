// The fake upstream's own records (./server.mjs), written from the spec's field tables: ids near
// 2^53, names sent HTML-escaped, optional fields null or absent, `cookingGuidelines` as an
// object, amounts in quantity/quantitydouble/measurement with ingredientText naming the
// ingredient alone, media with links and a video. Nothing here is from our catalog.
export const APP_ID = 'spec-upstream-id';
export const APP_KEY = 'spec-upstream-key';
const BASE = 2 ** 53 - 1000;
const MEDIA_HOST = 'http://127.0.0.1:9/media';
/** The record without some fields: the spec's variants of a record leave them out. */
export const omit = (record, ...keys) => Object.fromEntries(Object.entries(record).filter(([k]) => !keys.includes(k)));
const FULL_RECIPE_ONLY = ['ingredients', 'instructions', 'nutritionals', 'allergens', 'collections'];
export const recipeSummary = (r) => omit(r, ...FULL_RECIPE_ONLY);
const objectType = (name) => ({ objectTypeName: name, objectTypeNameSlug: name.toLowerCase() });
const attr = (type, typeSlug, names, object = 'Recipe') => ({
  attributeTypeName: type,
  attributeTypeNameSlug: typeSlug,
  objectType: objectType(object),
  attributes: names.map(([attributeName, attributeNameSlug]) => ({ attributeName, attributeNameSlug })),
});
const picture = (id, title) => ({
  assetURL: MEDIA_HOST,
  assetUID: 'spec',
  externalID: `img-${id}`,
  filename: `${id}.jpg`,
  title,
  caption: null,
  mediaGroup: [{ mediaGroupName: 'Hero', mediaGroupNameSlug: 'hero', objectType: [objectType('Recipe')] }],
  mediaType: 'Image',
  sortOrder: 1,
  links: [{ rel: 'original', href: `${MEDIA_HOST}/original/${id}.jpg`, title }],
});
const video = (id, title) => ({
  ...picture(id, title),
  externalID: `vid-${id}`,
  filename: `${id}.mp4`,
  mediaType: 'Video',
  sortOrder: 2,
  links: [{ rel: 'original', href: `${MEDIA_HOST}/original/${id}.mp4`, title }],
});

export const CONSUMER = { audienceName: 'Home cooks', audienceNameSlug: 'home-cooks' };
export const FOODSERVICE = { audienceName: 'Foodservice', audienceNameSlug: 'foodservice' };

const cutRef = (c) => ({
  ingredientID: c.ingredientID,
  ingredientName: c.ingredientName,
  ingredientNameSlug: c.ingredientNameSlug,
  isOnline: true,
  lastModified: '2026-03-01T08:00:00',
  links: [],
});

const nutrient = (sortOrder, name, slug, value, unit, dv, nutritionalType, excellent = false) => ({
  usdaNutrient: { usdaNutrientGroup: 'Proximates', nutrientDisplayName: name, nutrientDisplayNameSlug: slug },
  unitOfMeasureValue: value,
  unitOfMeasure: unit,
  dailyValueCalculation: dv,
  sortOrder,
  isGoodSource: false,
  isExcellentSource: excellent,
  nutritionalType,
});
const nutritional = (nutritionalType, servingSizeText, nutrients) => ({
  nutritionalType,
  ndB_No: nutritionalType === 'raw' ? '90001' : null,
  usdaFoodName: `Flat iron, ${nutritionalType}`,
  servingSizeText,
  cookedTipText: null,
  insignificantText: null,
  dvDietBasisText: 'Daily values on a 2,000 calorie diet.',
  calorieDietBasisText: null,
  source: 'Spec upstream nutrient data',
  isPrimary: nutritionalType === 'cooked',
  nutritionalText: null,
  nutritionTip: null,
  nutrients,
});
const SHOULDER = {
  ingredientID: BASE + 101,
  ingredientName: 'Beef Shoulder',
  ingredientNameSlug: 'beef-shoulder',
  isOnline: true,
  lastModified: '2026-02-11',
  ingredientText: 'The working front quarter: flavorful, best slow-cooked or sliced thin.',
  ingredientMeta: null,
  isBeefIngredient: true,
  isBeefPrimal: true,
  isBeefSubprimal: false,
  isBeefSubsection: false,
  isBeefFabricatedCut: false,
  isLean: false,
  isMarinate: false,
  isRecipeIngredient: true,
  grocerySection: [{ grocerySectionName: 'Meat counter', grocerySectionNameSlug: 'meat-counter' }],
  ingredientType: { ingredientTypeName: 'Beef', ingredientTypeNameSlug: 'beef' },
  attributes: [attr('Preferred cooking method', 'preferred-cooking-method', [['Braise', 'slow-braise']], 'Ingredient')],
  media: [],
  links: [],
  butchersTip: '',
  urmisName: null,
};
const TOP_BLADE = {
  ...SHOULDER,
  ingredientID: BASE + 102,
  ingredientName: 'Top Blade &amp; Flat Iron Steak',
  ingredientNameSlug: 'top-blade-flat-iron',
  ingredientText: 'A tender steak from the shoulder, cut across the blade.',
  isBeefPrimal: false,
  isBeefFabricatedCut: true,
  isLean: true,
  attributes: [attr('Preferred cooking method', 'preferred-cooking-method', [['Grill', 'open-grill']], 'Ingredient')],
  media: [picture('flat-iron', 'Flat iron steak')],
  parentIngredient: cutRef(SHOULDER),
  primalIngredient: { ...cutRef(SHOULDER), ingredientText: SHOULDER.ingredientText },
  cookingGuidelines: {
    attributeName: 'Grill',
    beefThicknessInches: 1,
    cookingGuidelineID: BASE + 501,
    cookingRangeStartTimeMinutes: 10,
    cookingRangeEndTimeMinutes: 14,
    cookingTimeMinutes: null,
    distanceFromHeatInches: null,
    donenessName: 'Medium rare',
    grillingMethodName: 'Direct heat',
    ingredientID: BASE + 102,
    ingredientName: 'Top Blade &amp; Flat Iron Steak',
    internalTemperatureFahrenheit: 145,
    ovenTemperatureFahrenheit: null,
    weightInOunces: 8,
  },
  butchersTip: null,
  urmisName: '',
  // Cooked and raw values (the spec's cut `nutritionals`), each with nutrients the other lacks,
  // a null daily value and the upstream's own slugs and order.
  nutritionals: [
    nutritional('cooked', '3 oz cooked', [
      nutrient(1, 'Energy', 'energy', 170, 'kcal', null, 'cooked'),
      nutrient(2, 'Protein', 'protein', 24.5, 'g', 49, 'cooked', true),
      nutrient(3, 'Iron, Fe', 'iron-fe', 2.1, 'mg', 12, 'cooked'),
    ]),
    nutritional('raw', null, [
      nutrient(1, 'Protein', 'protein', 21.8, 'g', 44, 'raw', true),
      nutrient(2, 'Zinc, Zn', 'zinc-zn', 6.4, 'mg', 58, 'raw', true),
    ]),
  ],
};
const SHORT_PLATE = {
  ...SHOULDER,
  ingredientID: BASE + 103,
  ingredientName: 'Short Plate',
  ingredientNameSlug: 'short-plate',
  ingredientText: 'The belly below the ribs: skirt steaks and short ribs.',
  lastModified: '2026-01-05T10:30:00Z',
};
delete SHORT_PLATE.ingredientMeta;
delete SHORT_PLATE.urmisName;
SHOULDER.ingredientTree = [
  { ...cutRef(TOP_BLADE), parentIngredientID: SHOULDER.ingredientID, isBeefFabricatedCut: true },
];

export const CUTS = [SHOULDER, TOP_BLADE, SHORT_PLATE];

const line = (sortOrder, text, quantity, quantitydouble, measurement, ingredient) => ({
  subheading: null,
  sortOrder,
  ingredientText: text,
  cookTip: null,
  quantity,
  quantitydouble,
  measurement,
  weight: null,
  volume: null,
  ...(ingredient ? { ingredient } : {}),
});
const beefLine = (cut) => ({
  ingredientID: cut.ingredientID,
  ingredientName: cut.ingredientName,
  ingredientNameSlug: cut.ingredientNameSlug,
  isOnline: true,
  isBeefIngredient: true,
  links: [],
});
const steps = (...texts) =>
  texts.map((instructionText, i) => ({
    subheading: null,
    sortOrder: i + 1,
    instructionText,
    cookTip: null,
    media: [],
  }));

const recipe = (n, fields) => ({
  recipeID: BASE + n,
  isOnline: true,
  lastModified: '2026-04-0' + (n % 9) + 'T12:00:00.000+02:00',
  recipeMeta: null,
  recipeDescription: '',
  numberOfServings: '4',
  maxNumberOfServingsInt: 4,
  totalRecipeTime: '40 minutes',
  maxTotalRecipeTimeMinutes: 40,
  cookTime: '25 minutes',
  maxCookTimeMinutes: 30,
  isSpanishRecipe: false,
  showcaseNutrients: [],
  media: [],
  links: [],
  allergens: [],
  collections: [],
  nutritionals: [],
  ...fields,
});

export const RECIPES = [
  recipe(1, {
    recipeName: 'Surf &amp; Turf Skewers',
    recipeNameSlug: 'surf-and-turf-skewers',
    recipeDescription: 'Steak and shrimp on one skewer, brushed with a soy glaze.',
    audience: CONSUMER,
    media: [picture('skewers', 'Skewers on the grill'), video('skewers-how-to', 'How to thread skewers')],
    attributes: [
      attr('Cooking method', 'cooking-method', [['Grill', 'open-grill']]),
      attr('Course', 'menu-category', [['Main dish', 'main-course']]),
    ],
    ingredients: [
      line(1, 'flat iron steaks, cut into 1-inch cubes', '1 1/2', 1.5, 'pounds', beefLine(TOP_BLADE)),
      line(2, 'low-sodium soy sauce', '1/3', 0.3333, 'cup'),
      line(3, 'large shrimp, peeled', '12', 12, null),
    ],
    instructions: steps('Whisk the glaze.', 'Thread the steak and shrimp; grill 8 to 10 minutes, brushing with glaze.'),
  }),
  recipe(2, {
    recipeName: 'Grandma&#39;s Shoulder Pot Roast',
    recipeNameSlug: 'grandmas-shoulder-pot-roast',
    audience: null,
    kitchenTip: null,
    totalRecipeTime: '3 hours',
    maxTotalRecipeTimeMinutes: 180,
    maxCookTimeMinutes: 150,
    attributes: [attr('Cooking method', 'cooking-method', [['Braise', 'slow-braise']])],
    ingredients: [
      line(1, 'beef shoulder roast', '3', 3, 'pounds', beefLine(SHOULDER)),
      line(2, 'beef broth', '2', 2, 'cups'),
    ],
    instructions: steps('Brown the roast on all sides.', 'Cover with broth and braise 2 1/2 hours at 325°F.'),
  }),
  recipe(3, {
    recipeName: 'Short Plate Tacos',
    recipeNameSlug: 'short-plate-tacos',
    attributes: [attr('Cooking method', 'cooking-method', [['Grill', 'open-grill']])],
    ingredients: [
      line(1, 'skirt steak from the short plate', '1', 1, 'pound', beefLine(SHORT_PLATE)),
      line(2, 'corn tortillas', '8', 8, ''),
    ],
    instructions: steps('Grill the steak hot and fast.', 'Slice across the grain and fill the tortillas.'),
  }),
  recipe(4, {
    recipeName: 'Banquet Braised Shoulder',
    recipeNameSlug: 'banquet-braised-shoulder',
    audience: FOODSERVICE,
    numberOfServings: '50',
    maxNumberOfServingsInt: 50,
    attributes: [attr('Cooking method', 'cooking-method', [['Braise', 'slow-braise']])],
    ingredients: [line(1, 'beef shoulder clods', '20', 20, 'pounds', beefLine(SHOULDER))],
    instructions: steps('Braise in hotel pans, covered, until fork-tender.'),
  }),
  recipe(5, {
    recipeName: 'Shoulder Chili for a Crowd',
    recipeNameSlug: 'shoulder-chili-for-a-crowd',
    audience: CONSUMER,
    attributes: [attr('Cooking method', 'cooking-method', [['Braise', 'slow-braise']])],
    ingredients: [line(1, 'beef shoulder, cut into 1/2-inch cubes', '2', 2, 'pounds', beefLine(SHOULDER))],
    instructions: steps('Brown the beef in batches.', 'Simmer with the beans and chiles 2 hours.'),
  }),
  // A sub-recipe, by the one course the site's default listing leaves out (lib/search/kinds.ts
  // names that course's slug, so this upstream's lookups carry it too): listed only when asked.
  recipe(6, {
    recipeName: 'Smoky Shoulder Rub',
    recipeNameSlug: 'smoky-shoulder-rub',
    audience: CONSUMER,
    totalRecipeTime: '5 minutes',
    maxTotalRecipeTimeMinutes: 5,
    attributes: [attr('Course', 'menu-category', [['Sauces and rubs', 'sauce-and-rub']])],
    ingredients: [line(1, 'smoked paprika', '2', 2, 'tablespoons'), line(2, 'brown sugar', '1', 1, 'tablespoon')],
    instructions: steps('Stir together; rub onto the roast an hour before cooking.'),
  }),
];
delete RECIPES[2].audience;

/** A recipe listed well in searches whose own record (operation 1) cannot be read: the full
 *  body sends its id as text. Its page must answer the friendly 503 page, never a 500. */
export const UNREADABLE_FULL_SLUG = 'shoulder-chili-for-a-crowd';
export const unreadableFull = (r) => ({ ...r, recipeID: `R-${r.recipeID}` });

/** A list element no reader can use: its id is text and it has no slug. */
export const UNREADABLE_RECIPE = { recipeID: 'not-a-number', recipeName: 'Broken record', isOnline: true };

const collectionGroup = (name, slug, object) => ({
  collectionGroupName: name,
  collectionGroupNameSlug: slug,
  objectType: objectType(object),
});
export const CUT_COLLECTIONS = [
  {
    collectionID: BASE + 201,
    collectionName: 'Steaks for the Grill',
    collectionNameSlug: 'steaks-for-the-grill',
    collectionGroup: collectionGroup('By method', 'by-method', 'Ingredient'),
    objectType: objectType('Ingredient'),
    tagline: 'Hot and fast.',
    description: null,
    estimatedItemCount: 1,
    media: [],
    links: [],
    ingredients: [{ ...TOP_BLADE, sortOrder: 1 }].map((c) =>
      omit(c, 'cookingGuidelines', 'parentIngredient', 'primalIngredient'),
    ),
  },
];
export const RECIPE_COLLECTIONS = [
  {
    collectionID: BASE + 301,
    collectionName: 'Weeknight Wins',
    collectionNameSlug: 'weeknight-wins',
    collectionGroup: collectionGroup('Occasions', 'occasions', 'Recipe'),
    objectType: objectType('Recipe'),
    tagline: 'Dinner in under an hour.',
    description: '',
    estimatedItemCount: 2,
    media: [],
    links: [],
    recipes: [RECIPES[0], RECIPES[2]].map((r, i) => ({ ...omit(recipeSummary(r), 'kitchenTip'), sortOrder: i + 1 })),
  },
];

const ref = (c) => ({
  ingredientID: c.ingredientID,
  ingredientName: c.ingredientName,
  ingredientNameSlug: c.ingredientNameSlug,
});
export const LOOKUPS = {
  allergens: [{ allergenName: 'Shellfish', allergenNameSlug: 'shellfish' }],
  brands: [],
  collections: [...CUT_COLLECTIONS, ...RECIPE_COLLECTIONS].map((c) => ({
    collectionID: c.collectionID,
    collectionName: c.collectionName,
    collectionNameSlug: c.collectionNameSlug,
    collectionGroup: c.collectionGroup,
    objectType: c.objectType,
  })),
  collectionGroups: [CUT_COLLECTIONS[0].collectionGroup, RECIPE_COLLECTIONS[0].collectionGroup],
  attributesByTypes: [
    attr('Cooking method', 'cooking-method', [
      ['Grill', 'open-grill'],
      ['Braise', 'slow-braise'],
    ]),
    attr('Course', 'menu-category', [
      ['Main dish', 'main-course'],
      ['Sauces and rubs', 'sauce-and-rub'],
    ]),
    attr(
      'Preferred cooking method',
      'preferred-cooking-method',
      [
        ['Grill', 'open-grill'],
        ['Braise', 'slow-braise'],
      ],
      'Ingredient',
    ),
  ],
  usdaNutrients: [],
  ingredientGroups: [],
  ingredientPrimals: [ref(SHOULDER), ref(SHORT_PLATE)],
  beefIngredients: CUTS.map(ref),
  audiences: [CONSUMER, FOODSERVICE],
  grocerySections: SHOULDER.grocerySection,
  ingredientTypes: [SHOULDER.ingredientType],
  mediaGroups: [{ mediaGroupName: 'Hero', mediaGroupNameSlug: 'hero', objectType: objectType('Recipe') }],
  objectTypes: [objectType('Recipe'), objectType('Ingredient')],
};

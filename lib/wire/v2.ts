// The version 2 wire format of the content service, written once from
// shared spec service-v2.md. The embedded service's responses are typed by these
// schemas, the API client parses every upstream response with them, and the OpenAPI
// document is generated from them.
//
// One definition, two modes: `strict` rejects unknown keys and requires every field
// (used by the service's tests); `tolerant` drops unknown keys and defaults missing
// fields (used by the client against a real upstream, which may drift).
import { z } from 'zod';
import { SEARCH_KINDS, type ParamSpec, type SearchKind } from '@/lib/search/kinds';

type Params<K extends SearchKind> = (typeof SEARCH_KINDS)[K]['params'];
type EchoShape<K extends SearchKind> = {
  [P in keyof Params<K>]: z.ZodType<
    Params<K>[P] extends { type: 'array' }
      ? string[]
      : Params<K>[P] extends { type: 'text' }
        ? string
        : Params<K>[P] extends { type: 'bucket' }
          ? number | null
          : Params<K>[P] extends { type: 'sort' }
            ? string | null
            : boolean | null
  >;
};

export type WireMode = 'strict' | 'tolerant';

function build(mode: WireMode) {
  const strict = mode === 'strict';
  const obj = <T extends z.ZodRawShape>(shape: T) => (strict ? z.strictObject(shape) : z.object(shape));
  // Field helpers: required in strict mode, defaulted in tolerant mode.
  const str = () =>
    strict
      ? z.string()
      : z
          .string()
          .nullable()
          .default('')
          .transform((v) => v ?? '');
  const int = () => (strict ? z.number().int() : z.number().default(0));
  const num = () => (strict ? z.number() : z.number().default(0));
  const bool = () => (strict ? z.boolean() : z.boolean().default(false));
  const nint = () => (strict ? z.number().int().nullable() : z.number().nullable().default(null));
  const list = <T extends z.ZodType>(item: T) =>
    strict
      ? z.array(item)
      : z
          .array(item)
          .nullable()
          .default([])
          .transform((v) => v ?? []);
  const opt = <T extends z.ZodType>(schema: T) => schema.optional();

  const link = obj({ rel: str(), href: str(), title: str() });
  const links = list(link);
  const objectType = obj({ objectTypeName: str(), objectTypeNameSlug: str() });
  const audience = obj({ audienceName: str(), audienceNameSlug: str() });
  const grocerySection = obj({ grocerySectionName: str(), grocerySectionNameSlug: str() });
  const ingredientType = obj({ ingredientTypeName: str(), ingredientTypeNameSlug: str() });
  const allergen = obj({ allergenName: str(), allergenNameSlug: str() });
  const ingredientGroup = obj({ ingredientGroupName: str(), ingredientGroupNameSlug: str() });
  const collectionGroup = obj({ collectionGroupName: str(), collectionGroupNameSlug: str(), objectType });
  const brand = obj({ brandName: str(), brandNameSlug: str() });
  const attribute = obj({ attributeName: str(), attributeNameSlug: str() });
  /** AttributeType entry as documented (objectType an array)... */
  const attributeTypeEntry = obj({
    attributeTypeName: str(),
    attributeTypeNameSlug: str(),
    objectType: list(objectType),
    attributes: list(attribute),
  });
  /** ...and as it appears in a recipe's own `attributes` (objectType a single object). */
  const recipeAttributeTypeEntry = obj({
    attributeTypeName: str(),
    attributeTypeNameSlug: str(),
    objectType,
    attributes: list(attribute),
  });
  const mediaGroup = obj({ mediaGroupName: str(), mediaGroupNameSlug: str(), objectType });
  const mediaGroupListed = obj({ mediaGroupName: str(), mediaGroupNameSlug: str(), objectType: list(objectType) });
  const mediaFields = {
    assetURL: str(),
    assetUID: str(),
    externalID: str(),
    filename: str(),
    title: str(),
    caption: str(),
    mediaType: str(),
    sortOrder: int(),
    links,
  };
  /** Media with `mediaGroup` a single object (most places). */
  const media = obj({ ...mediaFields, mediaGroup });
  /** Media with `mediaGroup` (and its objectType) an array: recipe search results, a full recipe's
   *  own and instruction media, beef cut search results and the beef cut recipes listing. */
  const mediaListed = obj({ ...mediaFields, mediaGroup: list(mediaGroupListed) });

  const usdaNutrient = obj({ usdaNutrientGroup: str(), nutrientDisplayName: str(), nutrientDisplayNameSlug: str() });
  const nutrientFields = {
    usdaNutrient,
    unitOfMeasureValue: num(),
    unitOfMeasure: str(),
    dailyValueCalculation: num(),
    sortOrder: int(),
    isGoodSource: bool(),
    isExcellentSource: bool(),
  };
  const nutrient = obj(nutrientFields);
  const cutNutrient = obj({
    ...nutrientFields,
    nutritionalType: strict ? z.enum(['raw', 'cooked']) : z.string().default('cooked'),
  });

  const collectionRef = obj({
    collectionID: int(),
    collectionName: str(),
    collectionNameSlug: str(),
    collectionGroup,
    objectType,
    links,
  });

  // ---------- recipes ----------
  const recipeSummaryCore = {
    recipeID: int(),
    recipeName: str(),
    recipeNameSlug: str(),
    isOnline: bool(),
    lastModified: str(),
    recipeMeta: str(),
    recipeDescription: str(),
    audience,
    numberOfServings: str(),
    maxNumberOfServingsInt: int(),
    totalRecipeTime: str(),
    maxTotalRecipeTimeMinutes: int(),
    servingSize: str(),
    prepTime: str(),
    maxPrepTimeMinutes: int(),
    cookTime: str(),
    maxCookTimeMinutes: int(),
    isSpanishRecipe: bool(),
    showcaseNutrients: list(nutrient),
    links,
  };
  /** RecipeSummary in search results. */
  const recipeSummary = obj({ ...recipeSummaryCore, kitchenTip: str(), media: list(mediaListed) });
  /** In a recipe collection's `recipes`: no kitchenTip, a sortOrder. */
  const collectionRecipe = obj({ ...recipeSummaryCore, media: list(media), sortOrder: int() });
  /** In a beef cut's `recipeListing`: no kitchenTip. */
  const cutRecipe = obj({ ...recipeSummaryCore, media: list(mediaListed) });
  /** The reduced entry of a beef cut's group listing (`recipeList`). */
  const groupRecipe = obj({
    recipeID: int(),
    recipeName: str(),
    recipeNameSlug: str(),
    isOnline: bool(),
    recipeMeta: str(),
    recipeDescription: str(),
    recipeType: obj({ recipeTypeName: str(), recipeTypeNameSlug: str() }),
    numberOfServings: str(),
    maxNumberOfServingsInt: int(),
    totalRecipeTime: str(),
    maxTotalRecipeTimeMinutes: int(),
    isSpanishRecipe: bool(),
    showcaseNutrients: list(nutrient),
    media: list(mediaListed),
    links,
  });

  const ingredientRef = obj({
    ingredientID: int(),
    ingredientName: str(),
    ingredientNameSlug: str(),
    isOnline: bool(),
    links,
  });
  const recipeIngredientIngredient = obj({
    ingredientID: int(),
    ingredientName: str(),
    ingredientNameSlug: str(),
    isOnline: bool(),
    lastModified: str(),
    isBeefIngredient: bool(),
    isLean: bool(),
    isBeefPrimal: bool(),
    isBeefSubprimal: bool(),
    isBeefSubsection: bool(),
    isBeefFabricatedCut: bool(),
    grocerySection: list(grocerySection),
    ingredientType,
    aliases: list(obj({ aliasName: str(), alsoKnownAsNameSlug: str() })),
    allergens: list(allergen),
    attributes: list(attributeTypeEntry),
    ingredientGroups: list(ingredientGroup),
    links,
    media: list(media),
  });
  const recipeIngredient = obj({
    subheading: str(),
    sortOrder: int(),
    ingredientText: str(),
    cookTip: str(),
    brand: opt(brand),
    quantity: str(),
    quantitydouble: strict ? z.number().nullable() : z.number().nullable().default(null),
    measurement: str(),
    weight: str(),
    volume: str(),
    ingredient: opt(recipeIngredientIngredient),
    substituteIngredient: list(ingredientRef),
    recipeAsIngredient: opt(
      obj({
        recipeID: int(),
        recipeName: str(),
        recipeNameSlug: str(),
        isOnline: bool(),
        lastModified: str(),
        audience,
        links,
      }),
    ),
    rollupIngredients: list(ingredientRef),
  });
  const recipeNutritional = obj({
    nutritionalDescription: str(),
    insignificantText: str(),
    dvDietBasisText: str(),
    calorieDietBasisText: str(),
    source: str(),
    isPrimary: bool(),
    nutritionalText: str(),
    nutritionTip: str(),
    leanGroundBeefFeaturedNutritional: bool(),
    leanGroundBeefPercentage: str(),
    nutrients: list(nutrient),
  });
  const recipeFull = obj({
    ...recipeSummaryCore,
    kitchenTip: str(),
    media: list(mediaListed),
    allergens: list(allergen),
    attributes: list(recipeAttributeTypeEntry),
    collections: list(collectionRef),
    ingredients: list(recipeIngredient),
    instructions: list(
      obj({ subheading: str(), sortOrder: int(), instructionText: str(), cookTip: str(), media: list(mediaListed) }),
    ),
    nutritionals: list(recipeNutritional),
  });

  // ---------- beef cuts ----------
  const cutSummaryCore = {
    ingredientID: int(),
    ingredientName: str(),
    ingredientNameSlug: str(),
    isOnline: bool(),
    lastModified: str(),
    ingredientText: str(),
    ingredientMeta: str(),
    isBeefIngredient: bool(),
    isBeefPrimal: bool(),
    isBeefSubprimal: bool(),
    isBeefSubsection: bool(),
    isBeefFabricatedCut: bool(),
    isLean: bool(),
    isMarinate: bool(),
    isRecipeIngredient: bool(),
    grocerySection: list(grocerySection),
    ingredientType,
    showcaseNutrients: list(cutNutrient),
    attributes: list(attributeTypeEntry),
    links,
  };
  const cutSummary = obj({ ...cutSummaryCore, media: list(mediaListed) });
  const collectionCut = obj({ ...cutSummaryCore, media: list(media), sortOrder: int() });
  const cutLinkFields = {
    ingredientID: int(),
    ingredientName: str(),
    ingredientNameSlug: str(),
    isOnline: bool(),
    links,
  };
  const cookingGuideline = obj({
    attributeName: str(),
    beefThicknessInches: nint(),
    cookingGuidelineID: int(),
    cookingRangeStartTimeMinutes: nint(),
    cookingRangeEndTimeMinutes: nint(),
    cookingTimeMinutes: nint(),
    distanceFromHeatInches: nint(),
    donenessName: str(),
    grillingMethodName: str(),
    ingredientID: int(),
    ingredientName: str(),
    internalTemperatureFahrenheit: int(),
    ovenTemperatureFahrenheit: nint(),
    weightInOunces: nint(),
    weightRangeStartOunces: nint(),
    weightRangeEndOunces: nint(),
  });
  const cutNutritional = obj({
    nutritionalType: strict ? z.enum(['raw', 'cooked']) : z.string().default('cooked'),
    ndB_No: str(),
    usdaFoodName: str(),
    servingSizeText: str(),
    cookedTipText: str(),
    insignificantText: str(),
    dvDietBasisText: str(),
    calorieDietBasisText: str(),
    source: str(),
    isPrimary: bool(),
    nutritionalText: str(),
    nutritionTip: str(),
    nutrients: list(cutNutrient),
  });
  const treeNode = obj({
    parentIngredientID: nint(),
    isBeefPrimal: bool(),
    isBeefSubprimal: bool(),
    isBeefSubsection: bool(),
    isBeefFabricatedCut: bool(),
    isLean: bool(),
    isMarinate: bool(),
    ingredientID: int(),
    ingredientName: str(),
    ingredientNameSlug: str(),
    isOnline: bool(),
    lastModified: str(),
    media: opt(list(media)),
    links,
  });
  const cutFull = obj({
    ingredientID: int(),
    ingredientName: str(),
    ingredientNameSlug: str(),
    isOnline: bool(),
    lastModified: str(),
    ingredientText: str(),
    marketingText: str(),
    preparationText: str(),
    orderingText: str(),
    cutDescriptionText: str(),
    butchersTip: str(),
    ingredientMeta: str(),
    isBeefIngredient: bool(),
    isBeefPrimal: bool(),
    isBeefSubprimal: bool(),
    isBeefSubsection: bool(),
    isBeefFabricatedCut: bool(),
    isLean: bool(),
    isMarinate: bool(),
    isRecipeIngredient: bool(),
    upcNumber: str(),
    urmisName: str(),
    urmisCutCharacteristics: str(),
    urmisPreparationTip: str(),
    nampNumber: str(),
    nampName: str(),
    grocerySection: list(grocerySection),
    ingredientType,
    showcaseNutrients: list(cutNutrient),
    links,
    aliases: list(obj({ aliasName: str(), aliasNameSlug: str() })),
    allergens: list(allergen),
    alternatives: list(obj({ alternativeText: str(), ...cutLinkFields })),
    attributes: list(attributeTypeEntry),
    collections: list(collectionRef),
    groups: list(ingredientGroup),
    nutritionals: list(cutNutritional),
    pairings: list(obj({ pairingText: str(), ...cutLinkFields })),
    rollups: list(obj({ rollupText: str(), ...cutLinkFields })),
    menuApplications: list(
      obj({ subheading: str(), menuApplicationText: str(), sortOrder: int(), media: list(media) }),
    ),
    substitutes: list(obj({ substituteText: str(), ...cutLinkFields })),
    ingredientTree: list(treeNode),
    parentIngredient: obj({
      ingredientID: int(),
      ingredientName: str(),
      ingredientNameSlug: str(),
      isOnline: bool(),
      lastModified: str(),
      links,
    }).nullable(),
    primalIngredient: obj({
      ingredientID: int(),
      ingredientName: str(),
      ingredientNameSlug: str(),
      isOnline: bool(),
      lastModified: str(),
      ingredientText: str(),
      links,
    }).nullable(),
    cookingGuidelines: list(cookingGuideline),
    media: list(media),
  });

  // ---------- collections ----------
  const collectionSummaryFields = {
    collectionID: int(),
    collectionName: str(),
    collectionNameSlug: str(),
    collectionGroup,
    objectType,
    tagline: str(),
    description: str(),
    estimatedItemCount: int(),
    media: list(media),
    links,
  };
  const collectionSummary = obj(collectionSummaryFields);
  const cutCollectionFull = obj({ ...collectionSummaryFields, ingredients: list(collectionCut) });
  const recipeCollectionFull = obj({ ...collectionSummaryFields, recipes: list(collectionRecipe) });

  // ---------- searches, listings, lookups ----------
  /** Our documented extension: counts of matching records per facet value, for the
   *  current criteria with that facet's own selection removed. A real upstream omits it. */
  const facetCounts = opt(z.record(z.string(), z.record(z.string(), z.number().int())));
  const searchResult = <T extends z.ZodType, C extends z.ZodType>(item: T, criteria: C) =>
    obj({
      searchResults: list(item),
      searchCriteria: criteria,
      totalCount: int(),
      curPage: int(),
      itemsPerPage: strict ? z.number().int() : z.coerce.number().default(10),
      links,
      facetCounts,
    });
  const strs = () => list(z.string());
  const paging = { pageNumber: int(), itemsPerPage: int() };
  // The echo of a search's criteria: the names of its parameters (lib/search/kinds.ts).
  const nbool = () => (strict ? z.boolean().nullable() : z.boolean().nullable().default(null));
  // `sort` is our extension: a real upstream's echo has none (null then: it did not sort).
  const nstr = () => (strict ? z.string().nullable() : z.string().nullable().default(null));
  const echoOf = (spec: ParamSpec): z.ZodType =>
    spec.type === 'array'
      ? strs()
      : spec.type === 'text'
        ? str()
        : spec.type === 'bucket'
          ? nint()
          : spec.type === 'sort'
            ? nstr()
            : nbool();
  const criteriaOf = <K extends SearchKind>(kind: K) =>
    obj({
      ...(Object.fromEntries(
        Object.entries(SEARCH_KINDS[kind].params as Record<string, ParamSpec>).map(([p, spec]) => [p, echoOf(spec)]),
      ) as EchoShape<K>),
      ...paging,
    });
  const recipeCriteria = criteriaOf('recipes');
  const cutCriteria = criteriaOf('cuts');
  const collectionCriteria = criteriaOf('cut-collections');

  const cutRef = obj({ ingredientID: int(), ingredientName: str(), ingredientNameSlug: str() });
  const lookups = obj({
    allergens: list(allergen),
    brands: list(brand),
    collections: list(
      obj({ collectionID: int(), collectionName: str(), collectionNameSlug: str(), collectionGroup, objectType }),
    ),
    collectionGroups: list(collectionGroup),
    attributesByTypes: list(attributeTypeEntry),
    usdaNutrients: list(usdaNutrient),
    ingredientGroups: list(ingredientGroup),
    ingredientPrimals: list(cutRef),
    beefIngredients: list(cutRef),
    audiences: list(audience),
    grocerySections: list(grocerySection),
    ingredientTypes: list(ingredientType),
    mediaGroups: list(mediaGroup),
    objectTypes: list(objectType),
  });

  const errorBody = obj({
    httpErrorCode: int(),
    httpErrorCodeDescription: str(),
    message: str(),
    description: str(),
    links,
  });

  return {
    link,
    objectType,
    audience,
    allergen,
    brand,
    attributeTypeEntry,
    media,
    mediaListed,
    nutrient,
    cutNutrient,
    collectionRef,
    recipeSummary,
    collectionRecipe,
    cutRecipe,
    groupRecipe,
    recipeIngredient,
    recipeNutritional,
    recipeFull,
    cutSummary,
    collectionCut,
    cookingGuideline,
    cutNutritional,
    cutFull,
    collectionSummary,
    cutCollectionFull,
    recipeCollectionFull,
    recipeCriteria,
    cutCriteria,
    collectionCriteria,
    recipeSearchResult: searchResult(recipeSummary, recipeCriteria),
    cutSearchResult: searchResult(cutSummary, cutCriteria),
    collectionSearchResult: searchResult(collectionSummary, collectionCriteria),
    cutRecipeListing: obj({
      recipeListing: list(cutRecipe),
      recipesListingByIngredientGroup: list(
        obj({
          ingredientGroupName: str(),
          ingredientGroupNameSlug: str(),
          groupIngredients: list(obj({ ...cutLinkFields, recipeList: list(groupRecipe) })),
        }),
      ),
    }),
    cutListing: obj({ ingredientListing: list(cutSummary) }),
    collectionListing: obj({ collectionListing: list(collectionSummary) }),
    lookups,
    errorBody,
  };
}

/** Strict schemas: the contract of the embedded service, enforced in its tests. */
export const wire = build('strict');
/** Tolerant schemas: how the client reads an upstream that may add or omit fields. */
export const wireTolerant = build('tolerant');

type Schemas = typeof wire;
export type Wire = { [K in keyof Schemas]: z.output<Schemas[K]> };

export type RecipeFull = Wire['recipeFull'];
export type RecipeSummary = Wire['recipeSummary'];
export type CutFull = Wire['cutFull'];
export type CutSummary = Wire['cutSummary'];
export type CollectionSummary = Wire['collectionSummary'];
export type RecipeCollectionFull = Wire['recipeCollectionFull'];
export type CutCollectionFull = Wire['cutCollectionFull'];
export type Lookups = Wire['lookups'];
export type Media = Wire['media'];
export type MediaListed = Wire['mediaListed'];
export type Nutrient = Wire['nutrient'];
export type CutNutrient = Wire['cutNutrient'];
export type Link = Wire['link'];
export type ErrorBody = Wire['errorBody'];

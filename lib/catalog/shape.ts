// Derives the summary variants of the spec from full records. Shared by the catalog
// build (collections) and the embedded service (searches, lists, listings).
import type { CutFull, Media, MediaListed, RecipeFull, Wire } from '@/lib/wire/v2';

export function unlistMedia(m: MediaListed): Media {
  const g = m.mediaGroup[0];
  return {
    ...m,
    mediaGroup: g
      ? {
          mediaGroupName: g.mediaGroupName,
          mediaGroupNameSlug: g.mediaGroupNameSlug,
          objectType: g.objectType[0] ?? { objectTypeName: '', objectTypeNameSlug: '' },
        }
      : { mediaGroupName: '', mediaGroupNameSlug: '', objectType: { objectTypeName: '', objectTypeNameSlug: '' } },
  };
}

export function listMedia(m: Media): MediaListed {
  return { ...m, mediaGroup: [{ ...m.mediaGroup, objectType: [m.mediaGroup.objectType] }] };
}

type RecipeCore = Omit<Wire['cutRecipe'], 'media'>;
function recipeCore(r: RecipeFull): RecipeCore {
  return {
    recipeID: r.recipeID,
    recipeName: r.recipeName,
    recipeNameSlug: r.recipeNameSlug,
    isOnline: r.isOnline,
    lastModified: r.lastModified,
    recipeMeta: r.recipeMeta,
    recipeDescription: r.recipeDescription,
    audience: r.audience,
    numberOfServings: r.numberOfServings,
    maxNumberOfServingsInt: r.maxNumberOfServingsInt,
    totalRecipeTime: r.totalRecipeTime,
    maxTotalRecipeTimeMinutes: r.maxTotalRecipeTimeMinutes,
    servingSize: r.servingSize,
    prepTime: r.prepTime,
    maxPrepTimeMinutes: r.maxPrepTimeMinutes,
    cookTime: r.cookTime,
    maxCookTimeMinutes: r.maxCookTimeMinutes,
    isSpanishRecipe: r.isSpanishRecipe,
    showcaseNutrients: r.showcaseNutrients,
    links: r.links,
  };
}

/** RecipeSummary as in search results. */
export const recipeSummaryOf = (r: RecipeFull): Wire['recipeSummary'] => ({
  ...recipeCore(r),
  kitchenTip: r.kitchenTip,
  media: r.media,
});
/** A recipe collection's entry: no kitchenTip, a sortOrder, media with a single mediaGroup. */
export const collectionRecipeOf = (r: RecipeFull, sortOrder: number): Wire['collectionRecipe'] => ({
  ...recipeCore(r),
  media: r.media.map(unlistMedia),
  sortOrder,
});
/** A beef cut's `recipeListing` entry: no kitchenTip. */
export const cutRecipeOf = (r: RecipeFull): Wire['cutRecipe'] => ({ ...recipeCore(r), media: r.media });

/** The reduced entry of a beef cut's group listing. `recipeType` is the recipe's first
 *  recipe-type attribute (the spec names one), or empty when it has none. */
export function groupRecipeOf(r: RecipeFull): Wire['groupRecipe'] {
  const type = r.attributes.find((a) => a.attributeTypeNameSlug === 'recipe-type')?.attributes[0];
  return {
    recipeID: r.recipeID,
    recipeName: r.recipeName,
    recipeNameSlug: r.recipeNameSlug,
    isOnline: r.isOnline,
    recipeMeta: r.recipeMeta,
    recipeDescription: r.recipeDescription,
    recipeType: { recipeTypeName: type?.attributeName ?? '', recipeTypeNameSlug: type?.attributeNameSlug ?? '' },
    numberOfServings: r.numberOfServings,
    maxNumberOfServingsInt: r.maxNumberOfServingsInt,
    totalRecipeTime: r.totalRecipeTime,
    maxTotalRecipeTimeMinutes: r.maxTotalRecipeTimeMinutes,
    isSpanishRecipe: r.isSpanishRecipe,
    showcaseNutrients: r.showcaseNutrients,
    media: r.media,
    links: r.links,
  };
}

type CutCore = Omit<Wire['cutSummary'], 'media'>;
function cutCore(c: CutFull): CutCore {
  return {
    ingredientID: c.ingredientID,
    ingredientName: c.ingredientName,
    ingredientNameSlug: c.ingredientNameSlug,
    isOnline: c.isOnline,
    lastModified: c.lastModified,
    ingredientText: c.ingredientText,
    ingredientMeta: c.ingredientMeta,
    isBeefIngredient: c.isBeefIngredient,
    isBeefPrimal: c.isBeefPrimal,
    isBeefSubprimal: c.isBeefSubprimal,
    isBeefSubsection: c.isBeefSubsection,
    isBeefFabricatedCut: c.isBeefFabricatedCut,
    isLean: c.isLean,
    isMarinate: c.isMarinate,
    isRecipeIngredient: c.isRecipeIngredient,
    grocerySection: c.grocerySection,
    ingredientType: c.ingredientType,
    showcaseNutrients: c.showcaseNutrients,
    attributes: c.attributes,
    links: c.links,
  };
}
/** IngredientSummary as in search results (mediaGroup listed). */
export const cutSummaryOf = (c: CutFull): Wire['cutSummary'] => ({ ...cutCore(c), media: c.media.map(listMedia) });
/** IngredientSummary as the list operation (13) serves it: a single mediaGroup, as in the full cut. */
export const cutListEntryOf = (c: CutFull): Wire['cutListing']['ingredientListing'][number] => ({
  ...cutCore(c),
  media: c.media,
});
/** A beef cut collection's entry: a sortOrder, media with a single mediaGroup. */
export const collectionCutOf = (c: CutFull, sortOrder: number): Wire['collectionCut'] => ({
  ...cutCore(c),
  media: c.media,
  sortOrder,
});

export function collectionSummaryOf<T extends Wire['collectionSummary']>(c: T): Wire['collectionSummary'] {
  return {
    collectionID: c.collectionID,
    collectionName: c.collectionName,
    collectionNameSlug: c.collectionNameSlug,
    collectionGroup: c.collectionGroup,
    objectType: c.objectType,
    tagline: c.tagline,
    description: c.description,
    estimatedItemCount: c.estimatedItemCount,
    media: c.media,
    links: c.links,
  };
}

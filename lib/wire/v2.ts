// The version 2 wire format of the content service, written once from
// shared spec service-v2.md. The embedded service's responses are typed by these
// schemas, the API client parses every upstream response with them, and the OpenAPI
// document is generated from them. One definition, two modes (lib/wire/v2/fields.ts).
import type { z } from 'zod';
import { collectionSchemas } from '@/lib/wire/v2/collections';
import { cutSchemas } from '@/lib/wire/v2/cuts';
import { fieldsFor, type WireMode } from '@/lib/wire/v2/fields';
import { listingSchemas } from '@/lib/wire/v2/listings';
import { partSchemas } from '@/lib/wire/v2/parts';
import { recipeSchemas } from '@/lib/wire/v2/recipes';
import { searchSchemas } from '@/lib/wire/v2/searches';

function build(mode: WireMode) {
  const fields = fieldsFor(mode);
  const parts = partSchemas(fields);
  const recipes = recipeSchemas(fields, parts);
  const cuts = cutSchemas(fields, parts);
  const collections = collectionSchemas(fields, parts, recipes, cuts);
  const searches = searchSchemas(fields, parts, recipes, cuts, collections);
  const listings = listingSchemas(fields, parts, recipes, cuts, collections);
  return {
    link: parts.link,
    objectType: parts.objectType,
    audience: parts.audience,
    allergen: parts.allergen,
    brand: parts.brand,
    attributeTypeEntry: parts.attributeTypeEntry,
    media: parts.media,
    mediaListed: parts.mediaListed,
    nutrient: parts.nutrient,
    cutNutrient: parts.cutNutrient,
    collectionRef: parts.collectionRef,
    recipeSummary: recipes.recipeSummary,
    collectionRecipe: recipes.collectionRecipe,
    cutRecipe: recipes.cutRecipe,
    groupRecipe: recipes.groupRecipe,
    recipeIngredient: recipes.recipeIngredient,
    recipeNutritional: recipes.recipeNutritional,
    recipeFull: recipes.recipeFull,
    cutSummary: cuts.cutSummary,
    collectionCut: cuts.collectionCut,
    cookingGuideline: cuts.cookingGuideline,
    cutNutritional: cuts.cutNutritional,
    cutFull: cuts.cutFull,
    collectionSummary: collections.collectionSummary,
    cutCollectionFull: collections.cutCollectionFull,
    recipeCollectionFull: collections.recipeCollectionFull,
    recipeCriteria: searches.recipeCriteria,
    cutCriteria: searches.cutCriteria,
    collectionCriteria: searches.collectionCriteria,
    recipeSearchResult: searches.recipeSearchResult,
    cutSearchResult: searches.cutSearchResult,
    collectionSearchResult: searches.collectionSearchResult,
    cutRecipeListing: listings.cutRecipeListing,
    cutListing: listings.cutListing,
    collectionListing: listings.collectionListing,
    lookups: listings.lookups,
    errorBody: listings.errorBody,
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

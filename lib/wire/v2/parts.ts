// The small objects the records are made of: links, taxonomy references, media, nutrients,
// collection references.
import { z } from 'zod';
import type { Fields } from '@/lib/wire/v2/fields';

export function partSchemas({ strict, obj, str, int, num, bool, id, slug, list }: Fields) {
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
    collectionID: id(),
    collectionName: str(),
    collectionNameSlug: slug(),
    collectionGroup,
    objectType,
    links,
  });

  return {
    link,
    links,
    objectType,
    audience,
    grocerySection,
    ingredientType,
    allergen,
    ingredientGroup,
    collectionGroup,
    brand,
    attributeTypeEntry,
    recipeAttributeTypeEntry,
    mediaGroup,
    media,
    mediaListed,
    usdaNutrient,
    nutrient,
    cutNutrient,
    collectionRef,
  };
}

export type Parts = ReturnType<typeof partSchemas>;

import { z } from 'zod';
import type { Fields } from '@/lib/wire/v2/fields';
import type { Parts } from '@/lib/wire/v2/parts';

export function cutSchemas(
  { strict, obj, str, int, bool, nint, date, id, slug, list, opt, ref }: Fields,
  {
    links,
    grocerySection,
    ingredientType,
    allergen,
    ingredientGroup,
    attributeTypeEntry,
    media,
    mediaListed,
    cutNutrient,
    collectionRef,
  }: Parts,
) {
  const cutSummaryCore = {
    ingredientID: id(),
    ingredientName: str(),
    ingredientNameSlug: slug(),
    isOnline: bool(),
    lastModified: date(),
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
  /** A beef cut summary as the list operation (13) serves it: media with a single mediaGroup. */
  const cutListEntry = obj({ ...cutSummaryCore, media: list(media) });
  const cutLinkFields = {
    ingredientID: id(),
    ingredientName: str(),
    ingredientNameSlug: slug(),
    isOnline: bool(),
    links,
  };
  /** A cut's parent and primal references: the primal also carries its text. */
  const cutRefFields = { ...cutLinkFields, lastModified: date() };
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
    ingredientID: id(),
    ingredientName: str(),
    ingredientNameSlug: slug(),
    isOnline: bool(),
    lastModified: date(),
    media: opt(list(media)),
    links,
  });
  const cutFull = obj({
    ingredientID: id(),
    ingredientName: str(),
    ingredientNameSlug: slug(),
    isOnline: bool(),
    lastModified: date(),
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
    parentIngredient: ref(obj(cutRefFields)),
    primalIngredient: ref(obj({ ...cutRefFields, ingredientText: str() })),
    cookingGuidelines: list(cookingGuideline),
    media: list(media),
  });

  return { cutSummary, collectionCut, cutListEntry, cutLinkFields, cookingGuideline, cutNutritional, cutFull };
}

export type CutSchemas = ReturnType<typeof cutSchemas>;

// The listings (by id, a cut's recipes), the lookups' master lists and the error body.
import type { Fields } from '@/lib/wire/v2/fields';
import type { Parts } from '@/lib/wire/v2/parts';
import type { RecipeSchemas } from '@/lib/wire/v2/recipes';
import type { CutSchemas } from '@/lib/wire/v2/cuts';
import type { CollectionSchemas } from '@/lib/wire/v2/collections';

export function listingSchemas(
  { obj, str, int, id, slug, list }: Fields,
  {
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
    mediaGroup,
    usdaNutrient,
  }: Parts,
  { cutRecipe, groupRecipe }: RecipeSchemas,
  { cutListEntry, cutLinkFields }: CutSchemas,
  { collectionSummary }: CollectionSchemas,
) {
  const cutRef = obj({ ingredientID: id(), ingredientName: str(), ingredientNameSlug: slug() });
  const lookups = obj({
    allergens: list(allergen),
    brands: list(brand),
    collections: list(
      obj({ collectionID: id(), collectionName: str(), collectionNameSlug: slug(), collectionGroup, objectType }),
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
    cutListing: obj({ ingredientListing: list(cutListEntry) }),
    collectionListing: obj({ collectionListing: list(collectionSummary) }),
    lookups,
    errorBody,
  };
}

import type { Fields } from '@/lib/wire/v2/fields';
import type { Parts } from '@/lib/wire/v2/parts';
import type { RecipeSchemas } from '@/lib/wire/v2/recipes';
import type { CutSchemas } from '@/lib/wire/v2/cuts';

export function collectionSchemas(
  { obj, str, int, id, slug, list }: Fields,
  { links, collectionGroup, objectType, media }: Parts,
  { collectionRecipe }: RecipeSchemas,
  { collectionCut }: CutSchemas,
) {
  const collectionSummaryFields = {
    collectionID: id(),
    collectionName: str(),
    collectionNameSlug: slug(),
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

  return { collectionSummary, cutCollectionFull, recipeCollectionFull };
}

export type CollectionSchemas = ReturnType<typeof collectionSchemas>;

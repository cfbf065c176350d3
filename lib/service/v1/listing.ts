// What v1 derives once per store: the search parameter listing, the keys each parameter
// accepts and the tokens of each recipe collection. Not the search index (lib/service/index/). Where the spec leaves room: beefCutName = slugs of
// online cuts used by online recipes, beefCutType = beef-category slugs, campaign = recipe-type
// slugs, collection = online recipe collection slugs, cookingMethod / cuisine = those attribute
// slugs, recipeCategory = menu-category slugs.
import { lowerBound } from '@/lib/service/index/term-match';
import { fieldTokens } from '@/lib/service/index/tokens';
import { V1_RECIPE_PARAMS, type V1RecipeParam, type WireV1 as V1 } from '@/lib/wire/v1';
import type { Store } from '@/lib/service/store';
import type { RecipeCollection } from '@/lib/service/v1/shape';

export type V1Listing = {
  parameters: V1['searchParameterListing'];
  keys: Map<V1RecipeParam, Set<string>>;
  /** Online recipe collections in name order, with the tokens of their title, tagline and
   *  description (sorted, as the search index holds its terms). */
  collections: { collection: RecipeCollection; tokens: string[] }[];
};

const listings = new WeakMap<Store, V1Listing>();

export function v1Listing(store: Store): V1Listing {
  const cached = listings.get(store);
  if (cached) return cached;
  const byName = (a: { attributeValue: string }, b: { attributeValue: string }) =>
    a.attributeValue.localeCompare(b.attributeValue);
  const attributeValues = (type: string) =>
    (store.snapshot.lookups.attributesByTypes.find((t) => t.attributeTypeNameSlug === type)?.attributes ?? []).map(
      (a) => ({
        attributeKey: a.attributeNameSlug,
        attributeValue: a.attributeName,
      }),
    );
  const cutsUsed = [...store.cuts.recipesByCut.keys()].map((id) => store.cuts.byId.get(id)).filter((c) => c?.isOnline);
  const onlineCollections = store.snapshot.recipeCollections
    .filter((c) => c.isOnline)
    .sort((a, b) => a.collectionName.localeCompare(b.collectionName));

  const values: Record<V1RecipeParam, V1['searchParameterListing']['searchParameters'][number]['acceptedValues']> = {
    beefCutName: cutsUsed
      .map((c) => ({ attributeKey: c!.ingredientNameSlug, attributeValue: c!.ingredientName }))
      .sort(byName),
    beefCutType: attributeValues('beef-category'),
    campaign: attributeValues('recipe-type'),
    collection: onlineCollections.map((c) => ({
      attributeKey: c.collectionNameSlug,
      attributeValue: c.collectionName,
    })),
    cookingMethod: attributeValues('cooking-method'),
    cuisine: attributeValues('cuisine'),
    recipeCategory: attributeValues('menu-category'),
  };

  const listing: V1Listing = {
    parameters: { searchParameters: V1_RECIPE_PARAMS.map((name) => ({ name, acceptedValues: values[name] })) },
    keys: new Map(V1_RECIPE_PARAMS.map((p) => [p, new Set(values[p].map((v) => v.attributeKey))])),
    collections: onlineCollections.map((c) => ({
      collection: c,
      tokens: fieldTokens(`${c.collectionName} ${c.tagline} ${c.description}`).sort((a, b) =>
        a < b ? -1 : a > b ? 1 : 0,
      ),
    })),
  };
  listings.set(store, listing);
  return listing;
}

/** Whether a token is among sorted tokens, or begins one of them (v1 qaw). */
export function hasWordOrPrefix(sorted: string[], token: string): boolean {
  return sorted[lowerBound(sorted, token)]?.startsWith(token) ?? false;
}

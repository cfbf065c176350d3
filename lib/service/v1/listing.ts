// What v1 derives once per store: the search parameter listing, the keys each parameter
// accepts, the beef categories of each recipe and the words of each recipe collection. Not
// the search index (lib/service/index/). Where the spec leaves room: beefCutName = slugs of
// online cuts used by online recipes, beefCutType = beef-category slugs, campaign = recipe-type
// slugs, collection = online recipe collection slugs, cookingMethod / cuisine = those attribute
// slugs, recipeCategory = menu-category slugs.
import { textWords } from '@/lib/search/criteria';
import { V1_RECIPE_PARAMS, type V1RecipeParam, type WireV1 as V1 } from '@/lib/wire/v1';
import type { Store } from '@/lib/service/store';
import type { RecipeCollection } from '@/lib/service/v1/shape';

export type V1Listing = {
  parameters: V1['searchParameterListing'];
  keys: Map<V1RecipeParam, Set<string>>;
  /** Beef categories of the online cuts each online recipe uses (for beefCutType). */
  cutTypesByRecipe: Map<number, Set<string>>;
  /** Online recipe collections in name order, with the words of their title, tagline and description. */
  collections: { collection: RecipeCollection; words: Set<string> }[];
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
    cutTypesByRecipe: cutTypesByRecipe(store),
    collections: onlineCollections.map((c) => ({
      collection: c,
      words: new Set(textWords(`${c.collectionName} ${c.tagline} ${c.description}`)),
    })),
  };
  listings.set(store, listing);
  return listing;
}

// From the cuts' side (recipesByCut holds the online recipes using each cut), so no recipe
// record is read: at scale they live on disk.
function cutTypesByRecipe(store: Store): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  for (const [cutId, recipeIds] of store.cuts.recipesByCut) {
    const cut = store.cuts.byId.get(cutId);
    if (!cut?.isOnline) continue;
    const types = cut.attributes
      .filter((a) => a.attributeTypeNameSlug === 'beef-category')
      .flatMap((a) => a.attributes.map((x) => x.attributeNameSlug));
    for (const id of recipeIds) {
      let set = out.get(id);
      if (!set) out.set(id, (set = new Set()));
      for (const t of types) set.add(t);
    }
  }
  return out;
}

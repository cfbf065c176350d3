// v2 records in the v1 shapes (lib/wire/v1.ts). Where the spec leaves room: recipeType is
// "food service" for the foodservice audience, otherwise "consumer"; cooksNote is the recipe's
// description (cooksTip carries the kitchen tip); a collection's updateDate is the latest
// lastModified of its online recipes.
import { V1_NUTRIENT_FIELDS, type WireV1 as V1 } from '@/lib/wire/v1';
import type { Link, Media, MediaListed, RecipeFull } from '@/lib/wire/v2';
import type { Store } from '@/lib/service/store';

export const V1_BASE = '/api/v1';

export type RecipeCollection = Store['snapshot']['recipeCollections'][number];

const imagesOf = (media: (Media | MediaListed)[]): V1['image'][] =>
  media.map((m) => {
    const group = Array.isArray(m.mediaGroup) ? m.mediaGroup[0] : m.mediaGroup;
    // assetURL is the folder, filename the file: v1 has one location for both.
    return {
      type: group?.mediaGroupName ?? '',
      location: m.assetURL.endsWith('/') ? m.assetURL + m.filename : m.assetURL,
      title: m.title,
    };
  });

const recipeLinks = (r: RecipeFull): Link[] => [
  { rel: 'self', href: `${V1_BASE}/recipes/${r.recipeID}`, title: r.recipeName },
];

export function recipeSummaryV1(r: RecipeFull): V1['recipeSummary'] {
  return {
    recipeID: r.recipeID,
    recipeTitle: r.recipeName,
    recipeTitleSlug: r.recipeNameSlug,
    recipeType: r.audience.audienceNameSlug === 'foodservice' ? 'food service' : 'consumer',
    numberOfServings: r.numberOfServings,
    totalRecipeTime: r.totalRecipeTime,
    recipeDescription: r.recipeDescription,
    images: imagesOf(r.media),
    updateDate: r.lastModified,
    links: recipeLinks(r),
  };
}

const NUTRIENT_SLUGS: Record<(typeof V1_NUTRIENT_FIELDS)[number], string> = {
  calorie: 'calories',
  fat: 'total-fat',
  saturatedFat: 'saturated-fat',
  monounsaturatedFat: 'monounsaturated-fat',
  cholesterol: 'cholesterol',
  sodium: 'sodium',
  carbohydrate: 'total-carbohydrate',
  fiber: 'dietary-fiber',
  protein: 'protein',
  niacin: 'niacin',
  vitaminB6: 'vitamin-b6',
  vitaminB12: 'vitamin-b12',
  iron: 'iron',
  selenium: 'selenium',
  zinc: 'zinc',
  choline: 'choline',
};

function nutritionalV1(n: RecipeFull['nutritionals'][number]): V1['nutritional'] {
  const bySlug = new Map(n.nutrients.map((x) => [x.usdaNutrient.nutrientDisplayNameSlug, x]));
  const values = Object.fromEntries(
    V1_NUTRIENT_FIELDS.map((field) => {
      const x = bySlug.get(NUTRIENT_SLUGS[field]);
      // Calories are a bare number in v1 ("320"); the others carry their unit ("14 g").
      const text = !x
        ? ''
        : field === 'calorie'
          ? String(x.unitOfMeasureValue)
          : `${x.unitOfMeasureValue} ${x.unitOfMeasure}`;
      return [field, text];
    }),
  ) as Record<(typeof V1_NUTRIENT_FIELDS)[number], string>;
  return {
    nutritionalDescription: n.nutritionalDescription,
    nutritionalText: n.nutritionalText,
    nutritionTip: n.nutritionTip,
    ...values,
  };
}

export function recipeV1(r: RecipeFull): V1['recipe'] {
  return {
    ...recipeSummaryV1(r),
    cooksNote: r.recipeDescription,
    cooksTip: r.kitchenTip,
    methods: r.instructions.map((i) => ({
      subheading: i.subheading,
      sortOrder: i.sortOrder,
      methodText: i.instructionText,
      cookTip: i.cookTip,
      photoURL: imagesOf(i.media)[0]?.location ?? '',
    })),
    ingredients: r.ingredients.map((i) => ({
      subheading: i.subheading,
      sortOrder: i.sortOrder,
      ingredientText: i.ingredientText,
      cookTip: i.cookTip,
      ingredientName: i.ingredient?.ingredientName ?? i.recipeAsIngredient?.recipeName ?? '',
      quantity: i.quantity,
      weight: i.weight,
      volume: i.volume,
      grocerySection: i.ingredient?.grocerySection[0]?.grocerySectionName ?? '',
      ingredientType: i.ingredient?.ingredientType.ingredientTypeName ?? '',
    })),
    nutritionals: r.nutritionals.map(nutritionalV1),
    videos: [],
  };
}

export function collectionRecipes(store: Store, c: RecipeCollection): RecipeFull[] {
  return c.recipes.map((x) => store.recipes.byId.get(x.recipeID)).filter((r): r is RecipeFull => !!r?.isOnline);
}

export function collectionSummaryV1(store: Store, c: RecipeCollection): V1['collectionSummary'] {
  const updated = collectionRecipes(store, c).reduce((max, r) => (r.lastModified > max ? r.lastModified : max), '');
  return {
    collectionID: c.collectionID,
    collectionTitle: c.collectionName,
    collectionTitleSlug: c.collectionNameSlug,
    tagline: c.tagline,
    description: c.description,
    estimatedRecipeCount: c.estimatedItemCount,
    images: imagesOf(c.media),
    updateDate: updated || store.snapshot.generatedAt,
    links: [{ rel: 'self', href: `${V1_BASE}/collections/${c.collectionID}`, title: c.collectionName }],
  };
}

/** self/first/prev/next/last of a v1 search. */
export function searchLinks(
  path: string,
  query: Record<string, string | string[]>,
  paging: { pageNumber: number; itemsPerPage: number },
  totalCount: number,
): Link[] {
  const last = Math.max(1, Math.ceil(totalCount / paging.itemsPerPage));
  // Built from the applied criteria only, so credentials sent as query parameters never leak.
  const href = (page: number) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) for (const x of [v].flat()) q.append(k, x);
    q.set('pageNumber', String(page));
    q.set('itemsPerPage', String(paging.itemsPerPage));
    return `${V1_BASE}${path}?${q}`;
  };
  const links: Link[] = [
    { rel: 'self', href: href(paging.pageNumber), title: 'This page' },
    { rel: 'first', href: href(1), title: 'First page' },
  ];
  if (paging.pageNumber > 1)
    links.push({ rel: 'prev', href: href(Math.min(paging.pageNumber - 1, last)), title: 'Previous page' });
  if (paging.pageNumber < last) links.push({ rel: 'next', href: href(paging.pageNumber + 1), title: 'Next page' });
  links.push({ rel: 'last', href: href(last), title: 'Last page' });
  return links;
}

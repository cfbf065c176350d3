// The search kinds, one table each: every parameter of a search with its type, where its
// values come from in the lookups, its label on the site and its line in the API docs. The
// codec (./criteria.ts), the wire echo (lib/wire/v2/searches.ts), the facet options
// (./lookup-options.ts), the service's search (lib/service/search.ts), the OpenAPI document, the
// data layer (lib/api/operations.ts, lib/api/content.ts) and the search pages (components/search/)
// all loop over this table, so adding a facet is one row here and its values in the index
// (lib/service/index/catalog-index.ts).
// Data only (no zod, no React): the search island ships it.
import { COOK_TIME_BUCKETS, SERVING_BUCKETS } from '@/lib/search/params';

/** Where an array parameter's values (slugs) and their names come from in the lookups. */
export type OptionSource =
  | { attribute: string }
  | { collections: 'recipe' | 'ingredient' }
  | { collectionGroups: 'recipe' | 'ingredient' }
  | {
      list: 'allergens' | 'audiences' | 'usdaNutrients' | 'ingredientGroups' | 'beefIngredients' | 'ingredientPrimals';
    };

/** `label`: the site's words for a cook; `more`: a trade field (a barcode, an IMPS number, the
 *  audience), which the filter form keeps under "More filters". */
type Common = { label: string; doc: string; more?: true };
/** Any of the values (OR), or all of them (`all`: exclusions and nutrient claims). */
export type ArrayParam = Common & {
  type: 'array';
  source: OptionSource;
  all?: boolean;
  /** The site's plain words for some values, by the name the lookups give them (an upstream's
   *  slugs are its own); a value not listed shows its lookup name. */
  optionLabels?: Record<string, string>;
};
export type TextParam = Common & { type: 'text'; placeholder: string };
/** An integer the service reads as the smallest of its buckets holding it (spec: bucketed fields). */
export type BucketParam = Common & {
  type: 'bucket';
  buckets: readonly number[];
  options: { value: number; label: string }[];
};
/** A boolean; on the site a checkbox (only `true` is offered) or a select of both values. */
export type BoolParam = Common & { type: 'bool'; control: { checkbox: true } | { select: [yes: string, no: string] } };
/** The order of the results: our documented extension (a real upstream ignores it). Absent, the
 *  order is relevance with text and name without (./params.ts `sortOf`). */
export type SortParam = Common & { type: 'sort'; extension: true; options: Record<string, string> };
export type ParamSpec = ArrayParam | TextParam | BucketParam | BoolParam | SortParam;

/** Records a default listing leaves out: sub-recipes (a rub, a sauce: served with a dish, not
 *  as one) and recipes for foodservice kitchens ("Chili for 50"). */
export type LeaveOut = {
  role: 'sub-recipe' | 'foodservice';
  param: string;
  values: readonly string[];
  /** Records may lack the parameter (the spec makes it optional) and still belong to the
   *  listing: the service is asked without it and the page drops the cards in this role
   *  (./scope.ts). Without it, the listing asks for every other value. */
  absentBelongs?: true;
};

export type KindSpec = {
  /** The v2 operation's path under /api/v2. */
  v2Path: string;
  /** The site's search page. */
  sitePath: string;
  noun: [one: string, many: string];
  /** The site's page size: its search pages ask the service for it (whose own default stays
   *  the spec's 10) and leave it out of their URLs. */
  pageSize: number;
  /** Page sizes the site offers (none: no choice). */
  pageSizes: readonly number[];
  /** What the site's listing leaves out unless asked (./scope.ts): the records having one of
   *  these values of an array parameter, when there is no text and that parameter is unset. */
  leaveOut?: readonly LeaveOut[];
  /** In the order the site's filter form shows them, a cook's order: time, method, cut, course
   *  and cuisine first; diets, nutrition and allergens next; trade fields (`more`) last. Paging
   *  is added to every kind. */
  params: Record<string, ParamSpec>;
};

const text = (label: string, doc: string, placeholder: string): TextParam => ({
  type: 'text',
  label,
  doc,
  placeholder,
});
const array = (label: string, source: OptionSource, doc: string, all = false): ArrayParam => ({
  type: 'array',
  label,
  source,
  doc,
  ...(all ? { all } : {}),
});
const attribute = (type: string) => ({ attribute: type });
const more = <P extends ParamSpec>(spec: P): P & { more: true } => ({ ...spec, more: true });

/** Every kind sorts by these two; each option's value is its line in the API docs (the site's
 *  labels are in lib/i18n/dictionaries.ts). */
const BY_TEXT_OR_NAME = {
  relevance: 'by how well the text matches (the default with `searchText`; without text, name order)',
  name: 'by name (the default without `searchText`)',
} as const;
const sort = <O extends Record<string, string>>(options: O) => ({
  type: 'sort' as const,
  extension: true as const,
  label: 'Sort by',
  doc: `Extension of this implementation (not in the upstream spec; a real upstream ignores it, and its echo has no \`sort\`). The order of the results: ${Object.entries(
    options,
  )
    .map(([k, doc]) => `\`${k}\` ${doc}`)
    .join('; ')}. Ties in name order.`,
  options,
});
const attributeDoc = (type: string) => `Attribute name slugs of the attribute type \`${type}\`.`;

export const SEARCH_KINDS = {
  recipes: {
    v2Path: '/recipe/search',
    sitePath: '/recipes',
    noun: ['recipe', 'recipes'],
    pageSize: 24,
    pageSizes: [12, 24, 48],
    leaveOut: [
      // The course of a sub-recipe: the catalog gives it no other (docs/CATALOG.md). A recipe with
      // no course is a dish like any other: asking for every other course would lose it.
      { role: 'sub-recipe', param: 'menuCategories', values: ['sauce-and-rub'], absentBelongs: true },
      // A recipe with no audience is an everyday dish: asking for every other audience would lose it.
      { role: 'foodservice', param: 'audiences', values: ['foodservice'], absentBelongs: true },
    ],
    params: {
      searchText: text(
        'Search',
        'Text searched anywhere in the recipe (ranked; stemming, prefixes and small typos match).',
        'Dish, cut or ingredient',
      ),
      maxCookTimeMinutes: {
        type: 'bucket',
        label: 'Cook time',
        doc: 'Maximum cook time in minutes, bucketed',
        buckets: COOK_TIME_BUCKETS,
        options: [
          ...COOK_TIME_BUCKETS.map((b) => ({ value: b, label: `${b} minutes or less` })),
          { value: COOK_TIME_BUCKETS.at(-1)! + 1, label: 'More than 2 hours' },
        ],
      },
      cookingMethods: array('Cooking method', attribute('cooking-method'), attributeDoc('cooking-method')),
      beefIngredients: array(
        'Beef cut',
        { list: 'beefIngredients' },
        '`ingredientNameSlug` values of beef ingredients a recipe may contain (lookups `beefIngredients`).',
      ),
      menuCategories: array('Course', attribute('menu-category'), attributeDoc('menu-category')),
      mealCategories: array('Meal', attribute('meal-category'), attributeDoc('meal-category')),
      cuisines: array('Cuisine', attribute('cuisine'), attributeDoc('cuisine')),
      recipeTypes: array('Recipe type', attribute('recipe-type'), attributeDoc('recipe-type')),
      maxNumberOfServings: {
        type: 'bucket',
        label: 'Servings',
        doc: 'Maximum servings, bucketed',
        buckets: SERVING_BUCKETS,
        options: [
          ...SERVING_BUCKETS.map((b) => ({ value: b, label: `Up to ${b}` })),
          { value: SERVING_BUCKETS.at(-1)! + 1, label: `${SERVING_BUCKETS.at(-1)! + 1} or more` },
        ],
      },
      specialDiets: array('Special diet', attribute('special-diet'), attributeDoc('special-diet')),
      excludeAllergens: array(
        'Leave out allergens',
        { list: 'allergens' },
        'Allergens to exclude (lookups `allergens`): no returned recipe contains any of them.',
        true,
      ),
      goodNutritionals: array(
        'Good source of',
        { list: 'usdaNutrients' },
        "Nutrients (lookups `usdaNutrients`, `nutrientDisplayNameSlug`) of which the recipe is a 'good' source (`isGoodSource`: 10 to 19 % DV; an excellent source is not a good one, see `excellentNutritionals`); all must hold.",
        true,
      ),
      excellentNutritionals: array(
        'Excellent source of',
        { list: 'usdaNutrients' },
        "Nutrients (lookups `usdaNutrients`, `nutrientDisplayNameSlug`) of which the recipe is an 'excellent' source (`isExcellentSource`: 20 % DV or more); all must hold.",
        true,
      ),
      // The language facet: the spec's own parameter, offered both ways (each value in its language).
      isSpanishRecipe: {
        type: 'bool',
        label: 'Language',
        doc: 'Spanish-language recipes (true) or English ones (false).',
        control: { select: ['Español', 'English'] },
      },
      collections: array(
        'Collection',
        { collections: 'recipe' },
        'Collections the recipe may belong to (lookups `collections`).',
      ),
      audiences: more({
        ...array('Who it’s for', { list: 'audiences' }, 'Recipe audiences (lookups `audiences`).'),
        optionLabels: { Consumer: 'For home cooks', Foodservice: 'For foodservice' },
      }),
      nampNumber: more(
        text('Butcher’s number (IMPS/NAMP)', 'Recipes having an ingredient with this IMPS/NAMP number.', 'e.g. 1180'),
      ),
      upcNumber: more(
        text('Barcode (UPC)', 'Recipes having an ingredient with this Universal Product Code.', '12 digits'),
      ),
      sort: sort({
        ...BY_TEXT_OR_NAME,
        recommended:
          'dishes for home cooks with a picture first, then those without one, then foodservice recipes, then sub-recipes (rubs, sauces, marinades); within each, by total time, shortest first (the site’s default without text)',
        quickest: 'by total time, shortest first',
        newest: 'most recently published or updated first (`lastModified`)',
      }),
    },
  },
  cuts: {
    v2Path: '/beefcut/search',
    sitePath: '/cuts',
    noun: ['cut', 'cuts'],
    pageSize: 24,
    pageSizes: [12, 24, 48],
    params: {
      searchText: text(
        'Search',
        'Text searched anywhere in the beef cut, its aliases included (ranked; stemming, prefixes and small typos match).',
        'Cut name, alias or IMPS number',
      ),
      preferredCookingMethods: array(
        'Cooking method',
        attribute('preferred-cooking-method'),
        attributeDoc('preferred-cooking-method'),
      ),
      beefCategories: array(
        'Category',
        attribute('beef-category'),
        'Attribute name slugs of the attribute type `beef-category` (the spec types it as a string holding a list; an array or a comma-delimited list both work, and the echo is an array).',
      ),
      primals: array(
        'Primal',
        { list: 'ingredientPrimals' },
        '`ingredientNameSlug` values of primals the cut descends from (lookups `ingredientPrimals`); the primal itself is not returned.',
      ),
      parentIngredients: array(
        'Cut from',
        { list: 'beefIngredients' },
        '`ingredientNameSlug` values of online beef cuts the cut descends from.',
      ),
      isLean: {
        type: 'bool',
        label: 'Lean (USDA)',
        doc: 'Lean cuts (true) or not (false).',
        control: { select: ['Lean only', 'Not lean'] },
      },
      isMarinate: {
        type: 'bool',
        label: 'Marinate',
        doc: 'Cuts suggested for marinating (true) or not (false).',
        control: { select: ['Best marinated', 'No marinade needed'] },
      },
      collections: array(
        'Guide',
        { collections: 'ingredient' },
        'Collections the cut is found in (lookups `collections`).',
      ),
      // The butcher's grouping of interchangeable cuts: a trade field.
      ingredientGroups: more(
        array('Butcher’s group', { list: 'ingredientGroups' }, 'Ingredient groups (lookups `ingredientGroups`).'),
      ),
      nampNumber: more(text('Butcher’s number (IMPS/NAMP)', 'Cuts with this IMPS/NAMP number.', 'e.g. 193')),
      upcNumber: more(text('Barcode (UPC)', 'Cuts with this Universal Product Code.', '12 digits')),
      sort: sort({
        ...BY_TEXT_OR_NAME,
        recommended:
          'the cuts a shopper buys first (steaks, roasts, ground beef…), then subprimals, then primals (the site’s default without text)',
        leanest: 'by total fat per 100 g cooked (USDA SR28), least first; cuts without nutrition data last',
      }),
    },
  },
  'cut-collections': {
    v2Path: '/beefcut/collection/search',
    sitePath: '/cuts/collections',
    noun: ['guide', 'guides'],
    pageSize: 24,
    pageSizes: [],
    params: {
      searchText: text('Search', 'Text searched anywhere in the collection (ranked).', 'Grilling, budget, lean…'),
      collectionGroups: array(
        'Kind of guide',
        { collectionGroups: 'ingredient' },
        'Collection groups (lookups `collectionGroups` whose object type slug is `ingredient`).',
      ),
      sort: sort(BY_TEXT_OR_NAME),
    },
  },
} as const satisfies Record<string, KindSpec>;

export type SearchKind = keyof typeof SEARCH_KINDS;
export const SEARCH_KIND_NAMES = Object.keys(SEARCH_KINDS) as SearchKind[];
export const isSearchKind = (kind: string): kind is SearchKind => Object.hasOwn(SEARCH_KINDS, kind);

type ParamsOf<K extends SearchKind> = (typeof SEARCH_KINDS)[K]['params'];
/** The array parameters of a kind, in table order. */
export type ArrayParamOf<K extends SearchKind> = {
  [P in keyof ParamsOf<K>]: ParamsOf<K>[P] extends { type: 'array' } ? P : never;
}[keyof ParamsOf<K>] &
  string;

export function arrayParams<K extends SearchKind>(kind: K): ArrayParamOf<K>[] {
  const params: Record<string, ParamSpec> = SEARCH_KINDS[kind].params;
  return Object.keys(params).filter((p) => params[p]!.type === 'array') as ArrayParamOf<K>[];
}

/** Where each attribute type lives in the search URLs (an attribute's page links to its search). */
export const ATTRIBUTE_PARAM: Record<string, { kind: SearchKind; param: string }> = Object.fromEntries(
  SEARCH_KIND_NAMES.flatMap((kind) =>
    Object.entries(SEARCH_KINDS[kind].params as Record<string, ParamSpec>).flatMap(([param, spec]) =>
      spec.type === 'array' && 'attribute' in spec.source ? [[spec.source.attribute, { kind, param }]] : [],
    ),
  ),
);

/** The order a kind's site listing takes without text: `recommended` where the kind offers it
 *  (docs/ARCHITECTURE.md, "A recommended order"), else name order. */
export const listingOrder = (kind: SearchKind): string =>
  'recommended' in SEARCH_KINDS[kind].params.sort.options ? 'recommended' : 'name';

/** The site's search page for one value of one parameter (an attribute chip, a cut's category). */
export const searchHref = (kind: SearchKind, param: string, value: string) =>
  `${SEARCH_KINDS[kind].sitePath}?${new URLSearchParams({ [param]: value })}`;

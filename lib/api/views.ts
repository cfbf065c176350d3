// View types: what pages and components use. Wire types stop here. Every record gets its
// site path, every image its size and an alt text, and offline records are dropped.
import { cutNameEs, cutNamesEs } from '@/lib/i18n/cut-names-es';
import { dictionary } from '@/lib/i18n/dictionaries';
import type { Dict } from '@/lib/i18n/dict';
import { itemOf, parseLine, parseProse, type LineModel, type QuantityToken, type Segment } from '@/lib/recipe/parse';
import { weighStepAmounts } from '@/lib/recipe/weigh-steps';
import { methodUses, timersOf, type MatchLine, type StepTimer, type StepUse } from '@/lib/recipe/steps';
import { formatAmount } from '@/lib/recipe/numbers';
import { UNITS, type Lang } from '@/lib/recipe/units';
import type {
  CutFull,
  CutSummary,
  Media,
  MediaListed,
  Nutrient,
  CutNutrient,
  RecipeFull,
  RecipeSummary,
  Wire,
} from '@/lib/wire/v2';

export type Ref = {
  name: string;
  slug: string;
  path?: string;
  /** When `name` is a translation (a cut on a Spanish page): the catalog's English name and the
   *  cut's IMPS number, shown beside it. */
  english?: string;
  imps?: string;
};
export type Img = { src: string; width: number; height: number; alt: string; ratio: '16x9' | '4x3' | '1x1' };
/** A share card (Open Graph and Twitter image), 1200 × 630. */
export type ShareImg = { src: string; width: number; height: number; alt: string };

export type NutrientView = {
  slug: string;
  name: string;
  amount: number;
  unit: string;
  dv: number;
  good: boolean;
  excellent: boolean;
};
export type NutritionView = {
  kind: 'recipe' | 'raw' | 'cooked';
  description: string;
  servingText: string;
  foodName: string;
  nutrients: NutrientView[];
  tip: string;
  insignificant: string;
  dvBasis: string;
  calorieBasis: string;
  source: string;
  note: string;
  leanGroundBeef: string;
};

export type RecipeCard = {
  id: number;
  slug: string;
  path: string;
  name: string;
  description: string;
  totalTime: string;
  totalMinutes: number;
  /** The cook time in the service's words, where its record has one (a group's has not). */
  cookTime?: string;
  servings: string;
  image?: Img;
  isSpanish: boolean;
  audience: string;
  /** What the card says the recipe is when a default listing would leave it out
   *  (lib/search/kinds.ts `leaveOut`): foodservice from its audience, a sub-recipe as the
   *  search page knows it. */
  role?: 'sub-recipe' | 'foodservice';
};

/** What the scaler needs to write a line at other servings and in metric (lib/recipe/render.ts). */
export type LineScaling = {
  model: LineModel;
  /** The line's weight as written, in grams (the wire's `weight`), for weighing dry measures. */
  grams: number | null;
  liquid: boolean;
  split: 'whole' | 'half';
};

export type IngredientLine = {
  text: string;
  scaling: LineScaling;
  /** The ingredient the line is linked to and its grocery section (the shopping list merges and groups by them). */
  ingredient?: { slug: string; section?: string };
  cookTip: string;
  brand?: string;
  cut?: Ref;
  recipe?: Ref;
  substitutes: Ref[];
  isBeef: boolean;
};
export type StepView = {
  text: string;
  cookTip: string;
  image?: Img;
  prose: Segment[];
  tipProse: Segment[];
  timers: StepTimer[];
  /** The lines the step names, by index in the flat ingredient list, with the share it uses
   *  of a divided one (lib/recipe/steps.ts). */
  uses: StepUse[];
};
export type AttributeView = { type: string; typeSlug: string; values: Ref[] };

export type RecipeView = RecipeCard & {
  meta: string;
  lastModified: string;
  prepTime: string;
  prepMinutes: number;
  cookTime: string;
  cookMinutes: number;
  servingsCount: number;
  servingSize: string;
  kitchenTip: string;
  /** The recipe's other text read for amounts, so metric converts it too (its tip, serving
   *  size, description and yield as written; ./MethodClient's stepText writes them). */
  textProse: Record<'kitchenTip' | 'servingSize' | 'description' | 'servings', Segment[]>;
  images: Img[];
  share?: ShareImg;
  ingredientGroups: { subheading: string; lines: IngredientLine[] }[];
  instructionGroups: { subheading: string; steps: StepView[] }[];
  nutrition?: NutritionView;
  allergens: Ref[];
  attributes: AttributeView[];
  collections: Ref[];
  beefCuts: Ref[];
};

export type CutCard = {
  id: number;
  slug: string;
  path: string;
  name: string;
  description: string;
  image?: Img;
  isLean: boolean;
  level: CutLevel;
};
export type CutLevel = 'primal' | 'subprimal' | 'subsection' | 'cut';
export type LinkedText = { text: string; ref: Ref };
export type GuidelineView = {
  id: number;
  method: string;
  grillingMethod: string;
  thicknessInches: number | null;
  weightOunces: [number, number] | null;
  minutes: [number, number];
  doneness: string;
  internalF: number;
  ovenF: number | null;
  distanceInches: number | null;
};
export type CutView = CutCard & {
  meta: string;
  lastModified: string;
  marketing: string;
  preparation: string;
  ordering: string;
  cutDescription: string;
  butchersTip: string;
  urmis: { name: string; characteristics: string; tip: string };
  namp: { number: string; name: string };
  upc: string;
  /** Other English names (its Spanish ones are `namesEs`). */
  aliases: string[];
  /** Its Spanish names (lib/i18n/cut-names-es.ts), shown marked up as Spanish. */
  namesEs: string[];
  isMarinate: boolean;
  categories: Ref[];
  cookingMethods: Ref[];
  /** How tender the cut is and the study that measured it: the attribute types `tenderness` and
   *  `tenderness-source` (our catalog's, carried in the spec's `attributes`); absent when the
   *  service gives no tenderness. */
  tenderness?: { value: string; sources: string[] };
  groups: Ref[];
  alternatives: LinkedText[];
  substitutes: LinkedText[];
  pairings: LinkedText[];
  rollups: LinkedText[];
  menuApplications: { subheading: string; text: string }[];
  nutrition: { cooked?: NutritionView; raw?: NutritionView };
  primal?: Ref;
  parent?: Ref;
  ancestors: Ref[];
  children: Ref[];
  siblings: Ref[];
  guidelines: GuidelineView[];
  images: Img[];
  share?: ShareImg;
  collections: Ref[];
};

export type CollectionView<T> = {
  id: number;
  slug: string;
  path: string;
  kind: 'recipe' | 'cut';
  name: string;
  tagline: string;
  description: string;
  group: string;
  groupSlug: string;
  count: number;
  image?: Img;
  share?: ShareImg;
  items: T[];
};
export type CollectionCard = Omit<CollectionView<never>, 'items'>;

export type SearchPage<T> = {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
  facetCounts?: Record<string, Record<string, number>>;
  /** The order the service says it used (our extension's echo); null from an upstream that
   *  does not sort, whose results come in its own order. */
  sort: string | null;
};

export const recipePath = (slug: string) => `/recipes/${slug}`;
export const cutPath = (slug: string) => `/cuts/${slug}`;
export const recipeCollectionPath = (slug: string) => `/recipes/collections/${slug}`;
export const cutCollectionPath = (slug: string) => `/cuts/collections/${slug}`;

const RATIO_SIZE = { '16x9': [1280, 720], '4x3': [1024, 768], '1x1': [800, 800] } as const;
const SHARE_GROUPS = new Set(['recipe-share', 'cut-share']);
/** The origin the embedded service writes into its links when called in-process (lib/api/transport.ts). */
const IN_PROCESS_ORIGIN = /^http:\/\/embedded\.invalid(?=\/)/;
const joinUrl = (...parts: string[]) =>
  parts
    .filter(Boolean)
    .map((p, i) => (i === 0 ? p.replace(/\/+$/, '') : p.replace(/^\/+|\/+$/g, '')))
    .join('/');
/** A media item's URL as the spec describes it: its link (the media at original size), else
 *  assetURL with the file name, else assetURL with its user id and item id (the embed link). An
 *  absolute URL on another host stays absolute (next.config.ts allows the media origins). */
export function mediaSrc(m: Pick<Media, 'links' | 'assetURL' | 'assetUID' | 'externalID' | 'filename'>): string {
  const link = m.links.find((l) => l.rel === 'original' && l.href) ?? m.links.find((l) => l.href);
  const src = link
    ? link.href
    : m.filename
      ? m.assetURL.endsWith('/') || !m.assetURL
        ? `${m.assetURL}${m.filename}`
        : `${m.assetURL}/${m.filename}`
      : m.assetURL && m.externalID
        ? joinUrl(m.assetURL, m.assetUID, m.externalID)
        : '';
  return src.replace(IN_PROCESS_ORIGIN, '');
}
const srcOf = mediaSrc;
/** Videos are not pictures (`mediaType` "Video", "video/mp4"). */
const isPicture = (m: Media | MediaListed) => !/video/i.test(m.mediaType);
const groupSlugs = (m: Media | MediaListed) =>
  Array.isArray(m.mediaGroup) ? m.mediaGroup.map((g) => g.mediaGroupNameSlug) : [m.mediaGroup.mediaGroupNameSlug];
const isShareCard = (m: Media | MediaListed) => groupSlugs(m).some((g) => SHARE_GROUPS.has(g));
function image(m: Media | MediaListed, fallbackAlt: string): Img | undefined {
  const src = isPicture(m) ? srcOf(m) : '';
  if (!src) return undefined;
  // The ratio is the file name's: "-16x9." before the extension (or before a content hash).
  const ratio = (Object.keys(RATIO_SIZE) as Img['ratio'][]).find((r) => src.includes(`-${r}.`)) ?? '4x3';
  const [width, height] = RATIO_SIZE[ratio];
  return { src, width, height, alt: m.title || m.caption || fallbackAlt, ratio };
}
const images = (media: (Media | MediaListed)[], alt: string) =>
  [...media]
    .filter((m) => !isShareCard(m))
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .flatMap((m) => image(m, alt) ?? []);
/** The record's share card; none from a source that has no such media (pages then fall back
 *  to the 16:9 picture). */
function shareImage(media: (Media | MediaListed)[], alt: string): ShareImg | undefined {
  const m = media.find((x) => isShareCard(x) && isPicture(x) && srcOf(x));
  return m ? { src: srcOf(m), width: 1200, height: 630, alt: m.title || m.caption || alt } : undefined;
}

/** A record's lead image (page hero, social card): its 16:9 image, else its first. */
export const heroImage = (images: Img[]): Img | undefined => images.find((i) => i.ratio === '16x9') ?? images[0];

function nutrientView(n: Nutrient | CutNutrient, t?: Dict): NutrientView {
  const slug = n.usdaNutrient.nutrientDisplayNameSlug;
  return {
    slug,
    name: t?.nutrition.names[slug] ?? n.usdaNutrient.nutrientDisplayName,
    amount: n.unitOfMeasureValue,
    unit: n.unitOfMeasure,
    dv: n.dailyValueCalculation,
    good: n.isGoodSource,
    excellent: n.isExcellentSource,
  };
}
function recipeNutrition(r: RecipeFull, t: Dict): NutritionView | undefined {
  const n = r.nutritionals.find((x) => x.isPrimary) ?? r.nutritionals[0];
  if (!n) return undefined;
  return {
    kind: 'recipe',
    description: n.nutritionalDescription,
    servingText: r.servingSize,
    foodName: '',
    nutrients: [...n.nutrients].sort((a, b) => a.sortOrder - b.sortOrder).map((x) => nutrientView(x, t)),
    tip: n.nutritionTip,
    insignificant: n.insignificantText,
    dvBasis: n.dvDietBasisText,
    calorieBasis: n.calorieDietBasisText,
    source: n.source,
    note: '',
    leanGroundBeef: n.leanGroundBeefFeaturedNutritional ? n.leanGroundBeefPercentage : '',
  };
}
function cutNutrition(n: CutFull['nutritionals'][number]): NutritionView {
  return {
    kind: n.nutritionalType === 'raw' ? 'raw' : 'cooked',
    description: n.nutritionalType === 'raw' ? 'Raw' : 'Cooked',
    servingText: n.servingSizeText,
    foodName: n.usdaFoodName,
    nutrients: [...n.nutrients].sort((a, b) => a.sortOrder - b.sortOrder).map((x) => nutrientView(x)),
    tip: n.nutritionTip,
    insignificant: n.insignificantText,
    dvBasis: n.dvDietBasisText,
    calorieBasis: n.calorieDietBasisText,
    source: n.ndB_No ? `${n.source}, NDB ${n.ndB_No}` : n.source,
    note: n.cookedTipText,
    leanGroundBeef: '',
  };
}

export function recipeCard(
  r: RecipeSummary | Wire['cutRecipe'] | Wire['collectionRecipe'] | RecipeFull | Wire['groupRecipe'],
): RecipeCard {
  const media = r.media as (Media | MediaListed)[];
  const ratioPreferred = images(media, r.recipeName);
  return {
    id: r.recipeID,
    slug: r.recipeNameSlug,
    path: recipePath(r.recipeNameSlug),
    name: r.recipeName,
    description: r.recipeDescription,
    totalTime: r.totalRecipeTime,
    totalMinutes: r.maxTotalRecipeTimeMinutes,
    ...('cookTime' in r && r.cookTime ? { cookTime: r.cookTime } : {}),
    servings: r.numberOfServings,
    image: ratioPreferred.find((i) => i.ratio === '4x3') ?? ratioPreferred[0],
    isSpanish: r.isSpanishRecipe,
    audience: 'audience' in r ? r.audience.audienceName : '',
    ...('audience' in r && r.audience.audienceNameSlug === 'foodservice' ? { role: 'foodservice' as const } : {}),
  };
}

function groupBy<T>(items: T[], key: (t: T) => string): { key: string; items: T[] }[] {
  const out: { key: string; items: T[] }[] = [];
  for (const item of items) {
    const k = key(item);
    const last = out.at(-1);
    if (last && last.key === k) last.items.push(item);
    else out.push({ key: k, items: [item] });
  }
  return out;
}

/** How a metric kitchen measures an ingredient ('measured-as' attribute), when the catalog says. */
const measuredAs = (i: RecipeFull['ingredients'][number]) =>
  i.ingredient?.attributes.find((a) => a.attributeTypeNameSlug === 'measured-as')?.attributes[0]?.attributeNameSlug;

type WireLine = Pick<
  RecipeFull['ingredients'][number],
  'ingredientText' | 'quantity' | 'quantitydouble' | 'measurement'
>;
const mainQuantity = (m: LineModel) =>
  m.segments.find((x): x is Extract<Segment, { t: 'q' }> => typeof x === 'object' && x.t === 'q' && !!x.main);

/** A line as a cook reads it, and its model. The spec gives the amount in `quantity` /
 *  `quantitydouble` / `measurement` besides `ingredientText`: an upstream may write the amount
 *  in the text ("1/3 cup soy sauce", kept as is: nothing written twice) or only the ingredient
 *  ("soy sauce", then the line is quantity + measurement + text). Scaling and metric use
 *  `quantitydouble` when the written amount is a single number that differs from it. */
export function ingredientLine(i: WireLine, lang: Lang): { text: string; model: LineModel } {
  const written = i.ingredientText.trim();
  const own = parseLine(written, lang);
  const first = own.segments.find((x) => typeof x !== 'string' || x.trim() !== '');
  const amount = i.quantity.trim() || (i.quantitydouble > 0 ? formatAmount(i.quantitydouble) : '');
  if ((typeof first === 'object' && first.t === 'q') || !amount) return { text: written, model: own };
  const unit = i.measurement.trim();
  const hasUnit = unit && written.toLowerCase().startsWith(unit.toLowerCase());
  const text = [amount, hasUnit ? '' : unit, written].filter(Boolean).join(' ');
  const model = parseLine(text, lang);
  const q = mainQuantity(model);
  if (q && i.quantitydouble > 0 && q.amount.min === q.amount.max && Math.abs(q.amount.max - i.quantitydouble) > 0.01)
    q.amount = { min: i.quantitydouble, max: i.quantitydouble };
  return { text, model };
}

/** The weight a line's text gives for its volume ("4 cups broccoli florets (about 12 ounces)"),
 *  in grams: not a size of one item ("about 3 ounces each") nor a can's ("one 15-ounce can"). */
function writtenGrams(model: LineModel): number | null {
  const qs = model.segments.filter((s): s is QuantityToken => typeof s === 'object' && s.t === 'q');
  const main = qs.find((q) => q.main);
  if (!main?.unit || UNITS[main.unit].dim !== 'volume') return null;
  const weight = qs.find((q) => !q.main && !q.perItem && !q.adjective && q.unit && UNITS[q.unit].dim === 'mass');
  return weight ? weight.amount.max * UNITS[weight.unit!].factor : null;
}

/** A line's amounts read from its text, its weight from the text's own where it gives one for
 *  its volume (metric then writes that one weight, not a second from the wire's), else from the
 *  wire's `weight` ("12 g", or an upstream's "3-1/2 pounds"), liquids by the ingredient's
 *  attribute, produce cut in halves. */
function lineScaling(i: RecipeFull['ingredients'][number], lang: Lang, model: LineModel): LineScaling {
  const weight = i.weight
    ? parseLine(i.weight, lang).segments.find((s) => typeof s === 'object' && s.t === 'q')
    : undefined;
  const grams =
    writtenGrams(model) ??
    (weight && weight.t === 'q' && weight.unit && UNITS[weight.unit].dim === 'mass'
      ? weight.amount.max * UNITS[weight.unit].factor
      : null);
  const section = i.ingredient?.grocerySection[0]?.grocerySectionNameSlug;
  return {
    model,
    grams,
    liquid: measuredAs(i) === 'liquid',
    split: section === 'produce' || section === 'pantry' ? 'half' : 'whole',
  };
}

/** An ingredient's name in the recipe's language: a Spanish recipe names beef cuts from the
 *  reviewed table (lib/i18n/cut-names-es.ts) with the English name and IMPS number beside,
 *  and other ingredients from its dictionary; what neither has keeps the catalog's name. */
function ingredientRef(
  i: { ingredientName: string; ingredientNameSlug: string },
  lang: Lang,
  path: string | undefined,
): Ref {
  const ref: Ref = { name: i.ingredientName, slug: i.ingredientNameSlug, path };
  if (lang !== 'es') return ref;
  const cut = cutNameEs(i.ingredientNameSlug);
  if (cut) return { ...ref, name: cut.es, english: i.ingredientName, imps: cut.imps || undefined };
  const name = dictionary('es').taxonomy.ingredients[i.ingredientNameSlug];
  return name ? { ...ref, name } : ref;
}

/** A Spanish line's thing with its complement ("dientes de ajo", not "diente"): the words
 *  after its amount up to a comma or parenthesis. */
function itemPhrase(model: LineModel): string {
  const i = model.segments.findIndex((s) => typeof s === 'object' && s.t === 'q' && s.main);
  if (i < 0) return itemOf(model);
  return model.segments
    .slice(i + 1)
    .map((s) => (typeof s === 'string' ? s : s.t === 'noun' ? s.forms.other : ' '))
    .join('')
    .replace(/^\s*(?:de\s+)?/, '')
    .split(/[,(]/)[0]!
    .trim();
}

/** The lines each step uses, in the order of `sortOrder` (what cook mode's "You need" lists;
 *  the catalog build checks it equals what each recipe source authors). */
export function methodUsesOf(r: RecipeFull): StepUse[][] {
  const lang: Lang = r.isSpanishRecipe ? 'es' : 'en';
  const ingredients = [...r.ingredients].sort((a, b) => a.sortOrder - b.sortOrder);
  const lines = ingredients.map((i): MatchLine => {
    const model = ingredientLine(i, lang).model;
    const q = mainQuantity(model);
    return {
      name: i.ingredient?.ingredientName ?? i.recipeAsIngredient?.recipeName ?? '',
      item: lang === 'es' ? itemPhrase(model) : itemOf(model),
      subheading: i.subheading,
      ...(q ? { amount: { value: q.amount.max, unit: q.unit } } : {}),
      beef: !!i.ingredient?.isBeefIngredient,
    };
  });
  const steps = [...r.instructions]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((s) => ({ text: s.instructionText, subheading: s.subheading }));
  return methodUses(steps, lines, lang);
}

export function recipeView(r: RecipeFull): RecipeView {
  const card = recipeCard(r);
  const lang: Lang = r.isSpanishRecipe ? 'es' : 'en';
  const t = dictionary(lang);
  const tx = t.taxonomy;
  const ingredients = [...r.ingredients].sort((a, b) => a.sortOrder - b.sortOrder);
  const instructions = [...r.instructions].sort((a, b) => a.sortOrder - b.sortOrder);
  const beef = new Map<string, Ref>();
  const lines = ingredients.map((i): IngredientLine & { subheading: string } => {
    const ing = i.ingredient;
    const cut =
      ing?.isBeefIngredient && ing.isOnline ? ingredientRef(ing, lang, cutPath(ing.ingredientNameSlug)) : undefined;
    if (cut) beef.set(cut.slug, cut);
    const sub = i.recipeAsIngredient;
    const line = ingredientLine(i, lang);
    return {
      subheading: i.subheading,
      text: line.text,
      scaling: lineScaling(i, lang, line.model),
      ingredient: ing
        ? { slug: ing.ingredientNameSlug, section: ing.grocerySection[0]?.grocerySectionNameSlug }
        : undefined,
      cookTip: i.cookTip,
      brand: i.brand?.brandName,
      cut,
      recipe: sub
        ? {
            name: sub.recipeName,
            slug: sub.recipeNameSlug,
            path: sub.isOnline ? recipePath(sub.recipeNameSlug) : undefined,
          }
        : undefined,
      substitutes: i.substituteIngredient.map((s) =>
        ingredientRef(s, lang, s.isOnline && s.links.length ? cutPath(s.ingredientNameSlug) : undefined),
      ),
      isBeef: !!ing?.isBeefIngredient,
    };
  });
  const weighed = lines.map((l) => ({ ...l.scaling, item: itemOf(l.scaling.model) }));
  const uses = methodUsesOf(r);
  let stepNumber = 0;
  return {
    ...card,
    image: card.image,
    meta: r.recipeMeta,
    lastModified: r.lastModified,
    prepTime: r.prepTime,
    prepMinutes: r.maxPrepTimeMinutes,
    cookTime: r.cookTime,
    cookMinutes: r.maxCookTimeMinutes,
    servingsCount: r.maxNumberOfServingsInt,
    servingSize: r.servingSize,
    kitchenTip: r.kitchenTip,
    textProse: {
      kitchenTip: parseProse(r.kitchenTip, lang),
      servingSize: parseProse(r.servingSize, lang),
      description: parseProse(card.description, lang),
      servings: parseProse(card.servings, lang),
    },
    images: images(r.media, r.recipeName),
    share: shareImage(r.media, r.recipeName),
    ingredientGroups: groupBy(lines, (l) => l.subheading).map((g) => ({
      subheading: g.key,
      lines: g.items.map(({ subheading: _s, ...l }) => (void _s, l)),
    })),
    instructionGroups: groupBy(instructions, (s) => s.subheading).map((g) => ({
      subheading: g.key,
      steps: g.items.map((s): StepView => {
        const prose = weighStepAmounts(parseProse(s.instructionText, lang), weighed, lang);
        return {
          text: s.instructionText,
          cookTip: s.cookTip,
          image: images(s.media, r.recipeName)[0],
          prose,
          tipProse: weighStepAmounts(parseProse(s.cookTip, lang), weighed, lang),
          timers: timersOf(prose),
          uses: uses[stepNumber++]!,
        };
      }),
    })),
    nutrition: recipeNutrition(r, t),
    allergens: r.allergens.map((a) => ({
      name: tx.allergens[a.allergenNameSlug] ?? a.allergenName,
      slug: a.allergenNameSlug,
    })),
    attributes: r.attributes.map((a) => ({
      type: tx.attributeTypes[a.attributeTypeNameSlug] ?? a.attributeTypeName,
      typeSlug: a.attributeTypeNameSlug,
      values: a.attributes.map((x) => ({
        name: tx.attributes[a.attributeTypeNameSlug]?.[x.attributeNameSlug] ?? x.attributeName,
        slug: x.attributeNameSlug,
      })),
    })),
    collections: r.collections.map((c) => ({
      name: c.collectionName,
      slug: c.collectionNameSlug,
      path: recipeCollectionPath(c.collectionNameSlug),
    })),
    beefCuts: [...beef.values()],
  };
}

const levelOf = (c: { isBeefPrimal: boolean; isBeefSubprimal: boolean; isBeefSubsection: boolean }): CutLevel =>
  c.isBeefPrimal ? 'primal' : c.isBeefSubprimal ? 'subprimal' : c.isBeefSubsection ? 'subsection' : 'cut';
const cutRef = (c: { ingredientName: string; ingredientNameSlug: string; isOnline: boolean }): Ref => ({
  name: c.ingredientName,
  slug: c.ingredientNameSlug,
  path: c.isOnline ? cutPath(c.ingredientNameSlug) : undefined,
});

export function cutCard(
  c: CutSummary | Wire['collectionCut'] | Wire['cutListing']['ingredientListing'][number] | CutFull,
): CutCard {
  const imgs = images(c.media as (Media | MediaListed)[], `${c.ingredientName} on the beef cut chart`);
  return {
    id: c.ingredientID,
    slug: c.ingredientNameSlug,
    path: cutPath(c.ingredientNameSlug),
    name: c.ingredientName,
    description: c.ingredientText,
    image: imgs.find((i) => i.ratio === '4x3') ?? imgs[0],
    isLean: c.isLean,
    level: levelOf(c),
  };
}

function tendernessOf(values: Ref[], sources: Ref[]): CutView['tenderness'] {
  const value = values.map((v) => v.name).join('; ');
  return value ? { value, sources: sources.map((x) => x.name) } : undefined;
}

export function cutView(c: CutFull): CutView {
  const attr = (type: string) =>
    c.attributes
      .filter((a) => a.attributeTypeNameSlug === type)
      .flatMap((a) => a.attributes.map((x) => ({ name: x.attributeName, slug: x.attributeNameSlug })));
  // A related cut links to its page only when the service gives it one (links non-empty).
  const linked = <
    T extends { ingredientName: string; ingredientNameSlug: string; isOnline: boolean; links: unknown[] },
  >(
    items: T[],
    text: (x: T) => string,
  ): LinkedText[] =>
    items
      .filter((x) => x.isOnline)
      .map((x) => ({
        text: text(x),
        ref: { ...cutRef(x), path: x.links.length ? cutPath(x.ingredientNameSlug) : undefined },
      }));
  const nutrition = (type: 'cooked' | 'raw') => {
    const n = c.nutritionals.find((x) => x.nutritionalType === type);
    return n ? cutNutrition(n) : undefined;
  };
  const tree = c.ingredientTree.filter((t) => t.isOnline);
  const byId = new Map(c.ingredientTree.map((t) => [t.ingredientID, t]));
  const ancestors: Ref[] = [];
  let cur = c.parentIngredient ? byId.get(c.parentIngredient.ingredientID) : undefined;
  while (cur) {
    ancestors.unshift(cutRef(cur));
    cur = cur.parentIngredientID !== null ? byId.get(cur.parentIngredientID) : undefined;
  }
  const parentId = c.parentIngredient?.ingredientID;
  const spanish = new Set(cutNamesEs(c.ingredientNameSlug));
  return {
    ...cutCard(c),
    meta: c.ingredientMeta,
    lastModified: c.lastModified,
    marketing: c.marketingText,
    preparation: c.preparationText,
    ordering: c.orderingText,
    cutDescription: c.cutDescriptionText,
    butchersTip: c.butchersTip,
    urmis: { name: c.urmisName, characteristics: c.urmisCutCharacteristics, tip: c.urmisPreparationTip },
    namp: { number: c.nampNumber, name: c.nampName },
    upc: c.upcNumber,
    aliases: c.aliases.map((a) => a.aliasName).filter((a) => !spanish.has(a)),
    namesEs: [...spanish],
    isMarinate: c.isMarinate,
    categories: attr('beef-category'),
    cookingMethods: attr('preferred-cooking-method'),
    tenderness: tendernessOf(attr('tenderness'), attr('tenderness-source')),
    groups: c.groups.map((g) => ({ name: g.ingredientGroupName, slug: g.ingredientGroupNameSlug })),
    alternatives: linked(c.alternatives, (x) => x.alternativeText),
    substitutes: linked(c.substitutes, (x) => x.substituteText),
    pairings: linked(c.pairings, (x) => x.pairingText),
    rollups: linked(c.rollups, (x) => x.rollupText),
    menuApplications: [...c.menuApplications]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((m) => ({ subheading: m.subheading, text: m.menuApplicationText })),
    nutrition: { cooked: nutrition('cooked'), raw: nutrition('raw') },
    primal: c.primalIngredient ? cutRef(c.primalIngredient) : undefined,
    parent: c.parentIngredient ? cutRef(c.parentIngredient) : undefined,
    ancestors,
    children: tree.filter((t) => t.parentIngredientID === c.ingredientID).map(cutRef),
    siblings:
      parentId === undefined
        ? []
        : tree.filter((t) => t.parentIngredientID === parentId && t.ingredientID !== c.ingredientID).map(cutRef),
    guidelines: c.cookingGuidelines.map((g) => {
      const start = g.cookingRangeStartTimeMinutes ?? g.cookingTimeMinutes ?? 0;
      const end = g.cookingRangeEndTimeMinutes ?? g.cookingTimeMinutes ?? start;
      const wStart = g.weightRangeStartOunces ?? g.weightInOunces;
      const wEnd = g.weightRangeEndOunces ?? g.weightInOunces;
      return {
        id: g.cookingGuidelineID,
        method: g.attributeName,
        grillingMethod: g.grillingMethodName,
        thicknessInches: g.beefThicknessInches,
        weightOunces: wStart !== null && wEnd !== null ? [wStart, wEnd] : null,
        minutes: [start, end],
        doneness: g.donenessName,
        internalF: g.internalTemperatureFahrenheit,
        ovenF: g.ovenTemperatureFahrenheit,
        distanceInches: g.distanceFromHeatInches,
      };
    }),
    images: images(c.media, `${c.ingredientName} on the beef cut chart`),
    share: shareImage(c.media, c.ingredientName),
    collections: c.collections.map((x) => ({
      name: x.collectionName,
      slug: x.collectionNameSlug,
      path: cutCollectionPath(x.collectionNameSlug),
    })),
  };
}

export function collectionCard(c: Wire['collectionSummary']): CollectionCard {
  const kind = c.objectType.objectTypeNameSlug === 'recipe' ? 'recipe' : 'cut';
  return {
    id: c.collectionID,
    slug: c.collectionNameSlug,
    path: kind === 'recipe' ? recipeCollectionPath(c.collectionNameSlug) : cutCollectionPath(c.collectionNameSlug),
    kind,
    name: c.collectionName,
    tagline: c.tagline,
    description: c.description,
    group: c.collectionGroup.collectionGroupName,
    groupSlug: c.collectionGroup.collectionGroupNameSlug,
    count: c.estimatedItemCount,
    image: images(c.media, c.collectionName)[0],
    share: shareImage(c.media, c.collectionName),
  };
}
export function recipeCollectionView(c: Wire['recipeCollectionFull']): CollectionView<RecipeCard> {
  return {
    ...collectionCard(c),
    kind: 'recipe',
    items: [...c.recipes]
      .filter((r) => r.isOnline)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map(recipeCard),
  };
}
export function cutCollectionView(c: Wire['cutCollectionFull']): CollectionView<CutCard> {
  return {
    ...collectionCard(c),
    kind: 'cut',
    items: [...c.ingredients]
      .filter((x) => x.isOnline)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map(cutCard),
  };
}

export type CutRecipesView = {
  own: RecipeCard[];
  groups: { name: string; slug: string; cuts: { ref: Ref; recipes: RecipeCard[] }[] }[];
};
export function cutRecipesView(l: Wire['cutRecipeListing']): CutRecipesView {
  return {
    own: l.recipeListing.filter((r) => r.isOnline).map(recipeCard),
    groups: l.recipesListingByIngredientGroup.map((g) => ({
      name: g.ingredientGroupName,
      slug: g.ingredientGroupNameSlug,
      cuts: g.groupIngredients
        .filter((x) => x.isOnline)
        .map((x) => ({ ref: cutRef(x), recipes: x.recipeList.filter((r) => r.isOnline).map(recipeCard) })),
    })),
  };
}

// A fixed set of recipe queries with the results a reader expects at the top, judged by hand
// from the recipe names of the real catalog, and their precision and recall: the test of the
// search's relevance (relevance.test.ts) and a section of the benchmark (bench/run.ts).
// - `top`: recipes (slugs) expected first, in any order (none: nothing expected at the top);
// - relevant: every recipe that contains each word meant (`meant`, the correction of a typo,
//   else the query), as the index tokenizes text, in any field: what a reader would accept
//   further down. Precision at 10: relevant results among the first 10; recall at 10:
//   relevant results found among the first 10, of all relevant ones (at most 10).
import { parseRecipeCriteria } from '@/lib/search/criteria';
import { recipeTextFields } from '@/lib/service/index/catalog-index';
import { fieldTokens, queryWords } from '@/lib/service/index/tokens';
import { searchRecipes } from '@/lib/service/search';
import type { Store } from '@/lib/service/store';

export type RelevanceQuery = { text: string; meant?: string; top: string[] };

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // Words found nowhere: nothing, rather than near misses ("lime", "time", "line").
  { text: 'lima', top: [] },
  { text: 'the', top: [] },
  // Typos: a swap, a dropped letter, a word still being typed.
  { text: 'Arrcahera', meant: 'arrachera', top: ['arrachera-al-asador'] },
  { text: 'arrachera', top: ['arrachera-al-asador'] },
  {
    text: 'brsket',
    meant: 'brisket',
    top: [
      'smoked-brisket-hash-with-eggs',
      'smoked-whole-packer-brisket',
      'brisket-burnt-ends',
      'catering-smoked-brisket',
      'salt-pepper-garlic-brisket-rub',
    ],
  },
  {
    text: 'brisket',
    top: [
      'smoked-brisket-hash-with-eggs',
      'smoked-whole-packer-brisket',
      'brisket-burnt-ends',
      'catering-smoked-brisket',
      'salt-pepper-garlic-brisket-rub',
    ],
  },
  {
    text: 'ribey',
    meant: 'ribeye',
    top: [
      'philly-style-ribeye-cheesesteaks',
      'garlic-rosemary-boneless-ribeye-roast',
      'grilled-ribeye-steaks-with-classic-beef-rub',
      'ribeye-cap-steaks-with-mushroom-red-wine-sauce',
    ],
  },
  {
    text: 'ribeye steak',
    top: ['grilled-ribeye-steaks-with-classic-beef-rub', 'ribeye-cap-steaks-with-mushroom-red-wine-sauce'],
  },
  { text: 'stroganof', meant: 'stroganoff', top: ['beef-stroganoff-for-a-crowd'] },
  {
    text: 'chimich',
    meant: 'chimichurri',
    top: [
      'chimichurri',
      'grilled-skirt-steak-with-chimichurri',
      'churrasco-con-chimichurri',
      'petite-tender-salad-with-chimichurri',
    ],
  },
  {
    text: 'chimichurri',
    top: [
      'chimichurri',
      'grilled-skirt-steak-with-chimichurri',
      'churrasco-con-chimichurri',
      'petite-tender-salad-with-chimichurri',
    ],
  },
  // Accents, and words the site's recipes spell several ways.
  { text: 'jalapeño', top: [] },
  { text: 'bo luc lac', top: ['vietnamese-shaking-beef'] },
  { text: 'albondigas', top: ['sopa-de-albondigas', 'spanish-albondigas-in-tomato-sauce'] },
  {
    text: 'meatballs',
    top: ['meatball-sub-service', 'spanish-albondigas-in-tomato-sauce', 'slow-cooker-party-meatballs'],
  },
  // Dishes: the recipes named after them first.
  { text: 'pho', top: ['restaurant-beef-pho', 'pho-style-beef-noodle-soup', 'pho-with-eye-of-round'] },
  {
    text: 'tacos',
    top: [
      'carne-asada-tacos',
      'beef-barbacoa-taco-bar',
      'pressure-cooker-taco-soup',
      'weeknight-ground-beef-tacos',
      'slow-cooker-beef-barbacoa',
    ],
  },
  { text: 'stir fry', top: ['beef-and-broccoli-stir-fry', 'black-pepper-beef-stir-fry'] },
  { text: 'pot roast', top: ['classic-sunday-pot-roast', 'pressure-cooker-chuck-eye-pot-roast'] },
  { text: 'meatloaf', top: ['classic-glazed-meatloaf', 'smoked-barbecue-meatloaf'] },
  {
    text: 'short ribs',
    top: [
      'smoked-plate-short-ribs',
      'banquet-braised-short-ribs',
      'korean-grilled-galbi',
      'pressure-cooker-galbi-jjim',
    ],
  },
  { text: 'kabobs', top: ['greek-sirloin-kabobs-with-tzatziki', 'mediterranean-beef-kabobs'] },
  { text: 'fajitas', top: ['sheet-pan-steak-fajitas', 'fajitas-de-res'] },
  { text: 'cheesesteak', top: ['philly-cheesesteak-station', 'philly-style-ribeye-cheesesteaks'] },
  {
    text: 'burger',
    top: ['steakhouse-burgers-with-garlic-herb-butter', 'burger-au-poivre', 'smash-burger-service'],
  },
  { text: 'bolognese', top: ['weeknight-beef-bolognese'] },
  { text: 'carne asada', top: ['carne-asada-nortena', 'carne-asada-tacos'] },
  { text: 'sloppy joes', top: ['homemade-sloppy-joes'] },
  {
    text: 'barbacoa',
    top: ['beef-barbacoa-taco-bar', 'slow-cooker-beef-barbacoa', 'barbacoa-en-olla-lenta'],
  },
  { text: 'empanadas', top: ['baked-beef-empanadas', 'empanadas-de-carne-al-horno'] },
  // Cuts, cuisines, ways of cooking, meals.
  { text: 'skirt steak', top: ['grilled-skirt-steak-with-chimichurri'] },
  { text: 'tri tip', top: ['smoked-tri-tip', 'santa-maria-style-grilled-tri-tip'] },
  {
    text: 'tenderloin',
    top: ['beef-tenderloin-crostini-with-horseradish-cream', 'beef-tenderloin-roast-with-red-wine-shallot-sauce'],
  },
  {
    text: 'korean',
    top: [
      'korean-bbq-marinade',
      'korean-beef-bulgogi-rice-bowls',
      'korean-beef-bowl-station',
      'korean-ground-beef-rice-bowls',
      'korean-grilled-galbi',
      'pressure-cooker-galbi-jjim',
    ],
  },
  { text: 'lime garlic', top: ['chipotle-lime-denver-steak-burrito-bowls'] },
  {
    text: 'breakfast',
    top: [
      'steak-and-egg-breakfast-burritos',
      'steak-and-potato-breakfast-hash',
      'beef-breakfast-sausage-patties',
      'ground-beef-breakfast-skillet',
    ],
  },
  {
    text: 'slow cooker',
    top: [
      'slow-cooker-swiss-steak',
      'slow-cooker-beef-barbacoa',
      'slow-cooker-cuban-ropa-vieja',
      'slow-cooker-indian-beef-curry',
      'slow-cooker-party-meatballs',
    ],
  },
  {
    text: 'pressure cooker',
    top: [
      'pressure-cooker-carne-guisada',
      'pressure-cooker-taco-soup',
      'pressure-cooker-birria-style-beef-stew',
      'pressure-cooker-chuck-eye-pot-roast',
      'pressure-cooker-beef-and-chickpea-stew',
      'pressure-cooker-galbi-jjim',
    ],
  },
];

export const RELEVANCE_DEPTH = 10;

export type QueryRelevance = {
  text: string;
  /** The first results (slugs). */
  results: string[];
  totalCount: number;
  /** Whether `top` fills the first places, in any order. */
  topInPlace: boolean;
  precision: number;
  recall: number;
};
export type RelevanceResult = {
  queries: number;
  /** How many first results precision and recall read (RELEVANCE_DEPTH). */
  depth: number;
  /** Means over the queries, at RELEVANCE_DEPTH. */
  precision: number;
  recall: number;
  /** Queries whose expected top results come first. */
  topInPlace: number;
  perQuery: QueryRelevance[];
};

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Runs every query of the set against the store's recipe search. */
export async function measureRelevance(store: Store): Promise<RelevanceResult> {
  const online = store.snapshot.recipes.filter((r) => r.isOnline);
  const tokensOf = new Map(online.map((r) => [r.recipeNameSlug, new Set(fieldTokens(recipeTextFields(r).join(' ')))]));
  const perQuery: QueryRelevance[] = [];
  for (const q of RELEVANCE_QUERIES) {
    const meant = queryWords(q.meant ?? q.text).map((w) => w.token);
    const relevant = new Set(
      meant.length ? online.filter((r) => meant.every((t) => tokensOf.get(r.recipeNameSlug)!.has(t))) : [],
    );
    const relevantSlugs = new Set([...relevant].map((r) => r.recipeNameSlug));
    const page = await searchRecipes(
      store,
      parseRecipeCriteria({ searchText: [q.text], itemsPerPage: [String(RELEVANCE_DEPTH)] }),
    );
    const results = page.ids.map((id) => store.recipes.byId.get(id)!.recipeNameSlug);
    const hits = results.filter((s) => relevantSlugs.has(s)).length;
    const head = new Set(results.slice(0, q.top.length));
    perQuery.push({
      text: q.text,
      results,
      totalCount: page.totalCount,
      topInPlace: q.top.length === 0 ? true : q.top.every((s) => head.has(s)),
      precision: results.length ? hits / results.length : relevant.size ? 0 : 1,
      recall: relevant.size ? hits / Math.min(relevant.size, RELEVANCE_DEPTH) : 1,
    });
  }
  const mean = (f: (q: QueryRelevance) => number) => round3(perQuery.reduce((s, q) => s + f(q), 0) / perQuery.length);
  return {
    queries: perQuery.length,
    depth: RELEVANCE_DEPTH,
    precision: mean((q) => q.precision),
    recall: mean((q) => q.recall),
    topInPlace: perQuery.filter((q) => q.topInPlace).length,
    perQuery,
  };
}

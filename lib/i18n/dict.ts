// The shape of a language's dictionary: every interface string of the pages a record in that
// language can be read on (recipe and collection pages: document, header, footer, 404, error),
// and the names of the catalog's taxonomy values by slug. Templates hold {placeholders}
// (./fill.ts). The English taxonomy tables are empty: the catalog names them in English.

export type Lang = 'en' | 'es';

/** Names by slug; a slug missing here is shown as the record names it. */
export type Names = Record<string, string>;

export type Dict = {
  /** BCP 47 locale for dates and numbers. */
  locale: 'en-US' | 'es-US';
  /** Open Graph locale. */
  ogLocale: 'en_US' | 'es_US';
  site: {
    /** The default page title. */
    title: string;
    description: string;
    skip: string;
    mainNav: string;
    recipes: string;
    /** The recipe collections index, in the main navigation. */
    collections: string;
    cuts: string;
    guides: string;
    home: string;
    breadcrumb: string;
    footerNav: string;
    /** The footer's paragraph on where the data and the safe temperatures come from. */
    footerText: string;
    about: string;
    api: string;
    sitemap: string;
    attribution: string;
  };
  /** The search pages, the header search and its combined results page. */
  search: SearchStrings;
  recipe: {
    prep: string;
    cook: string;
    total: string;
    servings: string;
    ingredients: string;
    method: string;
    tip: string;
    nutrition: string;
    allergens: string;
    none: string;
    more: string;
    collections: string;
    beefCuts: string;
    /** The heading over the recipe's attributes (cuisine, method, course…), a row each. */
    categories: string;
    print: string;
    audience: string;
    servingSize: string;
    /** The printed recipe's nutrition line: "Nutrition per serving". */
    printNutrition: string;
    /** "Updated {date}". */
    updated: string;
    /** The recipe's doneness chooser for its steak or roast ({cut}: its name), and its line. */
    doneness: string;
    donenessIntro: string;
    /** Names of the catalog's audiences (by name, as the wire gives no slug on every card). */
    audiences: Names;
  };
  nutrition: {
    title: string;
    servingSize: string;
    calories: string;
    /** The table's caption for screen readers. */
    caption: string;
    nutrient: string;
    dailyValue: string;
    /** Column heads of a cut's two-column label, per serving of the cut cooked and raw. */
    cooked: string;
    raw: string;
    /** "{n} DV" ({n} is "20%"), a percent daily value in running text (the printed recipe). */
    dvShort: string;
    /** "less than {amount}" ("less than 5 mg"), an FDA-rounded amount below a threshold. */
    lessThan: string;
    excellent: string;
    good: string;
    /** "Made with {lean} ground beef." */
    madeWith: string;
    /** "Source: {source}". */
    source: string;
    /** Nutrient names by nutrientDisplayNameSlug. */
    names: Names;
  };
  taxonomy: {
    allergens: Names;
    attributeTypes: Names;
    /** Attribute value names by attribute type slug, then value slug. */
    attributes: Record<string, Names>;
    collectionGroups: Names;
    /** Names of the ingredients that are not beef cuts (substitutes name them). */
    ingredients: Names;
  };
  collection: {
    /** "Showing {from}-{to} of {total}". */
    showing: string;
    empty: string;
    pages: string;
    /** "{name} (page {n})", the title of pages after the first. */
    pageTitle: string;
    notFoundTitle: string;
  };
  pagination: PaginationStrings;
  notFound: NotFoundStrings;
  /** The segment error page (a client component gets these). */
  error: ErrorStrings;
  /** The recipe page's tools: scaler, units, checklist, timers, cook mode. */
  tools: RecipeToolStrings;
  /** A cut's cooking guidelines: the cards (a phone), the table and the calculator. */
  guidelines: GuidelineStrings;
  /** Saving a recipe in the browser (its page and cards) and the Saved page's cards. */
  kitchen: KitchenStrings;
  /** The shopping list page (/list) and its island. */
  list: ShoppingListStrings;
  /** The home page's ways into the recipes by occasion (lib/search/occasions.ts). */
  occasions: OccasionStrings;
};

export type ShoppingListStrings = {
  title: string;
  /** The page's meta description. */
  description: string;
  intro: string;
  recipes: string;
  noSaved: string;
  servings: string;
  units: string;
  us: string;
  metric: string;
  /** The section of lines linked to no grocery section. */
  other: string;
  edit: string;
  remove: string;
  restore: string;
  whatFor: string;
  print: string;
  share: string;
  copied: string;
  loading: string;
  failed: string;
  /** Before the names of recipes the site no longer has. */
  missing: string;
  empty: string;
};

export type OccasionKey = 'quick-weeknight' | 'grilling' | 'slow-and-low' | 'en-espanol';
export type OccasionStrings = {
  heading: string;
  /** "en-espanol" is written in Spanish in both dictionaries: it offers the Spanish recipes. */
  items: Record<OccasionKey, { title: string; blurb: string }>;
};

export type KitchenStrings = {
  /** The save toggle's words, unpressed and pressed. */
  save: string;
  saved: string;
  /** Why a save did not happen. */
  full: string;
  blocked: string;
  newer: string;
  /** A saved card's servings ("{n}" the servings chosen when saving). */
  savedServings: [string, string];
  remove: string;
  /** A saved recipe's card when the service no longer has the recipe. */
  gone: string;
  /** The header's link and the Saved page. */
  savedNav: string;
  savedTitle: string;
  savedIntro: string;
  empty: string;
  exportFile: string;
  exportLink: string;
  linkCopied: string;
  importFile: string;
  /** "{n}" recipes added from a file or a link. */
  imported: [string, string];
  importBad: string;
  /** A link with an export opened: "{n}" recipes offered. */
  importOffer: [string, string];
  importAccept: string;
  /** The Saved page's link to the shopping list. */
  makeList: string;
  /** The page a navigation gets with the network off when the page was not kept. */
  offlineTitle: string;
  offlineBody: string;
  /** Its links to what is kept: the saved recipes and the shopping list. */
  offlineSaved: string;
  offlineList: string;
  offlineRetry: string;
};

export type GuidelineStrings = {
  title: string;
  /** "Cooking guidelines for {cut}": the cards' list and the table's caption. */
  titleFor: string;
  /** The paragraph before them: pulling early, the doneness scale. */
  intro: string;
  /** The USDA safe minimum, for steaks and roasts, and for ground beef. */
  usdaWhole: string;
  usdaGround: string;
  columns: Record<'method' | 'size' | 'heat' | 'doneness' | 'time' | 'pull' | 'rest' | 'final' | 'usda', string>;
  /** A rest of no minutes. */
  noRest: string;
  /** "Sources: {sources}". */
  sources: string;
  /** The calculator, a client island: it gets these. */
  calculator: GuidelineCalculatorStrings;
  /** The words its options are written in on the server (components/cut/format.ts). */
  words: CookingWords;
};

/** How the calculator's sizes, times, heat and donenesses read (components/cut/format.ts). */
export type CookingWords = {
  /** Doneness names by lib/cooking/doneness.ts slug: the chef's five and the braise's. */
  doneness: Record<'rare' | 'medium-rare' | 'medium' | 'medium-well' | 'well-done' | 'fork-tender', string>;
  /** A thickness: "{n} inch" below one inch, at one, and above ("{n} inches"). */
  inch: { under: string; one: string; many: string };
  lb: string;
  oz: string;
  min: string;
  hr: string;
  /** "Oven at {temp}", "Smoker at {temp}", "{n} inches from the heat". */
  oven: string;
  smoker: string;
  fromHeat: string;
  /** "{size}, {doneness}": the guideline a time was estimated from. */
  record: string;
  /** Cooking method names by method key ("grill", lib/cooking/doneness.ts `methodKey`); a key
   *  missing here is shown as the service names it. */
  methods: Names;
  /** The service's heat texts (`grillingMethodName`) in this language, by the text lowercased;
   *  null: shown as the service writes them. A text missing from a table is left out, so a page
   *  never mixes languages. */
  heat: Names | null;
};

export type GuidelineCalculatorStrings = {
  method: string;
  size: string;
  anySize: string;
  doneness: string;
  time: string;
  pull: string;
  /** "Rest {n} minutes: it reaches {temp}, {doneness}." */
  rest: string;
  /** "{doneness}: {temp}, no rest needed." */
  noRest: string;
  /** "Measure in the thickest part of the {cut}." */
  measure: string;
  usda: string;
  /** "Then rest at least {n} minutes before cutting." */
  usdaRest: string;
  usdaGround: string;
  /** "{doneness} (below the USDA minimum)": a doneness option under the safe minimum. */
  belowOption: string;
  /** "{doneness} is below the USDA safe minimum: ... {temp} ... {n} minutes". */
  belowUsda: string;
  /** "Time estimated from the {record} guideline ...". */
  estimated: string;
};

/** `{n}`, `{label}`, `{sort}`, `{q}`, `{noun}` are filled in by `fill` (./fill.ts); pairs are
 *  [one, many] (`plural`). */
export type SearchStrings = {
  results: string;
  pages: string;
  filters: string;
  filtersCount: string;
  closeFilters: string;
  /** The trade fields' group in the filter form (IMPS/NAMP, UPC, audience). */
  moreFilters: string;
  /** The search pages' link past the filters, for keyboard readers. */
  skipToResults: string;
  showResults: [string, string];
  updating: string;
  sortBy: string;
  sorts: Record<'relevance' | 'recommended' | 'name' | 'quickest' | 'newest' | 'leanest', string>;
  apply: string;
  activeFilters: string;
  removeFilter: string;
  clearAll: string;
  any: string;
  perPage: string;
  resultsPerPage: string;
  count: [string, string];
  showing: string;
  noMatch: string;
  tryDropping: string;
  unavailable: string;
  sortIgnored: string;
  scopeNote: string;
  showLeftOut: Record<'sub-recipe' | 'foodservice', string>;
  /** Card labels of what a default listing leaves out. */
  roles: Record<'sub-recipe' | 'foodservice', string>;
  /** A card's times, labelled, when the search filters on one ({time}: the recipe's own words). */
  cardTimes: Record<'cook' | 'total', string>;
  nouns: Record<'recipes' | 'cuts' | 'cut-collections', [string, string]>;
  /** The header search (a client island gets these) and its combined results page. */
  site: {
    /** The search landmark's name. */
    form: string;
    label: string;
    placeholder: string;
    submit: string;
    suggestions: string;
    seeAll: string;
    title: string;
    heading: string;
    prompt: string;
    allOf: string;
    none: string;
  };
};

export type PaginationStrings = {
  label: string;
  previous: string;
  next: string;
  /** "Page {n}". */
  page: string;
};

export type NotFoundKind = 'recipe' | 'beef cut' | 'recipe collection' | 'cut collection';

export type NotFoundStrings = {
  /** The page <title> of the site-wide 404. */
  title: string;
  heading: string;
  text: string;
  searchRecipes: string;
  browseCuts: string;
  home: string;
  allRecipes: string;
  search: string;
  /** The search form's accessible name. */
  form: string;
  /** A record page's 404, per kind of record. */
  records: Record<NotFoundKind, { title: string; heading: string; search: string }>;
  recordText: string;
  /** "Did you mean …?", before the closest recipe's name. */
  didYouMean: string;
};

export type ErrorStrings = {
  heading: string;
  text: string;
  retry: string;
  home: string;
  /** "Reference: {digest}". */
  reference: string;
};

export type RecipeToolStrings = {
  servings: string;
  fewer: string;
  more: string;
  units: string;
  us: string;
  metric: string;
  update: string;
  /** "Amounts for {n} servings (recipe makes {m})", one and many. */
  scaledFor: [string, string];
  /** The header's yield at the reader's servings: "{n} servings (the recipe makes {m})". */
  yieldScaled: [string, string];
  or: string;
  brand: string;
  cookMode: string;
  exit: string;
  previous: string;
  next: string;
  /** "Step {n} of {m}". */
  stepOf: string;
  youNeed: string;
  /** "Start timer: {time}". */
  startTimer: string;
  timers: string;
  stop: string;
  dismiss: string;
  timeUp: string;
  /** "Step {n}: {time}". */
  timerLabel: string;
  /** Above a scaled method whose counts are not all marked: "{n}" the recipe's own servings. */
  stepsAsWritten: string;
  /** "Timer for step {n} is done". */
  timerDone: string;
  awake: string;
  noAwake: string;
};

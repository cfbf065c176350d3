// The site's UI strings per language. Records carry their own language (Spanish recipes);
// the words around them follow it. One dictionary per language, each with every key.

export type Lang = 'en' | 'es';

export type Dict = {
  recipe: {
    prep: string;
    cook: string;
    total: string;
    servings: string;
    ingredients: string;
    method: string;
    tip: string;
    nutrition: string;
    nutritionFacts: string;
    allergens: string;
    none: string;
    more: string;
    collections: string;
    print: string;
    audience: string;
    servingSize: string;
    /** The printed recipe's nutrition line: "Nutrition per serving". */
    printNutrition: string;
    /** Names of the catalog's audiences; one missing here is shown as the catalog names it. */
    audiences: Record<string, string>;
  };
  /** The recipe page's tools: scaler, units, checklist, timers, cook mode. */
  tools: RecipeToolStrings;
  /** The search pages and the header search. `{n}`, `{label}`, `{sort}`, `{q}` are filled in by
   *  `fill` (./fill.ts); pairs are [one, many]. */
  search: {
    results: string;
    pages: string;
    filters: string;
    filtersCount: string;
    closeFilters: string;
    showResults: [string, string];
    updating: string;
    sortBy: string;
    sorts: Record<'relevance' | 'name' | 'quickest' | 'newest' | 'leanest', string>;
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
    nouns: Record<'recipes' | 'cuts' | 'cut-collections', [string, string]>;
    /** The header search and its combined results page. */
    site: {
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
};

export type RecipeToolStrings = {
  servings: string;
  fewer: string;
  more: string;
  units: string;
  us: string;
  metric: string;
  update: string;
  /** "Amounts for {n} servings (recipe makes {m})". */
  scaledFor: string;
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
  /** "Timer for step {n} is done". */
  timerDone: string;
  awake: string;
  noAwake: string;
};

export const dictionaries = {
  en: {
    recipe: {
      prep: 'Prep',
      cook: 'Cook',
      total: 'Total',
      servings: 'Serves',
      ingredients: 'Ingredients',
      method: 'Method',
      tip: 'Kitchen tip',
      nutrition: 'Nutrition',
      nutritionFacts: 'Nutrition Facts',
      allergens: 'Allergens',
      none: 'None of the nine major food allergens.',
      more: 'More like this',
      collections: 'In these collections',
      print: 'Print',
      audience: 'Audience',
      servingSize: 'Serving size',
      printNutrition: 'Nutrition per serving',
      audiences: {},
    },
    tools: {
      servings: 'Servings',
      fewer: 'Fewer servings',
      more: 'More servings',
      units: 'Units',
      us: 'US',
      metric: 'Metric',
      update: 'Update',
      scaledFor: 'Amounts for {n} servings (the recipe makes {m}).',
      or: 'or',
      brand: 'Brand',
      cookMode: 'Cook mode',
      exit: 'Exit',
      previous: 'Previous',
      next: 'Next',
      stepOf: 'Step {n} of {m}',
      youNeed: 'You need',
      startTimer: 'Start timer: {time}',
      timers: 'Timers',
      stop: 'Stop',
      dismiss: 'Dismiss',
      timeUp: 'Time is up',
      timerLabel: 'Step {n}: {time}',
      timerDone: 'Timer for step {n} is done.',
      awake: 'The screen stays on while cook mode is open.',
      noAwake: 'This browser cannot keep the screen on.',
    },
    search: {
      results: 'Results',
      pages: 'Result pages',
      filters: 'Filters',
      filtersCount: 'Filters ({n})',
      closeFilters: 'Close filters',
      showResults: ['Show {n} result', 'Show {n} results'],
      updating: 'Updating…',
      sortBy: 'Sort by',
      sorts: { relevance: 'Best match', name: 'A–Z', quickest: 'Quickest', newest: 'Newest', leanest: 'Leanest' },
      apply: 'Apply',
      activeFilters: 'Active filters',
      removeFilter: 'Remove filter {label}',
      clearAll: 'Clear all',
      any: 'Any',
      perPage: '{n} per page',
      resultsPerPage: 'Results per page',
      count: ['{n} {noun}', '{n} {noun}'],
      showing: ', showing {from}-{to}',
      noMatch: 'Nothing matches every filter.',
      tryDropping: 'Try dropping one:',
      unavailable: 'Search is unavailable right now. Try again in a moment.',
      sortIgnored: 'The content service could not sort by “{sort}”: these results are in its own order.',
      scopeNote: 'Everyday dishes for home cooks. Left out unless you ask:',
      showLeftOut: { 'sub-recipe': 'rubs, sauces and marinades ({n})', foodservice: 'foodservice recipes ({n})' },
      roles: { 'sub-recipe': 'Rub, sauce or marinade', foodservice: 'Foodservice' },
      nouns: { recipes: ['recipe', 'recipes'], cuts: ['cut', 'cuts'], 'cut-collections': ['guide', 'guides'] },
      site: {
        label: 'Search recipes and cuts',
        placeholder: 'Recipes, cuts…',
        submit: 'Search',
        suggestions: 'Suggestions',
        seeAll: 'All results for “{q}”',
        title: 'Search',
        heading: 'Recipes and cuts for “{q}”',
        prompt: 'Search recipes and beef cuts by name, ingredient or IMPS/NAMP number.',
        allOf: 'See all {n} {noun}',
        none: 'No {noun} match “{q}”.',
      },
    },
  },
  es: {
    recipe: {
      prep: 'Preparación',
      cook: 'Cocción',
      total: 'Total',
      servings: 'Porciones',
      ingredients: 'Ingredientes',
      method: 'Preparación',
      tip: 'Consejo de cocina',
      nutrition: 'Nutrición',
      nutritionFacts: 'Información nutricional',
      allergens: 'Alérgenos',
      none: 'Ninguno de los nueve alérgenos alimentarios principales.',
      more: 'Más recetas como esta',
      collections: 'En estas colecciones',
      print: 'Imprimir',
      audience: 'Público',
      servingSize: 'Tamaño de la porción',
      printNutrition: 'Nutrición por porción',
      audiences: { Consumer: 'Consumidor', Foodservice: 'Servicio de alimentos' },
    },
    tools: {
      servings: 'Porciones',
      fewer: 'Menos porciones',
      more: 'Más porciones',
      units: 'Unidades',
      us: 'EE. UU.',
      metric: 'Métrico',
      update: 'Actualizar',
      scaledFor: 'Cantidades para {n} porciones (la receta rinde {m}).',
      or: 'o',
      brand: 'Marca',
      cookMode: 'Modo cocina',
      exit: 'Salir',
      previous: 'Anterior',
      next: 'Siguiente',
      stepOf: 'Paso {n} de {m}',
      youNeed: 'Necesitas',
      startTimer: 'Iniciar temporizador: {time}',
      timers: 'Temporizadores',
      stop: 'Detener',
      dismiss: 'Cerrar',
      timeUp: '¡Se acabó el tiempo!',
      timerLabel: 'Paso {n}: {time}',
      timerDone: 'Terminó el temporizador del paso {n}.',
      awake: 'La pantalla se mantiene encendida mientras el modo cocina está abierto.',
      noAwake: 'Este navegador no puede mantener la pantalla encendida.',
    },
    search: {
      results: 'Resultados',
      pages: 'Páginas de resultados',
      filters: 'Filtros',
      filtersCount: 'Filtros ({n})',
      closeFilters: 'Cerrar filtros',
      showResults: ['Ver {n} resultado', 'Ver {n} resultados'],
      updating: 'Actualizando…',
      sortBy: 'Ordenar por',
      sorts: {
        relevance: 'Más relevantes',
        name: 'A–Z',
        quickest: 'Más rápidas',
        newest: 'Más recientes',
        leanest: 'Más magros',
      },
      apply: 'Aplicar',
      activeFilters: 'Filtros activos',
      removeFilter: 'Quitar el filtro {label}',
      clearAll: 'Quitar todos',
      any: 'Cualquiera',
      perPage: '{n} por página',
      resultsPerPage: 'Resultados por página',
      count: ['{n} {noun}', '{n} {noun}'],
      showing: ', del {from} al {to}',
      noMatch: 'Nada cumple todos los filtros.',
      tryDropping: 'Pruebe a quitar uno:',
      unavailable: 'La búsqueda no está disponible ahora. Vuelva a intentarlo en un momento.',
      sortIgnored: 'El servicio de contenido no pudo ordenar por «{sort}»: estos resultados están en su propio orden.',
      scopeNote: 'Platos de todos los días para cocinar en casa. Se omiten salvo que los pida:',
      showLeftOut: {
        'sub-recipe': 'adobos, salsas y marinadas ({n})',
        foodservice: 'recetas para servicio de alimentos ({n})',
      },
      roles: { 'sub-recipe': 'Adobo, salsa o marinada', foodservice: 'Servicio de alimentos' },
      nouns: { recipes: ['receta', 'recetas'], cuts: ['corte', 'cortes'], 'cut-collections': ['guía', 'guías'] },
      site: {
        label: 'Buscar recetas y cortes',
        placeholder: 'Recetas, cortes…',
        submit: 'Buscar',
        suggestions: 'Sugerencias',
        seeAll: 'Todos los resultados de «{q}»',
        title: 'Buscar',
        heading: 'Recetas y cortes para «{q}»',
        prompt: 'Busque recetas y cortes de res por nombre, ingrediente o número IMPS/NAMP.',
        allOf: 'Ver {n} {noun}',
        none: 'No hay {noun} para «{q}».',
      },
    },
  },
} satisfies Record<Lang, Dict>;

/** One language's strings, typed as the shared shape (the literal types stay on `dictionaries`). */
export const dictionary = (lang: Lang): Dict => dictionaries[lang];

/** The language a recipe is written in. */
export const recipeLang = (recipe: { isSpanish: boolean }): Lang => (recipe.isSpanish ? 'es' : 'en');

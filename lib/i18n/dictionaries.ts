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
    /** Names of the catalog's audiences; one missing here is shown as the catalog names it. */
    audiences: Record<string, string>;
  };
  /** The recipe page's tools: scaler, units, checklist, timers, cook mode. */
  tools: RecipeToolStrings;
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
  },
} satisfies Record<Lang, Dict>;

/** One language's strings, typed as the shared shape (the literal types stay on `dictionaries`). */
export const dictionary = (lang: Lang): Dict => dictionaries[lang];

/** The language a recipe is written in. */
export const recipeLang = (recipe: { isSpanish: boolean }): Lang => (recipe.isSpanish ? 'es' : 'en');

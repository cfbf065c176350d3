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
  },
} satisfies Record<Lang, Dict>;

/** One language's strings, typed as the shared shape (the literal types stay on `dictionaries`). */
export const dictionary = (lang: Lang): Dict => dictionaries[lang];

/** The language a recipe is written in. */
export const recipeLang = (recipe: { isSpanish: boolean }): Lang => (recipe.isSpanish ? 'es' : 'en');

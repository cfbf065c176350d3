// What the artwork knows about ingredients: how each one that shows on a plate looks (its kind
// of garnish and colour) and what it is called in English and Spanish, for the alt text.
// Ingredients that do not show (salt, oil, dried spices, broth) are simply absent.

export type GarnishKind =
  | 'leaf'
  | 'sprig'
  | 'chile'
  | 'pepper'
  | 'tomato'
  | 'citrus'
  | 'onion'
  | 'ring'
  | 'cheese'
  | 'bean'
  | 'seed'
  | 'egg'
  | 'avocado'
  | 'chunk'
  | 'mushroom'
  | 'olive'
  | 'clove'
  | 'sauce'
  | 'grain';

export type Look = { kind: GarnishKind; color: string; en: string; es: string };

export const LOOKS: Record<string, Look> = {
  parsley: { kind: 'leaf', color: '#3f8f2f', en: 'parsley', es: 'perejil' },
  cilantro: { kind: 'leaf', color: '#4caf3a', en: 'cilantro', es: 'cilantro' },
  basil: { kind: 'leaf', color: '#2f7d32', en: 'basil', es: 'albahaca' },
  mint: { kind: 'leaf', color: '#5cb85c', en: 'mint', es: 'menta' },
  arugula: { kind: 'leaf', color: '#4a8c2a', en: 'arugula', es: 'rúcula' },
  spinach: { kind: 'leaf', color: '#2e6b2a', en: 'spinach', es: 'espinaca' },
  kale: { kind: 'leaf', color: '#2f5e34', en: 'kale', es: 'col rizada' },
  watercress: { kind: 'leaf', color: '#4f9a3a', en: 'watercress', es: 'berros' },
  'romaine-lettuce': { kind: 'leaf', color: '#7cbf4a', en: 'lettuce', es: 'lechuga' },
  'green-cabbage': { kind: 'leaf', color: '#a9cf7d', en: 'cabbage', es: 'repollo' },
  thyme: { kind: 'sprig', color: '#5b7f3a', en: 'thyme', es: 'tomillo' },
  rosemary: { kind: 'sprig', color: '#4d6e3b', en: 'rosemary', es: 'romero' },
  'green-onion': { kind: 'ring', color: '#6dbb45', en: 'green onion', es: 'cebollín' },
  leek: { kind: 'ring', color: '#b9d88a', en: 'leek', es: 'puerro' },
  'jalapeno-pepper': { kind: 'chile', color: '#3e8e2c', en: 'jalapeño', es: 'jalapeño' },
  'serrano-pepper': { kind: 'chile', color: '#2f7a25', en: 'serrano chile', es: 'chile serrano' },
  'habanero-pepper': { kind: 'chile', color: '#f28a1a', en: 'habanero', es: 'habanero' },
  'poblano-pepper': { kind: 'chile', color: '#2d5a27', en: 'poblano', es: 'chile poblano' },
  'ancho-chile': { kind: 'chile', color: '#6e1c14', en: 'ancho chiles', es: 'chiles anchos' },
  'dried-red-chile': { kind: 'chile', color: '#a3221a', en: 'red chiles', es: 'chiles rojos' },
  'red-bell-pepper': { kind: 'pepper', color: '#d7352b', en: 'red peppers', es: 'pimiento rojo' },
  'green-bell-pepper': { kind: 'pepper', color: '#4f8a2b', en: 'green peppers', es: 'pimiento verde' },
  tomato: { kind: 'tomato', color: '#d63a2f', en: 'tomatoes', es: 'tomate' },
  'cherry-tomato': { kind: 'tomato', color: '#e0392b', en: 'cherry tomatoes', es: 'tomates cherry' },
  lime: { kind: 'citrus', color: '#7cb342', en: 'lime', es: 'limón' },
  lemon: { kind: 'citrus', color: '#f4d03f', en: 'lemon', es: 'limón amarillo' },
  orange: { kind: 'citrus', color: '#f39c12', en: 'orange', es: 'naranja' },
  'red-onion': { kind: 'onion', color: '#9b4d8a', en: 'red onion', es: 'cebolla morada' },
  shallot: { kind: 'onion', color: '#c98a7a', en: 'shallots', es: 'chalotas' },
  'cheddar-cheese': { kind: 'cheese', color: '#f0a830', en: 'cheddar', es: 'queso cheddar' },
  'monterey-jack-cheese': { kind: 'cheese', color: '#f7e3a1', en: 'cheese', es: 'queso' },
  'mozzarella-cheese': { kind: 'cheese', color: '#fbf3da', en: 'mozzarella', es: 'mozzarella' },
  'provolone-cheese': { kind: 'cheese', color: '#f6e7b4', en: 'provolone', es: 'provolone' },
  'swiss-cheese': { kind: 'cheese', color: '#f4e4a6', en: 'Swiss cheese', es: 'queso suizo' },
  'parmesan-cheese': { kind: 'cheese', color: '#f1e2ae', en: 'parmesan', es: 'parmesano' },
  'blue-cheese': { kind: 'cheese', color: '#e9e6da', en: 'blue cheese', es: 'queso azul' },
  'feta-cheese': { kind: 'cheese', color: '#fafaf2', en: 'feta', es: 'queso fresco' },
  'black-beans': { kind: 'bean', color: '#2b2522', en: 'black beans', es: 'frijoles negros' },
  'kidney-beans': { kind: 'bean', color: '#7b2a25', en: 'kidney beans', es: 'frijoles rojos' },
  'pinto-beans': { kind: 'bean', color: '#b07a55', en: 'pinto beans', es: 'frijoles pintos' },
  chickpeas: { kind: 'bean', color: '#e0b873', en: 'chickpeas', es: 'garbanzos' },
  'green-peas': { kind: 'bean', color: '#6ab04c', en: 'peas', es: 'chícharos' },
  'corn-kernels': { kind: 'bean', color: '#f5cd3c', en: 'corn', es: 'elote' },
  peanuts: { kind: 'bean', color: '#c8965a', en: 'peanuts', es: 'cacahuates' },
  raisins: { kind: 'bean', color: '#4a2a3a', en: 'raisins', es: 'pasas' },
  'sesame-seeds': { kind: 'seed', color: '#f3e6c4', en: 'sesame seeds', es: 'ajonjolí' },
  'black-pepper': { kind: 'seed', color: '#2a2420', en: 'cracked pepper', es: 'pimienta' },
  capers: { kind: 'seed', color: '#5f7a3a', en: 'capers', es: 'alcaparras' },
  egg: { kind: 'egg', color: '#f6b626', en: 'eggs', es: 'huevo' },
  avocado: { kind: 'avocado', color: '#9bc45a', en: 'avocado', es: 'aguacate' },
  carrot: { kind: 'chunk', color: '#e67e22', en: 'carrots', es: 'zanahoria' },
  'red-potato': { kind: 'chunk', color: '#e3c27a', en: 'potatoes', es: 'papas' },
  'russet-potato': { kind: 'chunk', color: '#e9c97a', en: 'potatoes', es: 'papas' },
  'sweet-potato': { kind: 'chunk', color: '#e07b39', en: 'sweet potatoes', es: 'camote' },
  celery: { kind: 'chunk', color: '#a6cf6a', en: 'celery', es: 'apio' },
  zucchini: { kind: 'chunk', color: '#5c8f3a', en: 'zucchini', es: 'calabacita' },
  cucumber: { kind: 'chunk', color: '#a8d08d', en: 'cucumber', es: 'pepino' },
  radish: { kind: 'chunk', color: '#d94f70', en: 'radishes', es: 'rábanos' },
  'daikon-radish': { kind: 'chunk', color: '#f1efe6', en: 'daikon', es: 'rábano blanco' },
  broccoli: { kind: 'chunk', color: '#2e7d32', en: 'broccoli', es: 'brócoli' },
  asparagus: { kind: 'chunk', color: '#6b9a3a', en: 'asparagus', es: 'espárragos' },
  'green-beans': { kind: 'chunk', color: '#4f8f32', en: 'green beans', es: 'ejotes' },
  pineapple: { kind: 'chunk', color: '#f7c948', en: 'pineapple', es: 'piña' },
  'asian-pear': { kind: 'chunk', color: '#e8d9a0', en: 'pear', es: 'pera' },
  'bean-sprouts': { kind: 'chunk', color: '#f1ecd0', en: 'bean sprouts', es: 'brotes de soya' },
  'cremini-mushroom': { kind: 'mushroom', color: '#8d6e55', en: 'mushrooms', es: 'champiñones' },
  'white-mushroom': { kind: 'mushroom', color: '#d9cbb5', en: 'mushrooms', es: 'champiñones' },
  'green-olives': { kind: 'olive', color: '#7f9a3a', en: 'olives', es: 'aceitunas' },
  'black-olives': { kind: 'olive', color: '#2f2a2a', en: 'olives', es: 'aceitunas' },
  garlic: { kind: 'clove', color: '#f3ecd8', en: 'garlic', es: 'ajo' },
  'ginger-root': { kind: 'clove', color: '#e2c28a', en: 'ginger', es: 'jengibre' },
  lemongrass: { kind: 'sprig', color: '#b5c96a', en: 'lemongrass', es: 'hierba limón' },
  'star-anise': { kind: 'seed', color: '#6b3a22', en: 'star anise', es: 'anís estrella' },
  'cinnamon-stick': { kind: 'sprig', color: '#8b4a25', en: 'cinnamon', es: 'canela' },
  'sour-cream': { kind: 'sauce', color: '#fbf8ef', en: 'sour cream', es: 'crema' },
  'plain-yogurt': { kind: 'sauce', color: '#fbfaf4', en: 'yogurt', es: 'yogur' },
  salsa: { kind: 'sauce', color: '#c8321f', en: 'salsa', es: 'salsa' },
  horseradish: { kind: 'sauce', color: '#f6f2e6', en: 'horseradish cream', es: 'crema de rábano picante' },
  'barbecue-sauce': { kind: 'sauce', color: '#6e2414', en: 'barbecue sauce', es: 'salsa barbacoa' },
  tahini: { kind: 'sauce', color: '#e3cfa5', en: 'tahini sauce', es: 'salsa de tahini' },
  'hoisin-sauce': { kind: 'sauce', color: '#4a1c12', en: 'hoisin', es: 'hoisin' },
  'long-grain-white-rice': { kind: 'grain', color: '#f7f3e8', en: 'rice', es: 'arroz' },
  'brown-rice': { kind: 'grain', color: '#d8c39a', en: 'brown rice', es: 'arroz integral' },
  'pearl-barley': { kind: 'grain', color: '#e4d3a8', en: 'barley', es: 'cebada' },
  quinoa: { kind: 'grain', color: '#eadcb5', en: 'quinoa', es: 'quinoa' },
};

/** What a recipe's sauce sub-recipe looks like (by its slug's words). */
export function sauceColor(slug: string): string | undefined {
  if (/chimichurri|herb/.test(slug)) return '#4d8a2e';
  if (/romesco|red-chile|chile/.test(slug)) return '#b8401f';
  if (/rub/.test(slug)) return '#8a3a1e';
  if (/marinade|teriyaki|hoisin/.test(slug)) return '#5a2a16';
  if (/butter/.test(slug)) return '#f6dd8a';
  return undefined;
}

/** Ingredients that show, in recipe order, with duplicates removed. */
export function visible(ingredients: readonly string[]): (Look & { slug: string })[] {
  const seen = new Set<string>();
  const out: (Look & { slug: string })[] = [];
  for (const s of ingredients) {
    const look = LOOKS[s];
    if (!look || seen.has(look.en)) continue;
    seen.add(look.en);
    out.push({ ...look, slug: s });
  }
  return out;
}

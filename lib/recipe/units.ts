// The closed list of units an ingredient line or a step may use, with their names in English
// and Spanish. Volume is counted in US teaspoons, mass in grams, length in centimetres; count
// units (a clove, a can) are counted, never converted. Factors: 1 US tsp = 4.92892 ml,
// 1 oz = 28.349523125 g, 1 in = 2.54 cm (NIST Handbook 44, appendix C).

export type Lang = 'en' | 'es';
export type Dimension = 'volume' | 'mass' | 'length' | 'count';

export type UnitId =
  | 'teaspoon'
  | 'tablespoon'
  | 'cup'
  | 'fluid-ounce'
  | 'pint'
  | 'quart'
  | 'gallon'
  | 'milliliter'
  | 'liter'
  | 'ounce'
  | 'pound'
  | 'gram'
  | 'kilogram'
  | 'inch'
  | 'centimeter'
  | 'pinch'
  | 'dash'
  | 'clove'
  | 'can'
  | 'package'
  | 'slice'
  | 'stalk'
  | 'stick'
  | 'sprig'
  | 'head'
  | 'bunch'
  | 'rack'
  | 'piece'
  | 'leaf'
  | 'bottle'
  | 'jar'
  | 'loaf';

type Names = { one: string; other: string; /** Other spellings read, never written. */ read?: string[] };
export type UnitSpec = {
  dim: Dimension;
  /** In teaspoons (volume), grams (mass) or centimetres (length); 1 for counts. */
  factor: number;
  /** Metric units are never written for a US reader, and the other way round. */
  system: 'us' | 'metric' | 'both';
  en: Names;
  es: Names;
};

const TSP_ML = 4.92892159375;
const OZ_G = 28.349523125;

export const UNITS: Record<UnitId, UnitSpec> = {
  teaspoon: {
    dim: 'volume',
    factor: 1,
    system: 'us',
    en: { one: 'teaspoon', other: 'teaspoons', read: ['tsp', 'tsp.'] },
    es: { one: 'cucharadita', other: 'cucharaditas', read: ['cdta', 'cdta.', 'cdita'] },
  },
  tablespoon: {
    dim: 'volume',
    factor: 3,
    system: 'us',
    en: { one: 'tablespoon', other: 'tablespoons', read: ['tbsp', 'tbsp.'] },
    es: { one: 'cucharada', other: 'cucharadas', read: ['cda', 'cda.'] },
  },
  cup: {
    dim: 'volume',
    factor: 48,
    system: 'us',
    en: { one: 'cup', other: 'cups' },
    es: { one: 'taza', other: 'tazas' },
  },
  'fluid-ounce': {
    dim: 'volume',
    factor: 6,
    system: 'us',
    en: { one: 'fluid ounce', other: 'fluid ounces', read: ['fl oz', 'fl. oz.'] },
    es: { one: 'onza líquida', other: 'onzas líquidas' },
  },
  pint: {
    dim: 'volume',
    factor: 96,
    system: 'us',
    en: { one: 'pint', other: 'pints' },
    es: { one: 'pinta', other: 'pintas' },
  },
  quart: {
    dim: 'volume',
    factor: 192,
    system: 'us',
    en: { one: 'quart', other: 'quarts', read: ['qt'] },
    es: { one: 'cuarto de galón', other: 'cuartos de galón' },
  },
  gallon: {
    dim: 'volume',
    factor: 768,
    system: 'us',
    en: { one: 'gallon', other: 'gallons', read: ['gal'] },
    es: { one: 'galón', other: 'galones' },
  },
  milliliter: {
    dim: 'volume',
    factor: 1 / TSP_ML,
    system: 'metric',
    en: { one: 'ml', other: 'ml', read: ['milliliter', 'milliliters', 'millilitre', 'millilitres', 'mL'] },
    es: { one: 'ml', other: 'ml', read: ['mililitro', 'mililitros'] },
  },
  liter: {
    dim: 'volume',
    factor: 1000 / TSP_ML,
    system: 'metric',
    en: { one: 'l', other: 'l', read: ['liter', 'liters', 'litre', 'litres', 'L'] },
    es: { one: 'l', other: 'l', read: ['litro', 'litros'] },
  },
  ounce: {
    dim: 'mass',
    factor: OZ_G,
    system: 'us',
    en: { one: 'ounce', other: 'ounces', read: ['oz', 'oz.'] },
    es: { one: 'onza', other: 'onzas' },
  },
  pound: {
    dim: 'mass',
    factor: 16 * OZ_G,
    system: 'us',
    en: { one: 'pound', other: 'pounds', read: ['lb', 'lbs', 'lb.', 'lbs.'] },
    es: { one: 'libra', other: 'libras' },
  },
  gram: {
    dim: 'mass',
    factor: 1,
    system: 'metric',
    en: { one: 'g', other: 'g', read: ['gram', 'grams'] },
    es: { one: 'g', other: 'g', read: ['gramo', 'gramos'] },
  },
  kilogram: {
    dim: 'mass',
    factor: 1000,
    system: 'metric',
    en: { one: 'kg', other: 'kg', read: ['kilogram', 'kilograms'] },
    es: { one: 'kg', other: 'kg', read: ['kilogramo', 'kilogramos'] },
  },
  inch: {
    dim: 'length',
    factor: 2.54,
    system: 'us',
    en: { one: 'inch', other: 'inches' },
    es: { one: 'pulgada', other: 'pulgadas' },
  },
  centimeter: {
    dim: 'length',
    factor: 1,
    system: 'metric',
    en: { one: 'cm', other: 'cm', read: ['centimeter', 'centimeters'] },
    es: { one: 'cm', other: 'cm', read: ['centímetro', 'centímetros'] },
  },
  pinch: {
    dim: 'count',
    factor: 1,
    system: 'both',
    en: { one: 'pinch', other: 'pinches' },
    es: { one: 'pizca', other: 'pizcas' },
  },
  dash: {
    dim: 'count',
    factor: 1,
    system: 'both',
    en: { one: 'dash', other: 'dashes' },
    es: { one: 'chorrito', other: 'chorritos' },
  },
  clove: {
    dim: 'count',
    factor: 1,
    system: 'both',
    en: { one: 'clove', other: 'cloves' },
    es: { one: 'diente', other: 'dientes' },
  },
  can: {
    dim: 'count',
    factor: 1,
    system: 'both',
    en: { one: 'can', other: 'cans' },
    es: { one: 'lata', other: 'latas' },
  },
  package: {
    dim: 'count',
    factor: 1,
    system: 'both',
    en: { one: 'package', other: 'packages', read: ['pkg'] },
    es: { one: 'paquete', other: 'paquetes' },
  },
  slice: {
    dim: 'count',
    factor: 1,
    system: 'both',
    en: { one: 'slice', other: 'slices' },
    es: { one: 'rebanada', other: 'rebanadas' },
  },
  stalk: {
    dim: 'count',
    factor: 1,
    system: 'both',
    en: { one: 'stalk', other: 'stalks' },
    es: { one: 'tallo', other: 'tallos' },
  },
  stick: {
    dim: 'count',
    factor: 1,
    system: 'both',
    en: { one: 'stick', other: 'sticks' },
    es: { one: 'barra', other: 'barras' },
  },
  sprig: {
    dim: 'count',
    factor: 1,
    system: 'both',
    en: { one: 'sprig', other: 'sprigs' },
    es: { one: 'ramita', other: 'ramitas' },
  },
  head: {
    dim: 'count',
    factor: 1,
    system: 'both',
    en: { one: 'head', other: 'heads' },
    es: { one: 'cabeza', other: 'cabezas' },
  },
  bunch: {
    dim: 'count',
    factor: 1,
    system: 'both',
    en: { one: 'bunch', other: 'bunches' },
    es: { one: 'manojo', other: 'manojos' },
  },
  rack: {
    dim: 'count',
    factor: 1,
    system: 'both',
    en: { one: 'rack', other: 'racks' },
    es: { one: 'costillar', other: 'costillares' },
  },
  piece: {
    dim: 'count',
    factor: 1,
    system: 'both',
    en: { one: 'piece', other: 'pieces' },
    es: { one: 'pieza', other: 'piezas' },
  },
  leaf: {
    dim: 'count',
    factor: 1,
    system: 'both',
    en: { one: 'leaf', other: 'leaves' },
    es: { one: 'hoja', other: 'hojas' },
  },
  bottle: {
    dim: 'count',
    factor: 1,
    system: 'both',
    en: { one: 'bottle', other: 'bottles' },
    es: { one: 'botella', other: 'botellas' },
  },
  jar: {
    dim: 'count',
    factor: 1,
    system: 'both',
    en: { one: 'jar', other: 'jars' },
    es: { one: 'frasco', other: 'frascos' },
  },
  loaf: {
    dim: 'count',
    factor: 1,
    system: 'both',
    en: { one: 'loaf', other: 'loaves' },
    es: { one: 'barra', other: 'barras' },
  },
};

/** Count units read only in Spanish: in English "2 bay leaves" is a count of a noun, while
 *  "3 hojas de laurel" names its unit first. */
const SPANISH_ONLY: ReadonlySet<UnitId> = new Set(['leaf']);

export const unitName = (id: UnitId, lang: Lang, plural: boolean) => {
  const n = UNITS[id][lang];
  return plural ? n.other : n.one;
};

/** Words that name a unit, longest first (so "fluid ounces" wins over "ounces"), per language. */
export const UNIT_WORDS: Record<Lang, { word: string; id: UnitId }[]> = (() => {
  const out: Record<Lang, { word: string; id: UnitId }[]> = { en: [], es: [] };
  for (const [id, spec] of Object.entries(UNITS) as [UnitId, UnitSpec][]) {
    for (const lang of ['en', 'es'] as const) {
      if (lang === 'en' && SPANISH_ONLY.has(id)) continue;
      const n = spec[lang];
      // Metric symbols and US abbreviations are read in either language.
      const words = [n.one, n.other, ...(n.read ?? []), ...(spec[lang === 'en' ? 'es' : 'en'].read ?? [])];
      for (const word of new Set(words)) out[lang].push({ word, id });
    }
  }
  for (const list of Object.values(out)) list.sort((a, b) => b.word.length - a.word.length);
  return out;
})();

export const TEASPOON_ML = TSP_ML;

/** Units whose amounts are items with a size ("1 can (28 ounces)"), not measures. */
export const ITEM_UNITS: ReadonlySet<UnitId> = new Set([
  'can',
  'package',
  'jar',
  'bottle',
  'rack',
  'piece',
  'head',
  'loaf',
]);

// Which dish a recipe's picture shows, decided from the recipe's own data (name words, menu
// and meal categories, cooking methods, cuts and ingredients), and the alt text that says
// what the picture shows, in the recipe's language.
import { visible } from '@/scripts/catalog/art/ingredients';

export type RecipeArtInput = {
  id: number;
  name: string;
  isSpanish: boolean;
  methods: string[];
  cuisines: string[];
  menus: string[];
  meals: string[];
  /** Non-beef ingredient slugs in recipe order, then those of the recipes it uses. */
  ingredients: string[];
  /** Recipes used as ingredients (a sauce, a rub). */
  sauces: { slug: string; name: string }[];
  cuts: { slug: string; name: string; categories: string[]; boneIn: boolean }[];
};

export const DISH_FORMS = [
  'sliced-steak',
  'steak-plate',
  'smothered',
  'cutlet',
  'roast',
  'dutch-oven',
  'bowl',
  'noodle-soup',
  'curry',
  'wok',
  'tacos',
  'fajitas',
  'wrap',
  'rice-bowl',
  'burger',
  'sliders',
  'sandwich',
  'crostini',
  'skewers',
  'salad',
  'meatballs',
  'pastry',
  'casserole',
  'stuffed-peppers',
  'meatloaf',
  'pasta',
  'ribs',
  'brisket',
  'burnt-ends',
  'skillet',
  'jar',
  'rolls',
  'jerky',
  'rice-plate',
] as const;
export type DishForm = (typeof DISH_FORMS)[number];

const NOODLES = ['rice-noodles', 'egg-noodles', 'spaghetti', 'lasagna-noodles'];
const THIN_STEAKS = [
  'flank-steak',
  'inside-skirt-steak',
  'outside-skirt-steak',
  'sirloin-flap',
  'tri-tip-roast',
  'hanger-steak',
  'top-sirloin-cap',
];

export function dishForm(r: RecipeArtInput): DishForm {
  const name = r.name.toLowerCase();
  const has = (slug: string) => r.ingredients.includes(slug);
  const menu = r.menus[0] ?? '';
  const method = r.methods[0] ?? '';
  const soupFirst = menu === 'soup-and-stew';
  const cutIs = (category: string) => r.cuts.some((c) => c.categories.includes(category));
  const cutSlug = (re: RegExp) => r.cuts.some((c) => re.test(c.slug));
  if (r.cuts.length === 0 && r.menus.includes('sauce-and-rub')) return 'jar';
  if (/\bpho\b|noodle soup|ramen/.test(name) || (r.menus.includes('soup-and-stew') && NOODLES.some(has)))
    return 'noodle-soup';
  if (soupFirst && /soup|sopa|caldo|chili/.test(name)) return 'bowl';
  if (/kabob|kebab|skewer|kofta|brochette/.test(name)) return 'skewers';
  if (/negimaki|braciole|\brolls?\b|rolled/.test(name)) return 'rolls';
  if (/burnt ends/.test(name)) return 'burnt-ends';
  if (/jerky/.test(name)) return 'jerky';
  if (/meatloaf/.test(name)) return 'meatloaf';
  if (/slider/.test(name)) return 'sliders';
  if (/\bburgers?\b/.test(name) || menu === 'burger') return 'burger';
  if (/empanada/.test(name) || (/patt(y|ies)\b/.test(name) && has('all-purpose-flour') && method === 'bake'))
    return 'pastry';
  if (/stuffed pepper/.test(name)) return 'stuffed-peppers';
  if (/lasagna|enchilada|cottage pie|pot pie|pastel de papa|casserole/.test(name)) return 'casserole';
  if (/fajita/.test(name)) return 'fajitas';
  if (/\bbowls?\b/.test(name)) return 'rice-bowl';
  if (/burrito|\bwraps?\b/.test(name)) return 'wrap';
  if (/taco/.test(name) || (r.menus.includes('tacos-and-bowls') && has('corn-tortilla') && !soupFirst)) return 'tacos';
  if (/crostini|toasts?\b/.test(name)) return 'crostini';
  if (menu === 'sandwich' || /sandwich|\bsubs?\b|cheesesteak|french dip|banh mi|pitas?\b|pepito|sloppy/.test(name))
    return 'sandwich';
  if (menu === 'salad') return 'salad';
  if (/albondiga|meatball/.test(name) && !soupFirst) return 'meatballs';
  if (/curry|rendang|keema|nihari/.test(name)) return 'curry';
  if ((method === 'smoke' || method === 'grill') && cutIs('ribs')) return 'ribs';
  if (method === 'smoke' && cutSlug(/brisket/)) return 'brisket';
  if (r.meals[0] === 'breakfast' || /\bhash\b|breakfast|and eggs/.test(name)) return 'skillet';
  if (r.methods.includes('stir-fry')) return 'wok';
  if (/stroganoff|bolognese|spaghetti/.test(name) || menu === 'pasta-and-noodles') return 'pasta';
  if (soupFirst) return method === 'braise' || method === 'slow-cooker' ? 'dutch-oven' : 'bowl';
  if (/fried steak|empanizado|milanesa|schnitzel/.test(name)) return 'cutlet';
  if (r.methods.includes('roast') && cutIs('roast') && !cutSlug(/tri-tip/)) return 'roast';
  if (/smothered|swiss steak|gravy/.test(name)) return 'smothered';
  if (/ropa vieja|vaca frita|picadillo|hambagu|barbacoa|tinga/.test(name)) return 'rice-plate';
  if (['braise', 'slow-cooker', 'pressure-cooker'].includes(method)) return 'dutch-oven';
  if (method === 'simmer') return 'bowl';
  if (
    /sliced|skirt|flank|churrasco|arrachera|asada|tagliata|picanha|tri-tip|carving/.test(name) ||
    r.cuts.some((c) => THIN_STEAKS.includes(c.slug))
  )
    return 'sliced-steak';
  return 'steak-plate';
}

const METHOD: Record<string, [string, string]> = {
  grill: ['grilled', 'a la parrilla'],
  broil: ['broiled', 'asada'],
  skillet: ['seared', 'dorada'],
  'stir-fry': ['stir-fried', 'salteada'],
  roast: ['roasted', 'al horno'],
  braise: ['braised', 'guisada'],
  'slow-cooker': ['slow-cooked', 'cocida a fuego lento'],
  'pressure-cooker': ['pressure-cooked', 'cocida a presión'],
  smoke: ['smoked', 'ahumada'],
  simmer: ['simmered', 'cocida a fuego lento'],
  bake: ['baked', 'horneada'],
};

/** [English, Spanish]; {m} is the cooking method, {cut} the beef. */
const SHOWS: Record<DishForm, [string, string]> = {
  'sliced-steak': ['Sliced {m} {cut} on a wooden board', 'Carne de res {m} en rebanadas sobre una tabla de madera'],
  'steak-plate': ['A {m} {cut} on a plate', 'Un bistec {m} en un plato'],
  smothered: ['{Cut} smothered in gravy with onions', 'Bistec bañado en salsa con cebolla'],
  cutlet: ['A golden breaded {cut} on a plate', 'Un bistec empanizado y dorado en un plato'],
  roast: ['A {m} {cut} being carved on a board', 'Un asado de res {m} cortado en rebanadas sobre una tabla'],
  'dutch-oven': ['{M} beef in a Dutch oven', 'Carne de res {m} en una olla de hierro'],
  bowl: ['A bowl of beef stew', 'Un tazón de guiso de res'],
  'noodle-soup': ['A bowl of beef noodle soup', 'Un tazón de sopa de fideos con res'],
  curry: ['A beef curry in a bowl beside rice', 'Un curry de res en un tazón junto a arroz'],
  wok: ['{M} beef in a wok', 'Carne de res salteada en un wok'],
  tacos: ['Beef tacos on a board', 'Tacos de res sobre una tabla'],
  fajitas: [
    'Sizzling beef fajitas in a cast-iron pan with tortillas',
    'Fajitas de res en un sartén de hierro con tortillas',
  ],
  wrap: ['A beef wrap cut in half', 'Un burrito de res cortado a la mitad'],
  'rice-bowl': ['A beef rice bowl', 'Un tazón de arroz con carne de res'],
  burger: ['A beef burger on a board', 'Una hamburguesa de res sobre una tabla'],
  sliders: ['Beef sliders on a sheet pan', 'Minihamburguesas de res en una charola'],
  sandwich: ['A beef sandwich on a board', 'Un sándwich de res sobre una tabla'],
  crostini: ['Beef crostini on a board', 'Crostini de res sobre una tabla'],
  skewers: ['{M} beef skewers on a platter', 'Brochetas de res {m} en una fuente'],
  salad: ['A beef salad on a plate', 'Una ensalada de res en un plato'],
  meatballs: ['Beef meatballs in a pan of sauce', 'Albóndigas de res en una cazuela con salsa'],
  pastry: ['Baked beef pastries on a tray', 'Empanadas de res horneadas en una charola'],
  casserole: ['A baked beef casserole in its dish', 'Un platillo de res horneado en su refractario'],
  'stuffed-peppers': ['Stuffed peppers in a baking dish', 'Pimientos rellenos en un refractario'],
  meatloaf: ['A glazed meatloaf, sliced', 'Un pastel de carne glaseado en rebanadas'],
  pasta: ['Pasta with beef on a plate', 'Pasta con carne de res en un plato'],
  ribs: ['{M} beef ribs on a board', 'Costillas de res {m} sobre una tabla'],
  brisket: ['Sliced smoked brisket on butcher paper', 'Pecho de res ahumado en rebanadas sobre papel'],
  'burnt-ends': ['Glazed brisket burnt ends in a tray', 'Puntas de pecho de res glaseadas en una charola'],
  skillet: ['A breakfast skillet with beef and eggs', 'Un sartén de desayuno con carne de res y huevo'],
  jar: ['A jar of {sauce}', 'Un frasco de {sauce}'],
  rolls: ['Beef rolls, sliced to show the filling', 'Rollos de res rebanados'],
  jerky: ['Strips of beef jerky on a board', 'Tiras de cecina de res sobre una tabla'],
  'rice-plate': ['Beef with rice on a plate', 'Carne de res con arroz en un plato'],
};

const list = (items: string[], and: string) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

/** Alt text: what the picture shows ("Sliced grilled outside skirt steak on a wooden board
 *  with chimichurri"), in Spanish for Spanish recipes. */
export function recipeAlt(r: RecipeArtInput, form: DishForm, garnish: string[]): string {
  const es = r.isSpanish;
  const m = METHOD[r.methods[0] ?? '']?.[es ? 1 : 0] ?? (es ? 'cocida' : 'cooked');
  const cut = (r.cuts[0]?.name ?? 'beef').replace(/^Beef /, '').toLowerCase();
  const sauce = r.name.toLowerCase();
  let text = SHOWS[form][es ? 1 : 0]
    .replace('{m}', m)
    .replace('{M}', m[0]!.toUpperCase() + m.slice(1))
    .replace('{cut}', cut)
    .replace('{Cut}', cut[0]!.toUpperCase() + cut.slice(1))
    .replace('{sauce}', sauce);
  const withs = [...r.sauces.map((s) => s.name.toLowerCase()), ...garnish].slice(0, 3);
  if (withs.length && form !== 'jar') text += `${es ? ', con' : ' with'} ${list(withs, es ? 'y' : 'and')}`;
  return text;
}

/** The names of the garnishes a picture shows, for the alt text. */
export function garnishNames(r: RecipeArtInput, count: number): string[] {
  return visible(r.ingredients)
    .filter((l) => l.kind !== 'grain' || count > 3)
    .slice(0, count)
    .map((l) => (r.isSpanish ? l.es : l.en));
}

// A recipe's picture: its dish (recipe-form.ts decides which, dishes.ts draws it) on a table
// whose surface follows the cuisine, with garnish, a napkin and a side dish placed by a
// random source seeded with the recipe id. No text: the name belongs to the page.
import { DISHES, type DishCtx } from '@/scripts/catalog/art/dishes';
import { sauceColor, visible } from '@/scripts/catalog/art/ingredients';
import { BEEF, bowl, scatter } from '@/scripts/catalog/art/pieces';
import {
  dishForm,
  garnishNames,
  recipeAlt,
  type DishForm,
  type RecipeArtInput,
} from '@/scripts/catalog/art/recipe-form';
import {
  circle,
  darken,
  group,
  light,
  lighten,
  mix,
  n,
  path,
  rand,
  rect,
  svgDoc,
  type Rand,
} from '@/scripts/catalog/art/svg';

export type Ratio = '16x9' | '4x3' | '1x1';
export const RATIO_SIZES: Record<Ratio, readonly [number, number]> = {
  '16x9': [1280, 720],
  '4x3': [1024, 768],
  '1x1': [800, 800],
};

type Surface = 'planks' | 'tiles' | 'linen' | 'marble' | 'slate' | 'leaf' | 'paper';
const TABLES: Record<string, { surface: Surface; colors: string[]; napkin: string }> = {
  american: { surface: 'planks', colors: ['#8a5a3a', '#a0704a', '#6f4a33'], napkin: '#c0392b' },
  'southern-bbq': { surface: 'paper', colors: ['#3a2a22', '#4a3328', '#2e221c'], napkin: '#d9c7a3' },
  mexican: { surface: 'tiles', colors: ['#c8643c', '#d9774a', '#b4532f'], napkin: '#2a8c82' },
  'latin-american': { surface: 'planks', colors: ['#b5773f', '#c98a4a', '#9a6232'], napkin: '#f2c14e' },
  caribbean: { surface: 'planks', colors: ['#2f8f8a', '#3aa39c', '#26746f'], napkin: '#f28c28' },
  italian: { surface: 'linen', colors: ['#efe4d2', '#f4ead8', '#e6d8c0'], napkin: '#b83a2e' },
  french: { surface: 'marble', colors: ['#ece8e2', '#e2ddd5', '#f2efe9'], napkin: '#3b5b8c' },
  spanish: { surface: 'tiles', colors: ['#2b5c8a', '#356a9c', '#244d74'], napkin: '#f2c14e' },
  mediterranean: { surface: 'planks', colors: ['#7fb2c9', '#8fc0d4', '#6aa0b8'], napkin: '#f4f1ea' },
  'middle-eastern': { surface: 'tiles', colors: ['#b5653a', '#c77a45', '#9c5530'], napkin: '#1f6f8b' },
  indian: { surface: 'linen', colors: ['#a33b2b', '#b54a2f', '#8e3225'], napkin: '#f2b705' },
  chinese: { surface: 'slate', colors: ['#2a2a2e', '#34343a', '#222226'], napkin: '#b22222' },
  japanese: { surface: 'slate', colors: ['#3b4a3f', '#455649', '#33403a'], napkin: '#e8dcc8' },
  korean: { surface: 'planks', colors: ['#5a4a3a', '#66553f', '#4a3c30'], napkin: '#2c6e9b' },
  'southeast-asian': { surface: 'leaf', colors: ['#6e8b3d', '#7a9945', '#5f7a33'], napkin: '#f0e0b8' },
};
// What may lie loose on a table (not a fried egg or a dollop of sauce).
const LOOSE = new Set([
  'leaf',
  'sprig',
  'chile',
  'citrus',
  'tomato',
  'clove',
  'seed',
  'onion',
  'ring',
  'olive',
  'mushroom',
]);
const WARES = ['#f7f4ee', '#fbfaf7', '#e9eef2', '#efe6d8', '#2f3b45', '#e4ecdf', '#f3e1d3', '#3a3a3a'];

function table(r: Rand, cuisine: string, x0: number, w: number): string {
  const t = TABLES[cuisine] ?? TABLES.american!;
  const base = mix(r.pick(t.colors), r.next() < 0.5 ? '#000000' : '#ffffff', r.range(0, 0.14));
  const y0 = -100;
  const h = 1200;
  let pattern = '';
  switch (t.surface) {
    case 'planks': {
      const width = r.range(170, 260);
      for (let x = x0 - r.range(0, width); x < x0 + w; x += width)
        pattern +=
          rect(x, y0, 6, h, darken(base, 0.25)) +
          path(
            `M${n(x + width * 0.4)} ${y0}Q${n(x + width * 0.5)} 500 ${n(x + width * 0.35)} ${y0 + h}`,
            'none',
            `stroke="${darken(base, 0.1)}" stroke-width="4" opacity="0.6"`,
          );
      break;
    }
    case 'tiles': {
      const size = r.range(180, 240);
      for (let x = x0 - r.range(0, size); x < x0 + w; x += size) pattern += rect(x, y0, 8, h, lighten(base, 0.35));
      for (let y = y0 - r.range(0, size); y < y0 + h; y += size) pattern += rect(x0, y, w, 8, lighten(base, 0.35));
      break;
    }
    case 'linen': {
      const gap = r.range(60, 90);
      for (let y = y0 - r.range(0, gap); y < y0 + h; y += gap) pattern += rect(x0, y, w, 10, darken(base, 0.08));
      break;
    }
    case 'marble':
      for (let i = 0; i < 6; i++)
        pattern += path(
          `M${n(x0 + r.range(0, w))} ${y0}Q${n(x0 + r.range(0, w))} ${n(r.range(200, 800))} ${n(x0 + r.range(0, w))} ${y0 + h}`,
          'none',
          `stroke="${darken(base, 0.12)}" stroke-width="${n(r.range(2, 6))}" opacity="0.7"`,
        );
      break;
    case 'slate':
      for (let i = 0; i < 120; i++)
        pattern += circle(x0 + r.range(0, w), y0 + r.range(0, h), r.range(2, 6), lighten(base, 0.12), 'opacity="0.6"');
      break;
    case 'leaf':
      pattern +=
        path(
          `M${n(x0 + w * 0.1)} 1000Q${n(x0 + w * 0.5)} -300 ${n(x0 + w * 0.95)} 100Q${n(x0 + w * 0.6)} 900 ${n(x0 + w * 0.1)} 1000Z`,
          lighten(base, 0.12),
        ) +
        Array.from({ length: 14 }, (_, i) =>
          path(
            `M${n(x0 + w * (0.15 + i * 0.06))} ${n(950 - i * 60)}l${n(w * 0.05)} -120`,
            'none',
            `stroke="${darken(base, 0.1)}" stroke-width="5"`,
          ),
        ).join('');
      break;
    case 'paper':
      pattern += rect(
        x0 + w * r.range(0.05, 0.2),
        20,
        w * 0.7,
        960,
        '#d8c4a0',
        6,
        `transform="rotate(${n(r.range(-4, 4))} ${n(x0 + w / 2)} 500)"`,
      );
      break;
  }
  return rect(x0, y0, w, h, base) + pattern;
}

/** The recipe's art and alt text in each ratio. */
export type RecipeArt = { form: DishForm; alt: string; svg: Record<Ratio, string> };

function sauceOf(input: RecipeArtInput, has: (s: string) => boolean): string {
  const fromSub = input.sauces.map((s) => sauceColor(s.slug)).find(Boolean);
  if (fromSub && input.cuts.length) return fromSub;
  if (input.cuts.length === 0) return sauceColor(input.name.toLowerCase()) ?? fromSub ?? '#8a3a1e';
  if (has('coconut-milk')) return '#b9772f';
  if (has('curry-powder') || has('ground-turmeric')) return '#c27a1c';
  if (has('ancho-chile') || has('dried-red-chile')) return '#7e2314';
  if (has('barbecue-sauce') || has('ketchup')) return '#7a2416';
  if (has('crushed-tomatoes') || has('tomato-sauce') || has('diced-tomatoes') || has('tomato-paste')) return '#a8321e';
  if (has('sour-cream') || has('heavy-cream') || has('whole-milk')) return '#cfa878';
  if (has('soy-sauce') || has('oyster-sauce') || has('hoisin-sauce')) return '#4a2412';
  if (has('salsa')) return '#c8321f';
  return '#6b3a1f';
}

export function recipeArt(input: RecipeArtInput): RecipeArt {
  const form = dishForm(input);
  const has = (s: string) => input.ingredients.includes(s);
  const looks = visible(input.ingredients);
  const method = input.methods[0] ?? '';
  const longCooked = ['braise', 'slow-cooker', 'pressure-cooker', 'simmer', 'smoke', 'bake'].includes(method);
  const ground = input.cuts.some((c) => c.categories.includes('ground-beef'));
  const r0 = rand(input.id);
  const ctx: DishCtx = {
    r: r0,
    name: input.name.toLowerCase(),
    looks,
    has,
    sauce: sauceOf(input, has),
    inside: longCooked || ground ? BEEF.brown : r0.pick([BEEF.rare, BEEF.pink]),
    ware: r0.pick(WARES),
    ground,
    boneIn: input.cuts.some((c) => c.boneIn),
  };
  // The dish is drawn once (one random sequence) and framed three times.
  const dish = DISHES[form](ctx);
  const cuisine = input.cuisines[0] ?? 'american';
  const alt = recipeAlt(input, form, garnishNames(input, 2));
  const svg = {} as Record<Ratio, string>;
  for (const [ratio, [w, h]] of Object.entries(RATIO_SIZES) as [Ratio, readonly [number, number]][]) {
    // Each ratio gets its own random source, seeded alike for every build.
    const r = rand(input.id, ratio.length + w);
    const vh = 900;
    const vw = (vh * w) / h;
    const x0 = 500 - vw / 2;
    const room = (vw - 1000) / 2;
    const side = r.next() < 0.5 ? -1 : 1;
    const dx = side * room * r.range(0.25, 0.6) + r.range(-30, 30);
    const dy = r.range(-45, 45);
    const turn = r.range(-12, 12);
    const scale = r.range(1.0, 1.12);
    const bx = 500 - side * (500 + room * 0.55);
    const sideDish = looks.find((l) => LOOSE.has(l.kind) || l.kind === 'sauce');
    const by = r.range(250, 750);
    const props =
      // A folded napkin, a side bowl and loose garnish in the free part of the table.
      rect(
        0,
        0,
        300,
        220,
        TABLES[cuisine]?.napkin ?? '#c0392b',
        16,
        `transform="translate(${n(bx - 150 + r.range(-60, 60))} ${n(r.pick([-80, 860]))}) rotate(${n(r.range(-20, 20))})"`,
      ) +
      (sideDish && room > 100
        ? sideDish.kind === 'sauce'
          ? bowl(bx, by, 100, r.pick(WARES), sideDish.color)
          : bowl(bx, by, 100, r.pick(WARES), lighten(sideDish.color, 0.5)) +
            scatter(r, [sideDish], bx, by, 45, 45, 4, 28)
        : '') +
      scatter(r, looks.filter((l) => LOOSE.has(l.kind)).slice(0, 3), 500 + dx, 500, 600, 540, 7, 44);
    const body =
      table(r, cuisine, x0 - 20, vw + 40) +
      light(rand(input.id, 5), x0 - 20, -100, vw + 40, 1200) +
      props +
      group(
        `translate(${n(500 + dx)} ${n(500 + dy)}) rotate(${n(turn)}) scale(${n(scale)}) translate(-500 -500)`,
        dish,
      );
    svg[ratio] = svgDoc(w, h, `${n(x0)} 50 ${n(vw)} ${vh}`, body);
  }
  return { form, alt, svg };
}

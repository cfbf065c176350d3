// One drawing per dish form, in a 1000 × 1000 square centred on (500, 500). Each takes the
// recipe's garnishes and colours so that two recipes of one form still look different.
import type { Look } from '@/scripts/catalog/art/ingredients';
import {
  BEEF,
  beefSlice,
  board,
  bowl,
  chunks,
  crumbles,
  garnish,
  noodles,
  plate,
  pool,
  pot,
  rice,
  scatter,
  skewer,
  steak,
  tortilla,
} from '@/scripts/catalog/art/pieces';
import type { DishForm } from '@/scripts/catalog/art/recipe-form';
import {
  circle,
  darken,
  ellipse,
  group,
  lighten,
  n,
  path,
  rect,
  roundBlob,
  type Rand,
} from '@/scripts/catalog/art/svg';

export type DishCtx = {
  r: Rand;
  name: string;
  /** Garnishes that show, in recipe order. */
  looks: (Look & { slug: string })[];
  has: (slug: string) => boolean;
  /** The colour of the dish's sauce, stew or glaze. */
  sauce: string;
  /** The inside of sliced beef: pink for steaks and roasts, brown for long-cooked beef. */
  inside: string;
  /** A plate or bowl colour picked for the recipe. */
  ware: string;
  ground: boolean;
  boneIn: boolean;
};

const leafy = (c: DishCtx) => c.looks.filter((l) => l.kind === 'leaf' || l.kind === 'ring' || l.kind === 'sprig');
const colourful = (c: DishCtx) => c.looks.filter((l) => l.kind !== 'grain' && l.kind !== 'clove' && l.kind !== 'sauce');
const veg = (c: DishCtx) =>
  c.looks.filter((l) => ['pepper', 'chunk', 'tomato', 'onion', 'mushroom', 'bean', 'olive', 'chile'].includes(l.kind));
const toppings = (c: DishCtx, n = 4) => {
  const out = [...leafy(c).slice(0, 2), ...colourful(c).filter((l) => !leafy(c).includes(l))];
  return out.slice(0, n);
};

function slicedSteak(c: DishCtx): string {
  const { r } = c;
  const deg = r.range(-14, 14);
  const count = 7 + r.int(3);
  // Shingled slices, each overlapping the last, the pink inside facing up.
  const slices = Array.from({ length: count }, (_, i) => {
    const x = -250 + (i * 500) / (count - 1);
    return group(
      `translate(${n(x)} ${n(r.range(-12, 12))}) rotate(${n(8 + r.range(-5, 5))})`,
      rect(-52, -130, 104, 260, BEEF.crust, 30) +
        rect(-42, -118, 84, 236, c.inside, 24) +
        rect(-20, -100, 22, 200, lighten(c.inside, 0.18), 10, 'opacity="0.6"'),
    );
  }).join('');
  const sauce = Array.from({ length: 7 }, (_, i) =>
    path(roundBlob(r, -240 + i * 80 + r.range(-20, 20), r.range(-70, 20), 34, 22, 0.3, 6), c.sauce, 'opacity="0.95"'),
  ).join('');
  return (
    board(500, 500, 800, 500, deg) +
    group(`translate(500 500) rotate(${n(deg)})`, slices + sauce) +
    scatter(r, toppings(c, 3), 500, 500, 320, 190, 12, 30)
  );
}

function steakPlate(c: DishCtx): string {
  const { r } = c;
  const bites = /bites|tips/.test(c.name);
  const frites = /frites|fries|potato/.test(c.name) || c.has('russet-potato');
  let body = plate(500, 500, 350, c.ware);
  if (bites) {
    body += chunks(r, 500, 500, 220, 200, 16, 62, BEEF.sear);
  } else if (c.boneIn) {
    body += steak(r, 470, 500, 400, 300, r.range(-20, 20));
    body += path(
      'M330 410L600 400M465 405L478 630',
      'none',
      'stroke="#f4ead8" stroke-width="24" stroke-linecap="round"',
    );
  } else {
    body += steak(r, 450, 480, 330, 240, r.range(-25, 25));
  }
  if (frites)
    body += Array.from({ length: 14 }, () =>
      rect(
        0,
        0,
        130,
        22,
        '#f0c25a',
        8,
        `transform="translate(${n(r.range(560, 700))} ${n(r.range(520, 680))}) rotate(${n(r.range(0, 180))})"`,
      ),
    ).join('');
  else body += pool(r, 620, 620, 90, 60, c.sauce);
  return body + scatter(r, toppings(c, 3), 500, 500, 240, 240, 9, 30);
}

function smothered(c: DishCtx): string {
  const { r } = c;
  return (
    plate(500, 500, 350, c.ware) +
    (c.has('long-grain-white-rice') || c.has('egg-noodles')
      ? c.has('egg-noodles')
        ? noodles(r, 390, 560, 150, 120, '#efd28a', 10)
        : rice(r, 380, 560, 150, 120)
      : '') +
    steak(r, 540, 460, 300, 220, r.range(-20, 20), false) +
    pool(r, 540, 460, 170, 120, c.sauce) +
    Array.from({ length: 8 }, () => garnish('onion', '#e9d6a6', r.range(440, 640), r.range(380, 540), 34, r)).join('') +
    scatter(r, toppings(c, 2), 500, 500, 240, 240, 7, 26)
  );
}

function cutlet(c: DishCtx): string {
  const { r } = c;
  // A breaded steak, golden and craggy, gravy poured over one end.
  const d = roundBlob(r, 470, 480, 240, 165, 0.16, 12);
  const crumbs = Array.from({ length: 70 }, () =>
    circle(
      r.range(260, 690),
      r.range(350, 610),
      r.range(4, 9),
      r.pick(['#a8672a', '#e0a95a', '#8c5220']),
      'opacity="0.8"',
    ),
  ).join('');
  const clip = `<clipPath id="cutlet"><path d="${d}"/></clipPath>`;
  return (
    plate(500, 500, 360, c.ware) +
    clip +
    path(d, '#000', 'opacity="0.2" transform="translate(8 12)"') +
    path(d, '#cf8e3e') +
    `<g clip-path="url(#cutlet)">${crumbs}</g>` +
    (c.has('whole-milk')
      ? pool(r, 560, 540, 150, 100, '#efe6d2') +
        scatter(r, [{ kind: 'seed', color: '#2a2420' }], 560, 540, 110, 70, 16, 30)
      : '') +
    scatter(r, toppings(c, 3), 640, 650, 120, 60, 6, 34)
  );
}

function roast(c: DishCtx): string {
  const { r } = c;
  const deg = r.range(-12, 12);
  const bones = c.boneIn
    ? Array.from({ length: 4 }, (_, i) => rect(-180 + i * 90, -210, 30, 90, '#f2e6cf', 14)).join('')
    : '';
  const roastBody =
    bones +
    rect(-220, -140, 380, 240, BEEF.crust, 90) +
    rect(-205, -128, 350, 216, '#7a3a22', 80) +
    Array.from({ length: 3 }, (_, i) =>
      path(`M${-150 + i * 110} -120L${-150 + i * 110} 90`, 'none', 'stroke="#3a1a10" stroke-width="6" opacity="0.4"'),
    ).join('');
  const slices = Array.from({ length: 3 }, (_, i) => beefSlice(230 + i * 40, 40 + i * 28, 240, 170, 80, c.inside)).join(
    '',
  );
  return (
    board(500, 500, 820, 520, deg) +
    group(`translate(500 490) rotate(${n(deg)})`, roastBody + slices) +
    // Carving knife and fork.
    group(
      `translate(${n(500 + r.range(-40, 40))} 760) rotate(${n(-8 + r.range(-6, 6))})`,
      rect(-300, -14, 330, 28, '#cfd6dc', 12) + rect(30, -18, 170, 36, '#3b2a20', 14),
    ) +
    scatter(r, toppings(c, 3), 500, 470, 330, 200, 10, 30)
  );
}

function dutchOven(c: DishCtx): string {
  const { r } = c;
  const color = r.pick(['#b23a2a', '#2f4f6f', '#2b2b2b', '#3f6b4a', '#c46a1c']);
  const big = c.boneIn || /short ribs|shank|osso|pot roast|rabo/.test(c.name);
  return (
    pot(500, 500, 330, color) +
    pool(r, 500, 500, 290, 285, c.sauce) +
    (big
      ? chunks(r, 500, 500, 140, 130, 3, 170, BEEF.braised) +
        (c.boneIn || /shank|osso|rabo/.test(c.name)
          ? circle(480, 480, 40, '#f2e6cf') + circle(480, 480, 20, '#c98a5a')
          : '')
      : chunks(r, 500, 500, 230, 230, 12, 70)) +
    scatter(r, veg(c).length ? veg(c) : toppings(c), 500, 500, 240, 240, 14, 42) +
    scatter(r, leafy(c), 500, 500, 230, 230, 6, 26)
  );
}

function stewBowl(c: DishCtx): string {
  const { r } = c;
  const meatballs = /albondiga|meatball/.test(c.name);
  const chili = /chili/.test(c.name);
  return (
    bowl(500, 500, 330, c.ware, c.sauce) +
    (c.ground || chili
      ? crumbles(r, 500, 500, 230, 230, 140, darken(c.sauce, 0.25))
      : meatballs
        ? Array.from({ length: 6 }, (_, i) => {
            const a = (i / 6) * Math.PI * 2 + r.next();
            const x = 500 + Math.cos(a) * 150;
            const y = 500 + Math.sin(a) * 150;
            return circle(x, y, 55, BEEF.brown) + circle(x - 14, y - 16, 16, '#ffffff', 'opacity="0.2"');
          }).join('')
        : chunks(r, 500, 500, 220, 220, 10, 66)) +
    scatter(r, veg(c), 500, 500, 230, 230, 12, 38) +
    (c.has('sour-cream') ? garnish('sauce', '#fbf8ef', 500 + r.range(-40, 40), 480, 80, r) : '') +
    scatter(r, leafy(c), 500, 500, 200, 200, 8, 24)
  );
}

function noodleSoup(c: DishCtx): string {
  const { r } = c;
  const broth = /red-braised|red braised/.test(c.name) ? '#8a3a1e' : '#c8914a';
  const noodleColor = c.has('rice-noodles') ? '#f6f1e4' : '#ecd08a';
  const slices = Array.from({ length: 4 }, (_, i) =>
    beefSlice(
      380 + i * 70,
      380 + r.range(-20, 20),
      70,
      150,
      80 + r.range(-15, 15),
      c.inside === BEEF.pink ? '#b88070' : c.inside,
    ),
  ).join('');
  return (
    bowl(500, 500, 340, c.ware, broth) +
    noodles(r, 500, 540, 230, 170, noodleColor, 12) +
    slices +
    (c.has('bean-sprouts')
      ? Array.from({ length: 10 }, () => garnish('chunk', '#f1ecd0', r.range(560, 700), r.range(520, 660), 26, r)).join(
          '',
        )
      : '') +
    scatter(r, leafy(c), 500, 500, 240, 240, 10, 30) +
    (c.has('lime') ? garnish('citrus', '#7cb342', 700, 360, 60, r) : '') +
    // Chopsticks across the rim.
    group(
      `translate(500 500) rotate(${n(r.range(-30, 30))})`,
      rect(-420, -130, 520, 16, '#c89a5b', 6) + rect(-420, -96, 520, 16, '#c89a5b', 6),
    )
  );
}

function curry(c: DishCtx): string {
  const { r } = c;
  return (
    plate(500, 520, 380, c.ware) +
    rice(r, 360, 540, 170, 150, c.has('brown-rice') ? '#d8c39a' : '#f7f3e8') +
    bowl(610, 470, 190, lighten(c.ware, 0.1), c.sauce) +
    (c.ground ? crumbles(r, 610, 470, 120, 120, 60) : chunks(r, 610, 470, 110, 110, 6, 56)) +
    scatter(r, veg(c), 610, 470, 120, 120, 5, 34) +
    scatter(r, leafy(c), 560, 480, 260, 200, 8, 24)
  );
}

function wok(c: DishCtx): string {
  const { r } = c;
  const deg = r.range(-40, 40);
  const strips = Array.from({ length: 12 }, () =>
    beefSlice(r.range(-170, 170), r.range(-170, 170), 110, 34, r.range(0, 180), BEEF.brown, '#4a2212'),
  ).join('');
  const noodle = c.has('egg-noodles') ? noodles(r, 0, 0, 220, 200, '#e8c878', 12) : '';
  const fries = /lomo saltado/.test(c.name)
    ? Array.from({ length: 8 }, () =>
        rect(
          0,
          0,
          110,
          22,
          '#f0c25a',
          8,
          `transform="translate(${n(r.range(-160, 120))} ${n(r.range(-160, 140))}) rotate(${n(r.range(0, 180))})"`,
        ),
      ).join('')
    : '';
  return (
    group(
      `translate(500 500) rotate(${n(deg)})`,
      rect(250, -22, 260, 44, '#2b2b2b', 20) +
        circle(14, 20, 320, '#000', 'opacity="0.25"') +
        circle(0, 0, 320, '#3a3a3a') +
        circle(0, 0, 280, '#262626') +
        pool(r, 0, 0, 240, 230, darken(c.sauce, 0.1)) +
        noodle +
        strips +
        fries,
    ) +
    scatter(r, veg(c), 500, 500, 220, 220, 14, 44) +
    scatter(r, leafy(c), 500, 500, 220, 220, 8, 26) +
    (c.has('long-grain-white-rice') ? bowl(830, 250, 110, c.ware, '#f7f3e8') : '')
  );
}

function tacos(c: DishCtx): string {
  const { r } = c;
  const items = Array.from({ length: 3 }, (_, i) => {
    const x = 250 + i * 250 + r.range(-12, 12);
    const y = 520 + r.range(-25, 25);
    // A taco from the side: the filling heaped in a folded tortilla.
    return group(
      `translate(${n(x)} ${n(y)}) rotate(${n(r.range(-10, 10))}) scale(1.35)`,
      path('M-110 0A110 100 0 0 0 110 0Z', '#000', 'opacity="0.2" transform="translate(8 12)"') +
        path(roundBlob(r, 0, -28, 100, 46, 0.12, 8), c.ground ? BEEF.ground : BEEF.brown) +
        (c.ground ? crumbles(r, 0, -36, 80, 26, 22) : chunks(r, 0, -36, 70, 22, 5, 30)) +
        scatter(r, toppings(c, 3), 0, -50, 80, 24, 9, 20) +
        path('M-112 -4A112 104 0 0 0 112 -4Z', '#ecd49a') +
        path('M-92 18A92 76 0 0 0 92 18', 'none', 'stroke="#c9a860" stroke-width="5"') +
        circle(-40, 50, 6, '#b58a3e') +
        circle(30, 70, 5, '#b58a3e'),
    );
  }).join('');
  return (
    board(500, 530, 860, 460, r.range(-5, 5), '#a87a4a') +
    items +
    scatter(
      r,
      c.looks.filter((l) => l.kind === 'citrus'),
      500,
      790,
      300,
      30,
      2,
      56,
    )
  );
}

function fajitas(c: DishCtx): string {
  const { r } = c;
  const pan = group(
    `translate(440 500) rotate(${n(r.range(-30, 30))})`,
    rect(260, -26, 240, 52, '#1f1f1f', 20) +
      circle(12, 18, 300, '#000', 'opacity="0.25"') +
      circle(0, 0, 300, '#2a2a2a') +
      circle(0, 0, 262, '#1a1a1a'),
  );
  const strips = Array.from({ length: 9 }, () =>
    beefSlice(440 + r.range(-170, 170), 500 + r.range(-170, 170), 130, 34, r.range(0, 180), BEEF.brown, '#4a2212'),
  ).join('');
  const peppers = Array.from({ length: 14 }, (_, i) =>
    garnish(
      'pepper',
      ['#d7352b', '#4f8a2b', '#f1c232'][i % 3]!,
      440 + r.range(-190, 190),
      500 + r.range(-190, 190),
      50,
      r,
    ),
  ).join('');
  return (
    pan +
    strips +
    peppers +
    tortilla(r, 820, 300, 130) +
    tortilla(r, 840, 320, 130) +
    scatter(r, leafy(c), 440, 500, 200, 200, 6, 26)
  );
}

function wrap(c: DishCtx): string {
  const { r } = c;
  if (c.has('romaine-lettuce') && !c.has('flour-tortilla')) {
    return (
      plate(500, 500, 360, c.ware) +
      [0, 1, 2]
        .map((i) => {
          const x = 340 + i * 160;
          const y = 500 + (i % 2 ? -60 : 60);
          return (
            path(roundBlob(r, x, y, 120, 90, 0.12, 8), '#8cc65a') +
            crumbles(r, x, y, 80, 55, 40) +
            scatter(r, colourful(c), x, y, 70, 50, 5, 20)
          );
        })
        .join('')
    );
  }
  const halves = [0, 1]
    .map((i) => {
      const x = 400 + i * 220;
      const y = 500 + (i ? 40 : -40);
      return group(
        `translate(${x} ${y}) rotate(${n(-30 + i * 60 + r.range(-8, 8))})`,
        rect(-220, -95, 300, 190, '#000', 90, 'opacity="0.2" transform="translate(8 12)"') +
          rect(-220, -95, 300, 190, '#ead39c', 90) +
          ellipse(80, 0, 40, 95, '#d9bd7e') +
          ellipse(80, 0, 32, 82, c.ground ? BEEF.ground : BEEF.brown) +
          scatter(r, colourful(c).slice(0, 4), 80, 0, 22, 60, 6, 18),
      );
    })
    .join('');
  return (
    board(500, 500, 800, 480, r.range(-6, 6), '#b58552') +
    halves +
    (c.has('salsa') ? bowl(790, 760, 80, c.ware, '#c8321f') : '')
  );
}

function riceBowl(c: DishCtx): string {
  const { r } = c;
  // A bibimbap-style bowl: rice under sections of toppings, the beef taking the largest.
  const sections = colourful(c)
    .filter((l) => l.kind !== 'seed' && l.kind !== 'egg')
    .slice(0, 4);
  const start = r.range(0, Math.PI * 2);
  const beefAngle = start;
  const beefX = 500 + Math.cos(beefAngle) * 120;
  const beefY = 500 + Math.sin(beefAngle) * 120;
  const beef = c.ground
    ? crumbles(r, beefX, beefY, 160, 140, 160)
    : Array.from({ length: 20 }, () =>
        beefSlice(
          beefX + r.range(-110, 110),
          beefY + r.range(-100, 100),
          140,
          44,
          r.range(0, 180),
          BEEF.brown,
          '#3a1a10',
        ),
      ).join('');
  const wedges = sections
    .map((l, i) => {
      const a = start + Math.PI * 0.75 + (i / Math.max(sections.length, 1)) * Math.PI * 1.3;
      const x = 500 + Math.cos(a) * 175;
      const y = 500 + Math.sin(a) * 175;
      return Array.from({ length: 14 }, () =>
        garnish(l.kind, l.color, x + r.range(-65, 65), y + r.range(-60, 60), 54, r),
      ).join('');
    })
    .join('');
  return (
    bowl(500, 500, 350, c.ware, '#f7f3e8') +
    rice(r, 500, 500, 285, 285) +
    wedges +
    beef +
    (c.has('egg') ? garnish('egg', '#f6b626', 500, 500, 80, r) : '') +
    scatter(
      r,
      c.looks.filter((l) => l.kind === 'seed' || l.kind === 'ring'),
      beefX,
      beefY,
      120,
      100,
      18,
      30,
    )
  );
}

function burgerSide(c: DishCtx, x: number, y: number, s: number): string {
  const { r } = c;
  const cheese = c.looks.find((l) => l.kind === 'cheese');
  const lettuce = c.has('romaine-lettuce');
  const tomato = c.has('tomato');
  return group(
    `translate(${n(x)} ${n(y)}) scale(${n(s)})`,
    ellipse(0, 170, 250, 40, '#000', 'opacity="0.2"') +
      rect(-200, 90, 400, 80, '#d2914a', 40) +
      (lettuce
        ? path(
            'M-225 80Q-180 40 -140 80Q-100 40 -60 80Q-20 40 20 80Q60 40 100 80Q140 40 180 80Q210 50 225 80L225 100L-225 100Z',
            '#7cbf4a',
          )
        : '') +
      rect(-215, 20, 430, 75, BEEF.crust, 34) +
      rect(-205, 30, 410, 20, '#7a3b22', 10, 'opacity="0.6"') +
      (cheese ? path('M-220 20L220 20L200 50L150 30L90 60L30 30L-40 55L-100 30L-160 55L-220 30Z', cheese.color) : '') +
      (tomato ? rect(-190, -5, 380, 25, '#d63a2f', 10) : '') +
      path('M-210 -5Q-210 -150 0 -155Q210 -150 210 -5Z', '#d99a52') +
      Array.from({ length: 10 }, (_, i) =>
        ellipse(-140 + i * 30 + r.range(-8, 8), -100 + Math.abs(i - 4.5) * 9 + r.range(-10, 10), 8, 4, '#f7ecd0'),
      ).join(''),
  );
}

function burger(c: DishCtx): string {
  const { r } = c;
  return (
    board(500, 560, 800, 420, r.range(-4, 4), '#a57447') +
    burgerSide(c, 470, 470, 1.05) +
    (c.has('dill-pickles')
      ? [0, 1, 2]
          .map(
            (i) =>
              circle(790 + i * 30, 700 - i * 40, 34, '#7a9a3a') + circle(790 + i * 30, 700 - i * 40, 24, '#a8bf5a'),
          )
          .join('')
      : '') +
    scatter(
      r,
      c.looks.filter((l) => l.kind === 'onion' || l.kind === 'leaf'),
      760,
      640,
      80,
      50,
      3,
      40,
    )
  );
}

function sliders(c: DishCtx): string {
  const { r } = c;
  const tray = rect(110, 200, 780, 600, '#9aa3ab', 30) + rect(130, 220, 740, 560, '#b7bfc6', 24);
  const rows = [0, 1, 2]
    .flatMap((row) =>
      [0, 1, 2].map((col) => burgerSide(c, 260 + col * 240 + r.range(-8, 8), 310 + row * 180 + r.range(-6, 6), 0.42)),
    )
    .join('');
  return tray + rows;
}

function sandwich(c: DishCtx): string {
  const { r } = c;
  const pita = c.has('pita-bread');
  const bun = c.has('hamburger-bun');
  const filling = c.ground ? BEEF.ground : BEEF.brown;
  const extras = colourful(c)
    .filter((l) => l.kind !== 'seed')
    .slice(0, 3);
  if (pita || bun) {
    return (
      plate(500, 500, 360, c.ware) +
      [0, 1]
        .map((i) => {
          const x = 390 + i * 230;
          const y = 480 + (i ? 50 : -30);
          return group(
            `translate(${x} ${y}) rotate(${n(r.range(-15, 15))})`,
            (pita ? path('M-150 0A150 150 0 0 1 150 0Z', '#e6c68a') : circle(0, 0, 140, '#d99a52')) +
              path(roundBlob(r, 0, pita ? -20 : 0, 120, 60, 0.15, 7), filling) +
              scatter(r, extras, 0, pita ? -30 : 0, 110, 40, 7, 24) +
              (c.has('tahini')
                ? path('M-100 -30Q0 -60 100 -30', 'none', 'stroke="#efe2c2" stroke-width="12" stroke-linecap="round"')
                : ''),
          );
        })
        .join('')
    );
  }
  const deg = r.range(-20, 20);
  const cheese = c.looks.find((l) => l.kind === 'cheese');
  const jus = /dip|italian beef/.test(c.name);
  const meatballs = /meatball/.test(c.name);
  return (
    board(500, 500, 840, 460, deg * 0.3, '#b07c4c') +
    group(
      `translate(500 480) rotate(${n(deg)})`,
      rect(-330, -85, 660, 170, '#000', 80, 'opacity="0.2" transform="translate(8 14)"') +
        rect(-330, -85, 660, 170, '#d99a52', 80) +
        rect(-300, -55, 600, 110, '#f3dfb0', 50) +
        (meatballs
          ? [-200, -70, 60, 190]
              .map(
                (x) =>
                  circle(x, 0, 52, BEEF.brown) +
                  circle(x, 0, 52, 'none', 'stroke="#a8321e" stroke-width="14" opacity="0.8"'),
              )
              .join('')
          : Array.from({ length: 9 }, (_, i) =>
              path(
                roundBlob(r, -260 + i * 65, r.range(-10, 10), 52, 44, 0.25, 7),
                i % 2 ? filling : lighten(filling, 0.12),
              ),
            ).join('')) +
        (cheese
          ? path(
              'M-280 -30Q-140 10 0 -30Q140 10 280 -30L280 -10Q140 30 0 -10Q-140 30 -280 -10Z',
              cheese.color,
              'opacity="0.95"',
            )
          : '') +
        scatter(r, extras, 0, 0, 270, 40, 10, 26),
    ) +
    (jus ? bowl(800, 770, 95, c.ware, '#6b3a1f') : '')
  );
}

function crostini(c: DishCtx): string {
  const { r } = c;
  return (
    board(500, 500, 820, 520, r.range(-6, 6), '#6b5a4a') +
    Array.from({ length: 6 }, (_, i) => {
      const x = 270 + (i % 3) * 230 + r.range(-15, 15);
      const y = 400 + Math.floor(i / 3) * 210 + r.range(-10, 10);
      return (
        group(
          `translate(${n(x)} ${n(y)}) rotate(${n(r.range(-20, 20))})`,
          rect(-95, -65, 190, 130, '#d9a55e', 40) +
            rect(-80, -52, 160, 104, '#efd59c', 34) +
            beefSlice(0, -5, 150, 70, 0, c.inside),
        ) +
        garnish('sauce', '#f6f2e6', x + 20, y - 10, 40, r) +
        scatter(r, leafy(c), x, y - 10, 50, 30, 2, 22)
      );
    }).join('')
  );
}

function skewers(c: DishCtx): string {
  const { r } = c;
  const vegColors = veg(c)
    .filter((l) => l.kind !== 'chile')
    .map((l) => l.color);
  const kofta = /kofta/.test(c.name);
  const count = 3 + r.int(2);
  const deg = r.range(-25, 25);
  const sticks = Array.from({ length: count }, (_, i) => {
    const y = -((count - 1) * 120) / 2 + i * 120;
    if (kofta)
      return group(
        `translate(0 ${y})`,
        rect(-380, -5, 760, 10, '#d8b27c', 4) +
          rect(-260, -38, 520, 76, BEEF.sear, 38) +
          [-150, -50, 50, 150]
            .map((x) => path(`M${x} -30L${x + 20} 30`, 'none', 'stroke="#2d150c" stroke-width="6" opacity="0.7"'))
            .join(''),
      );
    return skewer(r, 0, y, 700, 0, r.next() < 0.5 ? vegColors : [...vegColors].reverse());
  }).join('');
  return (
    rect(90, 150, 820, 700, darken(c.ware, 0.02), 60) +
    rect(110, 170, 780, 660, c.ware, 50) +
    group(`translate(500 500) rotate(${n(deg)})`, sticks) +
    (c.has('plain-yogurt')
      ? bowl(790, 770, 90, '#f7f4ee', '#fbfaf4') + scatter(r, leafy(c), 790, 770, 50, 50, 4, 16)
      : '') +
    scatter(r, leafy(c), 500, 500, 330, 280, 8, 28)
  );
}

function salad(c: DishCtx): string {
  const { r } = c;
  const greens = c.looks.filter((l) => l.kind === 'leaf');
  const base = greens.length ? greens : [{ kind: 'leaf' as const, color: '#7cbf4a', en: '', es: '', slug: '' }];
  const leaves = Array.from({ length: 26 }, (_, i) =>
    garnish(
      'leaf',
      base[i % base.length]!.color,
      500 + r.range(-230, 230),
      500 + r.range(-230, 230),
      r.range(55, 80),
      r,
    ),
  ).join('');
  const beef = c.ground
    ? crumbles(r, 500, 480, 160, 130, 80)
    : Array.from({ length: 6 }, (_, i) =>
        beefSlice(420 + i * 32, 470 + r.range(-20, 20), 50, 170, 70 + r.range(-10, 10), c.inside),
      ).join('');
  return (
    bowl(500, 500, 350, c.ware, lighten(base[0]!.color, 0.4)) +
    leaves +
    beef +
    scatter(
      r,
      colourful(c).filter((l) => l.kind !== 'leaf'),
      500,
      500,
      250,
      250,
      14,
      40,
    )
  );
}

function meatballs(c: DishCtx): string {
  const { r } = c;
  const glaze = c.sauce;
  const pan = /slow cooker/.test(c.name.toLowerCase())
    ? pot(500, 500, 320, '#5a5a5a')
    : circle(512, 518, 330, '#000', 'opacity="0.22"') +
      circle(500, 500, 330, '#b4542e') +
      circle(500, 500, 300, darken('#b4542e', 0.25));
  const balls = Array.from({ length: 11 }, (_, i) => {
    const a = (i / 11) * Math.PI * 2 + r.next() * 0.3;
    const d = i % 2 ? 170 : 95;
    const x = 500 + Math.cos(a) * d + r.range(-15, 15);
    const y = 500 + Math.sin(a) * d + r.range(-15, 15);
    return (
      circle(x, y, 62, BEEF.brown) +
      circle(x, y, 62, glaze, 'opacity="0.55"') +
      circle(x - 18, y - 20, 16, '#ffffff', 'opacity="0.3"')
    );
  }).join('');
  return pan + pool(r, 500, 500, 270, 270, glaze) + balls + scatter(r, leafy(c), 500, 500, 230, 230, 8, 26);
}

function pastry(c: DishCtx): string {
  const { r } = c;
  const golden = c.has('curry-powder') || c.has('ground-turmeric') ? '#e7b43a' : '#d9984a';
  const tray = rect(110, 210, 780, 580, '#8d959c', 30) + rect(128, 228, 744, 544, '#aab2b9', 24);
  const items = Array.from({ length: 6 }, (_, i) => {
    const x = 280 + (i % 3) * 220 + r.range(-15, 15);
    const y = 380 + Math.floor(i / 3) * 240 + r.range(-10, 10);
    const deg = r.range(-25, 25);
    const half = /patt/.test(c.name)
      ? rect(-100, -70, 200, 140, golden, 20) +
        path(
          'M-90 -60L-90 60M90 -60L90 60',
          'none',
          `stroke="${darken(golden, 0.25)}" stroke-width="8" stroke-dasharray="10 12"`,
        )
      : path('M-110 20A110 100 0 0 1 110 20Z', golden) +
        Array.from({ length: 9 }, (_, k) => {
          const a = Math.PI + (k / 8) * Math.PI;
          return circle(Math.cos(a) * 104, 20 + Math.sin(a) * 94, 12, darken(golden, 0.15));
        }).join('');
    return group(
      `translate(${n(x)} ${n(y)}) rotate(${n(deg)})`,
      half + ellipse(-20, -20, 40, 12, '#ffffff', 'opacity="0.25"'),
    );
  }).join('');
  return (
    tray +
    items +
    (c.has('salsa') || c.has('green-olives') ? bowl(810, 820, 70, c.ware, c.has('salsa') ? '#c8321f' : '#7f9a3a') : '')
  );
}

function casserole(c: DishCtx): string {
  const { r } = c;
  const lasagna = /lasagna/.test(c.name);
  const enchiladas = /enchilada/.test(c.name);
  const potato = /cottage|pastel de papa/.test(c.name);
  const biscuits = /biscuit|pot pie/.test(c.name);
  let top = '';
  if (enchiladas)
    top = Array.from(
      { length: 4 },
      (_, i) =>
        rect(220 + i * 145, 300, 120, 400, '#e0b36a', 50) +
        rect(220 + i * 145, 300, 120, 400, '#a8321e', 50, 'opacity="0.55"'),
    ).join('');
  else if (potato)
    top =
      Array.from({ length: 40 }, () =>
        path(roundBlob(r, r.range(230, 770), r.range(310, 690), 40, 30, 0.3, 6), '#f3dc9a'),
      ).join('') +
      Array.from({ length: 18 }, () =>
        circle(r.range(230, 770), r.range(310, 690), 10, '#c98a3a', 'opacity="0.7"'),
      ).join('');
  else if (biscuits)
    top =
      pool(r, 500, 500, 260, 180, c.sauce) +
      Array.from(
        { length: 6 },
        (_, i) =>
          circle(330 + (i % 3) * 170, 420 + Math.floor(i / 3) * 160, 70, '#e2b064') +
          circle(330 + (i % 3) * 170, 420 + Math.floor(i / 3) * 160, 50, '#edc784'),
      ).join('');
  else if (lasagna)
    top =
      rect(220, 290, 560, 420, '#e9c26a', 20) +
      Array.from({ length: 30 }, () =>
        path(
          roundBlob(r, r.range(240, 760), r.range(310, 690), 34, 26, 0.3, 6),
          r.next() < 0.6 ? '#f6e7b4' : '#c0581e',
        ),
      ).join('');
  else top = pool(r, 500, 500, 260, 190, c.sauce);
  const cheese = c.looks.find((l) => l.kind === 'cheese');
  return (
    rect(150, 230, 720, 560, '#000', 40, 'opacity="0.22"') +
    rect(130, 210, 740, 580, '#f1ebe2', 40) +
    rect(170, 250, 660, 500, darken(c.sauce, 0.1), 24) +
    top +
    (cheese && enchiladas
      ? Array.from({ length: 26 }, () =>
          garnish('cheese', cheese.color, r.range(230, 770), r.range(320, 680), 36, r),
        ).join('')
      : '') +
    scatter(r, leafy(c), 500, 500, 250, 180, 8, 26) +
    (enchiladas && c.has('sour-cream')
      ? path('M260 500Q400 420 520 500T760 500', 'none', 'stroke="#fbf8ef" stroke-width="16" stroke-linecap="round"')
      : '')
  );
}

function stuffedPeppers(c: DishCtx): string {
  const { r } = c;
  return (
    rect(150, 230, 720, 560, '#000', 40, 'opacity="0.22"') +
    rect(130, 210, 740, 580, '#f1ebe2', 40) +
    rect(170, 250, 660, 500, '#b8321e', 24) +
    Array.from({ length: 4 }, (_, i) => {
      const x = 330 + (i % 2) * 340;
      const y = 380 + Math.floor(i / 2) * 250;
      return (
        path(roundBlob(r, x, y, 150, 110, 0.1, 8), '#d7352b') +
        path(roundBlob(r, x, y, 122, 84, 0.1, 8), '#b52a20') +
        crumbles(r, x, y, 100, 65, 26) +
        scatter(
          r,
          c.looks.filter((l) => l.kind === 'cheese' || l.kind === 'leaf'),
          x,
          y,
          80,
          50,
          4,
          22,
        )
      );
    }).join('')
  );
}

function meatloaf(c: DishCtx): string {
  const { r } = c;
  const deg = r.range(-10, 10);
  return (
    board(500, 520, 820, 480, deg, '#a97a4b') +
    group(
      `translate(480 500) rotate(${n(deg)})`,
      rect(-300, -120, 440, 240, '#000', 50, 'opacity="0.2" transform="translate(8 14)"') +
        rect(-300, -120, 440, 240, '#6e3a24', 50) +
        rect(-290, -110, 420, 130, c.sauce, 44) +
        Array.from({ length: 3 }, (_, i) =>
          group(
            `translate(${200 + i * 60} ${20 + i * 18}) rotate(8)`,
            rect(-30, -120, 60, 240, '#7a4630', 16) +
              rect(-30, -120, 60, 40, c.sauce, 14) +
              Array.from({ length: 6 }, () => circle(r.range(-20, 20), r.range(-60, 100), 5, '#5b2c1c')).join(''),
          ),
        ).join(''),
    ) +
    scatter(r, toppings(c, 2), 500, 500, 300, 200, 7, 28)
  );
}

function pasta(c: DishCtx): string {
  const { r } = c;
  const color = c.has('egg-noodles') ? '#ecd08a' : '#f0d48f';
  return (
    plate(500, 500, 360, c.ware) +
    noodles(r, 500, 500, 250, 240, color, 16) +
    (c.ground
      ? pool(r, 500, 470, 150, 130, c.sauce) + crumbles(r, 500, 470, 130, 110, 60, darken(c.sauce, 0.3))
      : pool(r, 500, 480, 170, 140, c.sauce) + chunks(r, 500, 480, 140, 110, 8, 50, BEEF.brown)) +
    scatter(
      r,
      c.looks.filter((l) => l.kind === 'cheese' || l.kind === 'leaf' || l.kind === 'mushroom'),
      500,
      480,
      200,
      180,
      10,
      30,
    )
  );
}

function ribs(c: DishCtx): string {
  const { r } = c;
  const short = /short/.test(c.name) || /galbi/.test(c.name);
  const deg = r.range(-15, 15);
  const bones = short ? 3 : 6;
  const rack = Array.from({ length: bones }, (_, i) => {
    const x = -((bones - 1) * (short ? 170 : 100)) / 2 + i * (short ? 170 : 100);
    return rect(x - 18, -220, 36, 440, '#f2e6cf', 16) + circle(x, -220, 20, '#f2e6cf') + circle(x, 220, 20, '#f2e6cf');
  }).join('');
  const meatW = bones * (short ? 170 : 100);
  return (
    board(500, 520, 860, 540, deg * 0.5, '#9a6a3e') +
    group(
      `translate(500 500) rotate(${n(deg)})`,
      rack +
        rect(-meatW / 2, -170, meatW, 340, darken(c.sauce, 0.2), 70) +
        rect(-meatW / 2 + 16, -150, meatW - 32, 300, c.sauce, 60) +
        Array.from({ length: bones - 1 }, (_, i) =>
          path(
            `M${-meatW / 2 + (i + 1) * (meatW / bones)} -150L${-meatW / 2 + (i + 1) * (meatW / bones)} 150`,
            'none',
            'stroke="#2d150c" stroke-width="6" opacity="0.5"',
          ),
        ).join('') +
        ellipse(-meatW * 0.2, -60, meatW * 0.18, 26, '#ffffff', 'opacity="0.18"'),
    ) +
    scatter(r, toppings(c, 2), 500, 500, 330, 230, 8, 28)
  );
}

function brisket(c: DishCtx): string {
  const { r } = c;
  const deg = r.range(-10, 10);
  const slices = Array.from({ length: 7 }, (_, i) =>
    group(
      `translate(${-240 + i * 80} 0) rotate(${n(r.range(-6, 6))})`,
      rect(-40, -150, 80, 300, '#2a140c', 18) +
        rect(-32, -140, 64, 280, '#9a4e36', 14) +
        rect(-32, -140, 64, 26, '#e05f4a', 10, 'opacity="0.7"'),
    ),
  ).join('');
  return (
    group(
      `translate(500 500) rotate(${n(deg - 4)})`,
      rect(-400, -300, 800, 600, '#000', 10, 'opacity="0.15" transform="translate(10 14)"') +
        rect(-400, -300, 800, 600, '#e8d7b8', 8) +
        rect(-400, -300, 800, 600, 'none', 8, 'stroke="#d2bf9c" stroke-width="6"'),
    ) +
    group(`translate(500 500) rotate(${n(deg)})`, slices) +
    scatter(r, toppings(c, 2), 500, 500, 330, 230, 6, 28) +
    (c.has('barbecue-sauce') ? bowl(800, 790, 80, c.ware, '#6e2414') : '')
  );
}

function burntEnds(c: DishCtx): string {
  const { r } = c;
  return (
    rect(150, 220, 700, 560, '#8d959c', 30) +
    rect(168, 238, 664, 524, '#aab2b9', 24) +
    Array.from({ length: 22 }, (_, i) => {
      const x = 250 + (i % 6) * 100 + r.range(-10, 10);
      const y = 310 + Math.floor(i / 6) * 120 + r.range(-10, 10);
      return group(
        `translate(${n(x)} ${n(y)}) rotate(${n(r.range(-20, 20))})`,
        rect(-46, -42, 92, 84, '#2a120a', 18) +
          rect(-36, -32, 72, 64, c.sauce, 14) +
          ellipse(-12, -14, 16, 8, '#ffffff', 'opacity="0.25"'),
      );
    }).join('')
  );
}

function skillet(c: DishCtx): string {
  const { r } = c;
  const deg = r.range(-40, 40);
  const pan = group(
    `translate(500 500) rotate(${n(deg)})`,
    rect(260, -28, 260, 56, '#1f1f1f', 22) +
      circle(14, 20, 320, '#000', 'opacity="0.25"') +
      circle(0, 0, 320, '#2b2b2b') +
      circle(0, 0, 286, '#1b1b1b'),
  );
  const patties = /sausage|patt/.test(c.name);
  const potatoes = c.looks.filter((l) => l.slug.endsWith('potato'));
  const body = patties
    ? Array.from({ length: 5 }, (_, i) => {
        const a = (i / 5) * Math.PI * 2 + r.next();
        return steak(r, 500 + Math.cos(a) * 150, 500 + Math.sin(a) * 150, 150, 140, 0, false);
      }).join('')
    : (potatoes.length
        ? Array.from({ length: 22 }, () =>
            garnish('chunk', potatoes[0]!.color, 500 + r.range(-220, 220), 500 + r.range(-220, 220), 56, r),
          ).join('')
        : '') +
      (c.ground || /brisket/.test(c.name)
        ? crumbles(r, 500, 500, 220, 220, 70)
        : chunks(r, 500, 500, 200, 200, 9, 56, BEEF.sear));
  const eggs = c.has('egg')
    ? Array.from({ length: 2 + r.int(2) }, (_, i) =>
        garnish('egg', '#f6b626', 500 + Math.cos(i * 2.2 + deg) * 120, 500 + Math.sin(i * 2.2 + deg) * 120, 80, r),
      ).join('')
    : '';
  return (
    pan + body + scatter(r, veg(c), 500, 500, 220, 220, 10, 38) + eggs + scatter(r, leafy(c), 500, 500, 220, 220, 8, 24)
  );
}

function jar(c: DishCtx): string {
  const { r } = c;
  const rub = /rub/.test(c.name);
  const butter = /butter/.test(c.name);
  const fill = c.sauce;
  const speckle = Array.from({ length: rub ? 120 : 50 }, () =>
    circle(
      500 + r.range(-180, 180),
      520 + r.range(-180, 180),
      r.range(3, 7),
      r.pick(rub ? ['#3a1a10', '#c0581e', '#f1e3c2', '#7a2a14'] : ['#2f5e1f', '#c0392b', '#f6f0dc']),
    ),
  ).join('');
  if (butter)
    return (
      plate(500, 500, 330, c.ware) +
      group(
        `translate(500 500) rotate(${n(r.range(-30, 30))})`,
        rect(-230, -90, 460, 180, '#000', 80, 'opacity="0.2" transform="translate(8 12)"') +
          rect(-230, -90, 460, 180, '#f6dd8a', 80) +
          Array.from({ length: 40 }, () =>
            circle(r.range(-200, 200), r.range(-70, 70), 5, r.pick(['#3f8f2f', '#5b7f3a', '#2f5e1f'])),
          ).join(''),
      ) +
      [0, 1]
        .map((i) =>
          group(`translate(${700 - i * 60} ${700 - i * 30}) rotate(10)`, rect(-30, -60, 60, 120, '#f6dd8a', 24)),
        )
        .join('') +
      scatter(r, leafy(c), 500, 500, 260, 260, 8, 30)
    );
  // A glass jar from above: thick glass rim, the sauce inside, its lid set beside it, and a
  // spoonful on a small plate.
  return (
    circle(514, 522, 250, '#000', 'opacity="0.22"') +
    circle(500, 500, 250, '#d5e1e4') +
    circle(500, 500, 236, '#eef4f5') +
    circle(500, 500, 214, fill) +
    speckle +
    path(
      'M330 380A220 220 0 0 1 470 290',
      'none',
      'stroke="#ffffff" stroke-width="18" stroke-linecap="round" opacity="0.55"',
    ) +
    circle(815, 245, 135, '#000', 'opacity="0.2"') +
    circle(805, 235, 135, darken('#c9a23a', r.range(0, 0.3))) +
    circle(805, 235, 112, '#d9b54a') +
    circle(805, 235, 112, 'none', 'stroke="#b8932e" stroke-width="6" stroke-dasharray="6 10"') +
    group(
      `translate(${n(230 + r.range(-30, 30))} 800) rotate(${n(r.range(-30, 30))})`,
      rect(-20, -120, 40, 170, '#cfd6dc', 18) + ellipse(0, -150, 60, 70, '#cfd6dc') + ellipse(0, -150, 46, 54, fill),
    ) +
    scatter(r, colourful(c), 500, 500, 380, 380, 10, 34)
  );
}

function rolls(c: DishCtx): string {
  const { r } = c;
  const inSauce = c.has('crushed-tomatoes');
  const filling = c.has('green-onion') ? '#6dbb45' : '#e8d7a8';
  const wheels = Array.from({ length: 7 }, (_, i) => {
    const a = (i / 7) * Math.PI * 2 + r.next();
    const x = 500 + Math.cos(a) * 170;
    const y = 500 + Math.sin(a) * 170;
    return (
      circle(x, y, 78, BEEF.crust) +
      circle(x, y, 60, c.inside) +
      path(
        `M${n(x)} ${n(y)}m-40 0a40 40 0 1 0 40 -40a26 26 0 1 1 -26 26`,
        'none',
        `stroke="${filling}" stroke-width="12"`,
      )
    );
  }).join('');
  return (
    plate(500, 500, 360, c.ware) +
    (inSauce ? pool(r, 500, 500, 280, 270, '#a8321e') : '') +
    wheels +
    scatter(
      r,
      c.looks.filter((l) => l.kind === 'seed' || l.kind === 'leaf' || l.kind === 'cheese'),
      500,
      500,
      260,
      260,
      16,
      24,
    )
  );
}

function jerky(c: DishCtx): string {
  const { r } = c;
  const deg = r.range(-10, 10);
  return (
    board(500, 500, 820, 520, deg, '#c0915a') +
    group(
      `translate(500 500) rotate(${n(deg)})`,
      Array.from({ length: 8 }, (_, i) => {
        const x = -300 + i * 85;
        return group(
          `translate(${x} ${n(r.range(-20, 20))}) rotate(${n(r.range(-8, 8))})`,
          path(`M-28 -180Q-40 0 -24 180L28 170Q40 0 26 -175Z`, '#4a1e12') +
            path('M-10 -150Q-16 0 -6 150', 'none', 'stroke="#6e3020" stroke-width="6"'),
        );
      }).join(''),
    ) +
    Array.from({ length: 40 }, () => circle(500 + r.range(-330, 330), 500 + r.range(-200, 200), 4, '#1f140e')).join('')
  );
}

function ricePlate(c: DishCtx): string {
  const { r } = c;
  const shredded = /ropa vieja|vaca frita|barbacoa|tinga/.test(c.name);
  const patty = /hambagu/.test(c.name);
  let beef = '';
  if (patty) beef = steak(r, 590, 470, 260, 200, r.range(-20, 20), false) + pool(r, 590, 470, 130, 90, c.sauce);
  else if (shredded)
    beef = Array.from({ length: 60 }, () => {
      const x = 600 + r.range(-140, 140);
      const y = 480 + r.range(-130, 130);
      return path(
        `M${n(x)} ${n(y)}q${n(r.range(20, 40))} ${n(r.range(-10, 10))} ${n(r.range(50, 80))} ${n(r.range(-8, 8))}`,
        'none',
        `stroke="${r.next() < 0.5 ? BEEF.brown : c.sauce}" stroke-width="12" stroke-linecap="round"`,
      );
    }).join('');
  else beef = pool(r, 600, 480, 170, 150, c.sauce) + crumbles(r, 600, 480, 150, 130, 70);
  return (
    plate(500, 500, 370, c.ware) +
    rice(r, 350, 560, 150, 140) +
    beef +
    scatter(r, veg(c), 600, 480, 150, 140, 9, 36) +
    (c.has('black-beans') ? crumbles(r, 380, 360, 90, 60, 30, '#2b2522') : '') +
    scatter(r, leafy(c), 500, 500, 260, 260, 7, 26) +
    scatter(
      r,
      c.looks.filter((l) => l.kind === 'citrus'),
      700,
      700,
      30,
      30,
      1,
      60,
    )
  );
}

export const DISHES: Record<DishForm, (c: DishCtx) => string> = {
  'sliced-steak': slicedSteak,
  'steak-plate': steakPlate,
  smothered,
  cutlet,
  roast,
  'dutch-oven': dutchOven,
  bowl: stewBowl,
  'noodle-soup': noodleSoup,
  curry,
  wok,
  tacos,
  fajitas,
  wrap,
  'rice-bowl': riceBowl,
  burger,
  sliders,
  sandwich,
  crostini,
  skewers,
  salad,
  meatballs,
  pastry,
  casserole,
  'stuffed-peppers': stuffedPeppers,
  meatloaf,
  pasta,
  ribs,
  brisket,
  'burnt-ends': burntEnds,
  skillet,
  jar,
  rolls,
  jerky,
  'rice-plate': ricePlate,
};

// A cut's picture: the raw cut itself (its shape from its name, level and category; the bone
// where it is bone-in; a fat cap; marbling as dense as its SR28 fat content) on a setting its
// kind says, beside a small chart of the steer with its primal marked. No text. Cuts of one
// primal must differ at card size (issue 30), so the chart's corner, the angle and the table's
// tone turn among them.
import { PRIMAL_SHAPES, SILHOUETTE_EXTRAS } from '@/lib/catalog/cut-chart';
import { RATIO_SIZES, type Ratio } from '@/scripts/catalog/art/recipe-art';
import {
  circle,
  darken,
  group,
  light,
  mix,
  n,
  path,
  rand,
  rect,
  roundBlob,
  svgDoc,
  type Rand,
} from '@/scripts/catalog/art/svg';

export type CutArtInput = {
  id: number;
  slug: string;
  name: string;
  level: 'primal' | 'subprimal' | 'subsection' | 'fabricated';
  aliases: string[];
  categories: string[];
  boneIn: boolean;
  /** The slug of the primal the cut comes from (itself for a primal). */
  primal: string;
  /** Total fat in 100 g of the raw cut, USDA SR28. */
  fatPer100g: number;
  /** Its place among the online cuts of its primal, by id: siblings take turns for the
   *  corner of the steer chart, which they all mark alike. */
  siblingIndex: number;
};

export const CUT_SHAPES = [
  'ground',
  'ribs',
  'short-ribs',
  'shank',
  'brisket',
  'tri',
  'thin',
  'strips',
  'cubes',
  't-bone',
  'bone-steak',
  'steak',
  'medallion',
  'roast',
  'bone-roast',
  'roll',
  'ball',
  'log',
  'muscle',
  'primal',
] as const;
export type CutShape = (typeof CUT_SHAPES)[number];

export function cutShape(c: CutArtInput): CutShape {
  const words = `${c.slug} ${c.name} ${c.aliases.join(' ')}`.toLowerCase();
  const has = (cat: string) => c.categories.includes(cat);
  if (has('ground-beef')) return 'ground';
  if (has('ribs')) return /short/.test(c.slug) ? 'short-ribs' : 'ribs';
  if (/shank/.test(c.slug)) return 'shank';
  if (/brisket/.test(c.slug)) return 'brisket';
  if (/tri-tip/.test(c.slug)) return 'tri';
  if (c.level === 'primal') return 'primal';
  if (/tenderloin/.test(c.slug) && c.level !== 'fabricated') return 'log';
  if (/skirt|flank|flap|hanger|bavette/.test(c.slug)) return 'thin';
  if (/strips/.test(words) && has('stir-fry-and-kabobs') && !has('steak')) return 'strips';
  if (/cubes|stew/.test(c.slug)) return 'cubes';
  if (/t-bone|porterhouse/.test(c.slug)) return 't-bone';
  if (c.boneIn && has('steak')) return 'bone-steak';
  if (c.level !== 'fabricated') {
    if (c.boneIn) return 'primal';
    // Long cylindrical muscles (a strip loin, a ribeye or chuck roll, an eye of round), the
    // round knuckle, and the irregular rest.
    if (/strip-loin|ribeye|chuck-roll|chuck-eye-roll|eye-of-round/.test(c.slug)) return 'roll';
    if (/knuckle/.test(c.slug)) return 'ball';
    return 'muscle';
  }
  if (/tenderloin-steak|filet|medallion/.test(words) && has('steak')) return 'medallion';
  if (/tenderloin/.test(c.slug)) return 'log';
  if (has('roast') && (!has('steak') || /roast/.test(c.slug))) return c.boneIn ? 'bone-roast' : 'roast';
  return 'steak';
}

const SHAPE_WORDS: Record<CutShape, string> = {
  ground: 'ground beef in a tray',
  ribs: 'a slab of rib bones with the meat between them',
  'short-ribs': 'short ribs, thick meat over broad bones',
  shank: 'a cross-cut slice of shank around its marrow bone',
  brisket: 'a long, flat brisket under its fat cap',
  tri: 'a triangular tri-tip',
  thin: 'a long, flat cut with a coarse grain',
  strips: 'thin strips ready for the wok',
  cubes: 'cubes for stewing or skewers',
  't-bone': 'a steak with the T-shaped bone between the strip and the tenderloin',
  'bone-steak': 'a thick steak on the rib bone',
  steak: 'a steak with its fat edge',
  medallion: 'a thick round steak',
  roast: 'a tied roast with its cut face showing',
  'bone-roast': 'a roast standing on its rib bones',
  log: 'a long tapering muscle',
  muscle: 'a whole boneless muscle with its fat cap',
  roll: 'a long whole muscle with its fat cap and cut face',
  ball: 'a round whole muscle seamed with silver skin',
  primal: 'a whole primal with its bones',
};

const marblingWord = (fat: number) =>
  fat < 5 ? 'very little' : fat < 10 ? 'light' : fat < 17 ? 'moderate' : fat < 25 ? 'rich' : 'heavy';

export function cutAlt(c: CutArtInput, shape: CutShape): string {
  const primal = PRIMAL_SHAPES.find((p) => p.slug === c.primal)?.name.toLowerCase() ?? c.primal;
  return `Raw ${c.name.replace(/^Beef /, '').toLowerCase()}: ${SHAPE_WORDS[shape]} ${SETTING_WORDS[SETTING[shape]]}, with ${marblingWord(c.fatPer100g)} marbling, beside a small steer chart marking the ${primal}`;
}

const MEAT = '#b8343a';
const FAT = '#f4e7d6';
const BONE = '#efe3cc';

/** A meat surface: the shape, a darker rim, and marbling flecks (as many as the fat says,
 *  scaled by `area` for small pieces) clipped to it. The flecks are one filled path: far
 *  cheaper to rasterise than hundreds of strokes. */
function meat(r: Rand, d: string, fat: number, id: string, base = MEAT, area = 1): string {
  const tone = mix(base, '#e07a7a', Math.min(0.25, fat / 120));
  // Eye of round (3 g of fat per 100 g) shows a few thin threads, plate short ribs (36 g) a
  // dense white web.
  const flecks = Math.round((8 + fat * 9) * area);
  const spread = 480 * Math.sqrt(area);
  let lens = '';
  for (let i = 0; i < flecks; i++) {
    const x = r.range(-spread, spread);
    const y = r.range(-spread, spread);
    const len = r.range(16, 36 + fat * 1.5);
    const bend = r.range(-14, 14);
    const w = r.range(2, 3 + fat / 8);
    lens += `M${n(x)} ${n(y)}q${n(len / 2)} ${n(bend - w)} ${n(len)} 0q${n(-len / 2)} ${n(-bend + w)} ${n(-len)} 0z`;
  }
  return (
    `<clipPath id="${id}"><path d="${d}"/></clipPath>` +
    path(d, tone) +
    `<g clip-path="url(#${id})">${path(lens, FAT, 'opacity="0.85"')}${path(d, 'none', `stroke="${darken(tone, 0.3)}" stroke-width="26" opacity="0.6"`)}</g>`
  );
}

const bone = (d: string) => path(d, BONE) + path(d, 'none', `stroke="${darken(BONE, 0.2)}" stroke-width="5"`);

/** Points around what a shape draws, in its 1000 × 1000 drawing space: turned with it, their
 *  extent is the drawing's. */
type Hull = (readonly [number, number])[];

/** The corners of a box. */
const corners = (x0: number, y0: number, x1: number, y1: number): Hull => [
  [x0, y0],
  [x1, y0],
  [x0, y1],
  [x1, y1],
];
/** 48 points on an ellipse: turned any way, within 0.3 % of its true extent. */
const ellipse = (cx: number, cy: number, rx: number, ry: number): Hull =>
  Array.from({ length: 48 }, (_, i) => {
    const a = (i / 48) * Math.PI * 2;
    return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry] as const;
  });
/** A rectangle with round corners of radius `k`. */
const roundedBox = (x0: number, y0: number, x1: number, y1: number, k: number): Hull =>
  [
    [x1 - k, y1 - k, 0],
    [x0 + k, y1 - k, 1],
    [x0 + k, y0 + k, 2],
    [x1 - k, y0 + k, 3],
  ].flatMap(([cx, cy, q]) =>
    Array.from({ length: 7 }, (_, i) => {
      const a = ((q! + i / 6) * Math.PI) / 2;
      return [cx! + Math.cos(a) * k, cy! + Math.sin(a) * k] as const;
    }),
  );

/** `hull` turned by `deg` about the origin and moved to (cx, cy). */
function turned(hull: Hull, deg: number, cx: number, cy: number): Hull {
  const a = (deg * Math.PI) / 180;
  return hull.map(
    ([x, y]) => [cx + x * Math.cos(a) - y * Math.sin(a), cy + x * Math.sin(a) + y * Math.cos(a)] as const,
  );
}
const extent = (hull: Hull) => {
  const xs = hull.map((p) => p[0]);
  const ys = hull.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as const;
};

/** The cut, and points around what it draws (each shape states its own: a blob's wobble and the
 *  curve's overshoot included), so the picture can fit the whole cut to its frame. */
function drawCut(r: Rand, c: CutArtInput, shape: CutShape): { svg: string; hull: Hull } {
  let hull: Hull = corners(0, 0, 1000, 1000);
  const svg = drawShape(r, c, shape, (h) => (hull = h));
  return { svg, hull };
}

function drawShape(r: Rand, c: CutArtInput, shape: CutShape, drawn: (h: Hull) => void): string {
  const fat = c.fatPer100g;
  const cap = Math.max(18, Math.min(70, fat * 2.2));
  const rot = (deg: number, body: string, local: Hull, cx = 500) => {
    drawn(turned(local, deg, cx, 500));
    return group(`translate(${cx} 500) rotate(${n(deg)})`, body);
  };
  /** A roundBlob's reach: its wobble, and the smooth curve's overshoot between points. */
  const reach = (radius: number, wobble: number) => radius * (1 + wobble) * 1.05;
  switch (shape) {
    case 'ground': {
      const strands = Array.from({ length: 260 }, () => {
        const a = r.range(0, Math.PI * 2);
        const d = Math.sqrt(r.next()) * 250;
        const x = Math.cos(a) * d;
        const y = Math.sin(a) * d * 0.72;
        return path(
          `M${n(x)} ${n(y)}q8 ${n(r.range(-8, 8))} 16 0q8 ${n(r.range(-8, 8))} 16 0`,
          'none',
          `stroke="${r.next() < fat / 40 ? FAT : r.pick(['#c2413f', '#a92f36', '#d0504a'])}" stroke-width="8" stroke-linecap="round"`,
        );
      }).join('');
      return rot(
        r.range(-10, 10),
        rect(-360, -260, 720, 520, '#000', 40, 'opacity="0.2" transform="translate(12 16)"') +
          rect(-360, -260, 720, 520, c.id % 2 ? '#f0f0ec' : '#2c2c2c', 40) +
          rect(-330, -230, 660, 460, c.id % 2 ? '#e2e2dc' : '#3a3a3a', 30) +
          path(roundBlob(r, 0, 0, 270, 200, 0.08, 10), '#b7353a') +
          strands,
        corners(-360, -260, 372, 276),
      );
    }
    case 'ribs':
    case 'short-ribs': {
      const short = shape === 'short-ribs';
      const count = short ? 3 : 6;
      const span = short ? 170 : 105;
      const bones = Array.from({ length: count }, (_, i) => {
        const x = -((count - 1) * span) / 2 + i * span;
        return bone(`M${x - 22} -250h44v500h-44z`) + circle(x, -250, 26, BONE) + circle(x, 250, 26, BONE);
      }).join('');
      const w = count * span;
      const d = roundBlob(r, 0, 0, w / 2 + 10, short ? 190 : 150, 0.06, 10);
      return rot(
        r.range(-20, 20),
        bones + meat(r, d, fat, 'm') + rect(-w / 2, short ? -200 : -160, w, cap, FAT, cap / 2, 'opacity="0.9"'),
        corners(-reach(w / 2 + 10, 0.06), -276, reach(w / 2 + 10, 0.06), 276),
      );
    }
    case 'shank':
      return rot(
        r.range(0, 360),
        meat(r, roundBlob(r, 0, 0, 300, 270, 0.1, 10), fat, 'm') +
          path(roundBlob(r, 0, 0, 300, 270, 0.1, 10), 'none', `stroke="${FAT}" stroke-width="14" opacity="0.7"`) +
          circle(20, -10, 95, BONE) +
          circle(20, -10, 60, '#c98a6a'),
        ellipse(0, 0, reach(300, 0.1) + 7, reach(270, 0.1) + 7),
      );
    case 'brisket': {
      const point = /point|brisket$|boneless/.test(c.slug);
      const d = `M-400 -120Q-380 -200 -200 -190L${point ? 280 : 360} -170Q${point ? 420 : 400} -150 400 ${point ? -20 : 60}Q390 170 200 170L-330 160Q-410 150 -400 -120Z`;
      return rot(
        r.range(-12, 12),
        meat(r, d, fat, 'm') +
          path(
            `M-400 -120Q-380 -200 -200 -190L${point ? 280 : 360} -170Q${point ? 420 : 400} -150 400 -60L400 ${n(-60 + cap)}Q0 ${n(-150 + cap * 1.2)} -400 ${n(-100 + cap)}Z`,
            FAT,
          ) +
          (c.boneIn ? Array.from({ length: 5 }, (_, i) => bone(`M${-320 + i * 150} 120h70v50h-70z`)).join('') : ''),
        corners(-410, -200, 425, 175),
      );
    }
    case 'tri':
      return rot(
        r.range(-30, 30),
        meat(r, 'M-380 120Q-300 -200 0 -220Q300 -230 400 -120Q200 40 -380 120Z', fat, 'm') +
          path('M-380 120Q-300 -200 0 -220Q-60 -150 -380 120Z', FAT, 'opacity="0.85"'),
        [
          [-385, 125],
          [-305, -205],
          [0, -232],
          [300, -235],
          [405, -120],
          [200, 45],
        ],
      );
    case 'thin': {
      const len = c.level === 'primal' ? 430 : /skirt/.test(c.slug) ? 440 : 380;
      const h = /skirt/.test(c.slug) ? 90 : /hanger/.test(c.slug) ? 120 : 160;
      const d = roundBlob(r, 0, 0, len, h, 0.06, 12);
      const grain = Array.from({ length: 22 }, (_, i) => {
        const x = -len + (i + 0.5) * ((2 * len) / 22);
        const slant = /skirt/.test(c.slug) ? 0 : h * 0.6;
        return path(
          `M${n(x - slant)} ${-h}L${n(x + slant)} ${h}`,
          'none',
          `stroke="${darken(MEAT, 0.25)}" stroke-width="5" opacity="0.55"`,
        );
      }).join('');
      return rot(
        r.range(-20, 20),
        meat(r, d, fat, 'm') + `<g clip-path="url(#m)">${grain}</g>`,
        ellipse(0, 0, reach(len, 0.06), reach(h, 0.06)),
      );
    }
    case 'strips':
      // Centres within 230 × 220 of the middle, each strip reaching 165 from its centre.
      drawn(corners(105, 115, 895, 885));
      return Array.from({ length: 11 }, (_, i) =>
        group(
          `translate(${n(500 + r.range(-230, 230))} ${n(500 + r.range(-220, 220))}) rotate(${n(r.range(-40, 40) + (i % 2) * 20)})`,
          meat(r, roundBlob(r, 0, 0, 150, 28, 0.1, 8), fat, `m${i}`, MEAT, 0.12),
        ),
      ).join('');
    case 'cubes':
      // A 4 × 3 grid 170 apart, jittered 20, each cube reaching 94 from its centre at any turn.
      drawn(corners(131, 216, 869, 784));
      return Array.from({ length: 12 }, (_, i) => {
        const x = 500 + ((i % 4) - 1.5) * 170 + r.range(-20, 20);
        const y = 500 + (Math.floor(i / 4) - 1) * 170 + r.range(-20, 20);
        return group(
          `translate(${n(x)} ${n(y)}) rotate(${n(r.range(-25, 25))})`,
          meat(r, `M-70 -62h140v124h-140z`, fat, `m${i}`, MEAT, 0.1) +
            rect(-70, -62, 140, 16 + fat / 2, FAT, 6, 'opacity="0.8"'),
        );
      }).join('');
    case 't-bone': {
      const d = roundBlob(r, 0, 0, 360, 260, 0.05, 10);
      return rot(
        r.range(-20, 20),
        meat(r, d, fat, 'm') +
          path(`M-360 -60Q-380 -250 -120 -265L${n(-120 + cap)} ${n(-265 + cap)}Q-340 -220 ${n(-360 + cap)} -60Z`, FAT) +
          bone('M60 -260h44v520h-44z') +
          bone('M-330 -30h430v44h-430z'),
        [...ellipse(0, 0, reach(360, 0.05) + 5, reach(260, 0.05) + 5), ...corners(-330, -265, 104, 265)],
      );
    }
    case 'bone-steak': {
      const d = roundBlob(r, -40, 0, 300, 230, 0.08, 10);
      return rot(
        r.range(-20, 20),
        bone('M230 -40h330v70h-330z') +
          meat(r, d, fat, 'm') +
          path(roundBlob(r, -60, -20, 150, 120, 0.08, 8), 'none', `stroke="${FAT}" stroke-width="16" opacity="0.8"`) +
          path(
            `M-330 30Q-360 -230 -20 -240`,
            'none',
            `stroke="${FAT}" stroke-width="${n(cap)}" stroke-linecap="round"`,
          ) +
          bone('M200 -200h60v260h-60z'),
        [
          ...ellipse(-40, 0, reach(300, 0.08) + 5, reach(230, 0.08) + 5),
          ...corners(197, -203, 563, 63),
          // The fat edge's stroke, around its curve's points.
          ...corners(-360 - cap / 2, -240 - cap / 2, -20, 30 + cap / 2),
        ],
      );
    }
    case 'steak':
    case 'medallion': {
      const round = shape === 'medallion';
      const small = /eye-of-round|tenderloin|petite/.test(c.slug);
      const rx = round
        ? 230
        : small
          ? r.range(200, 240)
          : /top-round|bottom-round|strip|flat-iron|denver/.test(c.slug)
            ? r.range(340, 400)
            : r.range(260, 330);
      const ry = round
        ? 220
        : small
          ? r.range(170, 200)
          : /strip|flat-iron/.test(c.slug)
            ? r.range(150, 190)
            : r.range(190, 250);
      const d = roundBlob(r, 0, 0, rx, ry, 0.1, 10);
      const cubed = /cube/.test(c.slug)
        ? `<g clip-path="url(#m)">${Array.from({ length: 16 }, (_, i) => path(`M${-400 + i * 55} -300l0 600M-400 ${-300 + i * 45}l800 0`, 'none', `stroke="${darken(MEAT, 0.3)}" stroke-width="6" opacity="0.5"`)).join('')}</g>`
        : '';
      const rim = round
        ? ''
        : path(
            `M${-rx} ${n(ry * 0.1)}Q${-rx * 1.02} ${-ry * 1.05} ${n(rx * 0.2)} ${-ry}`,
            'none',
            `stroke="${FAT}" stroke-width="${n(cap)}" stroke-linecap="round"`,
          );
      const eye = /ribeye|chuck-eye/.test(c.slug)
        ? path(
            roundBlob(r, rx * 0.25, 0, rx * 0.42, ry * 0.5, 0.1, 8),
            'none',
            `stroke="${FAT}" stroke-width="16" opacity="0.9"`,
          )
        : '';
      const gristle = /flat-iron|top-blade/.test(c.slug)
        ? path(
            `M${-rx * 0.8} 0Q0 ${ry * 0.1} ${rx * 0.8} 0`,
            'none',
            `stroke="#e9eef0" stroke-width="12" opacity="0.8"`,
          )
        : '';
      const [ex, ey] = [reach(rx, 0.1), reach(ry, 0.1)];
      return rot(r.range(-30, 30), meat(r, d, fat, 'm') + rim + cubed + eye + gristle, [
        ...ellipse(0, 0, ex, ey),
        // The fat rim's stroke, around its curve's points.
        ...(round ? [] : corners(-rx * 1.02 - cap / 2, -ry * 1.05 - cap / 2, rx * 0.2, ry * 0.1 + cap / 2)),
      ]);
    }
    case 'roast':
    case 'bone-roast':
    case 'roll': {
      const whole = shape === 'roll';
      const len = whole ? r.range(380, 420) : /eye-of-round|tenderloin/.test(c.slug) ? 380 : r.range(240, 330);
      const h = /eye-of-round|tenderloin/.test(c.slug) ? 140 : whole ? r.range(190, 250) : r.range(170, 230);
      const twine = whole
        ? ''
        : Array.from({ length: Math.floor((2 * len - 200) / 110) + 1 }, (_, i) =>
            path(`M${-len + 100 + i * 110} ${-h}v${2 * h}`, 'none', 'stroke="#f3ead8" stroke-width="9"'),
          ).join('');
      // What the cut face shows of the muscles inside: the eye of a rib or chuck-eye roast in
      // its ring of fat, the seams that cross an arm or shoulder roast.
      const face = /ribeye|chuck-eye|rib-roast|standing-rib/.test(c.slug)
        ? path(roundBlob(r, 20, 10, 80, h * 0.5, 0.1, 8), 'none', `stroke="${FAT}" stroke-width="14" opacity="0.9"`)
        : /arm|clod|shoulder/.test(c.slug)
          ? path(
              `M-120 ${n(-h * 0.5)}Q0 ${n(-h * 0.1)} 120 ${n(-h * 0.3)}M-110 ${n(h * 0.45)}Q-10 ${n(h * 0.1)} 100 ${n(h * 0.55)}`,
              'none',
              'stroke="#e9eef0" stroke-width="10" opacity="0.75"',
            )
          : '';
      const bones =
        shape === 'bone-roast'
          ? Array.from({ length: 4 }, (_, i) => bone(`M${-len + 80 + i * 150} ${-h - 110}h50v120h-50z`)).join('')
          : '';
      return rot(
        r.range(-15, 15),
        bones +
          rect(-len, -h, 2 * len, 2 * h, darken(MEAT, 0.15), h * 0.7) +
          rect(-len, -h, 2 * len, cap * 1.6, FAT, h * 0.5, 'opacity="0.95"') +
          twine +
          // The cut face at one end, where the grain and marbling show.
          group(
            `translate(${len - 20} 0)`,
            meat(r, roundBlob(r, 0, 0, 150, h * 0.98, 0.05, 9), fat, 'm') +
              path(roundBlob(r, 0, 0, 150, h * 0.98, 0.05, 9), 'none', `stroke="${FAT}" stroke-width="${n(cap / 2)}"`) +
              face,
          ),
        [
          ...roundedBox(-len, -h, len, h, Math.min(h * 0.7, len)),
          ...ellipse(len - 20, 0, reach(150, 0.05) + cap / 4, reach(h * 0.98, 0.05) + cap / 4),
          ...(shape === 'bone-roast' ? corners(-len + 80, -h - 110, -len + 580, -h) : []),
        ],
        // The cut face reaches further than the far end: centre the whole, not the body.
        440,
      );
    }
    case 'ball':
      return rot(
        r.range(0, 360),
        meat(r, roundBlob(r, 0, 0, 330, 300, 0.12, 11), fat, 'm') +
          path(
            `M-250 -120Q0 -30 260 -140M-200 110Q20 40 240 130`,
            'none',
            `stroke="#e9eef0" stroke-width="10" opacity="0.6"`,
          ),
        ellipse(0, 0, reach(330, 0.12), reach(300, 0.12)),
      );
    case 'log':
      return rot(
        r.range(-20, 20),
        meat(
          r,
          'M-420 0Q-400 -120 -200 -150Q100 -170 330 -110Q430 -80 430 0Q430 80 330 110Q100 160 -200 140Q-400 120 -420 0Z',
          fat,
          'm',
        ) + path('M-300 -120Q0 -175 300 -110', 'none', `stroke="#e9eef0" stroke-width="14" opacity="0.7"`),
        [
          [-425, 0],
          [-400, -125],
          [-200, -155],
          [100, -175],
          [335, -115],
          [435, -80],
          [435, 80],
          [335, 115],
          [100, 165],
          [-200, 145],
          [-400, 125],
        ],
      );
    case 'muscle':
    case 'primal': {
      const d = roundBlob(r, 0, 0, 400, 290, 0.14, 11);
      const roundBone = c.primal === 'round' || c.primal === 'shank';
      const bones =
        shape !== 'primal'
          ? ''
          : roundBone
            ? ''
            : Array.from({ length: 5 }, (_, i) => bone(`M${-300 + i * 130} 140h60v190h-60z`)).join('');
      const marrow = shape === 'primal' && roundBone ? circle(40, 20, 80, BONE) + circle(40, 20, 45, '#c98a6a') : '';
      return rot(
        r.range(-25, 25),
        (shape === 'primal' ? bones : '') +
          meat(r, d, fat, 'm') +
          `<g clip-path="url(#m)">${path(`M-500 -500L500 -500L500 ${n(-200 + cap)}Q0 ${n(-320 + cap * 2)} -500 ${n(-180 + cap)}Z`, FAT, 'opacity="0.95"')}</g>` +
          path(
            `M-300 ${n(-80 + r.range(-40, 40))}Q0 ${n(r.range(-60, 60))} 300 ${n(60 + r.range(-40, 40))}`,
            'none',
            'stroke="#e9eef0" stroke-width="10" opacity="0.55"',
          ) +
          marrow,
        [
          ...ellipse(0, 0, reach(400, 0.14), reach(290, 0.14)),
          ...(shape === 'primal' && !roundBone ? corners(-302, 138, 282, 332) : []),
        ],
      );
    }
  }
}

/** The small steer chart with the cut's primal filled, no labels. */
function locator(primal: string, x: number, y: number, width: number): string {
  const s = width / 1000;
  const parts =
    SILHOUETTE_EXTRAS.map((pts) => `<polygon points="${pts}" fill="#e7d3bf" stroke="#7c261f" stroke-width="6"/>`).join(
      '',
    ) +
    PRIMAL_SHAPES.map(
      (p) =>
        `<polygon points="${p.points}" fill="${p.slug === primal ? '#b3362b' : '#f3e3d3'}" stroke="#7c261f" stroke-width="6"/>`,
    ).join('');
  return (
    rect(x - 14, y - 14, width + 28, width * 0.46 + 28, '#fffdf9', 24, 'opacity="0.92"') +
    group(`translate(${n(x)} ${n(y - 110 * s)}) scale(${n(s)})`, parts)
  );
}

const SURFACES: Record<string, string[]> = {
  chuck: ['#3d4850', '#46525b'],
  rib: ['#4a3426', '#5a4030'],
  loin: ['#2f3b33', '#3a4a40'],
  round: ['#5a4a6a', '#4e4060'],
  brisket: ['#2f3a3f', '#39464c'],
  plate: ['#6b5443', '#7a624f'],
  flank: ['#3c5566', '#466174'],
  shank: ['#5c4a3e', '#6a584b'],
};

export type CutArt = { shape: CutShape; alt: string; svg: Record<Ratio, string> };

/** The share of each side of the picture the cut keeps clear (its test asks for 2 %). */
const FRAME_MARGIN = 0.03;

/** What the cut lies on follows what it is, so a steak and a roast of one primal read apart at
 *  card size by their light and dark alone: steaks on a dark slate, roasts on kraft paper,
 *  whole muscles and bone-in slabs on white butcher paper, small pieces on a wooden board. */
type Setting = 'slate' | 'kraft' | 'white' | 'wood';
const SETTING: Record<CutShape, Setting> = {
  steak: 'slate',
  medallion: 'slate',
  'bone-steak': 'slate',
  't-bone': 'slate',
  thin: 'slate',
  tri: 'slate',
  roast: 'kraft',
  'bone-roast': 'kraft',
  roll: 'kraft',
  log: 'kraft',
  ball: 'kraft',
  muscle: 'white',
  primal: 'white',
  brisket: 'white',
  ribs: 'white',
  'short-ribs': 'white',
  shank: 'white',
  ground: 'wood',
  strips: 'wood',
  cubes: 'wood',
};
const SETTING_WORDS: Record<Setting, string> = {
  slate: 'on a slate board',
  kraft: 'on kraft paper',
  white: 'on white butcher paper',
  wood: 'on a wooden board',
};
const PAPER: Record<Setting, [string, string]> = {
  slate: ['#2e3236', '#3f454b'],
  kraft: ['#c59a6a', '#a87a4c'],
  white: ['#f1ebe1', '#e2d9ca'],
  wood: ['#8c5a34', '#a06c42'],
};

/** Where the steer chart sits: cuts of one primal mark the same chart, its brightest patch,
 *  so siblings take the four corners in turn (diagonal neighbours first). */
const CORNERS = [
  { left: false, top: true },
  { left: true, top: false },
  { left: true, top: true },
  { left: false, top: false },
] as const;

/** `only: 'cut'` draws the cut alone where the picture has it, on nothing (no table, paper,
 *  light or chart), so a test can measure where it lies in the frame. */
export function cutArt(c: CutArtInput, only?: 'cut'): CutArt {
  const shape = cutShape(c);
  const base = rand(c.id, 7);
  const { svg: cut, hull } = drawCut(base, c, shape);
  const setting = SETTING[shape];
  // Started at the primal's own place, so that first cuts of two primals differ too.
  const start = Math.max(
    0,
    PRIMAL_SHAPES.findIndex((p) => p.slug === c.primal),
  );
  const corner = CORNERS[(c.siblingIndex + start) % CORNERS.length]!;
  // Siblings that share a corner (every fourth) lie at another angle, on a lighter table.
  const round = Math.floor(c.siblingIndex / CORNERS.length);
  const tilt = [0, 28, -28, 14][round % 4]!;
  const table = round % 2 ? 0.5 : 0;
  const svg = {} as Record<Ratio, string>;
  for (const [ratio, [w, h]] of Object.entries(RATIO_SIZES) as [Ratio, readonly [number, number]][]) {
    const r = rand(c.id, w);
    const vh = 940;
    const vw = (vh * w) / h;
    const x0 = 500 - vw / 2;
    const wide = vw > 1100;
    const surface = mix(mix(r.pick(SURFACES[c.primal] ?? ['#555555']), '#000000', r.range(0, 0.15)), '#e8e4dc', table);
    const [p0, p1] = PAPER[setting];
    // The cut lies on its setting, turned a little: the fat cap and marbling read on it.
    const paper = rect(
      60,
      60,
      880,
      880,
      mix(p0, p1, r.next()),
      setting === 'slate' || setting === 'wood' ? 40 : 10,
      `transform="rotate(${n(r.range(-8, 8))} 500 500)"`,
    );
    const chartWidth = wide ? Math.min(520, vw - 900) : 300;
    const chartX = wide
      ? corner.left
        ? x0 + 40
        : x0 + vw - chartWidth - 40
      : corner.left
        ? x0 + 30
        : x0 + vw - chartWidth - 30;
    const chartY = wide
      ? corner.top
        ? 80 + r.range(0, 60)
        : 920 - chartWidth * 0.46 - r.range(0, 60)
      : corner.top
        ? 60
        : 930 - chartWidth * 0.46;
    // The cut takes what the chart leaves.
    const scale = wide ? Math.min(0.98, (vw - chartWidth - 110) / 900) : 0.9;
    const shift = wide ? (corner.left ? x0 + vw - 30 - 450 * scale : x0 + 30 + 450 * scale) - 500 : 0;
    const tx0 = 500 + shift + r.range(-30, 30);
    const ty0 = (wide ? 500 : corner.top ? 540 : 460) + r.range(-40, 40);
    const turn = tilt + r.range(-10, 10);
    const planned = scale * r.range(0.94, 1.04);
    // Turned that way, the cut may reach the frame's edge (a long roast's end face did): then it
    // moves back in where the other side has room (never across toward a side chart), and only
    // what still overflows makes it smaller, so the whole cut stays in with a margin.
    const [ex0, ey0, ex1, ey1] = extent(
      turned(
        hull.map(([x, y]) => [x - 500, y - 500] as const),
        turn,
        0,
        0,
      ),
    );
    const [mx, my] = [vw * FRAME_MARGIN, vh * FRAME_MARGIN];
    const inside = (t: number, lo: number, hi: number, e0: number, e1: number) => {
      const under = lo - (t + e0 * planned);
      const over = t + e1 * planned - hi;
      return under > 0
        ? t + Math.max(0, Math.min(under, -over))
        : over > 0
          ? t - Math.max(0, Math.min(over, -under))
          : t;
    };
    const tx = wide ? tx0 : inside(tx0, x0 + mx, x0 + vw - mx, ex0, ex1);
    const ty = inside(ty0, 30 + my, 30 + vh - my, ey0, ey1);
    const fit = Math.min(
      (tx - (x0 + mx)) / -ex0,
      (x0 + vw - mx - tx) / ex1,
      (ty - (30 + my)) / -ey0,
      (30 + vh - my - ty) / ey1,
    );
    const size = Math.min(planned, fit);
    const place = `translate(${n(tx)} ${n(ty)}) rotate(${n(turn)}) scale(${n(size)}) translate(-500 -500)`;
    const body = only
      ? group(place, cut)
      : rect(x0 - 20, -100, vw + 40, 1300, surface) +
        group(place, paper + cut) +
        // The light falls over the paper and the cut too: the paper fills most of the frame.
        light(rand(c.id, 5), x0 - 20, -100, vw + 40, 1300) +
        locator(c.primal, chartX, chartY, chartWidth);
    svg[ratio] = svgDoc(w, h, `${n(x0)} 30 ${n(vw)} ${vh}`, body);
  }
  return { shape, alt: cutAlt(c, shape), svg };
}

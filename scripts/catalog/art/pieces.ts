// The small things every dish is built from: garnishes by kind, beef in its usual forms
// (a slice, a crumble, a chunk), plates, bowls, boards and breads. Scene units: a dish
// fills a 1000 × 1000 square.
import type { GarnishKind } from '@/scripts/catalog/art/ingredients';
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
  shadow,
  type Rand,
} from '@/scripts/catalog/art/svg';

export const BEEF = {
  crust: '#5b2c1c',
  sear: '#7a3b22',
  rare: '#c9564a',
  pink: '#dc7a6b',
  brown: '#6e3a24',
  braised: '#5a2a1a',
  ground: '#74412a',
  fat: '#f3e2cf',
  raw: '#b8343a',
};

const rot = (x: number, y: number, deg: number) => `translate(${n(x)} ${n(y)}) rotate(${n(deg)})`;

/** One garnish of a kind and colour, about `s` units across, centred on (x, y). */
export function garnish(kind: GarnishKind, color: string, x: number, y: number, s: number, r: Rand): string {
  const a = r.range(0, 360);
  switch (kind) {
    case 'leaf':
      return group(
        rot(x, y, a),
        path(`M${-s} 0Q${-s * 0.2} ${-s * 0.62} ${s} 0Q${-s * 0.2} ${s * 0.62} ${-s} 0Z`, color) +
          path(`M${-s * 0.9} 0L${s * 0.85} 0`, 'none', `stroke="${darken(color, 0.3)}" stroke-width="${n(s * 0.07)}"`),
      );
    case 'sprig': {
      const leaves = Array.from({ length: 5 }, (_, i) => {
        const t = -s + (i + 0.5) * ((2 * s) / 5);
        return (
          ellipse(t, -s * 0.14, s * 0.2, s * 0.07, color, `transform="rotate(-30 ${n(t)} ${n(-s * 0.14)})"`) +
          ellipse(t, s * 0.14, s * 0.2, s * 0.07, color, `transform="rotate(30 ${n(t)} ${n(s * 0.14)})"`)
        );
      }).join('');
      return group(
        rot(x, y, a),
        path(`M${-s * 1.1} 0L${s * 1.1} 0`, 'none', `stroke="${darken(color, 0.25)}" stroke-width="${n(s * 0.06)}"`) +
          leaves,
      );
    }
    case 'chile':
      return group(
        rot(x, y, a),
        path(
          `M${-s} ${-s * 0.1}Q${-s * 0.1} ${-s * 0.45} ${s * 0.8} ${-s * 0.08}Q${s * 1.05} ${s * 0.05} ${s * 0.75} ${s * 0.12}Q${-s * 0.1} ${s * 0.25} ${-s} ${-s * 0.1}Z`,
          color,
        ) +
          path(
            `M${s * 0.78} ${-s * 0.02}l${s * 0.3} ${-s * 0.12}`,
            'none',
            `stroke="#4d6b2a" stroke-width="${n(s * 0.1)}" stroke-linecap="round"`,
          ) +
          ellipse(-s * 0.2, -s * 0.16, s * 0.35, s * 0.05, lighten(color, 0.35), 'opacity="0.6"'),
      );
    case 'pepper':
      return group(
        rot(x, y, a),
        path(
          `M${-s} 0Q0 ${-s * 0.55} ${s} 0`,
          'none',
          `stroke="${color}" stroke-width="${n(s * 0.32)}" stroke-linecap="round"`,
        ) +
          path(
            `M${-s * 0.8} ${-s * 0.1}Q0 ${-s * 0.55} ${s * 0.8} ${-s * 0.1}`,
            'none',
            `stroke="${lighten(color, 0.3)}" stroke-width="${n(s * 0.07)}" stroke-linecap="round" opacity="0.7"`,
          ),
      );
    case 'tomato':
      return (
        circle(x, y, s * 0.62, color) +
        circle(x, y, s * 0.45, lighten(color, 0.18)) +
        [0, 120, 240]
          .map((d) => {
            const rad = ((a + d) * Math.PI) / 180;
            return ellipse(x + Math.cos(rad) * s * 0.22, y + Math.sin(rad) * s * 0.22, s * 0.1, s * 0.06, '#f4d58a');
          })
          .join('')
      );
    case 'citrus':
      return group(
        rot(x, y, a),
        path(`M${-s} 0A${s} ${s} 0 0 0 ${s} 0Z`, darken(color, 0.12)) +
          path(`M${-s * 0.86} 0A${s * 0.86} ${s * 0.86} 0 0 0 ${s * 0.86} 0Z`, lighten(color, 0.35)) +
          [30, 60, 90, 120, 150]
            .map((d) => {
              const rad = (d * Math.PI) / 180;
              return path(
                `M0 0L${n(Math.cos(rad) * s * 0.8)} ${n(Math.sin(rad) * s * 0.8)}`,
                'none',
                `stroke="${lighten(color, 0.7)}" stroke-width="${n(s * 0.05)}"`,
              );
            })
            .join(''),
      );
    case 'onion':
    case 'ring':
      return circle(
        x,
        y,
        s * (kind === 'ring' ? 0.32 : 0.6),
        'none',
        `stroke="${color}" stroke-width="${n(s * (kind === 'ring' ? 0.13 : 0.14))}"`,
      );
    case 'cheese':
      return group(rot(x, y, a), rect(-s * 0.5, -s * 0.14, s, s * 0.28, color, s * 0.06));
    case 'bean':
      return group(
        rot(x, y, a),
        ellipse(0, 0, s * 0.3, s * 0.2, color) + ellipse(-s * 0.08, -s * 0.06, s * 0.1, s * 0.05, lighten(color, 0.3)),
      );
    case 'seed':
      return ellipse(x, y, s * 0.12, s * 0.07, color, `transform="rotate(${n(a)} ${n(x)} ${n(y)})"`);
    case 'egg':
      return (
        path(roundBlob(r, x, y, s, s * 0.9, 0.14, 7), '#fffdf7') +
        circle(x + s * 0.1, y - s * 0.05, s * 0.38, color) +
        circle(x, y - s * 0.15, s * 0.1, lighten(color, 0.5))
      );
    case 'avocado':
      return group(
        rot(x, y, a),
        path(`M${-s} 0Q0 ${-s * 0.7} ${s} 0Q0 ${-s * 0.25} ${-s} 0Z`, '#3d6b23') +
          path(
            `M${-s * 0.9} ${s * 0.02}Q0 ${-s * 0.55} ${s * 0.9} ${s * 0.02}Q0 ${-s * 0.12} ${-s * 0.9} ${s * 0.02}Z`,
            color,
          ),
      );
    case 'chunk':
      return group(
        rot(x, y, a),
        rect(-s * 0.4, -s * 0.34, s * 0.8, s * 0.68, color, s * 0.16) +
          rect(-s * 0.3, -s * 0.26, s * 0.35, s * 0.2, lighten(color, 0.3), s * 0.08, 'opacity="0.6"'),
      );
    case 'mushroom':
      return group(
        rot(x, y, a),
        path(`M${-s * 0.6} 0A${s * 0.6} ${s * 0.5} 0 0 1 ${s * 0.6} 0Z`, color) +
          rect(-s * 0.17, -s * 0.02, s * 0.34, s * 0.45, lighten(color, 0.45), s * 0.08),
      );
    case 'olive':
      return (
        ellipse(x, y, s * 0.36, s * 0.28, color) + circle(x, y, s * 0.11, color === '#2f2a2a' ? '#1a1616' : '#d2452e')
      );
    case 'clove':
      return group(
        rot(x, y, a),
        path(
          `M${-s * 0.45} ${s * 0.15}Q0 ${-s * 0.6} ${s * 0.45} ${s * 0.15}Q0 ${s * 0.05} ${-s * 0.45} ${s * 0.15}Z`,
          color,
        ),
      );
    case 'sauce':
      return (
        path(roundBlob(r, x, y, s * 0.7, s * 0.55, 0.2, 7), color) +
        circle(x - s * 0.2, y - s * 0.15, s * 0.12, '#ffffff', 'opacity="0.5"')
      );
    case 'grain':
      return Array.from({ length: 6 }, () =>
        ellipse(
          x + r.range(-s * 0.5, s * 0.5),
          y + r.range(-s * 0.5, s * 0.5),
          s * 0.16,
          s * 0.07,
          color,
          `transform="rotate(${n(r.range(0, 180))} ${n(x)} ${n(y)})"`,
        ),
      ).join('');
  }
}

/** Garnish pieces scattered over a region (an ellipse), never on its very centre. */
export function scatter(
  r: Rand,
  looks: { kind: GarnishKind; color: string }[],
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  size: number,
): string {
  if (!looks.length) return '';
  return Array.from({ length: count }, (_, i) => {
    const l = looks[i % looks.length]!;
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt(r.range(0.08, 1));
    return garnish(l.kind, l.color, cx + Math.cos(a) * rx * d, cy + Math.sin(a) * ry * d, size * r.range(0.8, 1.2), r);
  }).join('');
}

export function plate(cx: number, cy: number, rad: number, color = '#f7f4ee'): string {
  return (
    circle(cx + 12, cy + 18, rad, '#000', 'opacity="0.2"') +
    circle(cx, cy, rad, color) +
    circle(cx, cy, rad * 0.78, darken(color, 0.05)) +
    circle(cx, cy, rad * 0.78, 'none', `stroke="${darken(color, 0.1)}" stroke-width="3"`)
  );
}

/** A bowl seen from above with its contents' colour; returns the rim and the fill. */
export function bowl(cx: number, cy: number, rad: number, color: string, fill: string): string {
  return (
    circle(cx + 14, cy + 20, rad, '#000', 'opacity="0.22"') +
    circle(cx, cy, rad, color) +
    circle(cx, cy, rad * 0.86, darken(color, 0.18)) +
    circle(cx, cy, rad * 0.82, fill)
  );
}

/** A wooden board, rotated by `deg`, with a handle hole on one end. */
export function board(cx: number, cy: number, w: number, h: number, deg: number, color = '#b9824f'): string {
  const grain = Array.from({ length: 5 }, (_, i) => {
    const y = -h / 2 + ((i + 1) * h) / 6;
    return path(
      `M${n(-w / 2 + 20)} ${n(y)}Q0 ${n(y + (i % 2 ? 10 : -10))} ${n(w / 2 - 20)} ${n(y)}`,
      'none',
      `stroke="${darken(color, 0.18)}" stroke-width="3" opacity="0.5"`,
    );
  }).join('');
  return group(
    rot(cx, cy, deg),
    rect(-w / 2 + 12, -h / 2 + 18, w, h, '#000', 36, 'opacity="0.22"') +
      rect(-w / 2, -h / 2, w, h, color, 36) +
      rect(-w / 2 + 8, -h / 2 + 8, w - 16, h - 16, lighten(color, 0.06), 30) +
      grain +
      circle(w / 2 - 45, 0, 16, darken(color, 0.35)),
  );
}

/** A slice of cooked beef: crust all round, a pink or brown inside. */
export function beefSlice(
  x: number,
  y: number,
  w: number,
  h: number,
  deg: number,
  inside: string,
  crust = BEEF.crust,
): string {
  return group(
    rot(x, y, deg),
    rect(-w / 2, -h / 2, w, h, crust, h * 0.35) +
      rect(-w / 2 + h * 0.12, -h / 2 + h * 0.14, w - h * 0.24, h * 0.72, inside, h * 0.3) +
      rect(-w / 2 + h * 0.3, -h * 0.12, w * 0.6, h * 0.16, lighten(inside, 0.2), h * 0.08, 'opacity="0.55"'),
  );
}

/** A whole seared steak from above, with grill marks. */
export function steak(r: Rand, x: number, y: number, w: number, h: number, deg: number, marks = true): string {
  const d = roundBlob(r, 0, 0, w / 2, h / 2, 0.09, 8);
  const lines = marks
    ? [-0.3, -0.1, 0.1, 0.3]
        .map((t) =>
          path(
            `M${n(t * w - h * 0.3)} ${n(-h * 0.35)}L${n(t * w + h * 0.3)} ${n(h * 0.35)}`,
            'none',
            `stroke="#2d150c" stroke-width="${n(h * 0.06)}" stroke-linecap="round" opacity="0.8"`,
          ),
        )
        .join('')
    : '';
  return group(
    rot(x, y, deg),
    shadow(d, 10, 14) +
      path(d, BEEF.sear) +
      path(roundBlob(r, -w * 0.04, -h * 0.04, w * 0.4, h * 0.36, 0.08, 8), '#8c4a2c', 'opacity="0.7"') +
      lines,
  );
}

/** Browned ground beef: many small crumbles over an ellipse. */
export function crumbles(
  r: Rand,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  color = BEEF.ground,
): string {
  return Array.from({ length: count }, () => {
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt(r.next());
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    const s = r.range(10, 20);
    return path(roundBlob(r, x, y, s, s * 0.8, 0.3, 5), r.next() < 0.5 ? color : darken(color, 0.2));
  }).join('');
}

/** Braised or stewed beef chunks. */
export function chunks(
  r: Rand,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  size = 46,
  color = BEEF.braised,
): string {
  return Array.from({ length: count }, () => {
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt(r.next()) * 0.9;
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    const s = size * r.range(0.8, 1.15);
    return (
      path(roundBlob(r, x, y, s * 0.6, s * 0.5, 0.18, 6), darken(color, 0.15)) +
      path(roundBlob(r, x - s * 0.06, y - s * 0.08, s * 0.45, s * 0.34, 0.18, 6), color) +
      ellipse(x - s * 0.15, y - s * 0.15, s * 0.14, s * 0.07, '#ffffff', 'opacity="0.25"')
    );
  }).join('');
}

/** A heap of rice seen from above. */
export function rice(r: Rand, cx: number, cy: number, rx: number, ry: number, color = '#f7f3e8'): string {
  const grains = Array.from({ length: Math.round((rx * ry) / 500) }, () => {
    const a = r.range(0, Math.PI * 2);
    const d = Math.sqrt(r.next()) * 0.92;
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    return ellipse(x, y, 7, 3.5, darken(color, 0.08), `transform="rotate(${n(r.range(0, 180))} ${n(x)} ${n(y)})"`);
  }).join('');
  return path(roundBlob(r, cx, cy, rx, ry, 0.06, 10), color) + grains;
}

/** Wavy noodles filling an ellipse. */
export function noodles(r: Rand, cx: number, cy: number, rx: number, ry: number, color: string, count = 14): string {
  return Array.from({ length: count }, (_, i) => {
    const y = cy - ry * 0.8 + (i / (count - 1)) * ry * 1.6;
    const half = rx * Math.sqrt(Math.max(0, 1 - ((y - cy) / ry) ** 2)) * 0.95;
    const amp = r.range(8, 16);
    let d = `M${n(cx - half)} ${n(y)}`;
    for (let k = 1; k <= 6; k++)
      d += `Q${n(cx - half + ((k - 0.5) / 6) * 2 * half)} ${n(y + (k % 2 ? amp : -amp))} ${n(cx - half + (k / 6) * 2 * half)} ${n(y)}`;
    return path(d, 'none', `stroke="${i % 3 ? color : darken(color, 0.08)}" stroke-width="10" stroke-linecap="round"`);
  }).join('');
}

/** A pool of sauce: an irregular blob with a highlight. */
export function pool(r: Rand, cx: number, cy: number, rx: number, ry: number, color: string): string {
  return (
    path(roundBlob(r, cx, cy, rx, ry, 0.1, 9), color) +
    ellipse(cx - rx * 0.35, cy - ry * 0.4, rx * 0.25, ry * 0.08, '#ffffff', 'opacity="0.18"')
  );
}

/** A cast-iron or enamel pot from above with two handles. */
export function pot(cx: number, cy: number, rad: number, color: string): string {
  return (
    circle(cx + 14, cy + 22, rad, '#000', 'opacity="0.25"') +
    rect(cx - rad - 46, cy - 26, rad * 2 + 92, 52, darken(color, 0.2), 22) +
    circle(cx, cy, rad, color) +
    circle(cx, cy, rad * 0.9, darken(color, 0.35))
  );
}

/** A flatbread or tortilla disc, lightly charred. */
export function tortilla(r: Rand, cx: number, cy: number, rad: number, color = '#ecd49a'): string {
  return (
    path(roundBlob(r, cx, cy, rad, rad, 0.04, 10), color) +
    Array.from({ length: 7 }, () =>
      circle(
        cx + r.range(-rad, rad) * 0.7,
        cy + r.range(-rad, rad) * 0.7,
        r.range(5, 10),
        darken(color, 0.28),
        'opacity="0.6"',
      ),
    ).join('')
  );
}

/** A skewer: a stick with alternating beef and vegetable pieces. */
export function skewer(r: Rand, x: number, y: number, len: number, deg: number, veg: string[]): string {
  const pieces = Array.from({ length: 6 }, (_, i) => {
    const t = -len / 2 + 60 + i * ((len - 120) / 5);
    const beef = i % 2 === 0 || !veg.length;
    const c = beef ? BEEF.sear : veg[Math.floor(i / 2) % veg.length]!;
    return beef
      ? path(roundBlob(r, t, 0, 40, 36, 0.12, 6), c) +
          path(`M${n(t - 18)} -20L${n(t + 10)} 22`, 'none', 'stroke="#2d150c" stroke-width="6" opacity="0.7"')
      : rect(t - 26, -30, 52, 60, c, 14);
  }).join('');
  return group(
    rot(x, y, deg),
    rect(-len / 2 + 10, -22, len, 60, '#000', 20, 'opacity="0.15"') +
      rect(-len / 2 - 30, -5, len + 60, 10, '#d8b27c', 4) +
      pieces,
  );
}

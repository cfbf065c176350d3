// Small drawing helpers shared by the catalog's artwork: a seeded random source, number
// formatting that keeps the SVG short and stable, and a few shape builders.

export type Rand = {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
};

/** mulberry32 seeded from a number and a salt: the same record always draws the same picture. */
export function rand(seed: number, salt = 0): Rand {
  let a = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(salt + 1, 0xc2b2ae35)) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (n) => Math.floor(next() * n),
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
}

/** A number rounded to one decimal, without a trailing ".0". */
export const n = (x: number) => String(Math.round(x * 100) / 100);

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra ? ' ' + extra : ''}/>`;

export const path = (d: string, fill: string, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;

export const group = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;

/** A closed smooth blob through `points` (Catmull-Rom turned into cubic Béziers). */
export function blob(points: [number, number][]): string {
  const p = points;
  const k = p.length;
  let d = `M${n(p[0]![0])} ${n(p[0]![1])}`;
  for (let i = 0; i < k; i++) {
    const p0 = p[(i - 1 + k) % k]!;
    const p1 = p[i]!;
    const p2 = p[(i + 1) % k]!;
    const p3 = p[(i + 2) % k]!;
    const c1: [number, number] = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: [number, number] = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d + 'Z';
}

/** An irregular round shape: `k` points around (cx, cy) at radius r·(1 ± wobble). */
export function roundBlob(r: Rand, cx: number, cy: number, rx: number, ry: number, wobble = 0.12, k = 9): string {
  const pts: [number, number][] = [];
  const start = r.range(0, Math.PI * 2);
  for (let i = 0; i < k; i++) {
    const a = start + (i / k) * Math.PI * 2;
    const f = 1 + r.range(-wobble, wobble);
    pts.push([cx + Math.cos(a) * rx * f, cy + Math.sin(a) * ry * f]);
  }
  return blob(pts);
}

/** Mixes two #rrggbb colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return (
    '#' +
    pa
      .map((v, i) =>
        Math.round(v + (pb[i]! - v) * t)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
export const darken = (c: string, t: number) => mix(c, '#000000', t);
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

/** A soft drop shadow under a shape: the same path, dark, offset and translucent. */
export const shadow = (d: string, dx = 10, dy = 16, opacity = 0.22) =>
  `<path d="${d}" transform="translate(${dx} ${dy})" fill="#000" opacity="${opacity}"/>`;

/** A full SVG document: `viewBox` in scene units, `width`×`height` in pixels. */
export const svgDoc = (width: number, height: number, viewBox: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;

/** Window light across a table: a soft gradient from light to shade at a seeded angle over
 *  the box, so that no two pictures share their pattern of light and dark. */
export function light(r: Rand, x: number, y: number, w: number, h: number, id = 'light'): string {
  const a = r.range(0, Math.PI * 2);
  const dx = Math.cos(a) / 2;
  const dy = Math.sin(a) / 2;
  const strength = r.range(0.2, 0.34);
  return (
    `<defs><linearGradient id="${id}" x1="${n(0.5 - dx)}" y1="${n(0.5 - dy)}" x2="${n(0.5 + dx)}" y2="${n(0.5 + dy)}">` +
    `<stop offset="0" stop-color="#fff" stop-opacity="${n(strength)}"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${n(strength + 0.08)}"/></linearGradient></defs>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${id})"/>`
  );
}

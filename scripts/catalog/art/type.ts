// Sets text as SVG paths with Inter (the share cards' typeface, from @fontsource/inter's static
// WOFF files; the pages use the reader's system font), so a share card renders the same with or
// without the font installed: librsvg never has to find a font, and the picture's hash covers
// the glyphs.
import { createRequire } from 'node:module';
import { openSync, type Font } from 'fontkit';

const require = createRequire(import.meta.url);
type Weight = 400 | 600 | 800;
export type Line = { text: string; width: number };
const fonts = new Map<string, Font>();
function inter(weight: Weight, subset: 'latin' | 'latin-ext'): Font {
  const key = `${subset}-${weight}`;
  let f = fonts.get(key);
  if (!f) {
    f = openSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)) as Font;
    fonts.set(key, f);
  }
  return f;
}

type Glyph = { advance: number; d: string; unitsPerEm: number };
const glyphs = new Map<string, Glyph>();
/** A character's glyph: from the latin file (with ñ, accents, curly quotes and dashes) when it
 *  has one, else from latin-ext. No shaping: titles need neither ligatures nor contextual forms. */
function glyph(ch: string, weight: Weight): Glyph {
  const key = `${weight}:${ch}`;
  let g = glyphs.get(key);
  if (!g) {
    const cp = ch.codePointAt(0)!;
    const latin = inter(weight, 'latin');
    const font = latin.hasGlyphForCodePoint(cp) ? latin : inter(weight, 'latin-ext');
    const fg = font.glyphForCodePoint(cp);
    g = { advance: fg.advanceWidth, d: fg.path.toSVG(), unitsPerEm: font.unitsPerEm };
    glyphs.set(key, g);
  }
  return g;
}

/** The advance width of `text` at `size` px. */
export function measure(text: string, size: number, weight: Weight = 800): number {
  let w = 0;
  for (const ch of text) {
    const g = glyph(ch, weight);
    w += (g.advance * size) / g.unitsPerEm;
  }
  return w;
}

/** Breaks `text` into lines no wider than `width` at `size`; null when it needs more than `maxLines`. */
export function wrap(text: string, size: number, width: number, maxLines: number, weight: Weight = 800): Line[] | null {
  const words = text.split(/\s+/).filter(Boolean);
  const space = measure(' ', size, weight);
  const lines: Line[] = [];
  let line: string[] = [];
  let lineWidth = 0;
  for (const w of words) {
    const ww = measure(w, size, weight);
    if (line.length && lineWidth + space + ww > width) {
      lines.push({ text: line.join(' '), width: lineWidth });
      line = [w];
      lineWidth = ww;
    } else {
      lineWidth += (line.length ? space : 0) + ww;
      line.push(w);
    }
  }
  if (line.length) lines.push({ text: line.join(' '), width: lineWidth });
  if (lines.length > maxLines || lines.some((l) => l.width > width)) return null;
  return lines;
}

/** One line of text as filled glyph outlines, its baseline starting at (x, y). */
export function textPath(text: string, x: number, y: number, size: number, fill: string, weight: Weight = 800): string {
  let out = '';
  let pen = x;
  for (const ch of text) {
    const g = glyph(ch, weight);
    const scale = size / g.unitsPerEm;
    // Font units are y-up: each glyph is flipped and scaled in place.
    if (g.d)
      out += `<path transform="translate(${pen.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${g.d}"/>`;
    pen += g.advance * scale;
  }
  return `<g fill="${fill}">${out}</g>`;
}

// The beef cut chart: a side view of a steer (head to the left) divided into the eight US
// primals. One geometry serves the interactive chart on the site and the generated cut
// artwork, so both always agree. Coordinates are in a 1000 × 560 view box.

export type PrimalShape = { slug: string; name: string; points: string; label: [number, number] };

export const CHART_VIEWBOX = { width: 1000, height: 560 } as const;

export const PRIMAL_SHAPES: readonly PrimalShape[] = [
  { slug: 'chuck', name: 'Chuck', points: '200,150 390,135 390,330 320,345 200,300', label: [295, 235] },
  { slug: 'rib', name: 'Rib', points: '390,135 520,135 520,300 390,310', label: [455, 220] },
  { slug: 'loin', name: 'Loin', points: '520,135 740,140 740,300 520,300', label: [630, 220] },
  {
    slug: 'round',
    name: 'Round',
    points: '740,140 880,150 930,215 905,330 862,420 850,525 805,525 795,420 740,300',
    label: [830, 270],
  },
  { slug: 'brisket', name: 'Brisket', points: '200,300 320,345 330,420 255,432 212,385', label: [265, 380] },
  { slug: 'shank', name: 'Shank', points: '255,432 330,420 322,525 280,525', label: [300, 490] },
  { slug: 'plate', name: 'Plate', points: '390,310 520,300 520,405 330,420 320,345 390,330', label: [430, 370] },
  { slug: 'flank', name: 'Flank', points: '520,300 740,300 765,352 705,402 520,405', label: [630, 355] },
];

/** The site chart's layout of each region, by region name: its label (inside the region at 31
 *  units, 14 px or more on a 390 px phone; the shank's runs up its leg), a larger target where a
 *  region is small (over empty ground only, so no two targets overlap), and a line on what comes
 *  from it (the home page's list). Regions are matched to the service's primal records by name
 *  (lib/chart/primal-regions.ts), never by a slug of our catalog. */
export const REGION_LAYOUT: Record<
  string,
  {
    /** Where the label sits; `fit`: its room along the baseline, in chart units, where the
     *  region is tight: the label is set to that length in any font (the pages use the reader's
     *  system font, whose widths we do not know). */
    tag: { x: number; y: number; rotate?: number; fit?: number };
    hit?: { x: number; y: number; width: number; height: number };
    note: string;
    /** Other names a service may give the primal ("Short Plate", "Foreshank"). */
    aka?: string[];
  }
> = {
  Chuck: { tag: { x: 295, y: 235 }, note: 'Shoulder: pot roasts, flat iron, Denver steak, ground chuck' },
  Rib: { tag: { x: 455, y: 220 }, note: 'Ribs 6-12: ribeye, prime rib, back ribs' },
  Loin: { tag: { x: 630, y: 220 }, note: 'Short loin and sirloin: strip, T-bone, tenderloin, tri-tip' },
  Round: { tag: { x: 835, y: 270 }, note: 'Hind leg: lean roasts and steaks, eye of round' },
  Brisket: { tag: { x: 266, y: 368 }, note: 'Breast: flat and point, for smoking and braising' },
  Shank: {
    tag: { x: 300, y: 473, rotate: -90, fit: 96 },
    hit: { x: 228, y: 434, width: 117, height: 110 },
    note: 'Foreshank: cross cuts for long braises',
    aka: ['Foreshank', 'Fore Shank', 'Shank and Brisket Shank'],
  },
  Plate: { tag: { x: 445, y: 365 }, note: 'Below the rib: skirt steaks, short ribs', aka: ['Short Plate'] },
  Flank: { tag: { x: 630, y: 355 }, note: 'Belly: flank steak for the grill' },
};

/** Head, hind shank and tail: drawn, not part of any primal. */
export const SILHOUETTE_EXTRAS = [
  '200,150 150,128 92,150 48,205 58,258 100,292 160,300 200,300',
  '905,330 930,215 955,230 950,320',
];
/** Where the short loin ends and the sirloin begins (between the 13th rib and the hip). */
export const LOIN_SPLIT = { x1: 632, y1: 138, x2: 632, y2: 300 };

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Wraps a title into lines that fit `maxChars`, at most `maxLines` lines. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if ((line + ' ' + w).trim().length > maxChars && line) {
      lines.push(line);
      line = w;
    } else line = (line + ' ' + w).trim();
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = kept[maxLines - 1]!.replace(/\s*\S*$/, '') + '…';
    return kept;
  }
  return lines;
}

/** The chart as a standalone SVG with one primal highlighted, titled, for cut artwork. */
export function cutChartSvg(o: {
  width: number;
  height: number;
  highlight?: string;
  title: string;
  subtitle: string;
}): string {
  const { width: W, height: H } = o;
  const titleSize = Math.round(W / 22);
  const chartTop = titleSize * 3.2;
  const scale = Math.min((W * 0.92) / CHART_VIEWBOX.width, (H - chartTop - H * 0.04) / CHART_VIEWBOX.height);
  const cx = (W - CHART_VIEWBOX.width * scale) / 2;
  const shapes = PRIMAL_SHAPES.map((p) => {
    const on = p.slug === o.highlight;
    return (
      `<polygon points="${p.points}" fill="${on ? '#b3362b' : '#f3e3d3'}" stroke="#7c261f" stroke-width="3"/>` +
      `<text x="${p.label[0]}" y="${p.label[1]}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${on ? 30 : 24}" font-weight="${on ? 700 : 400}" fill="${on ? '#ffffff' : '#67241f'}">${p.name}</text>`
    );
  }).join('');
  const extras = SILHOUETTE_EXTRAS.map(
    (pts) => `<polygon points="${pts}" fill="#e7d3bf" stroke="#7c261f" stroke-width="3"/>`,
  ).join('');
  const lines = wrapText(o.title, Math.floor(W / (titleSize * 0.62)), 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="#fffdf9"/>
<text x="${W / 2}" y="${titleSize * 1.35}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${titleSize}" fill="#1c1917">${escapeXml(lines[0] ?? '')}</text>
<text x="${W / 2}" y="${titleSize * 2.35}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(titleSize * 0.55)}" fill="#57534e">${escapeXml(o.subtitle)}</text>
<g transform="translate(${cx} ${chartTop}) scale(${scale})">${extras}${shapes}
<line x1="${LOIN_SPLIT.x1}" y1="${LOIN_SPLIT.y1}" x2="${LOIN_SPLIT.x2}" y2="${LOIN_SPLIT.y2}" stroke="#7c261f" stroke-width="2" stroke-dasharray="8 6"/></g>
</svg>`;
}

const METHOD_COLORS: Record<string, [string, string]> = {
  grill: ['#3b1f17', '#c2410c'],
  broil: ['#44231a', '#ea580c'],
  skillet: ['#3f2a1d', '#b45309'],
  'stir-fry': ['#1f3326', '#4d7c0f'],
  roast: ['#3d2616', '#a16207'],
  braise: ['#3a1620', '#9f1239'],
  'slow-cooker': ['#2e1a24', '#86198f'],
  'pressure-cooker': ['#1e2433', '#1d4ed8'],
  smoke: ['#202020', '#57534e'],
  simmer: ['#1b2f33', '#0f766e'],
  bake: ['#3b2a14', '#ca8a04'],
};

/** Recipe artwork: a plated, stylized beef dish over the colours of its cooking method,
 *  with the recipe's name. Deterministic from its inputs. */
export function recipeArtSvg(o: {
  width: number;
  height: number;
  title: string;
  subtitle: string;
  method: string;
  seed: number;
}): string {
  const { width: W, height: H } = o;
  const [dark, warm] = METHOD_COLORS[o.method] ?? ['#3a1f1a', '#9a3412'];
  const r = Math.min(W, H) * 0.3;
  const px = W * (W > H ? 0.7 : 0.5);
  const py = W > H ? H * 0.5 : H * 0.58;
  const rand = (i: number) => {
    const x = Math.sin(o.seed * 9301 + i * 49297) * 233280;
    return x - Math.floor(x);
  };
  const garnish = Array.from({ length: 9 }, (_, i) => {
    const a = rand(i) * Math.PI * 2;
    const d = r * (0.72 + rand(i + 20) * 0.16);
    const colors = ['#65a30d', '#84cc16', '#dc2626', '#facc15'];
    return `<circle cx="${(px + Math.cos(a) * d).toFixed(1)}" cy="${(py + Math.sin(a) * d).toFixed(1)}" r="${(r * (0.05 + rand(i + 40) * 0.05)).toFixed(1)}" fill="${colors[i % 4]}"/>`;
  }).join('');
  const sear = Array.from({ length: 4 }, (_, i) => {
    const y = py - r * 0.3 + i * r * 0.2;
    return `<line x1="${px - r * 0.45}" y1="${y - r * 0.12}" x2="${px + r * 0.45}" y2="${y + r * 0.12}" stroke="#3b1f17" stroke-width="${r * 0.05}" stroke-linecap="round" opacity="0.55"/>`;
  }).join('');
  // Long titles get a smaller face and a fourth line rather than an ellipsis.
  const titleSize = Math.round(Math.min(W, H) / (o.title.length > 34 ? 14 : o.title.length > 22 ? 12 : 11));
  const textX = W > H ? W * 0.06 : W * 0.07;
  const maxChars = Math.floor((W > H ? W * 0.44 : W * 0.86) / (titleSize * 0.6));
  const lines = wrapText(o.title, maxChars, 4);
  const textTop = W > H ? H * 0.3 : H * 0.1;
  const title = lines
    .map(
      (l, i) =>
        `<text x="${textX}" y="${textTop + titleSize * (i + 1) * 1.15}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${titleSize}" fill="#fffdf9">${escapeXml(l)}</text>`,
    )
    .join('');
  const subY = textTop + titleSize * (lines.length + 1) * 1.15 + titleSize * 0.1;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${warm}"/></linearGradient>
<radialGradient id="meat" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#c2675a"/><stop offset="0.7" stop-color="#8a3b2e"/><stop offset="1" stop-color="#5c2418"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="${px}" cy="${py}" r="${r * 1.08}" fill="#00000033"/>
<circle cx="${px}" cy="${py}" r="${r}" fill="#f5f5f4"/><circle cx="${px}" cy="${py}" r="${r * 0.86}" fill="#e7e5e4"/>
<path d="M ${px - r * 0.55} ${py - r * 0.05} C ${px - r * 0.5} ${py - r * 0.5}, ${px + r * 0.35} ${py - r * 0.55}, ${px + r * 0.55} ${py - r * 0.15} C ${px + r * 0.68} ${py + r * 0.25}, ${px + r * 0.1} ${py + r * 0.5}, ${px - r * 0.3} ${py + r * 0.38} C ${px - r * 0.6} ${py + r * 0.3}, ${px - r * 0.6} ${py + r * 0.1}, ${px - r * 0.55} ${py - r * 0.05} Z" fill="url(#meat)"/>
${sear}${garnish}${title}
<text x="${textX}" y="${subY}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(titleSize * 0.45)}" fill="#fde68a">${escapeXml(o.subtitle)}</text>
</svg>`;
}

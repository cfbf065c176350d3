// Serving scaler and US/metric conversion for ingredient lines. Pure functions: the
// client island and the tests share them. Text without a number is kept as written.

export type ScalableLine = { text: string; quantity: string; quantityValue: number | null; measurement: string };

const METRIC: Record<string, { factor: number; unit: 'ml' | 'g' }> = {
  cup: { factor: 236.588, unit: 'ml' },
  tablespoon: { factor: 14.787, unit: 'ml' },
  teaspoon: { factor: 4.929, unit: 'ml' },
  'fluid ounce': { factor: 29.574, unit: 'ml' },
  ounce: { factor: 28.3495, unit: 'g' },
  pound: { factor: 453.592, unit: 'g' },
};
const ALIASES: Record<string, string> = {
  cups: 'cup',
  c: 'cup',
  tablespoons: 'tablespoon',
  tbsp: 'tablespoon',
  teaspoons: 'teaspoon',
  tsp: 'teaspoon',
  'fluid ounces': 'fluid ounce',
  'fl oz': 'fluid ounce',
  ounces: 'ounce',
  oz: 'ounce',
  pounds: 'pound',
  lb: 'pound',
  lbs: 'pound',
  taza: 'cup',
  tazas: 'cup',
  cucharada: 'tablespoon',
  cucharadas: 'tablespoon',
  cucharadita: 'teaspoon',
  cucharaditas: 'teaspoon',
  onza: 'ounce',
  onzas: 'ounce',
  libra: 'pound',
  libras: 'pound',
};
const canonicalUnit = (m: string) => {
  const k = m.trim().toLowerCase();
  return METRIC[k] ? k : ALIASES[k];
};

const FRACTIONS: [number, string][] = [
  [0, ''],
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [3 / 8, '3/8'],
  [1 / 2, '1/2'],
  [5 / 8, '5/8'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
  [7 / 8, '7/8'],
  [1, ''],
];

/** Kitchen-friendly US number: 1.5 → "1-1/2", 0.333 → "1/3". */
export function formatUs(value: number): string {
  if (value <= 0) return '0';
  let whole = Math.floor(value);
  const frac = value - whole;
  let best = FRACTIONS[0]!;
  for (const f of FRACTIONS) if (Math.abs(f[0] - frac) < Math.abs(best[0] - frac)) best = f;
  if (best[0] === 1) {
    whole += 1;
    best = FRACTIONS[0]!;
  }
  if (whole === 0 && !best[1]) return value < 0.1 ? value.toFixed(2) : value.toFixed(1);
  return [whole || '', best[1]].filter(Boolean).join('-');
}

export function formatMetric(value: number, unit: 'ml' | 'g'): string {
  if (unit === 'g' && value >= 1000)
    return `${(value / 1000).toFixed(value >= 10_000 ? 0 : 2).replace(/\.?0+$/, '')} kg`;
  if (unit === 'ml' && value >= 1000) return `${(value / 1000).toFixed(2).replace(/\.?0+$/, '')} l`;
  const rounded =
    value >= 100 ? Math.round(value / 5) * 5 : value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${unit}`;
}

/** The line's text for `factor` times the servings, in US or metric units. */
export function scaleLine(line: ScalableLine, factor: number, system: 'us' | 'metric'): string {
  if (line.quantityValue === null || !Number.isFinite(line.quantityValue)) return line.text;
  if (factor === 1 && system === 'us') return line.text;
  const value = line.quantityValue * factor;
  let rest = line.text;
  const q = line.quantity.trim();
  if (q && rest.startsWith(q)) rest = rest.slice(q.length).trimStart();
  const unit = canonicalUnit(line.measurement);
  if (system === 'metric' && unit) {
    const m = METRIC[unit]!;
    const word = line.measurement.trim();
    const re = new RegExp(`^${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b\\.?\\s*`, 'i');
    if (re.test(rest)) return `${formatMetric(value * m.factor, m.unit)} ${rest.replace(re, '')}`.trim();
    return `${formatMetric(value * m.factor, m.unit)} (${formatUs(value)} ${word}) ${rest}`.trim();
  }
  return `${formatUs(value)} ${rest}`.trim();
}

/** Minutes a step states ("8 to 10 minutes", "20 minutos"): the larger bound, for a timer. */
export function stepMinutes(text: string): number | null {
  const m = text.match(
    /(\d+(?:\.\d+)?)(?:\s*(?:to|-|–|a|o)\s*(\d+(?:\.\d+)?))?\s*(?:more\s+|additional\s+|más\s+)?(minutes?|mins?|minutos?|hours?|horas?)\b/i,
  );
  if (!m) return null;
  const value = Number(m[2] ?? m[1]);
  return /^h/i.test(m[3]!) ? value * 60 : value;
}

import type { CalculatorOption } from '@/components/cut/format';
import type { UnitSystem } from '@/lib/cooking/temperature';

/** A row: indexes into `texts` for method, size, size label, heat, doneness, time, pull, final
 *  and estimatedFrom (-1: none), then the rest minutes, the USDA °F and rest, and flags (1: below
 *  USDA, 2: the default choice). */
type Row = [number, number, number, number, number, number, number, number, number, number, number, number, number];
/** The texts that differ in metric, as indexes: size label, heat, pull, final, estimatedFrom. */
type MetricRow = [number, number, number, number, number];

/** The calculator's options as they travel to its island: a steak cut has a hundred or more
 *  (method × thickness × doneness), whose texts repeat; each distinct text is sent once. Where
 *  the reader may switch units (a recipe page), the metric texts travel beside the US ones. */
export type CalculatorTable = { texts: string[]; rows: Row[]; metric?: MetricRow[] };

/** `metric`, when given, are the same options in metric (`calculatorOptions` with the same
 *  guidelines), in the same order. */
export function packCalculator(options: CalculatorOption[], metric?: CalculatorOption[]): CalculatorTable {
  const texts: string[] = [];
  const index = new Map<string, number>();
  const at = (s: string) => {
    let i = index.get(s);
    if (i === undefined) {
      i = texts.push(s) - 1;
      index.set(s, i);
    }
    return i;
  };
  const maybe = (s: string | null) => (s === null ? -1 : at(s));
  const rows = options.map((o): Row => [
    at(o.method),
    at(o.size),
    at(o.sizeLabel),
    at(o.heat),
    at(o.doneness),
    at(o.time),
    at(o.pull),
    at(o.final),
    maybe(o.estimatedFrom),
    o.restMinutes,
    o.usda.f,
    o.usda.restMinutes,
    (o.belowUsda ? 1 : 0) | (o.isDefault ? 2 : 0),
  ]);
  if (!metric) return { texts, rows };
  const metricRows = metric.map((o): MetricRow => [
    at(o.sizeLabel),
    at(o.heat),
    at(o.pull),
    at(o.final),
    maybe(o.estimatedFrom),
  ]);
  return { texts, rows, metric: metricRows };
}

/** The options in the reader's units (US where the table has no metric texts). */
export function unpackCalculator(
  { texts, rows, metric }: CalculatorTable,
  system: UnitSystem = 'us',
): CalculatorOption[] {
  const text = (i: number) => texts[i] ?? '';
  const maybe = (i: number) => (i < 0 ? null : text(i));
  return rows.map((row, r) => {
    const [method, size, sizeLabel, heat, doneness, time, pull, final, estimated, rest, usdaF, usdaRest, flags] = row;
    const m = system === 'metric' ? metric?.[r] : undefined;
    return {
      method: text(method),
      size: text(size),
      sizeLabel: text(m ? m[0] : sizeLabel),
      heat: text(m ? m[1] : heat),
      doneness: text(doneness),
      time: text(time),
      pull: text(m ? m[2] : pull),
      restMinutes: rest,
      final: text(m ? m[3] : final),
      usda: { f: usdaF, restMinutes: usdaRest },
      belowUsda: (flags & 1) !== 0,
      isDefault: (flags & 2) !== 0,
      estimatedFrom: maybe(m ? m[4] : estimated),
    };
  });
}

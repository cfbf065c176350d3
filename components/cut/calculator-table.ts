import type { CalculatorOption } from '@/components/cut/format';

/** A row: indexes into `texts` for method, size, heat, doneness, time, pull, final and
 *  estimatedFrom (-1: none), then the rest minutes, the USDA °F and rest, and flags (1: below
 *  USDA, 2: the default choice). */
type Row = [number, number, number, number, number, number, number, number, number, number, number, number];

/** The calculator's options as they travel to its island: a steak cut has a hundred or more
 *  (method × thickness × doneness), whose texts repeat; each distinct text is sent once. */
export type CalculatorTable = { texts: string[]; rows: Row[] };

export function packCalculator(options: CalculatorOption[]): CalculatorTable {
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
  const rows = options.map((o): Row => [
    at(o.method),
    at(o.size),
    at(o.heat),
    at(o.doneness),
    at(o.time),
    at(o.pull),
    at(o.final),
    o.estimatedFrom === null ? -1 : at(o.estimatedFrom),
    o.restMinutes,
    o.usda.f,
    o.usda.restMinutes,
    (o.belowUsda ? 1 : 0) | (o.isDefault ? 2 : 0),
  ]);
  return { texts, rows };
}

export function unpackCalculator({ texts, rows }: CalculatorTable): CalculatorOption[] {
  const text = (i: number) => texts[i] ?? '';
  return rows.map(([method, size, heat, doneness, time, pull, final, estimated, rest, usdaF, usdaRest, flags]) => ({
    method: text(method),
    size: text(size),
    heat: text(heat),
    doneness: text(doneness),
    time: text(time),
    pull: text(pull),
    restMinutes: rest,
    final: text(final),
    usda: { f: usdaF, restMinutes: usdaRest },
    belowUsda: (flags & 1) !== 0,
    isDefault: (flags & 2) !== 0,
    estimatedFrom: estimated < 0 ? null : text(estimated),
  }));
}

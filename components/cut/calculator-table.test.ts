import { describe, expect, it } from 'vitest';
import { packCalculator, unpackCalculator } from '@/components/cut/calculator-table';
import { calculatorOptions } from '@/components/cut/format';
import { record } from '@/components/cut/guideline-fixture';

describe('packCalculator', () => {
  const guidelines = [
    record({}),
    record({ id: 2, method: 'Roast', grillingMethod: '', thicknessInches: null, weightOunces: [48, 64], ovenF: 325 }),
  ];
  const options = calculatorOptions(guidelines, false);
  const metric = calculatorOptions(guidelines, false, undefined, { system: 'metric', lang: 'en' });

  it('unpacks to the very options it packed', () => {
    expect(options.length).toBeGreaterThan(10);
    expect(options.some((o) => o.estimatedFrom !== null) && options.some((o) => o.estimatedFrom === null)).toBe(true);
    expect(options.some((o) => o.belowUsda) && options.some((o) => o.isDefault)).toBe(true);
    expect(unpackCalculator(packCalculator(options))).toEqual(options);
  });

  it('sends each text once and is much smaller than the options as they are', () => {
    const packed = packCalculator(options);
    expect(new Set(packed.texts).size).toBe(packed.texts.length);
    expect(JSON.stringify(packed).length * 2).toBeLessThan(JSON.stringify(options).length);
  });

  it('carries the metric texts beside the US ones, for the reader who switches', () => {
    const packed = packCalculator(options, metric);
    expect(metric.some((o, i) => o.pull !== options[i]!.pull && o.sizeLabel !== options[i]!.sizeLabel)).toBe(true);
    expect(unpackCalculator(packed, 'metric')).toEqual(metric);
    expect(unpackCalculator(packed, 'us')).toEqual(options);
    // A table packed without them (the cut page, in US units only) reads as US in either.
    expect(unpackCalculator(packCalculator(options), 'metric')).toEqual(options);
  });

  it('keeps an empty table empty', () => {
    expect(unpackCalculator(packCalculator([]))).toEqual([]);
  });
});

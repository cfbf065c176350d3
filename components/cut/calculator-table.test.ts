import { describe, expect, it } from 'vitest';
import { packCalculator, unpackCalculator } from '@/components/cut/calculator-table';
import { calculatorOptions } from '@/components/cut/format';
import { record } from '@/components/cut/guideline-fixture';

describe('packCalculator', () => {
  const options = calculatorOptions(
    [
      record({}),
      record({ id: 2, method: 'Roast', grillingMethod: '', thicknessInches: null, weightOunces: [48, 64], ovenF: 325 }),
    ],
    false,
  );

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

  it('keeps an empty table empty', () => {
    expect(unpackCalculator(packCalculator([]))).toEqual([]);
  });
});

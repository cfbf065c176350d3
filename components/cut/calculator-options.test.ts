import { describe, expect, it } from 'vitest';
import { calculatorOptions } from '@/components/cut/format';
import { record } from '@/components/cut/guideline-fixture';
import { steakMinutes } from '@/lib/cooking/doneness';

// One grilled record (1 inch, the service's Medium Rare at 145 °F final, pulled at 140 °F) and
// one roast: the table the calculator offers from them.
const steak = record({});
const roast = record({
  id: 2,
  method: 'Roast',
  grillingMethod: '',
  thicknessInches: null,
  weightOunces: [48, 64],
  minutes: [90, 105],
  ovenF: 325,
});
const options = calculatorOptions([steak, roast], false);
const grill = options.filter((o) => o.method === 'Grill');

describe('the calculator table', () => {
  it('offers every steak thickness with the five chef’s donenesses', () => {
    expect([...new Set(grill.map((o) => o.size))]).toEqual(['¾ inch', '1 inch', '1¼ inches', '1½ inches', '2 inches']);
    for (const size of new Set(grill.map((o) => o.size))) {
      expect(grill.filter((o) => o.size === size).map((o) => o.doneness)).toEqual([
        'Rare',
        'Medium Rare',
        'Medium',
        'Medium Well',
        'Well Done',
      ]);
    }
  });

  const rows: [size: string, doneness: string, pull: string, final: string, belowUsda: boolean][] = [
    ['1 inch', 'Rare', '120 °F', '125 °F', true],
    ['1 inch', 'Medium Rare', '125–130 °F', '130–135 °F', true],
    ['1 inch', 'Medium', '135–140 °F', '140–145 °F', true],
    ['1 inch', 'Medium Well', '145–150 °F', '150–155 °F', false],
    ['1 inch', 'Well Done', '155 °F', '160 °F', false],
  ];
  it.each(rows)('%s %s: pull %s, ends %s, below USDA %s', (size, doneness, pull, final, belowUsda) => {
    const o = grill.find((x) => x.size === size && x.doneness === doneness)!;
    expect(o).toMatchObject({ pull, final, belowUsda, restMinutes: 5, usda: { f: 145, restMinutes: 3 } });
  });

  it('opens each size on the first USDA-safe doneness', () => {
    for (const size of new Set(grill.map((o) => o.size))) {
      expect(grill.filter((o) => o.size === size && o.isDefault).map((o) => o.doneness)).toEqual(['Medium Well']);
    }
  });

  it('keeps the record’s own time where size and doneness match it, and estimates the rest', () => {
    expect(grill.find((o) => o.size === '1 inch' && o.doneness === 'Medium')).toMatchObject({
      time: '10–12 min',
      estimatedFrom: null,
    });
    const thick = grill.find((o) => o.size === '2 inches' && o.doneness === 'Medium')!;
    expect(thick.estimatedFrom).toBe('1 inch, Medium Rare');
    expect(thick.heat).toBe('Medium heat');
  });

  it('lengthens times with thickness and with doneness', () => {
    const minutes = (inches: number, pull: number) =>
      steakMinutes(
        { minutes: [10, 10], thicknessInches: 1, pullF: 140 },
        { thicknessInches: inches, pullF: [pull, pull] },
      )[0];
    expect(minutes(1, 140)).toBe(10);
    expect(minutes(2, 140)).toBe(25);
    expect(minutes(0.75, 140)).toBe(7);
    // Medium (155 °F) against medium rare (140 °F): 1.21×, as the NCBA grill records (14-18 vs 11-15 min).
    expect(minutes(1, 155)).toBe(12);
    expect(minutes(1, 120)).toBeLessThan(minutes(1, 130));
    expect(minutes(1, 130)).toBeLessThan(minutes(1, 155));
    const times = grill.filter((o) => o.doneness === 'Medium Well').map((o) => o.time);
    expect(times).toEqual([...new Set(times)]);
  });

  it('offers roasts as the service’s records, pulled by their carry-over', () => {
    expect(options.filter((o) => o.method === 'Roast')).toEqual([
      expect.objectContaining({
        doneness: 'Medium Rare',
        pull: '130 °F',
        final: '145 °F',
        restMinutes: 20,
        isDefault: true,
        belowUsda: false,
      }),
    ]);
  });

  it('takes a record’s own time for the doneness it was pulled at', () => {
    const medium = record({ id: 3, doneness: 'Medium', internalF: 160, minutes: [14, 18] });
    const both = calculatorOptions([steak, medium], false).filter((o) => o.size === '1 inch');
    expect(both.find((o) => o.doneness === 'Well Done')).toMatchObject({ time: '14–18 min', estimatedFrom: null });
    expect(both.find((o) => o.doneness === 'Medium')).toMatchObject({ time: '10–12 min', estimatedFrom: null });
  });

  it('never offers ground beef below 160 °F', () => {
    const ground = calculatorOptions([record({ doneness: 'Medium', internalF: 160 })], true);
    expect(ground.every((o) => !o.belowUsda && o.doneness === 'Well Done' && o.pull === '160 °F')).toBe(true);
    expect(ground.every((o) => o.usda.f === 160 && o.restMinutes === 0)).toBe(true);
  });
});

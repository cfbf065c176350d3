import { describe, expect, it } from 'vitest';
import { calculatorOptions } from '@/components/cut/format';
import { record } from '@/components/cut/guideline-fixture';
import { roastMinutes, steakMinutes } from '@/lib/cooking/doneness';

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

  // The roast record (3-4 lb at 325 °F, the service's Medium Rare at 145 °F final, pulled at
  // 130 °F by its carry-over): the chef's five for roasts, pulled 10 °F below Rouxbe's serving
  // temperatures; the record's own time where its pull falls in a choice (medium), the
  // conduction model's elsewhere; well done the one at or above the USDA 145 °F.
  const roastRows: [doneness: string, pull: string, final: string, time: string, own: boolean, below: boolean][] = [
    ['Rare', '105–110 °F', '115–120 °F', '60–80 min', false, true],
    ['Medium Rare', '115–120 °F', '125–130 °F', '70–90 min', false, true],
    ['Medium', '130 °F', '140 °F', '1½–1¾ hr', true, true],
    ['Medium Well', '140 °F', '150 °F', '1 hr 40 min–2 hr', false, true],
    ['Well Done', '148 °F', '158 °F', '1 hr 55 min–2 hr 10 min', false, false],
  ];
  it.each(roastRows)('roast %s: pull %s, ends %s, %s', (doneness, pull, final, time, own, belowUsda) => {
    const o = options.find((x) => x.method === 'Roast' && x.doneness === doneness)!;
    expect(o).toMatchObject({ size: '3–4 lb', pull, final, time, belowUsda, restMinutes: 20, heat: 'Oven at 325 °F' });
    expect(o.estimatedFrom).toBe(own ? null : '3–4 lb, Medium Rare');
  });

  it('offers a roast the five chef’s donenesses, opening on the USDA-safe one, and pulls it below a steak', () => {
    const roasts = options.filter((o) => o.method === 'Roast');
    expect(roasts.map((o) => o.doneness)).toEqual(['Rare', 'Medium Rare', 'Medium', 'Medium Well', 'Well Done']);
    expect(roasts.filter((o) => o.isDefault).map((o) => o.doneness)).toEqual(['Well Done']);
    const pullOf = (o: { pull: string }) => Number.parseInt(o.pull, 10);
    for (const r of roasts) {
      const steak = grill.find((o) => o.size === '1 inch' && o.doneness === r.doneness)!;
      expect(pullOf(r)).toBeLessThan(pullOf(steak));
    }
  });

  it('keeps a roast’s times growing with doneness, and a record’s own time at its own pull', () => {
    const medium = record({ ...roast, id: 4, doneness: 'Medium', internalF: 160, minutes: [115, 135] });
    const both = calculatorOptions([roast, medium], false).filter((o) => o.method === 'Roast');
    // The medium record (160 °F final) comes off at 145 °F: the nearest choice, well done, scales from it.
    expect(both.find((o) => o.doneness === 'Well Done')!.estimatedFrom).toBe('3–4 lb, Medium');
    expect(both.map((o) => o.time)).toEqual([
      '60–80 min',
      '70–90 min',
      '1½–1¾ hr',
      '1 hr 50 min–2 hr 5 min',
      '2 hr–2 hr 20 min',
    ]);
    const minutes = (pull: number) =>
      roastMinutes({ minutes: [90, 90], pullF: 130, ovenF: 325 }, { pullF: [pull, pull] })[0];
    expect([110, 120, 130, 140, 148].map(minutes)).toEqual(
      [...[110, 120, 130, 140, 148].map(minutes)].sort((a, b) => a - b),
    );
    expect(roastMinutes({ minutes: [100, 100], pullF: 130, ovenF: 325 }, { pullF: [130, 130] })).toEqual([100, 100]);
  });

  it('leaves a roast with no oven temperature, and a braise, as the service’s records', () => {
    const smoke = record({ ...roast, id: 5, method: 'Smoke', ovenF: null });
    const braise = record({ id: 6, method: 'Braise', thicknessInches: null, doneness: 'Fork-Tender', internalF: 195 });
    const rest = calculatorOptions([smoke, braise], false);
    expect(rest.map((o) => [o.method, o.doneness])).toEqual([
      ['Smoke', 'Medium Rare'],
      ['Braise', 'Fork-Tender'],
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

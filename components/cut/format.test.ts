import { describe, expect, it } from 'vitest';
import {
  guidelineTemps,
  metricWeightRange,
  minutesRange,
  sizeOf,
  thickness,
  thicknessCm,
  weightRange,
} from '@/components/cut/format';

describe('cut formatter', () => {
  it('writes a range once when its ends agree, and weights in pounds from a pound up', () => {
    expect(weightRange([16, 16])).toBe('1 lb');
    expect(weightRange([48, 64])).toBe('3–4 lb');
    expect(weightRange([16, 24])).toBe('1–1½ lb');
    expect(weightRange([24, 40])).toBe('1½–2½ lb');
    expect(weightRange([8, 12])).toBe('8–12 oz');
    expect(weightRange([8, 8])).toBe('8 oz');
  });
  it('writes times in minutes up to 90 and in hours beyond', () => {
    expect(minutesRange([11, 15])).toBe('11–15 min');
    expect(minutesRange([12, 12])).toBe('12 min');
    expect(minutesRange([60, 90])).toBe('60–90 min');
    expect(minutesRange([480, 600])).toBe('8–10 hr');
    expect(minutesRange([240, 330])).toBe('4–5½ hr');
    expect(minutesRange([105, 125])).toBe('1 hr 45 min–2 hr 5 min');
  });
  it('writes a metric thickness to the half centimetre, so every steak thickness stays its own choice', () => {
    expect([0.75, 1, 1.25, 1.5, 2].map(thicknessCm)).toEqual(['2 cm', '2.5 cm', '3 cm', '4 cm', '5 cm']);
  });

  it('writes a metric weight as the recipes do, the range in the unit of its larger end', () => {
    expect(metricWeightRange([8, 12])).toBe('225–340 g');
    expect(metricWeightRange([48, 64])).toBe('1.4–1.8 kg');
    expect(metricWeightRange([32, 32])).toBe('905 g');
    expect(metricWeightRange([24, 40])).toBe('680 g–1.1 kg');
  });

  it('writes thickness with fractions', () => {
    expect(thickness(1)).toBe('1 inch');
    expect(thickness(1.5)).toBe('1½ inches');
    expect(thickness(0.75)).toBe('¾ inch');
    expect(sizeOf({ thicknessInches: null, weightOunces: [16, 16] })).toBe('1 lb');
  });
  it('pulls steaks and roasts early by their carry-over, from the wire’s final temperature', () => {
    const steak = guidelineTemps(
      { doneness: 'Medium Rare', method: 'Grill', internalF: 145, weightOunces: null },
      false,
    );
    expect(steak).toMatchObject({ pullF: 140, restMinutes: 5, finalF: 145, usda: { f: 145, restMinutes: 3 } });
    const roast = guidelineTemps(
      { doneness: 'Medium Rare', method: 'Roast', internalF: 145, weightOunces: [64, 96] },
      false,
    );
    expect(roast).toMatchObject({ pullF: 130, restMinutes: 20, finalF: 145 });
    const ground = guidelineTemps({ doneness: 'Medium', method: 'Skillet', internalF: 160, weightOunces: null }, true);
    expect(ground).toMatchObject({ pullF: 160, restMinutes: 0, usda: { f: 160 } });
    const braise = guidelineTemps(
      { doneness: 'Fork-Tender', method: 'Braise', internalF: 195, weightOunces: null },
      false,
    );
    expect(braise).toMatchObject({ pullF: 195, finalF: 195 });
  });
});

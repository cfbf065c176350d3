import { describe, expect, it } from 'vitest';
import { DONENESS, donenessOf, donenessPlan, USDA_MINIMUM } from '@/lib/cooking/doneness';
import { celsiusFor, formatTemperature } from '@/lib/cooking/temperature';

describe('donenessPlan', () => {
  it('pulls a roast below its final temperature by its carry-over', () => {
    const small = donenessPlan('medium-rare', { method: 'roast', weightOunces: 48 });
    expect(small).toMatchObject({ pullF: 135, restMinutes: 15, finalF: [145, 145] });
    const large = donenessPlan('medium-rare', { method: 'roast', weightOunces: 96 });
    expect(large).toMatchObject({ pullF: 130, restMinutes: 20 });
  });
  it('pulls a steak 5 °F early and rests it at least as long as the USDA asks', () => {
    const p = donenessPlan('medium', { method: 'grill' });
    expect(p.pullF).toBe(155);
    expect(p.restMinutes).toBeGreaterThanOrEqual(USDA_MINIMUM.wholeCut.restMinutes);
  });
  it('gives ground beef and braises no carry-over credit', () => {
    expect(donenessPlan('medium', { method: 'grill', ground: true })).toMatchObject({ pullF: 160, finalF: [160, 160] });
    expect(donenessPlan('fork-tender', { method: 'braise' }).pullF).toBe(190);
  });
  it('never ends a doneness below the USDA minimum', () => {
    for (const slug of Object.keys(DONENESS) as (keyof typeof DONENESS)[]) {
      for (const method of ['roast', 'grill', 'braise', 'stir-fry']) {
        for (const ground of [false, true]) {
          const p = donenessPlan(slug, { method, ground, weightOunces: 80 });
          expect(p.finalF[0]).toBeGreaterThanOrEqual(p.usda.f);
          expect(p.pullF).toBeLessThanOrEqual(p.finalF[0]);
        }
      }
    }
  });
  it('reads a doneness by slug or by its wire name', () => {
    expect(donenessOf('Medium Rare')).toBe('medium-rare');
    expect(donenessOf('well-done')).toBe('well-done');
    expect(donenessOf('Fork-Tender')).toBe('fork-tender');
    expect(donenessOf('blue')).toBeUndefined();
  });
});

describe('temperatures', () => {
  it('rounds oven settings to 5 °C and internal temperatures to 1 °C', () => {
    expect(celsiusFor(325)).toBe(165);
    expect(celsiusFor(450)).toBe(230);
    expect(celsiusFor(145)).toBe(63);
    expect(celsiusFor(160)).toBe(71);
    expect(formatTemperature(135, 'metric')).toBe('57 °C');
    expect(formatTemperature(135, 'us')).toBe('135 °F');
  });
});

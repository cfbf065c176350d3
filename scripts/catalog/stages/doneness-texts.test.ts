import { describe, expect, it } from 'vitest';
import { put, startContext } from '@/scripts/catalog/stages/context';
import { checkDonenessTexts, finalTemperatureTargets } from '@/scripts/catalog/stages/doneness-texts';
import { parseSources } from '@/scripts/catalog/stages/parse';
import { lookupTables } from '@/scripts/catalog/stages/tables';
import {
  GENERATED_AT,
  fileOf,
  fixtureSources,
  fixtureUsda,
  type FixtureData,
} from '@/scripts/catalog/stages/test-fixtures';

function donenessErrors(edit: (d: FixtureData) => void) {
  const ctx = startContext(fixtureSources(edit), fixtureUsda(), GENERATED_AT);
  put(ctx, 'parsed', parseSources(ctx));
  expect(ctx.errors, 'the edit must keep the sources valid for their schemas').toEqual([]);
  put(ctx, 'tables', lookupTables(ctx));
  checkDonenessTexts(ctx);
  return ctx.errors;
}
const GRILLED = fileOf('recipes', 'grilled-chuck-roll');
const FINAL_AS_TARGET = 'Grill 10 to 14 minutes, until an instant-read thermometer reads 145 °F for medium rare.';
const grilled = (d: FixtureData) => d.recipes[1]!;

describe('finalTemperatureTargets', () => {
  it.each([
    [
      'until an instant-read thermometer reads 145 °F for medium rare or 160 °F for medium.',
      ['145 °F for medium rare', '160 °F for medium'],
    ],
    ['Remove at 145 °F for medium rare, transfer to a board', ['145 °F for medium rare']],
    ['until the probe reads 145 °F (63 °C) for medium rare.', ['145 °F for medium rare']],
    ['until it reads 140 °F for medium rare or 160 °F for medium.', ['160 °F for medium']],
    ['hasta que un termómetro marque 145 °F (63 °C) para término medio.', ['marque 145 °F (63 °C) para término']],
  ])('finds the final temperature as the target in "%s"', (text, expected) => {
    expect(finalTemperatureTargets(text)).toEqual(expected);
  });

  it.each([
    'until an instant-read thermometer reads 140 °F for medium rare or 155 °F for medium; rest 5 minutes.',
    'until the center reads 130 °F for medium rare or 145 °F for medium (a roast of 4 pounds or more).',
    'rest 15 minutes; it will rise to about 145 °F for medium rare or 160 °F for medium.',
    'until the beef reads at least 145 °F for medium rare. Serve right away.',
    'until the beef reaches at least 145 °F. Serve over rice.',
    'until no pink remains and it reaches 160 °F on an instant-read thermometer.',
    'Hold at 140 °F (60 °C) or above; reheat to 165 °F (74 °C).',
    'retírala del fuego cuando marque 140 °F (60 °C) para término medio; subirá a unos 145 °F (63 °C).',
  ])('accepts "%s"', (text) => {
    expect(finalTemperatureTargets(text)).toEqual([]);
  });
});

describe('checkDonenessTexts', () => {
  it('accepts the fixture', () => {
    expect(donenessErrors(() => {})).toEqual([]);
  });

  it('names the file and the field of a steak cooked to its final temperature', () => {
    const errors = donenessErrors((d) => {
      grilled(d).instructions[1] = { text: FINAL_AS_TARGET, cookTip: 'Remove at 160 °F for medium.' };
      grilled(d).meta = 'A chuck roll that reads 145 °F for medium rare.';
    });
    expect(errors.map((e) => [e.file, e.field])).toEqual([
      [GRILLED, 'meta'],
      [GRILLED, 'instructions.1.text'],
      [GRILLED, 'instructions.1.cookTip'],
    ]);
    expect(errors[1]!.message).toBe(
      '"145 °F for medium rare" is the temperature after the rest: say where to take it off the heat and how long to rest it (donenessPlan in lib/cooking/doneness.ts)',
    );
  });

  it('leaves braises and ground beef alone', () => {
    const braised = donenessErrors((d) => {
      grilled(d).instructions[1] = { text: FINAL_AS_TARGET };
      grilled(d).attributes['cooking-method'] = ['braise', 'slow-cooker'];
    });
    expect(braised).toEqual([]);
    const ground = donenessErrors((d) => {
      grilled(d).instructions[1] = { text: FINAL_AS_TARGET };
      d.cuts[1]!.attributes['beef-category'] = ['ground-beef'];
    });
    expect(ground).toEqual([]);
  });

  it('checks a recipe that braises and grills', () => {
    const errors = donenessErrors((d) => {
      grilled(d).instructions[1] = { text: FINAL_AS_TARGET };
      grilled(d).attributes['cooking-method'] = ['braise', 'grill'];
    });
    expect(errors.map((e) => e.field)).toEqual(['instructions.1.text']);
  });
});

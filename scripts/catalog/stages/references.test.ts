import { describe, expect, it } from 'vitest';
import { put, startContext } from '@/scripts/catalog/stages/context';
import { parseSources } from '@/scripts/catalog/stages/parse';
import { checkReferences } from '@/scripts/catalog/stages/references';
import { lookupTables } from '@/scripts/catalog/stages/tables';
import {
  GARLIC_NDB,
  GENERATED_AT,
  fileOf,
  fixtureSources,
  fixtureUsda,
  type FixtureData,
} from '@/scripts/catalog/stages/test-fixtures';

function referenceErrors(edit: (d: FixtureData) => void) {
  const ctx = startContext(fixtureSources(edit), fixtureUsda(), GENERATED_AT);
  put(ctx, 'parsed', parseSources(ctx));
  expect(ctx.errors, 'the edit must keep the sources valid for their schemas').toEqual([]);
  put(ctx, 'tables', lookupTables(ctx));
  checkReferences(ctx);
  return ctx.errors;
}
const CHUCK = fileOf('cuts', 'chuck');
const ROLL = fileOf('cuts', 'chuck-roll');
const GARLIC = fileOf('ingredients', 'garlic');
const GRILLED = fileOf('recipes', 'grilled-chuck-roll');

describe('checkReferences', () => {
  it('accepts the fixture', () => {
    expect(referenceErrors(() => {})).toEqual([]);
  });

  it('checks ingredients: taxonomy slugs, the SR28 number and its portions', () => {
    const errors = referenceErrors((d) => {
      const g = d.ingredients[0]!;
      g.grocerySection = 'aisle-nine';
      g.allergens = ['moonlight'];
      g.portions = { clove: 'a generous clove' };
      g.volumeFrom = { ndb: '99999', portion: 'cup', why: 'none' };
    });
    expect(errors).toEqual([
      { file: GARLIC, field: 'grocerySection', message: 'unknown grocery section "aisle-nine"' },
      { file: GARLIC, field: 'allergens.0', message: 'unknown allergen "moonlight"' },
      { file: GARLIC, field: 'portions.clove', message: `SR28 ${GARLIC_NDB} has no WEIGHT portion "a generous clove"` },
      {
        file: GARLIC,
        field: 'volumeFrom.ndb',
        message: 'NDB 99999 is not in data/usda/sr28-subset.json (run npm run catalog:usda)',
      },
    ]);
  });

  it('checks the parent of a cut', () => {
    expect(referenceErrors((d) => void (d.cuts[1]!.parent = 'nowhere'))).toEqual([
      { file: ROLL, field: 'parent', message: 'unknown parent cut "nowhere"' },
    ]);
    expect(referenceErrors((d) => void (d.cuts[1]!.parent = 'chuck-roll'))).toContainEqual({
      file: ROLL,
      field: 'parent',
      message: 'a cut cannot be its own parent',
    });
    expect(
      referenceErrors((d) => {
        d.cuts[0]!.parent = 'chuck-roll';
        delete d.cuts[1]!.parent;
      }),
    ).toEqual([
      { file: CHUCK, field: 'parent', message: 'a primal has no parent' },
      { file: ROLL, field: 'parent', message: 'a subprimal needs a parent' },
    ]);
  });

  it('reports a loop in the hierarchy on every cut in it', () => {
    const errors = referenceErrors((d) => {
      d.cuts[0]!.level = 'subprimal';
      d.cuts[0]!.parent = 'chuck-roll';
    });
    expect(errors).toEqual([
      { file: CHUCK, field: 'parent', message: 'the hierarchy loops through "chuck"' },
      { file: ROLL, field: 'parent', message: 'the hierarchy loops through "chuck-roll"' },
    ]);
  });

  it('checks the attributes, groups, related cuts and SR28 records of a cut', () => {
    const errors = referenceErrors((d) => {
      const c = d.cuts[1]!;
      c.attributes['beef-category'] = ['dessert'];
      c.groups = ['space-steaks'];
      c.substitutes = [{ cut: 'garlic', text: 'Not a cut.' }];
      c.pairings = [{ ingredient: 'unobtainium', text: 'Nothing.' }];
      c.nutrition.raw = GARLIC_NDB;
    });
    expect(errors).toEqual([
      {
        file: ROLL,
        field: 'attributes.beef-category.0',
        message: '"dessert" is not a value of attribute type "beef-category"',
      },
      { file: ROLL, field: 'groups.0', message: 'unknown ingredient group "space-steaks"' },
      { file: ROLL, field: 'substitutes.0.cut', message: 'unknown cut "garlic"' },
      { file: ROLL, field: 'pairings.0.ingredient', message: 'unknown ingredient or cut "unobtainium"' },
      { file: ROLL, field: 'nutrition.raw', message: `NDB ${GARLIC_NDB} is not a beef record` },
    ]);
  });

  it('checks guidelines against the USDA FSIS minimums and the NCBA scale', () => {
    const g0 = (d: FixtureData) => d.cuts[1]!.guidelines![0]!;
    expect(referenceErrors((d) => void (g0(d).internalTemperatureF = 135))).toEqual([
      {
        file: ROLL,
        field: 'guidelines.0.internalTemperatureF',
        message: '135 °F is below the USDA FSIS minimum of 145 °F for whole cuts',
      },
      {
        file: ROLL,
        field: 'guidelines.0.internalTemperatureF',
        message: '135 °F does not match Medium Rare on the NCBA scale (145 °F)',
      },
    ]);
    expect(referenceErrors((d) => void (d.cuts[1]!.guidelines![1]!.internalTemperatureF = 220))).toEqual([
      {
        file: ROLL,
        field: 'guidelines.1.internalTemperatureF',
        message: '220 °F does not match Fork-Tender on the NCBA scale (190-210 °F)',
      },
    ]);
    const ground = referenceErrors((d) => {
      d.cuts[1]!.attributes['beef-category'] = ['ground-beef'];
      g0(d).minutes = [14, 10];
    });
    expect(ground).toContainEqual({
      file: ROLL,
      field: 'guidelines.0.internalTemperatureF',
      message: '145 °F is below the USDA FSIS minimum of 160 °F for ground beef',
    });
    expect(ground).toContainEqual({
      file: ROLL,
      field: 'guidelines.0.doneness',
      message: 'ground beef is never served medium rare (160 °F minimum)',
    });
    expect(ground).toContainEqual({
      file: ROLL,
      field: 'guidelines.0.minutes',
      message: 'range start is after its end',
    });
  });

  it('checks recipes: audience, attributes, times, dates and every line', () => {
    const errors = referenceErrors((d) => {
      const r = d.recipes[1]!;
      r.audience = 'astronauts';
      r.attributes.cuisine = ['martian'];
      r.total = { text: '5 minutes', minutes: 5 };
      r.datePublished = '2026-02-01T00:00:00Z';
      r.ingredients[0] = { ...r.ingredients[0]!, ref: 'dragon-fruit', brand: 'acme', substitutes: ['x-steak'] };
      r.ingredients[1]!.recipe = 'secret-sauce';
    });
    expect(errors).toEqual([
      { file: GRILLED, field: 'audience', message: 'unknown audience "astronauts"' },
      { file: GRILLED, field: 'attributes.cuisine.0', message: '"martian" is not a value of attribute type "cuisine"' },
      { file: GRILLED, field: 'total.minutes', message: 'total (5) is less than prep + cook (30)' },
      { file: GRILLED, field: 'datePublished', message: 'is after lastModified' },
      { file: GRILLED, field: 'ingredients.0.ref', message: 'unknown ingredient or cut "dragon-fruit"' },
      { file: GRILLED, field: 'ingredients.0.brand', message: 'unknown brand "acme"' },
      { file: GRILLED, field: 'ingredients.0.substitutes.0', message: 'unknown ingredient or cut "x-steak"' },
      { file: GRILLED, field: 'ingredients.1.recipe', message: 'unknown recipe "secret-sauce"' },
    ]);
  });

  it('refuses a recipe that uses itself', () => {
    expect(referenceErrors((d) => void (d.recipes[1]!.ingredients[1]!.recipe = 'grilled-chuck-roll'))).toEqual([
      { file: GRILLED, field: 'ingredients.1.recipe', message: 'a recipe cannot use itself' },
    ]);
  });

  it('checks collections: the group and its kind, and each member once', () => {
    const errors = referenceErrors((d) => {
      d.collections[0]!.group = 'cut-guides';
      d.collections[0]!.members = ['garlic-rub', 'garlic-rub', 'chuck'];
      d.collections[1]!.group = 'nonexistent';
      d.collections[1]!.members = ['garlic-rub'];
    });
    const weeknight = fileOf('collections', 'weeknight-fixtures');
    const guide = fileOf('collections', 'chuck-guide');
    expect(errors).toEqual([
      { file: weeknight, field: 'group', message: 'group "cut-guides" holds ingredient collections, not recipe' },
      { file: weeknight, field: 'members.1', message: '"garlic-rub" is listed twice' },
      { file: weeknight, field: 'members.2', message: 'unknown recipe "chuck"' },
      { file: guide, field: 'group', message: 'unknown collection group "nonexistent"' },
      { file: guide, field: 'members.0', message: 'unknown cut "garlic-rub"' },
    ]);
  });

  it('reports an SR28 number missing from the subset', () => {
    expect(referenceErrors((d) => void (d.cuts[0]!.nutrition.cooked = '99999'))).toEqual([
      {
        file: CHUCK,
        field: 'nutrition.cooked',
        message: 'NDB 99999 is not in data/usda/sr28-subset.json (run npm run catalog:usda)',
      },
    ]);
  });
});

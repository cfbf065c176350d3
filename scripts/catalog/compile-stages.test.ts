// compileCatalog runs the stages in order and stops after a stage that reported errors, so a
// later stage never sees sources an earlier one rejected. The stages have their own tests
// in stages/; compile.test.ts breaks the real sources.
import { describe, expect, it } from 'vitest';
import { compileCatalog, runStages } from '@/scripts/catalog/compile';
import {
  GENERATED_AT,
  fileOf,
  fixtureSources,
  fixtureUsda,
  type FixtureData,
} from '@/scripts/catalog/stages/test-fixtures';

const compile = (edit?: (d: FixtureData) => void) => compileCatalog(fixtureSources(edit), fixtureUsda(), GENERATED_AT);

describe('compileCatalog on the fixture', () => {
  it('compiles it with no errors into the snapshot of the last stage', () => {
    const { catalog, errors } = compile();
    expect(errors).toEqual([]);
    expect(catalog).toEqual(runStages(fixtureSources(), fixtureUsda(), GENERATED_AT).ctx!.snapshot);
    expect(catalog!.recipes.map((r) => r.recipeNameSlug)).toEqual(['garlic-rub', 'grilled-chuck-roll']);
  });

  it('does not modify its input', () => {
    const sources = fixtureSources();
    const usda = fixtureUsda();
    compileCatalog(sources, usda, GENERATED_AT);
    expect(sources).toEqual(fixtureSources());
    expect(usda).toEqual(fixtureUsda());
  });

  it('stops after parsing when a file breaks its schema', () => {
    const { catalog, errors } = compile((d) => {
      (d.cuts[0] as { isMarinate: unknown }).isMarinate = 'yes';
      d.cuts[1]!.parent = 'nowhere';
    });
    expect(catalog).toBeUndefined();
    expect(errors.map((e) => [e.file, e.field])).toEqual([[fileOf('cuts', 'chuck'), 'isMarinate']]);
  });

  it('reports duplicates and references together, then stops', () => {
    const { catalog, errors } = compile((d) => {
      d.recipes[1]!.id = d.recipes[0]!.id;
      d.recipes[1]!.audience = 'astronauts';
      d.recipes[0]!.ingredients[0]!.measurement = 'bunches';
    });
    expect(catalog).toBeUndefined();
    expect(errors.map((e) => [e.file, e.field])).toEqual([
      [fileOf('recipes', 'grilled-chuck-roll'), 'id'],
      [fileOf('recipes', 'grilled-chuck-roll'), 'audience'],
    ]);
  });

  it('stops after the recipe totals when a line cannot be weighed', () => {
    const { catalog, errors } = compile((d) => void (d.recipes[0]!.ingredients[0]!.measurement = 'bunches'));
    expect(catalog).toBeUndefined();
    expect(errors.map((e) => [e.file, e.field])).toEqual([
      [fileOf('recipes', 'garlic-rub'), 'ingredients.0.measurement'],
    ]);
  });
});

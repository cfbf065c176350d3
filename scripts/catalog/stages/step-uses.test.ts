import { describe, expect, it } from 'vitest';
import { runStages } from '@/scripts/catalog/compile';
import {
  fileOf,
  fixtureSources,
  fixtureUsda,
  GENERATED_AT,
  type FixtureData,
} from '@/scripts/catalog/stages/test-fixtures';

const GRILLED = fileOf('recipes', 'grilled-chuck-roll');
const errorsOf = (edit: (d: FixtureData) => void) =>
  runStages(fixtureSources(edit), fixtureUsda(), GENERATED_AT).errors.filter((e) => e.file === GRILLED);
type Step = FixtureData['recipes'][number]['instructions'][number];
const withSteps =
  (...steps: Step[]) =>
  (d: FixtureData) =>
    void (d.recipes[1]!.instructions = steps);
const withOil = (d: FixtureData) =>
  void d.recipes[1]!.ingredients.push({
    text: '2 tablespoons olive oil, divided',
    ref: 'garlic',
    quantity: '2',
    quantitydouble: 2,
    measurement: 'tablespoons',
  });

describe('checkStepUses', () => {
  it('fails on a line the recipe does not have', () => {
    expect(
      errorsOf(
        withSteps(
          { text: 'Coat the chuck roll with the garlic rub.', uses: ['chuck-roll', 'garlic-rub', 'salt'] },
          { text: 'Grill.' },
        ),
      ),
    ).toContainEqual({
      file: GRILLED,
      field: 'instructions.0.uses.2',
      message: expect.stringMatching(/no ingredient line "salt"/),
    });
  });
  it('fails on a line no step uses', () => {
    const errors = errorsOf(withSteps({ text: 'Grill the chuck roll.', uses: ['chuck-roll'] }, { text: 'Serve.' }));
    expect(errors).toContainEqual({
      file: GRILLED,
      field: 'ingredients.1',
      message: expect.stringMatching(/used by no step/),
    });
  });
  it('fails where the site reads other lines in the step than it names', () => {
    const errors = errorsOf(
      withSteps(
        { text: 'Coat the chuck roll with the garlic rub.', uses: ['garlic-rub'] },
        { text: 'Grill the chuck roll.', uses: ['chuck-roll'] },
      ),
    );
    expect(errors).toEqual([
      {
        file: GRILLED,
        field: 'instructions.0.uses',
        message: expect.stringMatching(/but the site reads chuck-roll .*, garlic-rub/),
      },
    ]);
  });
  it('accepts the shares of a divided line that add up, read from the text', () => {
    const errors = errorsOf((d) => {
      withOil(d);
      withSteps(
        {
          text: 'Coat the chuck roll with the garlic rub and 1 teaspoon of the olive oil.',
          uses: ['chuck-roll', 'garlic-rub', { line: 'garlic#1', amount: '1 teaspoon' }],
        },
        {
          text: 'Brush with the remaining olive oil and grill.',
          uses: [{ line: 'garlic', amount: '1-2/3 tablespoons' }],
        },
      )(d);
    });
    expect(errors).toEqual([]);
  });
  it('fails on shares that do not add up, and on a share the text does not say', () => {
    const errors = errorsOf((d) => {
      withOil(d);
      withSteps(
        {
          text: 'Coat the chuck roll with the garlic rub and 1 teaspoon of the olive oil.',
          uses: ['chuck-roll', 'garlic-rub', { line: 'garlic', amount: '1 tablespoon' }],
        },
        { text: 'Grill.' },
      )(d);
    });
    expect(errors.map((e) => e.field)).toEqual(['ingredients.2', 'instructions.0.uses']);
    expect(errors[0]!.message).toMatch(/add up to 50%/);
  });
});

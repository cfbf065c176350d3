import { describe, expect, it } from 'vitest';
import { lineQuantities } from '@/scripts/catalog/stages/quantities';
import { checkedContext, fileOf, fixtureSources, type FixtureData } from '@/scripts/catalog/stages/test-fixtures';

function quantities(edit?: (d: FixtureData) => void) {
  const ctx = checkedContext(fixtureSources(edit));
  return { lines: lineQuantities(ctx), errors: ctx.errors };
}
const RUB = fileOf('recipes', 'garlic-rub');
type Line = FixtureData['recipes'][number]['ingredients'][number];
const withLine = (line: Partial<Line>) => (d: FixtureData) => {
  d.recipes[0]!.ingredients[0] = { ...d.recipes[0]!.ingredients[0]!, ...line } as Line;
};

describe('lineQuantities', () => {
  it('reads every line of every recipe into its amounts', () => {
    const { lines, errors } = quantities();
    expect(errors).toEqual([]);
    const rub = lines.get('garlic-rub')!;
    expect(rub).toHaveLength(2);
    const main = rub[0]!.model.segments.find((s) => typeof s === 'object' && s.t === 'q' && s.main);
    expect(main).toMatchObject({ amount: { min: 4, max: 4 }, unit: 'clove' });
  });

  it('gives a numeric quantity its quantitydouble', () => {
    const { lines, errors } = quantities(
      withLine({ quantity: '1-1/2', quantitydouble: undefined, text: '1-1/2 cloves garlic' }),
    );
    expect(errors).toEqual([]);
    expect(lines.get('garlic-rub')![0]!.quantitydouble).toBe(1.5);
  });

  it('names file and field of a number it cannot read', () => {
    const { errors } = quantities(withLine({ text: '4 cloves garlic, minced 1/2/3 fine' }));
    expect(errors).toContainEqual({
      file: RUB,
      field: 'ingredients.0.text',
      message: expect.stringMatching(/cannot read the amount "3"/),
    });
  });

  it('names a quantity the text does not state, and a quantitydouble that disagrees', () => {
    const noAmount = quantities(withLine({ text: 'Garlic, to taste' })).errors;
    expect(noAmount).toContainEqual({
      file: RUB,
      field: 'ingredients.0.text',
      message: expect.stringMatching(/states no amount/),
    });
    const disagrees = quantities(withLine({ quantity: '4', quantitydouble: 3 })).errors;
    expect(disagrees).toContainEqual({
      file: RUB,
      field: 'ingredients.0.quantitydouble',
      message: '3 disagrees with quantity "4"',
    });
  });

  it('checks a measured line against its text, a range accepting any amount within it', () => {
    const wrong = quantities((d) => {
      d.recipes[0]!.ingredients[1] = { ...d.recipes[0]!.ingredients[1]!, text: '1 tablespoon garlic, grated' } as Line;
    }).errors;
    expect(wrong).toContainEqual({
      file: RUB,
      field: 'ingredients.1.quantity',
      message: 'the text says "1 tablespoon" but quantity and measurement say 1 teaspoon',
    });
    const range = quantities((d) => {
      d.recipes[0]!.ingredients[1] = {
        ...d.recipes[0]!.ingredients[1]!,
        text: '1/2 to 2 teaspoons garlic, grated',
      } as Line;
    }).errors;
    expect(range).toEqual([]);
  });
});

describe('counts in the method', () => {
  const withStep = (text: string) => (d: FixtureData) => {
    d.recipes[0]!.instructions[0] = { text };
  };
  it('accepts counts it marks, scaling or not', () => {
    const { errors } = quantities(withStep('Divide into 4 equal portions and line 2 baking sheets.'));
    expect(errors).toEqual([]);
  });
  it('fails on a count whose noun no list marks', () => {
    const { errors } = quantities(withStep('Cut the loaf into 6 wedgies.'));
    expect(errors).toContainEqual({
      file: RUB,
      field: 'instructions.0.text',
      message: expect.stringMatching(/the count "6" .* is not marked/),
    });
  });
});

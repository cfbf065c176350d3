import { describe, expect, it } from 'vitest';
import { methodUses, type MatchLine } from '@/lib/recipe/steps';

const lines: MatchLine[] = [
  { name: 'Flank Steak', item: 'flank steak', subheading: 'Beef', amount: { value: 1, unit: 'pound' }, beef: true },
  { name: 'Soy Sauce', item: 'soy sauce', subheading: 'Beef', amount: { value: 1, unit: 'tablespoon' } },
  { name: 'Cornstarch', item: 'cornstarch', subheading: 'Beef', amount: { value: 1, unit: 'teaspoon' } },
  { name: 'Beef Broth', item: 'beef broth', subheading: 'Sauce', amount: { value: 0.5, unit: 'cup' } },
  { name: 'Soy Sauce', item: 'soy sauce', subheading: 'Sauce', amount: { value: 1, unit: 'tablespoon' } },
  { name: 'Cornstarch', item: 'cornstarch', subheading: 'Sauce', amount: { value: 1, unit: 'tablespoon' } },
  { name: 'Sesame Oil', item: 'toasted sesame oil', subheading: 'Sauce', amount: { value: 1, unit: 'teaspoon' } },
  { name: 'Vegetable Oil', item: 'vegetable oil', subheading: 'Stir-fry', amount: { value: 2, unit: 'tablespoon' } },
  { name: 'Broccoli', item: 'broccoli florets', subheading: 'Stir-fry', amount: { value: 4, unit: 'cup' } },
];
const one = (text: string, subheading = '') => methodUses([{ text, subheading }], lines, 'en')[0];

describe('methodUses: exact or absent', () => {
  it('lists a line the step names by a key no other line shares', () => {
    expect(one('Heat 1 tablespoon vegetable oil and add the broccoli.')).toEqual([{ line: 7, part: 0.5 }, { line: 8 }]);
    expect(one('Drizzle with the sesame oil.')).toEqual([{ line: 6 }]);
    expect(one('Drizzle with the toasted sesame oil.')).toEqual([{ line: 6 }]);
  });
  it('lists neither of two lines a step could mean', () => {
    expect(one('Toss with the soy sauce.')).toEqual([]);
    expect(one('Heat the oil.')).toEqual([]);
  });
  it('settles a shared name by the amount said before it, or by the step group', () => {
    expect(one('Toss with 1 teaspoon cornstarch.')).toEqual([{ line: 2 }]);
    expect(one('Whisk the broth, soy sauce and cornstarch.', 'Sauce')).toEqual([{ line: 3 }, { line: 4 }, { line: 5 }]);
  });
  it('names the one beef line by "beef", never inside a longer name', () => {
    expect(one('Return the beef to the pan.')).toEqual([{ line: 0 }]);
    expect(one('Add the beef broth.')).toEqual([{ line: 3 }]);
  });
  it('reads a divided line: an amount, a share in words, the rest', () => {
    const uses = methodUses(
      [
        { text: 'Heat 1 teaspoon of the vegetable oil.', subheading: '' },
        {
          text: 'Heat the remaining vegetable oil; add half the beef and sear, then repeat with the rest.',
          subheading: '',
        },
      ],
      lines,
      'en',
    );
    expect(uses[0]).toEqual([{ line: 7, part: 1 / 6 }]);
    expect(uses[1]![0]).toEqual({ line: 0 });
    expect(uses[1]![1]!.part).toBeCloseTo(5 / 6);
  });
  it('reads Spanish shares', () => {
    const es: MatchLine[] = [
      { name: 'Salt', item: 'sal', subheading: '', amount: { value: 0.5, unit: 'teaspoon' } },
      {
        name: 'Top Round Steak',
        item: 'bistec de bola',
        subheading: '',
        amount: { value: 1.5, unit: 'pound' },
        beef: true,
      },
    ];
    const uses = methodUses(
      [
        { text: 'Sazona la carne con la mitad de la sal.', subheading: '' },
        { text: 'Añade el resto de la sal.', subheading: '' },
      ],
      es,
      'es',
    );
    expect(uses[0]).toEqual([{ line: 0, part: 0.5 }, { line: 1 }]);
    expect(uses[1]).toEqual([{ line: 0, part: 0.5 }]);
    expect(methodUses([{ text: 'Agrega 1/4 de cucharadita de sal.', subheading: '' }], es, 'es')[0]).toEqual([
      { line: 0, part: 0.5 },
    ]);
  });
  it('lists every line of a group the step names as a whole', () => {
    const uses = methodUses(
      [{ text: 'Blend all the marinade ingredients until smooth.', subheading: '' }],
      [
        { name: 'Garlic', item: 'garlic', subheading: 'Jerk marinade' },
        { name: 'Allspice', item: 'ground allspice', subheading: '' },
        { name: 'Pineapple', item: 'pineapple', subheading: 'Salsa' },
      ],
      'en',
    );
    expect(uses[0]).toEqual([{ line: 0 }, { line: 1 }]);
  });
  it('reads "all the liquid" and "all of the spice blend" as no all-purpose flour', () => {
    // nihari-style-beef-shank-stew and classic-beef-wellington: "all" is no name of the flour.
    const nihari: MatchLine[] = [
      { name: 'Ground Coriander', item: 'ground coriander', subheading: 'Spice blend' },
      { name: 'Salt', item: 'salt', subheading: 'Spice blend' },
      { name: 'Water', item: 'water', subheading: 'Gravy' },
      { name: 'All-Purpose Flour', item: 'all-purpose or whole wheat (atta) flour', subheading: 'Gravy' },
    ];
    const uses = methodUses(
      [
        { text: 'Add all of the spice blend and stir 1 minute, until coating the meat.', subheading: 'Sear' },
        { text: 'Cook until all the liquid has evaporated.', subheading: '' },
        { text: 'Toast the flour, then whisk it with the water.', subheading: 'Thicken' },
      ],
      nihari,
      'en',
    );
    expect(uses).toEqual([[{ line: 0 }, { line: 1 }], [], [{ line: 2 }, { line: 3 }]]);
  });
  describe('a count said in a step (an upstream recipe: exact or absent)', () => {
    const lines: MatchLine[] = [
      { name: 'Garlic', item: 'garlic', subheading: '', amount: { value: 4, unit: 'clove' } },
      { name: 'Ground Cloves', item: 'ground cloves', subheading: '', amount: { value: 0.25, unit: 'teaspoon' } },
      { name: 'Tomato Sauce', item: 'tomato sauce', subheading: '', amount: { value: 1, unit: 'can' } },
    ];
    const read = (text: string, lang: 'en' | 'es' = 'en', of = lines) =>
      methodUses([{ text, subheading: '' }], of, lang)[0];
    it('reads "4 cloves garlic" as garlic, never the ground cloves', () => {
      expect(read('Add 4 cloves garlic and stir.')).toEqual([{ line: 0 }]);
      expect(read('Add two cloves garlic.')).toEqual([{ line: 0 }]);
      expect(read('Stir in the cloves and the garlic.')).toEqual([{ line: 0 }, { line: 1 }]);
      const ajo: MatchLine[] = [
        { name: 'Garlic', item: 'ajo', subheading: '', amount: { value: 2, unit: 'clove' } },
        { name: 'Cloves', item: 'clavos de olor', subheading: '', amount: { value: 2, unit: null } },
      ];
      expect(read('Agrega 2 dientes de ajo.', 'es', ajo)).toEqual([{ line: 0 }]);
    });
    it('lists nothing where a measure is no share of a line counted in items', () => {
      expect(read('Spread 1 cup meat sauce in the dish.')).toEqual([]);
      expect(read('Add 1 tablespoon garlic.')).toEqual([]);
      expect(read('Add the tomato sauce.')).toEqual([{ line: 2 }]);
    });
  });
  it('lists every line a plural names when they share it ("the bell peppers")', () => {
    const peppers: MatchLine[] = [
      { name: 'Red Bell Pepper', item: 'medium red bell pepper', subheading: '' },
      { name: 'Green Bell Pepper', item: 'medium green bell pepper', subheading: '' },
    ];
    expect(methodUses([{ text: 'Add the bell peppers.', subheading: '' }], peppers, 'en')[0]).toEqual([
      { line: 0 },
      { line: 1 },
    ]);
    expect(methodUses([{ text: 'Add the bell pepper.', subheading: '' }], peppers, 'en')[0]).toEqual([]);
  });
  it("gives a thing's line of a group another step is headed by to that step, the other line elsewhere", () => {
    const garlic: MatchLine[] = [
      { name: 'Garlic', item: 'garlic', subheading: '' },
      { name: 'Garlic', item: 'garlic', subheading: 'Gremolata' },
      { name: 'Shank', item: 'beef shanks', subheading: '', beef: true },
      { name: 'Brisket', item: 'beef brisket', subheading: 'Gremolata', beef: true },
    ];
    const steps = [
      { text: 'Stir in the garlic.', subheading: 'Sauce' },
      { text: 'Mix the lemon zest and garlic.', subheading: 'Gremolata' },
      { text: 'Pick the meat.', subheading: 'Serve' },
    ];
    expect(methodUses(steps, garlic, 'en')).toEqual([[{ line: 0 }], [{ line: 1 }], []]);
    // With no step headed "Gremolata", "the garlic" could be either line.
    expect(methodUses([steps[0]!], garlic, 'en')[0]).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseLine, parseProse } from '@/lib/recipe/parse';
import { renderLine, renderProse, type RenderOptions } from '@/lib/recipe/render';
import { timersOf } from '@/lib/recipe/steps';
import { weighStepAmounts } from '@/lib/recipe/weigh-steps';

const line = (text: string, o: Partial<RenderOptions> & { lang?: 'en' | 'es' } = {}) =>
  renderLine(parseLine(text, o.lang ?? 'en'), { factor: 1, system: 'us', ...o });

describe('renderLine: the issue 15 examples', () => {
  it('scales a counted roast with its size, never the size', () => {
    const roast = '1 boneless beef chuck roast (3 to 3-1/2 pounds)';
    expect(line(roast, { factor: 2 })).toBe('2 boneless beef chuck roasts (3 to 3-1/2 pounds each)');
    // One serving of an eight-serving pot roast: the weight of meat, not an eighth of a roast.
    expect(line(roast, { factor: 1 / 8 })).toBe('6 to 7 ounces boneless beef chuck roast');
    expect(line(roast, { system: 'metric' })).toBe('1 boneless beef chuck roast (1.4 to 1.6 kg)');
  });
  it('writes measures in the unit a cook would use, in the right number', () => {
    expect(line('1 cup dry red wine', { factor: 2 })).toBe('2 cups dry red wine');
    expect(line('1 tablespoon Worcestershire sauce', { factor: 2 })).toBe('2 tablespoons Worcestershire sauce');
    expect(line('2 tablespoons all-purpose flour', { factor: 1 / 8 })).toBe('3/4 teaspoon all-purpose flour');
    expect(line('1 tablespoon chopped fresh thyme', { factor: 1 / 8 })).toBe(
      '1/4 teaspoon plus 1/8 teaspoon chopped fresh thyme',
    );
    expect(line('2 teaspoons salt', { factor: 3 / 2 })).toBe('1 tablespoon salt');
    expect(line('1/2 cup water', { factor: 1 / 2 })).toBe('1/4 cup water');
    expect(line('4 tablespoons butter', { factor: 4 })).toBe('1 cup butter');
  });
  it('rounds counts to whole items with "about", or halves where an item can be cut', () => {
    expect(line('4 cloves garlic, smashed', { factor: 1 / 8 })).toBe('about 1 clove garlic, smashed');
    expect(line('2 bay leaves', { factor: 2 })).toBe('4 bay leaves');
    expect(line('2 bay leaves', { factor: 1 / 8 })).toBe('about 1 bay leaf');
    expect(line('1/2 medium red onion, thinly sliced', { factor: 4, split: 'half' })).toBe(
      '2 medium red onions, thinly sliced',
    );
    expect(line('1 medium onion', { factor: 1 / 2, split: 'half' })).toBe('1/2 medium onion');
  });
  it('never scales a container size or a No. 10 can, and scales its count', () => {
    expect(line('1 No. 10 can crushed tomatoes (about 3 quarts)', { factor: 2 })).toBe(
      '2 No. 10 cans crushed tomatoes (about 3 quarts each)',
    );
    expect(line('2 quarts beef broth', { factor: 2 })).toBe('1 gallon beef broth');
    expect(line('2 cans (13.5 ounces each) coconut milk', { factor: 2 })).toBe(
      '4 cans (13.5 ounces each) coconut milk',
    );
    expect(line('1-1/2 cups tomato paste (two 6-ounce cans)', { factor: 2 })).toBe(
      '3 cups tomato paste (four 6-ounce cans)',
    );
  });
  it('drops an equivalent rounding would falsify', () => {
    expect(line('1/2 cup (1 stick) cold butter, cubed', { factor: 1 / 8 })).toBe('1 tablespoon cold butter, cubed');
  });
  it('scales a sub-recipe measured in spoons (the ribeye rub)', () => {
    expect(line('2 tablespoons Classic Beef Rub (see recipe)', { factor: 2 })).toBe(
      '1/4 cup Classic Beef Rub (see recipe)',
    );
  });
});

describe('renderLine: metric', () => {
  it('weighs dry goods from the line weight and says the spoon measure once', () => {
    expect(line('2 teaspoons salt', { system: 'metric', grams: 12 })).toBe('12 g (2 teaspoons) salt');
    expect(line('2 cups all-purpose flour', { system: 'metric', grams: 250 })).toBe('250 g (2 cups) all-purpose flour');
  });
  it('keeps liquids in ml and l, meat in g and kg, lengths in cm', () => {
    expect(line('1/2 cup water', { system: 'metric', liquid: true, grams: 118 })).toBe('120 ml water');
    expect(line('1-1/2 quarts beef broth', { system: 'metric', liquid: true })).toBe('1.4 l beef broth');
    expect(line('1-1/2 pounds beef flank steak', { system: 'metric' })).toBe('680 g beef flank steak');
    expect(line('2 pounds russet potatoes, cut into 2-inch chunks', { system: 'metric' })).toBe(
      '905 g russet potatoes, cut into 5 cm chunks',
    );
  });
  it('writes Spanish units and never doubles a unit (la arrachera)', () => {
    expect(line('1-1/2 libras de arrachera (inside skirt steak)', { lang: 'es', system: 'metric' })).toBe(
      '680 g de arrachera (inside skirt steak)',
    );
    expect(line('1/4 de taza de jugo de limón', { lang: 'es', system: 'metric', liquid: true })).toBe(
      '60 ml de jugo de limón',
    );
    expect(line('1/4 de taza de jugo de limón', { lang: 'es', factor: 2 })).toBe('1/2 taza de jugo de limón');
    expect(line('3 hojas de laurel', { lang: 'es', factor: 1 / 3 })).toBe('1 hoja de laurel');
    expect(line('1/2 cebolla blanca o amarilla', { lang: 'es', factor: 4, split: 'half' })).toBe(
      '2 cebollas blancas o amarillas',
    );
  });
});

describe('renderProse: the method', () => {
  const step =
    'Heat the oven to 325 °F. Whisk the cornstarch with 3 tablespoons cold water; grill the 12-ounce steaks (12 ounces each) 4 to 5 minutes per side.';
  it('scales amounts, keeps sizes, times and temperatures', () => {
    expect(renderProse(parseProse(step, 'en'), { factor: 2, system: 'us' }, 'en')).toBe(
      'Heat the oven to 325 °F. Whisk the cornstarch with 1/4 cup plus 2 tablespoons cold water; grill the 12-ounce steaks (12 ounces each) 4 to 5 minutes per side.',
    );
  });
  it('keeps an amount for each of something, but not one whose "per" is about time', () => {
    const prose = (text: string, lang: 'en' | 'es' = 'en') =>
      renderProse(parseProse(text, lang), { factor: 2, system: 'us' }, lang);
    expect(prose('Press 1 tablespoon of the rub evenly onto both sides and the edges of each steak.')).toBe(
      'Press 1 tablespoon of the rub evenly onto both sides and the edges of each steak.',
    );
    expect(prose('Carve thin slices to order, about 4 ounces per guest.')).toBe(
      'Carve thin slices to order, about 4 ounces per guest.',
    );
    expect(prose('Divide la masa y pon 2 cucharadas de relleno en cada uno.', 'es')).toBe(
      'Divide la masa y pon 2 cucharadas de relleno en cada uno.',
    );
    expect(prose('Heat 2 tablespoons of the oil and brown the beef in two batches, 5 to 6 minutes per batch.')).toBe(
      'Heat 1/4 cup of the oil and brown the beef in four batches, 5 to 6 minutes per batch.',
    );
  });
  it('converts every temperature and amount to metric', () => {
    expect(renderProse(parseProse(step, 'en'), { factor: 1, system: 'metric' }, 'en')).toBe(
      'Heat the oven to 165 °C. Whisk the cornstarch with 45 ml cold water; grill the 340 g steaks (340 g each) 4 to 5 minutes per side.',
    );
    expect(renderProse(parseProse('Use a 9x13-inch baking dish.', 'en'), { factor: 1, system: 'metric' }, 'en')).toBe(
      'Use a 23 x 33 cm baking dish.',
    );
  });
  it('converts a doneness step once: an approximate temperature, never a Celsius twice', () => {
    const doneness = (text: string, lang: 'en' | 'es', factor = 1) =>
      renderProse(parseProse(text, lang), { factor, system: 'metric' }, lang);
    expect(doneness('Pull it at 140 °F; rest 5 minutes, and it will rise to about 145 °F or 160 °F.', 'en', 2)).toBe(
      'Pull it at 60 °C; rest 5 minutes, and it will rise to about 63 °C or 71 °C.',
    );
    expect(doneness('Retírala cuando marque 140 °F (60 °C); subirá a unos 145 °F (63 °C).', 'es')).toBe(
      'Retírala cuando marque 60 °C; subirá a unos 63 °C.',
    );
    expect(doneness('until it shreds (about 200 °F / 93 °C inside).', 'en')).toBe(
      'until it shreds (about 93 °C inside).',
    );
    expect(renderProse(parseProse('reads 135 °F (57 °C).', 'en'), { factor: 2, system: 'us' }, 'en')).toBe(
      'reads 135 °F (57 °C).',
    );
  });
  it('scales the counts in prose that follow the yield (./step-counts.test.ts has the rest)', () => {
    expect(renderProse(parseProse('Divide into 8 patties.', 'en'), { factor: 2, system: 'us' }, 'en')).toBe(
      'Divide into 16 patties.',
    );
  });
});

describe('timersOf', () => {
  it('reads the times a step states, a range from its lower bound', () => {
    expect(timersOf(parseProse('Cover and braise in the oven for 2-1/2 hours.', 'en'))).toEqual([
      { minutes: { min: 150, max: 150 }, label: '2-1/2 hours' },
    ]);
    expect(timersOf(parseProse('Grill 8 to 10 minutes, turning once.', 'en'))[0]!.minutes).toEqual({ min: 8, max: 10 });
    expect(timersOf(parseProse('Cocina de 8 a 10 minutos.', 'es'))[0]!.minutes).toEqual({ min: 8, max: 10 });
    expect(timersOf(parseProse('Season well.', 'en'))).toEqual([]);
  });

  it('reads a time in hours and minutes, and a range whose ends carry their own units, as one timer', () => {
    const caldo = timersOf(
      parseProse(
        'Cocina a fuego lento de 2 horas a 2 horas 15 minutos (de 120 a 135 minutos), hasta que esté suave.',
        'es',
      ),
    );
    expect(caldo).toEqual([{ minutes: { min: 120, max: 135 }, label: '2 horas a 2 horas 15 minutos' }]);
    expect(timersOf(parseProse('Cocina de 1 hora 45 minutos a 2 horas, moviendo.', 'es'))[0]!.minutes).toEqual({
      min: 105,
      max: 120,
    });
    expect(timersOf(parseProse('Roast 1 hour and 30 minutes, then rest.', 'en'))).toEqual([
      { minutes: { min: 90, max: 90 }, label: '1 hour and 30 minutes' },
    ]);
    expect(timersOf(parseProse('Braise 2 hours to 2-1/2 hours.', 'en'))[0]!.minutes).toEqual({ min: 120, max: 150 });
    // A plain range keeps its one unit.
    expect(timersOf(parseProse('Grill 8 to 10 minutes.', 'en'))[0]).toEqual({
      minutes: { min: 8, max: 10 },
      label: '8 to 10 minutes',
    });
  });
});

describe('renderLine: measures a cook would use (issue 26)', () => {
  it('promotes and splits spoons and cups', () => {
    expect(line('1 cup long-grain white rice')).toBe('1 cup long-grain white rice');
    expect(line('1/2 cup long-grain white rice', { factor: 2 })).toBe('1 cup long-grain white rice');
    expect(line('13 tablespoons sour cream')).toBe('3/4 cup plus 1 tablespoon sour cream');
    expect(line('3 tablespoons beef broth', { factor: 3 })).toBe('1/2 cup plus 1 tablespoon beef broth');
    expect(line('2 teaspoons fish sauce', { factor: 4 })).toBe('2 tablespoons plus 2 teaspoons fish sauce');
    expect(line('1/4 de taza de caldo de res', { lang: 'es', factor: 5 / 4 })).toBe(
      '1/4 de taza más 1 cucharada de caldo de res',
    );
    expect(line('1 tablespoon soy sauce', { factor: 1.5 })).toBe('1-1/2 tablespoons soy sauce');
  });
  it('keeps whole what a cook cannot split, with "about"', () => {
    expect(line('3 cloves garlic, minced', { factor: 1 / 2 })).toBe('about 2 cloves garlic, minced');
    expect(line('3 large eggs', { factor: 1 / 2, split: 'half' })).toBe('about 2 large eggs');
    expect(line('12 pounds flank steak (about 6 steaks)', { factor: 1 / 3 })).toBe(
      '4 pounds flank steak (about 2 steaks)',
    );
  });
  it('cuts what can be cut in proportion (caldo de res at 2 servings)', () => {
    expect(line('1/4 de repollo mediano, en 4 gajos', { lang: 'es', factor: 1 / 4, split: 'half' })).toBe(
      '1/16 de repollo mediano, en 1 gajo',
    );
    expect(line('1 lime, cut into wedges', { factor: 1 / 3, split: 'half' })).toBe('1/3 lime, cut into wedges');
  });
  it('never repeats an amount in its own parentheses, and keeps alternatives', () => {
    expect(line('14 tazas de agua (3-1/2 cuartos de galón)', { lang: 'es', factor: 1 / 4 })).toBe(
      '3-1/2 tazas de agua',
    );
    expect(
      line('2 tazas de granos de elote (o 3 elotes frescos en trozos de 2 pulgadas)', { lang: 'es', factor: 1 / 4 }),
    ).toBe('1/2 taza de granos de elote (o 3/4 elote fresco en trozos de 2 pulgadas)');
  });
  it('writes metric spices below a gram as spoons or a pinch', () => {
    expect(line('1/8 teaspoon cayenne pepper', { system: 'metric', grams: 0.2 })).toBe('1/8 teaspoon cayenne pepper');
    expect(line('1/8 teaspoon cayenne pepper', { system: 'metric', grams: 0.2, factor: 1 / 4 })).toBe(
      'a pinch of cayenne pepper',
    );
  });
});

describe('renderLine: Spanish agreement after scaling', () => {
  const es = (text: string, factor: number) => line(text, { lang: 'es', factor, split: 'half' });
  it('agrees the participle after the comma with the amount', () => {
    expect(es('4 dientes de ajo, picados', 1 / 4)).toBe('1 diente de ajo, picado');
    expect(es('4 tazas de caldo de res, divididas', 1 / 4)).toBe('1 taza de caldo de res, dividida');
    expect(es('2 huevos duros, picados', 1 / 2)).toBe('1 huevo duro, picado');
    expect(es('1 cebolla blanca, picada', 2)).toBe('2 cebollas blancas, picadas');
  });
  it('leaves a participle that agrees with the ingredient after a unit', () => {
    expect(es('3/4 de taza de cilantro, picado', 4)).toBe('3 tazas de cilantro, picado');
  });
});

describe('renderProse: temperature ranges in metric', () => {
  const metric = (text: string, lang: 'en' | 'es' = 'en') =>
    renderProse(parseProse(text, lang), { factor: 1, system: 'metric' }, lang);
  it('converts both ends of a range, once', () => {
    expect(metric('Heat the grill to about 400 to 450 °F.')).toBe('Heat the grill to about 205 to 230 °C.');
    expect(metric('Heat the flat-top to 400 to 425 °F (204 to 218 °C).')).toBe('Heat the flat-top to 205 to 220 °C.');
    expect(metric('Calienta el aceite a 350 a 375 °F.', 'es')).toBe('Calienta el aceite a 175 a 190 °C.');
  });
});

describe('metric everywhere in the recipe (issue 26)', () => {
  const metric = (text: string, lang: 'en' | 'es' = 'en') =>
    renderProse(parseProse(text, lang), { factor: 1, system: 'metric' }, lang);
  it('converts tips, serving sizes and storage text: lengths under a centimetre in mm', () => {
    expect(metric('Firm meat is much easier to cut into even 1/4-inch slices.')).toBe(
      'Firm meat is much easier to cut into even 6 mm slices.',
    );
    expect(metric('1 steak (about 3 ounces cooked beef) with 1/2 cup gravy')).toBe(
      '1 steak (about 85 g cooked beef) with 120 ml gravy',
    );
    expect(metric('Refrigerate up to 4 days and reheat to 165 °F.')).toBe(
      'Refrigerate up to 4 days and reheat to 74 °C.',
    );
    expect(metric('Cut into 2-inch-wide strips.')).toBe('Cut into 5 cm wide strips.');
    expect(metric('Corta en tiras de 1/4 de pulgada.', 'es')).toBe('Corta en tiras de 6 mm.');
  });
  it('weighs a step amount of an ingredient the list weighs, as the list does', () => {
    const lines = [{ item: 'cornstarch', model: parseLine('1 teaspoon cornstarch', 'en'), grams: 2.7, liquid: false }];
    const prose = weighStepAmounts(parseProse('Toss with 1 teaspoon cornstarch and let stand.', 'en'), lines, 'en');
    expect(renderProse(prose, { factor: 1, system: 'metric' }, 'en')).toBe('Toss with 2.7 g cornstarch and let stand.');
    expect(renderProse(prose, { factor: 2, system: 'metric' }, 'en')).toBe('Toss with 5 g cornstarch and let stand.');
    // A liquid line sharing the name leaves the step in millilitres.
    const both = [
      ...lines,
      { item: 'cornstarch slurry', model: parseLine('1/4 cup cornstarch slurry', 'en'), grams: null, liquid: true },
    ];
    const unsure = weighStepAmounts(parseProse('Add 1 tablespoon cornstarch slurry.', 'en'), both, 'en');
    expect(renderProse(unsure, { factor: 1, system: 'metric' }, 'en')).toBe('Add 15 ml cornstarch slurry.');
  });
  it('agrees a Spanish participle after ml or g with the ingredient', () => {
    expect(line('4 tazas de caldo de res, divididas', { lang: 'es', system: 'metric', liquid: true })).toBe(
      '950 ml de caldo de res, dividido',
    );
    expect(line('1 taza de caldo de res, dividida', { lang: 'es', system: 'metric', liquid: true })).toBe(
      '235 ml de caldo de res, dividido',
    );
    expect(line('2 cucharadas de salsa de soya, divididas', { lang: 'es', system: 'metric', liquid: true })).toBe(
      '30 ml de salsa de soya, dividida',
    );
    expect(line('1/4 de taza de aceitunas verdes, picadas', { lang: 'es', factor: 4 })).toBe(
      '1 taza de aceitunas verdes, picadas',
    );
    expect(line('1 taza de caldo de res, dividida', { lang: 'es', factor: 1.5 })).toBe(
      '1-1/2 tazas de caldo de res, divididas',
    );
  });
});

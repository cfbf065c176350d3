// Amounts an upstream sends in `quantity` / `quantitydouble` / `measurement` (shared spec
// service-v2.md, Recipe ingredient) rather than at the start of `ingredientText`.
import { describe, expect, it } from 'vitest';
import { ingredientLine } from '@/lib/api/views';
import { parseLine } from '@/lib/recipe/parse';
import { renderLine } from '@/lib/recipe/render';

const line = (ingredientText: string, quantity = '', quantitydouble = 0, measurement = '') => ({
  ingredientText,
  quantity,
  quantitydouble,
  measurement,
});

describe('ingredientLine', () => {
  it('writes quantity and measurement before a text that names the ingredient alone', () => {
    const l = ingredientLine(line('low-sodium soy sauce', '1/3', 0.333, 'cup'), 'en');
    expect(l.text).toBe('1/3 cup low-sodium soy sauce');
    // Scaled and in metric exactly as the same line written whole.
    const whole = parseLine('1/3 cup low-sodium soy sauce', 'en');
    for (const o of [
      { factor: 2, system: 'us' },
      { factor: 1, system: 'metric', liquid: true },
    ] as const)
      expect(renderLine(l.model, o)).toBe(renderLine(whole, o));
    expect(renderLine(l.model, { factor: 2, system: 'us' })).toBe('2/3 cup low-sodium soy sauce');
  });

  it('writes nothing twice when the text already starts with the amount', () => {
    expect(ingredientLine(line('1/3 cup low-sodium soy sauce', '1/3', 0.333, 'cup'), 'en').text).toBe(
      '1/3 cup low-sodium soy sauce',
    );
    expect(ingredientLine(line('cup beef broth', '2', 2, 'cup'), 'en').text).toBe('2 cup beef broth');
  });

  it('writes the double when there is no quantity text, and scales by it', () => {
    const l = ingredientLine(line('beef chuck roast', '', 3.5, 'pounds'), 'en');
    expect(l.text).toBe('3-1/2 pounds beef chuck roast');
    expect(renderLine(l.model, { factor: 2, system: 'us' })).toBe('7 pounds beef chuck roast');
  });

  it('scales by quantitydouble where the quantity text reads otherwise', () => {
    const l = ingredientLine(line('garlic cloves, minced', 'a few', 3, ''), 'en');
    expect(l.text).toBe('a few garlic cloves, minced');
    const l2 = ingredientLine(line('olive oil', '2', 2.5, 'tablespoons'), 'en');
    expect(renderLine(l2.model, { factor: 2, system: 'us' })).toMatch(/^1\/4 cup plus 1 tablespoon olive oil$/);
  });

  it('leaves a line with no amount anywhere as written', () => {
    expect(ingredientLine(line('Salt and pepper'), 'en').text).toBe('Salt and pepper');
  });
});

import { describe, expect, it } from 'vitest';
import { linesUsed } from '@/lib/recipe/steps';

const lines = [
  { name: 'Soy Sauce', item: 'soy sauce' },
  { name: 'Cornstarch', item: 'cornstarch' },
  { name: 'Soy Sauce', item: 'soy sauce' },
  { name: 'Sesame Oil', item: 'toasted sesame oil' },
  { name: 'Vegetable Oil', item: 'vegetable oil' },
  { name: 'Broccoli', item: 'broccoli florets' },
];

describe('linesUsed: exact or absent', () => {
  it('lists a line the step names by a key no other line shares', () => {
    expect(linesUsed('Heat 1 tablespoon vegetable oil and add the broccoli.', lines, 'en')).toEqual([4, 5]);
    expect(linesUsed('Drizzle with the sesame oil.', lines, 'en')).toEqual([3]);
    expect(linesUsed('Drizzle with the toasted sesame oil.', lines, 'en')).toEqual([3]);
  });
  it('lists neither of two lines a step could mean', () => {
    expect(linesUsed('Toss with the soy sauce and cornstarch.', lines, 'en')).toEqual([1]);
    expect(linesUsed('Heat the oil.', lines, 'en')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { formatUs, scaleLine, stepMinutes } from '@/lib/recipe/scale';

describe('scaleLine', () => {
  const garlic = { text: '2 cloves garlic, minced', quantity: '2', quantityValue: 2, measurement: 'cloves' };
  const flour = { text: '1-1/2 cups all-purpose flour', quantity: '1-1/2', quantityValue: 1.5, measurement: 'cups' };
  it('scales the number and keeps the words', () => {
    expect(scaleLine(garlic, 2, 'us')).toBe('4 cloves garlic, minced');
    expect(scaleLine(flour, 0.5, 'us')).toBe('3/4 cups all-purpose flour');
  });
  it('converts US volume and weight to metric', () => {
    expect(scaleLine(flour, 1, 'metric')).toBe('355 ml all-purpose flour');
    expect(
      scaleLine(
        { text: '2 pounds beef chuck roast', quantity: '2', quantityValue: 2, measurement: 'pounds' },
        1,
        'metric',
      ),
    ).toBe('905 g beef chuck roast');
  });
  it('keeps text without a number', () => {
    expect(scaleLine({ text: 'Salt to taste', quantity: '', quantityValue: null, measurement: '' }, 3, 'metric')).toBe(
      'Salt to taste',
    );
  });
  it('formats kitchen fractions', () => {
    expect(formatUs(0.333)).toBe('1/3');
    expect(formatUs(2.5)).toBe('2-1/2');
    expect(formatUs(0.99)).toBe('1');
  });
});

describe('stepMinutes', () => {
  it('reads the time a step states', () => {
    expect(stepMinutes('Grill 8 to 10 minutes, turning once.')).toBe(10);
    expect(stepMinutes('Cocina de 8 a 10 minutos.')).toBe(10);
    expect(stepMinutes('Braise 2 hours.')).toBe(120);
    expect(stepMinutes('Season well.')).toBeNull();
  });
});

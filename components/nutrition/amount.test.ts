import { describe, expect, it } from 'vitest';
import { dvPercent, nutrientAmount } from '@/components/nutrition/amount';

describe('nutrition amounts', () => {
  it('write amounts and % DV in the page language’s numbers, calories without a unit', () => {
    expect(nutrientAmount({ amount: 210, unit: 'kcal' })).toBe('210');
    expect(nutrientAmount({ amount: 2.3, unit: 'mg' }, 'es')).toBe('2.3 mg');
    expect(nutrientAmount({ amount: 1234.5, unit: 'mg' }, 'es')).toBe('1,234.5 mg');
  });
  it('show the % DV the claims were decided from, and nothing without a daily value', () => {
    expect(dvPercent({ dv: 19.6 }, 'es')).toBe('20%');
    expect(dvPercent({ dv: 9.4 })).toBe('9%');
    expect(dvPercent({ dv: 0 })).toBe('');
  });
});

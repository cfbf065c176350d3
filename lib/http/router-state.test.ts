import { describe, expect, it } from 'vitest';
import { validRouterState } from '@/lib/http/router-state';

describe('validRouterState', () => {
  it("accepts what Next's router sends, encoded or not", () => {
    const tree = '["",{"children":["recipes",{"children":["__PAGE__",{}]}]},null,"refetch",1]';
    expect(validRouterState(tree)).toBe(true);
    expect(validRouterState(encodeURIComponent(tree))).toBe(true);
  });
  it('rejects what Next would fail on with a 500', () => {
    for (const bad of ['%7Bbad', '[1,2', '%E0%A4%A', '{}', '"x"', '[1]', 'x'.repeat(50)])
      expect(validRouterState(bad), bad).toBe(false);
  });
});

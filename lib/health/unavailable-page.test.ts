import { describe, expect, it } from 'vitest';
import { returnPath, unavailablePage } from '@/lib/health/unavailable-page';

describe('returnPath', () => {
  it('keeps a path and query of this site', () => {
    expect(returnPath('/recipes?cuisines=italian&page=2')).toBe('/recipes?cuisines=italian&page=2');
    expect(returnPath('/cuts/flank-steak')).toBe('/cuts/flank-steak');
  });
  it('never leads to another origin, however the link is disguised', () => {
    for (const hostile of [
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'evil.example',
      ' /x',
      '',
    ]) {
      expect(returnPath(hostile), JSON.stringify(hostile)).toBe('/');
    }
  });
  it('leaves no quote or angle bracket to break out of the link', () => {
    const html = unavailablePage('/recipes?q="><script>alert(1)</script>&a=1', 30);
    const href = /class="primary" href="([^"]*)"/.exec(html)![1]!;
    expect(href).not.toMatch(/[<>"]/);
    expect(href).toContain('&amp;a=1');
  });
});

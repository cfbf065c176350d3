import { describe, expect, it } from 'vitest';
import { returnPath, unavailablePage } from '@/lib/health/unavailable-page';

/** The `from` values of issue 18 that rendered `href="//evil.example"`, as sent in the query. */
const HIDDEN_HOSTS = [
  '/.%2F%2Fevil.example',
  '/..%2F%2Fevil.example',
  '/./%5Cevil.example%2Fphish',
  '/x/../%2F%2Fevil.example%2Flogin',
];

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
      // Dot segments before slashes (issue 18): the proxy passes `from` decoded once.
      ...HIDDEN_HOSTS.map(decodeURIComponent),
      '/x/./../.\\/evil.example',
      '/%2e/%2e%2e//evil.example',
    ]) {
      expect(returnPath(hostile), JSON.stringify(hostile)).toBe('/');
    }
  });
  it('keeps encoded slashes as path characters: a browser does not decode them in a link', () => {
    for (const encoded of HIDDEN_HOSTS) {
      const path = returnPath(encoded);
      expect(new URL(path, 'http://other.invalid').origin, encoded).toBe('http://other.invalid');
    }
    expect(returnPath('/recipes/%2F%2Fx')).toBe('/recipes/%2F%2Fx');
    expect(returnPath('/a/../recipes?q=%2F%2Fx')).toBe('/recipes?q=%2F%2Fx');
  });
  it('leaves no quote or angle bracket to break out of the link', () => {
    const html = unavailablePage('/recipes?q="><script>alert(1)</script>&a=1', 30);
    const href = /class="primary" href="([^"]*)"/.exec(html)![1]!;
    expect(href).not.toMatch(/[<>"]/);
    expect(href).toContain('&amp;a=1');
  });
});

import { describe, expect, it } from 'vitest';
import { localPath } from '@/lib/http/local-path';

describe('localPath', () => {
  it('keeps a path and query of this site, dot segments resolved', () => {
    expect(localPath('/media/recipes/a.jpg')).toBe('/media/recipes/a.jpg');
    expect(localPath('/recipes/./x/../y?q=1')).toBe('/recipes/y?q=1');
    expect(localPath('/recipes/%2F%2Fx')).toBe('/recipes/%2F%2Fx');
  });
  it('refuses whatever a browser or a URL parser would take to another host', () => {
    for (const value of [
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      '/\t/evil.example',
      '/.//evil.example',
      '/x/..//evil.example/login',
      '/./\\evil.example/phish',
      'https://evil.example/',
      'evil.example',
      '',
    ])
      expect(localPath(value), JSON.stringify(value)).toBeNull();
  });
});

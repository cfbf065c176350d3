import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudget, measureScripts, scriptSources } from '@/bench/bundle';

describe('first-load JavaScript of a route', () => {
  it('lists the distinct Next static scripts a modern browser loads, nothing else', () => {
    const html = `<html><head><script src="/_next/static/chunks/a.js" async=""></script>
      <script async src="/_next/static/chunks/b.js?dpl=1"></script><script src="/_next/static/chunks/a.js"></script>
      <script src="https://cdn.example/x.js"></script><script>self.__next_f.push([1,"src=\\"/_next/static/chunks/c.js\\""])</script>
      <link rel="preload" as="script" href="/_next/static/chunks/d.js"/>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script></head></html>`;
    expect(scriptSources(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });

  it('measures gzip bytes of the files and flags a route over budget', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-test-'));
    mkdirSync(join(dir, 'static', 'chunks'), { recursive: true });
    writeFileSync(join(dir, 'static', 'chunks', 'small.js'), 'x'.repeat(1000));
    // Random-ish text does not compress much: about 20 kB gzip.
    writeFileSync(
      join(dir, 'static', 'chunks', 'big.js'),
      Array.from({ length: 4000 }, (_, i) => ((i * 2654435761) % 99991).toString(36)).join(';'),
    );
    const base = measureScripts(dir, ['/_next/static/chunks/small.js']);
    const heavy = measureScripts(dir, ['/_next/static/chunks/small.js', '/_next/static/chunks/big.js']);
    expect(base.rawBytes).toBe(1000);
    expect(base.gzipBytes).toBeLessThan(100);
    const beyond = heavy.gzipBytes - base.gzipBytes;
    expect(beyond).toBeGreaterThan(5000);
    const lines = checkBudget(
      base,
      [
        { name: 'same', path: '/a', js: base },
        { name: 'heavy', path: '/b', js: heavy },
      ],
      5000,
    );
    expect(lines[0]).toMatchObject({ beyondBaselineBytes: 0, withinBudget: true });
    expect(lines[1]).toMatchObject({ beyondBaselineBytes: beyond, withinBudget: false });
    expect(checkBudget(base, [{ name: 'heavy', path: '/b', js: heavy }], beyond)[0]!.withinBudget).toBe(true);
  });
});

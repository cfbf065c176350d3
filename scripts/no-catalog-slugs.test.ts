// Nothing of the embedded catalog in the site's code paths: app/ and components/ name no slug
// of its recipes, cuts or collections (quoted, or as a path segment). Pages must get every slug
// from the configured service, which may be another catalog entirely.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { compileCatalog } from '@/scripts/catalog/compile';
import { readSources, readUsda } from '@/scripts/catalog/read-sources';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILT = path.join(ROOT, '.catalog/catalog.json');

function catalog(): CatalogSnapshot {
  if (existsSync(BUILT)) return JSON.parse(readFileSync(BUILT, 'utf8')) as CatalogSnapshot;
  return compileCatalog(readSources().sources, readUsda(), '2026-01-01T00:00:00Z').catalog!;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(tsx?|mdx?)$/.test(e.name) ? [p] : [];
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('app/ and components/', () => {
  it('name no slug of the embedded catalog', { timeout: 120_000 }, () => {
    const c = catalog();
    const slugs = new Set([
      ...c.recipes.map((r) => r.recipeNameSlug),
      ...c.cuts.map((x) => x.ingredientNameSlug),
      ...c.recipeCollections.map((x) => x.collectionNameSlug),
      ...c.cutCollections.map((x) => x.collectionNameSlug),
    ]);
    expect(slugs.size).toBeGreaterThan(100);
    // A slug as a string of its own or as a path segment: `'chuck'`, "/cuts/chuck", `/cuts/chuck?x`.
    const pattern = new RegExp(`(?<=['"\`/])(${[...slugs].map(escape).join('|')})(?=['"\`/?#])`, 'g');
    const found = ['app', 'components'].flatMap((d) =>
      sourceFiles(path.join(ROOT, d)).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          // SVG presentation attributes (strokeLinejoin="round") are drawing words, not slugs.
          .map((line) => line.replace(/\bstroke[A-Za-z]*="[^"]*"/g, ''))
          .flatMap((line, n) =>
            [...line.matchAll(pattern)].map((m) => `${path.relative(ROOT, file)}:${n + 1}: ${m[1]}`),
          ),
      ),
    );
    expect(found).toEqual([]);
  });
});

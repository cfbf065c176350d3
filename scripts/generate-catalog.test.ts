// The synthetic scale catalog (npm run catalog:generate): a small one is generated from the
// real compiled catalog, written like the CLI writes it, read back and loaded by the store.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { parseRecipeCriteria } from '@/lib/search/criteria';
import { COOK_TIME_BUCKETS, SERVING_BUCKETS, cookTimeRange, servingsRange } from '@/lib/search/params';
import { searchRecipes } from '@/lib/service/search';
import { buildStore } from '@/lib/service/store';
import { wire } from '@/lib/wire/v2';
import { compileCatalog } from '@/scripts/catalog/compile';
import { readSources, readUsda } from '@/scripts/catalog/read-sources';
import {
  DEFAULT_RECIPES,
  MAX_SNAPSHOT_CHARS,
  generateCatalog,
  validateSample,
  writeCatalog,
} from '@/scripts/generate-catalog';

const N = 300;
const SEED = 7;
let real: CatalogSnapshot;
let catalog: CatalogSnapshot;
let generated: CatalogSnapshot['recipes'];
let dir: string;

beforeAll(() => {
  const { sources, problems } = readSources();
  expect(problems).toEqual([]);
  const out = compileCatalog(sources, readUsda(), '2026-01-01T00:00:00Z');
  expect(out.errors).toEqual([]);
  real = out.catalog!;
  catalog = generateCatalog(real, N, SEED);
  generated = catalog.recipes.slice(real.recipes.length);
  dir = mkdtempSync(join(tmpdir(), 'synthetic-catalog-'));
  // Compiling the real catalog takes seconds on a busy 2-core machine.
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('generateCatalog', () => {
  it('is marked synthetic and keeps the real records', () => {
    expect(catalog.synthetic).toBe(true);
    expect(catalog.source).toMatch(/^SYNTHETIC .*benchmarks/);
    expect(catalog.recipes).toHaveLength(N);
    expect(catalog.recipes.slice(0, real.recipes.length)).toEqual(real.recipes);
    expect(catalog.cuts).toBe(real.cuts);
    expect(catalog.lookups).toBe(real.lookups);
    expect(catalog.recipeCollections).toBe(real.recipeCollections);
    expect(catalog.cutCollections).toBe(real.cutCollections);
  });

  it('gives generated recipes new unique ids above the real ones, unique slugs and marked names', () => {
    const realMax = Math.max(...real.recipes.map((r) => r.recipeID));
    expect(Math.min(...generated.map((r) => r.recipeID))).toBe(realMax + 1);
    expect(new Set(catalog.recipes.map((r) => r.recipeID)).size).toBe(N);
    expect(new Set(catalog.recipes.map((r) => r.recipeNameSlug)).size).toBe(N);
    generated.forEach((r, i) => {
      expect(r.recipeNameSlug).toMatch(new RegExp(`-synthetic-${i + 1}$`));
      expect(r.recipeName).toMatch(new RegExp(` \\(synthetic #${i + 1}\\)$`));
      expect(r.links).toEqual(
        r.isOnline ? [{ rel: 'self', href: `/api/v2/recipe/${r.recipeID}`, title: r.recipeName }] : [],
      );
    });
  });

  it('writes records the strict wire schema accepts', () => {
    for (const r of generated) expect(wire.recipeFull.safeParse(r).error?.issues).toBeUndefined();
    expect(validateSample(catalog, real.recipes.length)).toBe(generated.length);
    const broken = structuredClone(catalog);
    (broken.recipes.at(-1) as Record<string, unknown>).recipeID = 'x';
    expect(() => validateSample(broken, real.recipes.length)).toThrow(/fails wire\.recipeFull at recipeID/);
  });

  it('varies attributes within the lookups, servings and cook times across the buckets, and online state', () => {
    const values = new Map(
      real.lookups.attributesByTypes.map((t) => [
        t.attributeTypeNameSlug,
        new Set(t.attributes.map((a) => a.attributeNameSlug)),
      ]),
    );
    for (const r of generated)
      for (const entry of r.attributes)
        for (const a of entry.attributes)
          expect(values.get(entry.attributeTypeNameSlug)?.has(a.attributeNameSlug)).toBe(true);
    const bySlug = new Map(real.recipes.map((r) => [r.recipeNameSlug, r]));
    const baseOf = (slug: string) => bySlug.get(slug.replace(/-synthetic-\d+$/, ''))!;
    const changed = generated.filter(
      (r) => JSON.stringify(r.attributes) !== JSON.stringify(baseOf(r.recipeNameSlug).attributes),
    );
    expect(changed.length).toBeGreaterThan(generated.length / 2);
    expect(new Set(generated.map((r) => servingsRange(r.maxNumberOfServingsInt).label)).size).toBe(
      SERVING_BUCKETS.length + 1,
    );
    expect(new Set(generated.map((r) => cookTimeRange(r.maxCookTimeMinutes).label)).size).toBe(
      COOK_TIME_BUCKETS.length + 1,
    );
    const online = generated.filter((r) => r.isOnline).length / generated.length;
    expect(online).toBeGreaterThan(0.93);
    expect(online).toBeLessThan(1.001);
  });

  it('is deterministic for a seed', () => {
    expect(JSON.stringify(generateCatalog(real, N, SEED))).toBe(JSON.stringify(catalog));
    expect(JSON.stringify(generateCatalog(real, N, SEED + 1))).not.toBe(JSON.stringify(catalog));
  });

  it('keeps lean records small enough for the default size to load in one string', () => {
    const many = generateCatalog(real, real.recipes.length + 3_000, SEED).recipes.slice(real.recipes.length);
    const realChars = JSON.stringify(real).length;
    const perRecord = many.reduce((sum, r) => sum + JSON.stringify(r).length + 1, 0) / many.length;
    // 5 % margin for the average of 100,000 records drifting from this sample's.
    expect(realChars + perRecord * (DEFAULT_RECIPES - real.recipes.length)).toBeLessThan(MAX_SNAPSHOT_CHARS * 0.95);
  });

  it('refuses fewer recipes than the real catalog holds', () => {
    expect(() => generateCatalog(real, real.recipes.length - 1, SEED)).toThrow(/at least/);
  });
});

describe('the written file', () => {
  it('reads back as the same snapshot, and the store loads and searches it', async () => {
    const file = join(dir, `synthetic-${N}.json`);
    const chars = writeCatalog(catalog, file);
    const text = readFileSync(file, 'utf8');
    expect(text.length).toBe(chars);
    const loaded = JSON.parse(text) as CatalogSnapshot;
    // The recipes are written last, so compare them apart from the rest.
    const { recipes: readRecipes, ...readRest } = loaded;
    const { recipes, ...rest } = catalog;
    expect(JSON.stringify(readRecipes)).toBe(JSON.stringify(recipes));
    expect(JSON.stringify(readRest)).toBe(JSON.stringify(rest));

    const store = buildStore(loaded);
    expect(store.recipes.byId.size).toBe(N);
    const last = generated.at(-1)!;
    expect(store.recipes.bySlug.get(last.recipeNameSlug)?.recipeID).toBe(last.recipeID);
    // Every online generated recipe's name says "synthetic"; no real one does.
    const page = await searchRecipes(store, parseRecipeCriteria({ searchText: ['synthetic'], itemsPerPage: ['50'] }));
    expect(page.totalCount).toBe(generated.filter((r) => r.isOnline).length);
    expect(page.ids.every((id) => id > real.recipes.at(-1)!.recipeID || generated.some((r) => r.recipeID === id))).toBe(
      true,
    );
    // Buckets filter generated recipes too.
    const small = await searchRecipes(store, parseRecipeCriteria({ maxNumberOfServings: ['2'] }));
    const expected = loaded.recipes.filter((r) => r.isOnline && r.maxNumberOfServingsInt <= 2).length;
    expect(small.totalCount).toBe(expected);
  }, 60_000);

  it('is removed, with an error, when it would exceed the limit', () => {
    const file = join(dir, 'too-big.json');
    expect(() => writeCatalog(catalog, file, 1_000)).toThrow(/exceeds 1000 characters/);
    expect(() => readFileSync(file)).toThrow(/ENOENT/);
  });
});

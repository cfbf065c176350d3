// A recipe's view speaks the recipe's language: a Spanish recipe's allergens, attributes,
// nutrients and cuts are named in Spanish (cuts with their English name and IMPS number
// beside), an English recipe's as the catalog names them.
import { beforeAll, describe, expect, it } from 'vitest';
import { cutView, recipeView, type RecipeView } from '@/lib/api/views';
import type { CatalogSnapshot } from '@/lib/catalog/snapshot';
import { compileCatalog } from '@/scripts/catalog/compile';
import { readSources, readUsda } from '@/scripts/catalog/read-sources';

let catalog: CatalogSnapshot;
const view = (slug: string): RecipeView => recipeView(catalog.recipes.find((r) => r.recipeNameSlug === slug)!);

beforeAll(() => {
  const out = compileCatalog(readSources().sources, readUsda(), '2026-01-01T00:00:00Z');
  catalog = out.catalog!;
}, 60_000);

describe('recipe views', () => {
  it('name everything around a Spanish recipe in Spanish', () => {
    const r = view('arrachera-al-asador');
    expect(r.allergens.map((a) => a.name)).toEqual(['Pescado', 'Trigo', 'Soya']);
    const types = Object.fromEntries(r.attributes.map((a) => [a.typeSlug, a]));
    expect(types['cooking-method']).toMatchObject({
      type: 'Método de cocción',
      values: [{ name: 'Al asador del horno' }],
    });
    expect(types.cuisine!.values[0]!.name).toBe('Mexicana');
    expect(r.beefCuts).toEqual([
      expect.objectContaining({ name: 'Arrachera interior', english: 'Inside Skirt Steak', imps: '121D' }),
    ]);
    const lines = r.ingredientGroups.flatMap((g) => g.lines);
    expect(lines[0]!.substitutes.map((s) => s.name)).toEqual(['Arrachera exterior', 'Falda de res']);
    expect(lines.find((l) => l.brand === 'Maggi')!.substitutes.map((s) => s.name)).toEqual(['Salsa inglesa']);
    expect(r.nutrition!.nutrients.slice(0, 2).map((n) => n.name)).toEqual(['Calorías', 'Grasa total']);
    expect(r.nutrition!.tip).toMatch(/^Una porción es una excelente fuente de proteína/);
    expect(r.nutrition!.dvBasis).toMatch(/^Los porcentajes del valor diario/);
  });

  it('leave an English recipe as the catalog names it', () => {
    const r = view('grilled-ribeye-steaks-with-classic-beef-rub');
    expect(r.beefCuts[0]).toEqual({ name: 'Ribeye Steak', slug: 'ribeye-steak', path: '/cuts/ribeye-steak' });
    expect(r.nutrition!.nutrients[1]!.name).toBe('Total Fat');
  });
});

describe('cut views', () => {
  const cut = (slug: string) => cutView(catalog.cuts.find((c) => c.ingredientNameSlug === slug)!);

  it('read tenderness and its source from the attributes the service sends', () => {
    expect(cut('tenderloin-steak').tenderness).toEqual({
      value: 'Very tender (shear force under 3.2 kg)',
      sources: [expect.stringMatching(/^Belew, Brooks, McKenna and Savell \(2003\).*Meat Science 64: 507–512/)],
    });
    expect(cut('brisket-flat').tenderness?.value).toBe('Less tender (shear force over 4.6 kg)');
  });

  it('give no tenderness where the service has none (two muscles, none measured alone)', () => {
    expect(cut('porterhouse-steak').tenderness).toBeUndefined();
  });
});

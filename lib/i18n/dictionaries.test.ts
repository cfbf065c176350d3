// Every language has every string: the Spanish dictionary has each key of the English one (a
// string added to English fails here until Spanish has it), the same {placeholders}, and a
// Spanish name for every taxonomy value a Spanish recipe page can show.
import { describe, expect, it } from 'vitest';
import { NUTRIENTS } from '@/lib/catalog/nutrition-rules';
import { dictionaries } from '@/lib/i18n/dictionaries';
import { en } from '@/lib/i18n/en';
import { es } from '@/lib/i18n/es';
import { fill, plural } from '@/lib/i18n/fill';
import { readSources } from '@/scripts/catalog/read-sources';

type Tree = { [key: string]: string | Tree };

/** Every string of a dictionary by its path, the taxonomy tables (names by slug) left out. */
function leaves(tree: Tree, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const at = path ? `${path}.${k}` : k;
    if (typeof v === 'string') out.set(at, v);
    else if (
      v &&
      ![
        'taxonomy',
        'nutrition.names',
        'recipe.audiences',
        'guidelines.words.methods',
        'guidelines.words.heat',
      ].includes(at)
    )
      for (const [p, s] of leaves(v, at)) out.set(p, s);
  }
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  const english = leaves(en as unknown as Tree);
  const spanish = leaves(es as unknown as Tree);

  it('have the same keys, none empty', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const dict of Object.values(dictionaries))
      for (const [path, s] of leaves(dict as unknown as Tree)) expect(s.trim(), path).not.toBe('');
  });

  it('fill the same placeholders', () => {
    for (const [path, s] of english) expect(placeholders(spanish.get(path)!), path).toEqual(placeholders(s));
  });

  it('translate what English says (the same words only where both languages use them)', () => {
    const same = [...english].filter(([path, s]) => spanish.get(path) === s).map(([path]) => path);
    // "{n} {noun}" is a count in either language, "A–Z" the alphabet's order and "Final" a word in
    // both; the home page's way into the Spanish recipes is written in Spanish on either page;
    // "lb", "oz" and "min" are Spanish abbreviations too.
    expect(same.sort()).toEqual([
      'guidelines.columns.final',
      'guidelines.words.lb',
      'guidelines.words.min',
      'guidelines.words.oz',
      'occasions.items.en-espanol.blurb',
      'occasions.items.en-espanol.title',
      'recipe.total',
      'search.cardTimes.total',
      'search.count.0',
      'search.count.1',
      'search.sorts.name',
    ]);
  });
});

describe('the Spanish taxonomy names', () => {
  const { sources } = readSources();
  const tax = sources.taxonomy as Record<string, { slug: string; objectType?: string; values?: { slug: string }[] }[]>;
  const t = es.taxonomy;

  it('name the nine allergens', () => {
    expect(Object.keys(t.allergens).sort()).toEqual(tax['allergens.yaml']!.map((a) => a.slug).sort());
  });

  it('name every recipe attribute type and value', () => {
    for (const type of tax['attribute-types.yaml']!.filter((x) => x.objectType === 'recipe')) {
      expect(t.attributeTypes[type.slug], type.slug).toBeTruthy();
      for (const v of type.values ?? [])
        expect(t.attributes[type.slug]?.[v.slug], `${type.slug}/${v.slug}`).toBeTruthy();
    }
  });

  it('name every recipe collection group, audience and nutrient', () => {
    for (const g of tax['collection-groups.yaml']!.filter((x) => x.objectType === 'recipe'))
      expect(t.collectionGroups[g.slug], g.slug).toBeTruthy();
    for (const a of tax['audiences.yaml']!) {
      const name = (a as unknown as { name: string }).name;
      expect(es.recipe.audiences[name], name).toBeTruthy();
    }
    for (const n of NUTRIENTS) expect(es.nutrition.names[n.slug], n.slug).toBeTruthy();
  });

  it('name every ingredient a Spanish recipe offers as a substitute that is not a beef cut', () => {
    const cuts = new Set(sources.cuts.map((c) => (c.data as { slug: string }).slug));
    const recipes = sources.recipes.map(
      (r) => r.data as { isSpanish?: boolean; ingredients: { substitutes?: string[] }[] },
    );
    const needed = recipes
      .filter((r) => r.isSpanish)
      .flatMap((r) => r.ingredients.flatMap((i) => i.substitutes ?? []))
      .filter((s) => !cuts.has(s));
    for (const slug of needed) expect(t.ingredients[slug], slug).toBeTruthy();
  });
});

describe('counted sentences', () => {
  it('say one serving in the singular in both languages', () => {
    expect(fill(plural(en.tools.scaledFor, 1), { n: 1, m: 4 })).toBe('Amounts for 1 serving (the recipe makes 4).');
    expect(fill(plural(es.tools.scaledFor, 1), { n: 1, m: 6 })).toBe('Cantidades para 1 porción (la receta rinde 6).');
    expect(fill(plural(es.tools.scaledFor, 3), { n: 3, m: 6 })).toBe(
      'Cantidades para 3 porciones (la receta rinde 6).',
    );
  });
});

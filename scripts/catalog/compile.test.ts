// The build rejects broken sources with an error naming the file and the field. Each test
// starts from the real data/ sources, breaks exactly one thing and compiles again.
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  compileCatalog,
  type BuildError,
  type SourceFile,
  type Sources,
  type UsdaSubset,
} from '@/scripts/catalog/compile';
import { readSources, readUsda } from '@/scripts/catalog/read-sources';
import type { collectionSource, cutSource, ingredientSource, recipeSource } from '@/scripts/catalog/source-schema';

type CutIn = z.input<typeof cutSource>;
type RecipeIn = z.input<typeof recipeSource>;
type IngredientIn = z.input<typeof ingredientSource>;
type CollectionIn = z.input<typeof collectionSource>;
type Kind = 'cuts' | 'recipes' | 'ingredients' | 'collections';

const GENERATED_AT = '2026-01-01T00:00:00Z';
let pristine: Sources;
let usda: UsdaSubset;

beforeAll(() => {
  const { sources, problems } = readSources();
  expect(problems).toEqual([]);
  pristine = sources;
  usda = readUsda();
});

const fileOf = (kind: Kind, slug: string) => `data/${kind}/${slug}.yaml`;

/** A deep copy of the real sources, with `edit` applied. */
function broken(edit: (s: Sources) => void): Sources {
  const s = structuredClone(pristine);
  edit(s);
  return s;
}
function entry(s: Sources, kind: Kind, slug: string): SourceFile {
  const f = s[kind].find((x) => x.file === fileOf(kind, slug));
  if (!f) throw new Error(`test setup: no source ${fileOf(kind, slug)}`);
  return f;
}
const cut = (s: Sources, slug: string) => entry(s, 'cuts', slug).data as CutIn;
const recipe = (s: Sources, slug: string) => entry(s, 'recipes', slug).data as RecipeIn;
const ingredient = (s: Sources, slug: string) => entry(s, 'ingredients', slug).data as IngredientIn;
const collection = (s: Sources, slug: string) => entry(s, 'collections', slug).data as CollectionIn;

function errorsOf(s: Sources): BuildError[] {
  const { catalog, errors } = compileCatalog(s, usda, GENERATED_AT);
  expect(catalog, 'a broken source must not produce a catalog').toBeUndefined();
  return errors;
}
/** Asserts the build fails with an error on `file`/`field` whose message matches `message`. */
function expectRejected(s: Sources, file: string, field: string, message: RegExp) {
  const errors = errorsOf(s);
  expect(errors.length).toBeGreaterThan(0);
  expect(errors).toContainEqual({ file, field, message: expect.stringMatching(message) });
}
/** Index of the first ingredient line of `r` that refers to `ref`. */
function lineOf(r: RecipeIn, ref: string): number {
  const i = r.ingredients.findIndex((l) => l.ref === ref);
  if (i < 0) throw new Error(`test setup: ${r.slug} has no ${ref} line`);
  return i;
}

describe('compileCatalog on the real sources', () => {
  it('compiles data/ with zero errors', () => {
    const { catalog, errors } = compileCatalog(pristine, usda, GENERATED_AT);
    expect(errors).toEqual([]);
    expect(catalog).toBeDefined();
    expect(catalog!.cuts.length).toBe(pristine.cuts.length);
    expect(catalog!.recipes.length).toBe(pristine.recipes.length);
    expect(catalog!.recipeCollections.length + catalog!.cutCollections.length).toBe(pristine.collections.length);
  });

  it('does not modify its input', () => {
    const copy = structuredClone(pristine);
    compileCatalog(copy, usda, GENERATED_AT);
    expect(copy).toEqual(pristine);
  });
});

describe('compileCatalog rejects broken cut references', () => {
  it('an unknown parent cut', () => {
    const s = broken((x) => void (cut(x, 'denver-steak').parent = 'chuck-nowhere'));
    expectRejected(s, fileOf('cuts', 'denver-steak'), 'parent', /unknown parent cut "chuck-nowhere"/);
  });

  it('a loop in the parent hierarchy', () => {
    const s = broken((x) => {
      const denverParent = cut(x, 'denver-steak').parent!;
      expect(denverParent).toBe('chuck-under-blade');
      cut(x, denverParent).parent = 'denver-steak';
    });
    expectRejected(s, fileOf('cuts', 'denver-steak'), 'parent', /hierarchy loops/);
    expectRejected(s, fileOf('cuts', 'chuck-under-blade'), 'parent', /hierarchy loops/);
  });

  it('a cut that is its own parent', () => {
    const s = broken((x) => void (cut(x, 'denver-steak').parent = 'denver-steak'));
    expectRejected(s, fileOf('cuts', 'denver-steak'), 'parent', /own parent/);
  });

  it('a non-primal without a parent, and a primal with one', () => {
    const s = broken((x) => {
      delete cut(x, 'denver-steak').parent;
      cut(x, 'chuck').parent = 'round';
    });
    expectRejected(s, fileOf('cuts', 'denver-steak'), 'parent', /needs a parent/);
    expectRejected(s, fileOf('cuts', 'chuck'), 'parent', /primal has no parent/);
  });

  for (const key of ['alternatives', 'substitutes', 'rollups'] as const) {
    it(`an unknown ${key} cut`, () => {
      const s = broken((x) => {
        const c = cut(x, 'denver-steak');
        c[key] = [...(c[key] ?? []), { cut: 'mystery-steak', text: 'Not a real cut.' }];
      });
      const i = (cut(s, 'denver-steak')[key] ?? []).length - 1;
      expectRejected(s, fileOf('cuts', 'denver-steak'), `${key}.${i}.cut`, /unknown cut "mystery-steak"/);
    });
  }

  it('an unknown pairing ingredient', () => {
    const s = broken((x) => void (cut(x, 'denver-steak').pairings![1]!.ingredient = 'unobtainium'));
    expectRejected(
      s,
      fileOf('cuts', 'denver-steak'),
      'pairings.1.ingredient',
      /unknown ingredient or cut "unobtainium"/,
    );
  });

  it('an unknown ingredient group', () => {
    const s = broken((x) => void (cut(x, 'denver-steak').groups = ['chuck-steaks', 'space-steaks']));
    expectRejected(s, fileOf('cuts', 'denver-steak'), 'groups.1', /unknown ingredient group "space-steaks"/);
  });

  it('an unknown beef-category value', () => {
    const s = broken((x) => void (cut(x, 'denver-steak').attributes['beef-category'] = ['steak', 'dessert']));
    expectRejected(
      s,
      fileOf('cuts', 'denver-steak'),
      'attributes.beef-category.1',
      /"dessert" is not a value of attribute type "beef-category"/,
    );
  });

  it('an unknown cooking method on a guideline', () => {
    const s = broken((x) => void (cut(x, 'denver-steak').guidelines![0]!.method = 'microwave'));
    expectRejected(
      s,
      fileOf('cuts', 'denver-steak'),
      'guidelines.0.method',
      /"microwave" is not a value of attribute type "preferred-cooking-method"/,
    );
  });

  it('a tenderness class the cited study does not give the muscle', () => {
    const s = broken(
      (x) =>
        void (cut(x, 'brisket-flat').tenderness = {
          muscle: 'pectoralis profundus',
          class: 'tender',
          source: 'belew-2003',
        }),
    );
    expectRejected(
      s,
      fileOf('cuts', 'brisket-flat'),
      'tenderness.class',
      /the belew-2003 study puts the pectoralis profundus in "less-tender", not "tender"/,
    );
  });

  it('a muscle the tenderness study did not measure', () => {
    const s = broken(
      (x) => void (cut(x, 'brisket-flat').tenderness = { muscle: 'pectoralis', class: 'tender', source: 'belew-2003' }),
    );
    expectRejected(s, fileOf('cuts', 'brisket-flat'), 'tenderness.muscle', /.+/);
  });
});

describe('compileCatalog rejects broken recipe references', () => {
  it('an unknown cuisine value', () => {
    const s = broken((x) => void (recipe(x, 'arrachera-al-asador').attributes.cuisine = ['martian']));
    expectRejected(
      s,
      fileOf('recipes', 'arrachera-al-asador'),
      'attributes.cuisine.0',
      /"martian" is not a value of attribute type "cuisine"/,
    );
  });

  it('an unknown ingredient ref', () => {
    let i = -1;
    const s = broken((x) => {
      const r = recipe(x, 'brisket-burnt-ends');
      i = r.ingredients.findIndex((l) => l.ref);
      r.ingredients[i]!.ref = 'dragon-fruit-jam';
    });
    expectRejected(
      s,
      fileOf('recipes', 'brisket-burnt-ends'),
      `ingredients.${i}.ref`,
      /unknown ingredient or cut "dragon-fruit-jam"/,
    );
  });

  it('an unknown sub-recipe', () => {
    const i = recipe(pristine, 'brisket-burnt-ends').ingredients.findIndex((l) => l.recipe);
    expect(i).toBeGreaterThanOrEqual(0);
    const s = broken((x) => void (recipe(x, 'brisket-burnt-ends').ingredients[i]!.recipe = 'secret-sauce'));
    expectRejected(
      s,
      fileOf('recipes', 'brisket-burnt-ends'),
      `ingredients.${i}.recipe`,
      /unknown recipe "secret-sauce"/,
    );
  });

  it('a recipe that uses itself', () => {
    const i = recipe(pristine, 'brisket-burnt-ends').ingredients.findIndex((l) => l.recipe);
    const s = broken((x) => void (recipe(x, 'brisket-burnt-ends').ingredients[i]!.recipe = 'brisket-burnt-ends'));
    expectRejected(s, fileOf('recipes', 'brisket-burnt-ends'), `ingredients.${i}.recipe`, /cannot use itself/);
  });

  it('two recipes that use each other', () => {
    const i = recipe(pristine, 'brisket-burnt-ends').ingredients.findIndex((l) => l.recipe);
    const rub = recipe(pristine, 'brisket-burnt-ends').ingredients[i]!.recipe!;
    const s = broken((x) =>
      recipe(x, rub).ingredients.push({
        text: 'a little burnt ends',
        recipe: 'brisket-burnt-ends',
        batchFraction: 0.1,
      }),
    );
    const errors = errorsOf(s);
    expect(
      errors.some(
        (e) =>
          e.field === 'ingredients' &&
          /loop/.test(e.message) &&
          [fileOf('recipes', rub), fileOf('recipes', 'brisket-burnt-ends')].includes(e.file),
      ),
    ).toBe(true);
  });

  it('an unknown brand', () => {
    const s = broken((x) => {
      const r = recipe(x, 'arrachera-al-asador');
      r.ingredients[0]!.brand = 'acme-beef';
    });
    expectRejected(s, fileOf('recipes', 'arrachera-al-asador'), 'ingredients.0.brand', /unknown brand "acme-beef"/);
  });

  it('an unknown audience', () => {
    const s = broken((x) => void (recipe(x, 'arrachera-al-asador').audience = 'astronauts'));
    expectRejected(s, fileOf('recipes', 'arrachera-al-asador'), 'audience', /unknown audience "astronauts"/);
  });

  it('a total time shorter than prep + cook', () => {
    const s = broken((x) => {
      const r = recipe(x, 'arrachera-al-asador');
      r.total = { ...r.total, minutes: r.prep.minutes + r.cook.minutes - 1 };
    });
    expectRejected(s, fileOf('recipes', 'arrachera-al-asador'), 'total.minutes', /less than prep \+ cook/);
  });

  it('a measurement the build cannot weigh', () => {
    let i = -1;
    const s = broken((x) => {
      const r = recipe(x, 'garlic-butter-steak-bites');
      i = lineOf(r, 'parsley');
      r.ingredients[i] = { ...r.ingredients[i]!, quantity: '2', quantitydouble: 2, measurement: 'bunches' };
    });
    expectRejected(
      s,
      fileOf('recipes', 'garlic-butter-steak-bites'),
      `ingredients.${i}.measurement`,
      /cannot weigh "bunches" of "parsley"/,
    );
  });

  it('a beef line counted in pieces without a basis', () => {
    let i = -1;
    const s = broken((x) => {
      const r = recipe(x, 'garlic-butter-steak-bites');
      i = r.ingredients.findIndex((l) => l.ref && x.cuts.some((c) => c.file === fileOf('cuts', l.ref!)));
      const line = r.ingredients[i]!;
      delete line.basis;
      line.quantity = '4';
      line.quantitydouble = 4;
      line.measurement = 'steaks';
    });
    expectRejected(
      s,
      fileOf('recipes', 'garlic-butter-steak-bites'),
      `ingredients.${i}.measurement`,
      /use a mass measurement or add basis/,
    );
  });
});

describe('compileCatalog rejects broken collections', () => {
  it('an unknown member', () => {
    const s = broken((x) => void collection(x, 'weeknight-dinners').members.push('toast-on-toast'));
    const i = collection(s, 'weeknight-dinners').members.length - 1;
    expectRejected(s, fileOf('collections', 'weeknight-dinners'), `members.${i}`, /unknown recipe "toast-on-toast"/);
  });

  it('a cut collection listing a recipe', () => {
    const s = broken((x) => void (collection(x, 'lean-beef-cuts').members[0] = 'arrachera-al-asador'));
    expectRejected(s, fileOf('collections', 'lean-beef-cuts'), 'members.0', /unknown cut "arrachera-al-asador"/);
  });

  it('a group of the wrong kind', () => {
    const s = broken((x) => void (collection(x, 'weeknight-dinners').group = 'cut-guides'));
    expectRejected(
      s,
      fileOf('collections', 'weeknight-dinners'),
      'group',
      /"cut-guides" holds ingredient collections, not recipe/,
    );
  });

  it('an unknown group', () => {
    const s = broken((x) => void (collection(x, 'lean-beef-cuts').group = 'nonexistent-group'));
    expectRejected(s, fileOf('collections', 'lean-beef-cuts'), 'group', /unknown collection group "nonexistent-group"/);
  });
});

describe('compileCatalog rejects duplicates and misnamed files', () => {
  it('two cuts with the same id', () => {
    const s = broken((x) => void (cut(x, 'denver-steak').id = cut(x, 'flank-steak').id));
    // Files are read in name order, so the later file carries the error.
    expectRejected(
      s,
      fileOf('cuts', 'flank-steak'),
      'id',
      new RegExp(`duplicate ingredient id ${cut(s, 'flank-steak').id} \\(also in data/cuts/denver-steak\\.yaml\\)`),
    );
  });

  it('two recipes with the same id', () => {
    const s = broken((x) => void (recipe(x, 'brisket-burnt-ends').id = recipe(x, 'arrachera-al-asador').id));
    expectRejected(
      s,
      fileOf('recipes', 'brisket-burnt-ends'),
      'id',
      /duplicate recipe id \d+ \(also in data\/recipes\/arrachera-al-asador\.yaml\)/,
    );
  });

  it('a cut and an ingredient with the same slug', () => {
    const s = broken((x) => {
      const copy = structuredClone(cut(x, 'denver-steak'));
      copy.id = 998;
      copy.slug = 'garlic';
      x.cuts.push({ file: fileOf('cuts', 'garlic'), data: copy });
    });
    expectRejected(
      s,
      fileOf('ingredients', 'garlic'),
      'slug',
      /duplicate ingredient slug garlic \(also in data\/cuts\/garlic\.yaml\)/,
    );
  });

  it('two recipes with the same slug', () => {
    const s = broken((x) => {
      const copy = structuredClone(recipe(x, 'arrachera-al-asador'));
      copy.id = 999_999;
      x.recipes.push({ file: fileOf('recipes', 'arrachera-al-asador'), data: copy });
    });
    expectRejected(s, fileOf('recipes', 'arrachera-al-asador'), 'slug', /duplicate recipe slug arrachera-al-asador/);
  });

  it('a slug that differs from its file name', () => {
    const s = broken((x) => void (recipe(x, 'arrachera-al-asador').slug = 'arrachera'));
    expectRejected(
      s,
      fileOf('recipes', 'arrachera-al-asador'),
      'slug',
      /slug "arrachera" must equal the file name "arrachera-al-asador"/,
    );
  });

  it('a schema violation names the field', () => {
    const s = broken((x) => void ((cut(x, 'denver-steak') as { isMarinate: unknown }).isMarinate = 'yes'));
    expectRejected(s, fileOf('cuts', 'denver-steak'), 'isMarinate', /boolean/);
  });
});

describe('compileCatalog rejects broken ingredients and USDA links', () => {
  it('an unknown allergen', () => {
    const s = broken((x) => void (ingredient(x, 'garlic').allergens = ['moonlight']));
    expectRejected(s, fileOf('ingredients', 'garlic'), 'allergens.0', /unknown allergen "moonlight"/);
  });

  it('an ingredient NDB missing from the USDA subset', () => {
    const s = broken((x) => void (ingredient(x, 'garlic').ndb = '99999'));
    expect(usda.foods['99999']).toBeUndefined();
    expectRejected(s, fileOf('ingredients', 'garlic'), 'ndb', /NDB 99999 is not in data\/usda\/sr28-subset\.json/);
  });

  it('a cut NDB missing from the USDA subset', () => {
    const s = broken((x) => void (cut(x, 'denver-steak').nutrition.cooked = '99999'));
    expectRejected(s, fileOf('cuts', 'denver-steak'), 'nutrition.cooked', /NDB 99999 is not in/);
  });

  it('a cut pointing at a non-beef SR28 record', () => {
    const s = broken((x) => void (cut(x, 'denver-steak').nutrition.raw = ingredient(x, 'garlic').ndb));
    expectRejected(s, fileOf('cuts', 'denver-steak'), 'nutrition.raw', /not a beef record/);
  });

  it('a portion text that is not an SR28 WEIGHT description', () => {
    const s = broken((x) => void (ingredient(x, 'garlic').portions = { clove: 'a generous clove' }));
    expectRejected(
      s,
      fileOf('ingredients', 'garlic'),
      'portions.clove',
      /SR28 11215 has no WEIGHT portion "a generous clove"/,
    );
  });
});

describe('compileCatalog rejects unsafe or inconsistent cooking guidelines', () => {
  it('a whole cut below 145 °F', () => {
    const s = broken((x) => {
      const g = cut(x, 'denver-steak').guidelines![0]!;
      expect(g.doneness).toBe('medium-rare');
      g.internalTemperatureF = 135;
    });
    expectRejected(
      s,
      fileOf('cuts', 'denver-steak'),
      'guidelines.0.internalTemperatureF',
      /135 °F is below the USDA FSIS minimum of 145 °F/,
    );
  });

  it('ground beef at 145 °F (below 160 °F)', () => {
    const s = broken((x) => void (cut(x, 'lean-ground-beef').guidelines![0]!.internalTemperatureF = 145));
    expectRejected(
      s,
      fileOf('cuts', 'lean-ground-beef'),
      'guidelines.0.internalTemperatureF',
      /145 °F is below the USDA FSIS minimum of 160 °F for ground beef/,
    );
  });

  it('ground beef cooked medium rare', () => {
    const s = broken((x) => {
      const g = cut(x, 'lean-ground-beef').guidelines![0]!;
      g.doneness = 'medium-rare';
      g.internalTemperatureF = 160;
    });
    expectRejected(s, fileOf('cuts', 'lean-ground-beef'), 'guidelines.0.doneness', /never served medium rare/);
  });

  it('medium rare at 160 °F (doneness and temperature disagree)', () => {
    const s = broken((x) => void (cut(x, 'denver-steak').guidelines![0]!.internalTemperatureF = 160));
    expectRejected(
      s,
      fileOf('cuts', 'denver-steak'),
      'guidelines.0.internalTemperatureF',
      /160 °F does not match Medium Rare on the NCBA scale/,
    );
  });

  it('medium at 145 °F', () => {
    const s = broken((x) => void (cut(x, 'denver-steak').guidelines![1]!.internalTemperatureF = 145));
    expectRejected(
      s,
      fileOf('cuts', 'denver-steak'),
      'guidelines.1.internalTemperatureF',
      /does not match Medium on the NCBA scale/,
    );
  });

  it('a time range that ends before it starts', () => {
    const s = broken((x) => void (cut(x, 'denver-steak').guidelines![0]!.minutes = [14, 10]));
    expectRejected(s, fileOf('cuts', 'denver-steak'), 'guidelines.0.minutes', /range start is after its end/);
  });
});

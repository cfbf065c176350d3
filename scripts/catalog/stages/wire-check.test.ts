import { describe, expect, it } from 'vitest';
import type { BuildError, CompileContext } from '@/scripts/catalog/stages/context';
import { compiledContext, fileOf } from '@/scripts/catalog/stages/test-fixtures';
import { checkWire } from '@/scripts/catalog/stages/wire-check';

/** Runs the check on a freshly compiled fixture after `edit` broke its records. */
function wireErrors(edit: (ctx: CompileContext) => void) {
  const errors: BuildError[] = [];
  const ctx = {
    ...compiledContext(),
    errors,
    err: (file: string, field: string, message: string) => void errors.push({ file, field, message }),
  };
  edit(ctx);
  checkWire(ctx);
  return errors;
}

describe('checkWire', () => {
  it('passes the compiled fixture', () => {
    expect(wireErrors(() => {})).toEqual([]);
  });

  it('names the source file and the field of a record that breaks the wire schema', () => {
    const errors = wireErrors((ctx) => void ((ctx.cutRecords[1] as { ingredientName: unknown }).ingredientName = 5));
    expect(errors).toEqual([
      {
        file: fileOf('cuts', 'chuck-roll'),
        field: 'ingredientName',
        message: expect.stringMatching(/^compiled record breaks the wire schema: /),
      },
    ]);
  });

  it('rejects a null quantitydouble: the spec types it a double', () => {
    const errors = wireErrors((ctx) => {
      const line = (ctx.recipeRecords[0] as { ingredients: { quantitydouble: unknown }[] }).ingredients[0]!;
      line.quantitydouble = null;
    });
    expect(errors.map((e) => e.field)).toEqual(['ingredients.0.quantitydouble']);
  });

  it('blames collections on their file and lookups on the taxonomy', () => {
    const errors = wireErrors((ctx) => {
      (ctx.collectionRecords.recipeCollections[0] as { tagline: unknown }).tagline = null;
      (ctx.lookups as { brands: unknown }).brands = 'none';
    });
    expect(errors.map((e) => [e.file, e.field])).toEqual([
      [fileOf('collections', 'weeknight-fixtures'), 'tagline'],
      ['data/taxonomy', 'brands'],
    ]);
  });

  it('reports at most five issues per record', () => {
    const errors = wireErrors((ctx) => {
      const r = ctx.recipeRecords[0] as Record<string, unknown>;
      for (const key of ['recipeName', 'recipeMeta', 'servingSize', 'prepTime', 'cookTime', 'kitchenTip']) r[key] = 0;
    });
    expect(errors).toHaveLength(5);
    expect(new Set(errors.map((e) => e.file))).toEqual(new Set([fileOf('recipes', 'garlic-rub')]));
  });
});

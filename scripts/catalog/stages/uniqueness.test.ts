import { describe, expect, it } from 'vitest';
import { put, startContext, type Sources } from '@/scripts/catalog/stages/context';
import { parseSources } from '@/scripts/catalog/stages/parse';
import { GENERATED_AT, fileOf, fixtureSources, fixtureUsda } from '@/scripts/catalog/stages/test-fixtures';
import { checkUniqueness } from '@/scripts/catalog/stages/uniqueness';

function uniquenessErrors(sources: Sources) {
  const ctx = startContext(sources, fixtureUsda(), GENERATED_AT);
  put(ctx, 'parsed', parseSources(ctx));
  expect(ctx.errors).toEqual([]);
  checkUniqueness(ctx);
  return ctx.errors;
}

describe('checkUniqueness', () => {
  it('accepts the fixture', () => {
    expect(uniquenessErrors(fixtureSources())).toEqual([]);
  });

  it('reports a repeated cut id on the later file', () => {
    const s = fixtureSources((d) => void (d.cuts[1]!.id = 1));
    expect(uniquenessErrors(s)).toEqual([
      {
        file: fileOf('cuts', 'chuck-roll'),
        field: 'id',
        message: 'duplicate ingredient id 1 (also in data/cuts/chuck.yaml)',
      },
    ]);
  });

  it('puts cuts and non-beef ingredients in one slug space', () => {
    const s = fixtureSources((d) => d.ingredients.push({ ...d.ingredients[0]!, id: 1001, slug: 'chuck' }));
    expect(uniquenessErrors(s)).toEqual([
      {
        file: fileOf('ingredients', 'chuck'),
        field: 'slug',
        message: 'duplicate ingredient slug chuck (also in data/cuts/chuck.yaml)',
      },
    ]);
  });

  it('reports repeated recipe and collection ids', () => {
    const s = fixtureSources((d) => {
      d.recipes[1]!.id = d.recipes[0]!.id;
      d.collections[1]!.id = d.collections[0]!.id;
    });
    expect(uniquenessErrors(s)).toEqual([
      {
        file: fileOf('recipes', 'grilled-chuck-roll'),
        field: 'id',
        message: 'duplicate recipe id 1001 (also in data/recipes/garlic-rub.yaml)',
      },
      {
        file: fileOf('collections', 'chuck-guide'),
        field: 'id',
        message: 'duplicate collection id 1 (also in data/collections/weeknight-fixtures.yaml)',
      },
    ]);
  });
});

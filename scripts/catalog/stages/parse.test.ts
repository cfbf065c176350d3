import { describe, expect, it } from 'vitest';
import { startContext, type Sources } from '@/scripts/catalog/stages/context';
import { parseSources } from '@/scripts/catalog/stages/parse';
import { GENERATED_AT, fileOf, fixtureSources, fixtureUsda } from '@/scripts/catalog/stages/test-fixtures';

function parse(sources: Sources) {
  const ctx = startContext(sources, fixtureUsda(), GENERATED_AT);
  return { parsed: parseSources(ctx), errors: ctx.errors };
}

describe('parseSources', () => {
  it('parses every file of the fixture and applies the schema defaults', () => {
    const { parsed, errors } = parse(fixtureSources());
    expect(errors).toEqual([]);
    expect(parsed.cuts.map((c) => c.file)).toEqual([fileOf('cuts', 'chuck'), fileOf('cuts', 'chuck-roll')]);
    expect(parsed.cuts[0]!.v).toMatchObject({ isOnline: true, grocerySection: 'meat-counter', guidelines: [] });
    expect(parsed.recipes[1]!.v.ingredients[0]).toMatchObject({ consumedFraction: 1, substitutes: [], subheading: '' });
    expect(parsed.taxonomy['allergens.yaml'].map((a) => a.slug)).toEqual(['milk', 'wheat', 'sesame']);
  });

  it('names the taxonomy file and the entry of a bad taxonomy value', () => {
    const s = fixtureSources((d) => void (d.taxonomy['allergens.yaml'] = [{ slug: 'Milk!', name: 'Milk' }]));
    expect(parse(s).errors).toContainEqual({
      file: 'data/taxonomy/allergens.yaml',
      field: '0.slug',
      message: expect.stringMatching(/kebab-case/),
    });
  });

  it('reports a missing taxonomy file', () => {
    const s = fixtureSources((d) => void delete d.taxonomy['brands.yaml']);
    expect(parse(s).errors.map((e) => e.file)).toEqual(['data/taxonomy/brands.yaml']);
  });

  it('names the field of a schema violation and leaves the record out', () => {
    const s = fixtureSources((d) => void ((d.cuts[1]!.guidelines![0] as { doneness: string }).doneness = 'blue'));
    const { parsed, errors } = parse(s);
    expect(errors).toEqual([
      { file: fileOf('cuts', 'chuck-roll'), field: 'guidelines.0.doneness', message: expect.any(String) },
    ]);
    expect(parsed.cuts.map((c) => c.v.slug)).toEqual(['chuck']);
  });

  it('reports a file that holds no record at (root)', () => {
    const s = fixtureSources();
    s.recipes[0]!.data = null;
    expect(parse(s).errors).toEqual([
      { file: fileOf('recipes', 'garlic-rub'), field: '(root)', message: expect.any(String) },
    ]);
  });

  it('requires the slug to equal the file name, and keeps the record', () => {
    const s = fixtureSources();
    s.cuts[1]!.file = 'data/cuts/chuck-eye.yaml';
    const { parsed, errors } = parse(s);
    expect(errors).toEqual([
      {
        file: 'data/cuts/chuck-eye.yaml',
        field: 'slug',
        message: 'slug "chuck-roll" must equal the file name "chuck-eye"',
      },
    ]);
    expect(parsed.cuts).toHaveLength(2);
  });
});

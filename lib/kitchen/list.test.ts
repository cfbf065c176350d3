import { describe, expect, it } from 'vitest';
import { buildList, type ListSource, listText, type SourceLine } from '@/lib/kitchen/list';
import { parseLine } from '@/lib/recipe/parse';
import type { Lang } from '@/lib/recipe/units';

const line = (text: string, lang: Lang = 'en', extra: Partial<SourceLine> = {}): SourceLine => ({
  text,
  model: parseLine(text, lang),
  grams: null,
  liquid: false,
  split: 'whole',
  ...extra,
});

const recipe = (slug: string, lines: SourceLine[], servings = 4, yieldCount = 4, lang: Lang = 'en'): ListSource => ({
  slug,
  name: `Recipe ${slug}`,
  lang,
  yieldCount,
  servings,
  lines,
});

const texts = (sources: ListSource[], system: 'us' | 'metric' = 'us') =>
  buildList(sources, system).flatMap((g) => g.lines.map((l) => l.text));

describe('shopping list', () => {
  it('adds counts of the same noun, singular and plural alike', () => {
    const list = buildList(
      [recipe('a', [line('2 medium yellow onions, chopped')]), recipe('b', [line('1 medium yellow onion, sliced')])],
      'us',
    );
    expect(list[0]!.lines).toHaveLength(1);
    expect(list[0]!.lines[0]!.text).toBe('3 medium yellow onions');
    expect(list[0]!.lines[0]!.from.map((f) => f.slug)).toEqual(['a', 'b']);
  });

  it('adds volumes in different units as a cook measures them', () => {
    expect(texts([recipe('a', [line('1 cup beef broth')]), recipe('b', [line('2 tablespoons beef broth')])])).toEqual([
      '1 cup 2 tablespoons beef broth',
    ]);
    expect(
      texts([recipe('a', [line('1 tablespoon olive oil')]), recipe('b', [line('2 teaspoons olive oil')])]),
    ).toEqual(['1 tablespoon 2 teaspoons olive oil']);
    expect(texts([recipe('a', [line('1/2 cup red wine')]), recipe('b', [line('1/4 cup red wine')])])).toEqual([
      '3/4 cup red wine',
    ]);
  });

  it('keeps a volume and a weight of the same thing apart, and adds weights', () => {
    expect(
      texts([
        recipe('a', [line('1 pound ground beef')]),
        recipe('b', [line('8 ounces ground beef')]),
        recipe('c', [line('2 cups ground beef')]),
      ]),
    ).toEqual(['1-1/2 pounds ground beef', '2 cups ground beef']);
  });

  it('scales each recipe by its own servings before adding', () => {
    // a: 2 cloves for 4, at 8 → 4; b: 1 clove for 2, at 2 → 1.
    expect(
      texts([recipe('a', [line('2 cloves garlic, minced')], 8, 4), recipe('b', [line('1 clove garlic')], 2, 2)]),
    ).toEqual(['5 cloves garlic']);
    // One recipe alone is written as its page writes it.
    expect(texts([recipe('a', [line('2 cloves garlic, minced')], 8, 4)])).toEqual(['4 cloves garlic, minced']);
  });

  it('merges Spanish lines in Spanish, and never an English line with a Spanish one by text', () => {
    expect(
      texts([
        recipe('a', [line('1 taza de caldo de res', 'es')], 4, 4, 'es'),
        recipe('b', [line('2 cucharadas de caldo de res', 'es')], 4, 4, 'es'),
        recipe('c', [line('1 cup beef broth')]),
      ]),
    ).toEqual(['1 taza 2 cucharadas de caldo de res', '1 cup beef broth']);
    expect(
      texts([
        recipe('a', [line('2 cebollas blancas, picadas', 'es')], 4, 4, 'es'),
        recipe('b', [line('1 cebolla blanca', 'es')], 4, 4, 'es'),
      ]),
    ).toEqual(['3 cebollas blancas']);
  });

  it('merges lines linked to the same ingredient even when worded differently', () => {
    expect(
      texts([
        recipe('a', [line('2 medium onions, chopped', 'en', { ingredient: 'onion' })]),
        recipe('b', [line('1 large onion', 'en', { ingredient: 'onion' })]),
      ]),
    ).toEqual(['3 medium onions']);
  });

  it('keeps one line for the same words without an amount, and lists both recipes', () => {
    const list = buildList(
      [
        recipe('a', [line('Salt and ground black pepper')]),
        recipe('b', [line('Salt and ground black pepper'), line('Fresh parsley, for serving')]),
      ],
      'us',
    );
    const lines = list.flatMap((g) => g.lines);
    expect(lines.map((l) => l.text)).toEqual(['Salt and ground black pepper', 'Fresh parsley, for serving']);
    expect(lines[0]!.from).toHaveLength(2);
  });

  it('writes merged amounts in metric when asked', () => {
    expect(
      texts(
        [recipe('a', [line('1 cup beef broth', 'en', { liquid: true })]), recipe('b', [line('1 cup beef broth')])],
        'metric',
      ),
    ).toEqual(['475 ml beef broth']);
    expect(
      texts([recipe('a', [line('1 pound ground beef')]), recipe('b', [line('1 pound ground beef')])], 'metric'),
    ).toEqual(['905 g ground beef']);
  });

  it('groups by grocery section in the lookup order, unlinked lines last', () => {
    const groups = buildList(
      [
        recipe('a', [
          line('1 teaspoon salt', 'en', { section: 'spices' }),
          line('Water'),
          line('1 pound beef chuck', 'en', { section: 'meat' }),
        ]),
      ],
      'us',
      ['meat', 'produce', 'spices'],
    );
    expect(groups.map((g) => g.section)).toEqual(['meat', 'spices', null]);
    const text = listText(groups, (s) => s ?? 'Other', { [groups[0]!.lines[0]!.key]: { ticked: true } });
    expect(text).toBe('meat\n[x] 1 pound beef chuck\n\nspices\n[ ] 1 teaspoon salt\n\nOther\n[ ] Water');
  });

  it('keeps line keys stable when servings change, so ticks survive', () => {
    const at = (n: number) => buildList([recipe('a', [line('2 cloves garlic')], n)], 'us')[0]!.lines[0]!.key;
    expect(at(4)).toBe(at(12));
  });
});

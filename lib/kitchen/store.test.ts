import { describe, expect, it } from 'vitest';
import {
  createKitchen,
  KITCHEN_KEY,
  KITCHEN_UNREADABLE_KEY,
  KITCHEN_VERSION,
  type KitchenStorage,
  migrate,
  type SavedRecipe,
} from '@/lib/kitchen/store';
import { exportToFragment, readExport, readFragment } from '@/lib/kitchen/transfer';

function memory(initial: Record<string, string> = {}, quotaBytes = Infinity) {
  const map = new Map(Object.entries(initial));
  const storage: KitchenStorage = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (v.length > quotaBytes) throw new DOMException('full', 'QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k) => void map.delete(k),
  };
  return { map, storage };
}

const recipe = (slug: string, extra: Partial<SavedRecipe> = {}): SavedRecipe => ({
  slug,
  path: `/recipes/${slug}`,
  name: `Recipe ${slug}`,
  lang: 'en',
  image: { src: `/media/${slug}.jpg`, alt: 'A plate' },
  totalTime: '45 min',
  yieldCount: 4,
  servings: 6,
  units: 'us',
  savedAt: '2026-11-28T03:00:00.000Z',
  ...extra,
});

describe('kitchen store', () => {
  it('starts empty, saves, removes, and keeps one copy per recipe', () => {
    const { map, storage } = memory();
    const k = createKitchen(() => storage);
    expect(k.read().saved).toEqual([]);
    expect(k.save(recipe('a'))).toEqual({ ok: true });
    expect(k.save(recipe('b'))).toEqual({ ok: true });
    expect(k.save(recipe('a', { servings: 8 }))).toEqual({ ok: true });
    expect(k.read().saved.map((s) => [s.slug, s.servings])).toEqual([
      ['a', 8],
      ['b', 6],
    ]);
    expect(JSON.parse(map.get(KITCHEN_KEY)!).version).toBe(KITCHEN_VERSION);
    k.unsave('a');
    expect(k.read().saved.map((s) => s.slug)).toEqual(['b']);
  });

  it('answers the same object until the stored value changes, and tells subscribers', () => {
    const { storage } = memory();
    const k = createKitchen(() => storage);
    const first = k.read();
    expect(k.read()).toBe(first);
    let calls = 0;
    const stop = k.subscribe(() => calls++);
    k.save(recipe('a'));
    stop();
    k.save(recipe('b'));
    expect(calls).toBe(1);
    expect(k.read()).not.toBe(first);
  });

  it('sets a corrupt value aside and starts empty', () => {
    const { map, storage } = memory({ [KITCHEN_KEY]: '{"version":1,"saved":[{"slug"' });
    const k = createKitchen(() => storage);
    expect(k.read().saved).toEqual([]);
    expect(map.get(KITCHEN_UNREADABLE_KEY)).toBe('{"version":1,"saved":[{"slug"');
    expect(map.has(KITCHEN_KEY)).toBe(false);
    expect(k.save(recipe('a'))).toEqual({ ok: true });
  });

  it('drops invalid entries but keeps the valid ones', () => {
    const doc = migrate({
      version: 1,
      saved: [
        recipe('good'),
        { slug: '../../evil', name: 'x' },
        { slug: 'no-name' },
        recipe('odd', { servings: -3, units: 'imperial' as never, image: { src: 'javascript:alert(1)', alt: '' } }),
        'junk',
      ],
      list: {
        recipes: [{ slug: 'good', servings: 2, units: 'metric' }, { slug: 'good', servings: 9 }, 7],
        edits: { k: { ticked: true, text: 3 } },
      },
    })!;
    expect(doc.saved.map((s) => s.slug)).toEqual(['good', 'odd']);
    expect(doc.saved[1]).toMatchObject({ servings: 4, units: 'us', image: null, path: '/recipes/odd' });
    expect(doc.list.recipes).toEqual([{ slug: 'good', servings: 2, units: 'metric' }]);
    expect(doc.list.units).toBe('us');
    expect(doc.list.edits).toEqual({ k: { ticked: true } });
  });

  it('migrates the version 0 shape (a bare array)', () => {
    const { storage } = memory({ [KITCHEN_KEY]: JSON.stringify([recipe('a')]) });
    expect(
      createKitchen(() => storage)
        .read()
        .saved.map((s) => s.slug),
    ).toEqual(['a']);
  });

  it('never overwrites a document a newer version of the site wrote', () => {
    const newer = JSON.stringify({ version: KITCHEN_VERSION + 1, saved: [], shape: 'unknown' });
    const { map, storage } = memory({ [KITCHEN_KEY]: newer });
    const k = createKitchen(() => storage);
    expect(k.read().saved).toEqual([]);
    expect(k.save(recipe('a'))).toEqual({ ok: false, reason: 'newer' });
    expect(map.get(KITCHEN_KEY)).toBe(newer);
  });

  it('reports a full storage instead of throwing, and keeps what was stored', () => {
    const { map, storage } = memory({}, 600);
    const k = createKitchen(() => storage);
    expect(k.save(recipe('a'))).toEqual({ ok: true });
    const before = map.get(KITCHEN_KEY);
    expect(k.save(recipe('b', { name: 'x'.repeat(1000) }))).toEqual({ ok: false, reason: 'quota' });
    expect(map.get(KITCHEN_KEY)).toBe(before);
    expect(k.read().saved.map((s) => s.slug)).toEqual(['a']);
  });

  it('works as an empty kitchen where storage is blocked', () => {
    const k = createKitchen(() => ({
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {},
    }));
    expect(k.read().saved).toEqual([]);
    expect(k.save(recipe('a'))).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('round-trips an export through a file and a link, and refuses other text', () => {
    const saved = [recipe('a'), recipe('b', { lang: 'es', name: 'Carne asada ñ' })];
    expect(readExport(JSON.stringify({ app: 'beef-atlas', version: 1, saved }))).toEqual(saved);
    expect(readFragment(exportToFragment(saved))).toEqual(saved);
    expect(readExport('not json')).toBeNull();
    expect(readExport('{"saved":[]}')).toBeNull();
    expect(readFragment('%%%')).toBeNull();
  });

  it('merges an import over the saved recipes', () => {
    const { storage } = memory();
    const k = createKitchen(() => storage);
    k.save(recipe('a'));
    k.save(recipe('b'));
    k.importSaved([recipe('b', { servings: 2 }), recipe('c')]);
    expect(k.read().saved.map((s) => [s.slug, s.servings])).toEqual([
      ['b', 2],
      ['c', 6],
      ['a', 6],
    ]);
  });
});

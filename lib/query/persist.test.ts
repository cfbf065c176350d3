import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientSave, type PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListAnswer } from '@/lib/kitchen/list-answer';
import { KITCHEN_KEY } from '@/lib/kitchen/saved-slugs';
import { persistOptions } from '@/lib/query/persist';
import { listQuery } from '@/lib/query/list';

function browser(saved: string[]) {
  const map = new Map<string, string>([
    [KITCHEN_KEY, JSON.stringify({ version: 1, saved: saved.map((slug) => ({ slug })) })],
  ]);
  const localStorage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
  vi.stubGlobal('window', { localStorage });
  return map;
}

async function persisted(map: Map<string, string>): Promise<PersistedClient> {
  await vi.waitFor(() => expect(map.get('beef-atlas:query')).toBeDefined());
  return JSON.parse(map.get('beef-atlas:query')!) as PersistedClient;
}

describe('persisted queries', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes the list data of saved recipes only, under the build buster', async () => {
    const map = browser(['pot-roast', 'arrachera']);
    const client = new QueryClient();
    const answer: ListAnswer = { recipes: [], sections: [], missing: [] };
    const list = (slugs: string[]) => client.prefetchQuery({ ...listQuery(slugs), queryFn: () => answer });
    await list(['pot-roast', 'arrachera']);
    // A list with a recipe no longer saved, and a query not marked to persist.
    await list(['pot-roast', 'ribeye']);
    await client.prefetchQuery({ queryKey: ['site', 'suggest', 'bri'], queryFn: () => ({ items: [] }) });
    await persistQueryClientSave({ queryClient: client, ...persistOptions() });
    const saved = await persisted(map);
    expect(saved.clientState.queries.map((q) => q.queryKey)).toEqual([['site', 'list', ['arrachera', 'pot-roast']]]);
    expect(saved.buster).toBe(process.env.CONTENT_CACHE_EPOCH ?? '');
  });

  it('persists nothing where storage is refused', async () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    const client = new QueryClient();
    await client.prefetchQuery({
      ...listQuery(['pot-roast']),
      queryFn: (): ListAnswer => ({ recipes: [], sections: [], missing: [] }),
    });
    await expect(persistQueryClientSave({ queryClient: client, ...persistOptions() })).resolves.toBeUndefined();
  });
});

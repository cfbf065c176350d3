import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseCutCriteria, parseRecipeCriteria } from '@/lib/search/criteria';
import { startServiceServer, type ServiceServer } from '@/lib/service/node-server';
import { ApiAuthError, ApiResponseError, ApiUnavailableError } from '@/lib/api/errors';
import * as op from '@/lib/api/operations';
import { recordUpstreamSuccess, upstreamRetryAfter } from '@/lib/health/upstream';

// The same calls through both transports give the same results; faults injected on a real
// loopback server give the documented behaviour. The key is a known value so we can check
// it never appears in an error.
const KEY = 'test-key-3f9a7c21-never-leak';
let server: ServiceServer;

function viaHttp() {
  process.env.BEEF_API_BASE_URL = server.url;
  process.env.BEEF_API_APP_ID = 'test-app';
  process.env.BEEF_API_APP_KEY = KEY;
  process.env.BEEF_API_TIMEOUT_MS = '400';
  process.env.BEEF_API_DEADLINE_MS = '2500';
}
function viaInProcess() {
  delete process.env.BEEF_API_BASE_URL;
  delete process.env.BEEF_API_APP_ID;
  delete process.env.BEEF_API_APP_KEY;
}

beforeAll(async () => {
  process.env.SERVICE_CREDENTIALS = `test-app:${KEY}`;
  process.env.API_STRICT = '1';
  server = await startServiceServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  server.faults = {};
  server.hits.length = 0;
  viaInProcess();
});

async function both<T>(call: () => Promise<T>): Promise<[T, T]> {
  viaInProcess();
  const local = await call();
  viaHttp();
  const remote = await call();
  return [local, remote];
}

describe('both transports give the same results', () => {
  it('for every read operation', async () => {
    const calls: [string, () => Promise<unknown>][] = [
      ['recipe by slug', () => op.fetchRecipe('grilled-ribeye-steaks-with-classic-beef-rub')],
      ['recipe by id', () => op.fetchRecipe(1004)],
      ['cut', () => op.fetchCut('flank-steak')],
      ['cut recipes', () => op.fetchCutRecipes(175)],
      ['recipe collection', () => op.fetchRecipeCollection('summer-grilling')],
      ['cut collection', () => op.fetchCutCollection('lean-beef-cuts')],
      ['cut list', () => op.fetchCutList([175, 120, 999999])],
      ['collection list', () => op.fetchCollectionList([1, 101])],
      ['lookups', () => op.fetchLookups()],
      [
        'recipe search',
        () =>
          op.fetchSearch(
            'recipes',
            { ...parseRecipeCriteria({ cookingMethods: ['grill'], searchText: ['steak'] }) },
            true,
          ),
      ],
      ['cut search', () => op.fetchSearch('cuts', parseCutCriteria({ primals: ['round'] }), true)],
      [
        'collection search',
        () =>
          op.fetchSearch('cut-collections', {
            searchText: '',
            collectionGroups: [],
            sort: null,
            pageNumber: 1,
            itemsPerPage: 10,
          }),
      ],
    ];
    for (const [name, call] of calls) {
      const [local, remote] = await both(call);
      // Over HTTP the service's media links are absolute on its origin, and stay so
      // (lib/api/views.ts mediaSrc): the same pictures, addressed from the other side.
      const sameHost = JSON.parse(JSON.stringify(remote).replaceAll(`${server.url}/media/`, '/media/'));
      expect(sameHost, name).toEqual(local);
      expect(local, name).toBeTruthy();
    }
    // The HTTP calls really went over the socket, with the credentials as headers only.
    expect(server.hits.length).toBeGreaterThanOrEqual(calls.length);
    expect(server.hits.some((h) => h.includes(KEY) || h.includes('AuthorizationApp'))).toBe(false);
  });

  it('404 becomes null on both', async () => {
    const [local, remote] = await both(() => op.fetchRecipe('no-such-recipe'));
    expect(local).toBeNull();
    expect(remote).toBeNull();
  });
});

describe('faults', () => {
  it('a delay past the timeout gives ApiUnavailableError after bounded retries', async () => {
    viaHttp();
    server.faults = { delayMs: 1500 };
    const started = Date.now();
    const error = await op.fetchCut('flank-steak').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiUnavailableError);
    expect(Date.now() - started).toBeLessThan(3 * 400 + 1500);
    expect(server.hits.length).toBe(3);
  });

  it('all attempts together end by the deadline, however long each may take', async () => {
    viaHttp();
    process.env.BEEF_API_DEADLINE_MS = '600';
    server.faults = { delayMs: 1500 };
    const started = Date.now();
    const error = await op.fetchCut('flank-steak').catch((e: unknown) => e);
    const took = Date.now() - started;
    expect(error).toBeInstanceOf(ApiUnavailableError);
    expect(took).toBeGreaterThanOrEqual(400);
    expect(took).toBeLessThan(600 + 250);
    // A second attempt only when the jittered wait leaves it time to get an answer.
    expect(server.hits.length).toBeGreaterThanOrEqual(1);
    expect(server.hits.length).toBeLessThanOrEqual(2);
  });

  it('a 500 is retried at most twice, then ApiUnavailableError with the status and operation', async () => {
    viaHttp();
    server.faults = { status: 500 };
    const error = (await op.fetchCut('flank-steak').catch((e: unknown) => e)) as ApiUnavailableError;
    expect(error).toBeInstanceOf(ApiUnavailableError);
    expect(error.status).toBe(500);
    expect(error.operation).toBe('getCut');
    expect(server.hits.length).toBe(3);
    expect(String(error.message) + String(error.stack)).not.toContain(KEY);
  });

  it('a 429 never opens the circuit; a call failing all its attempts does, with one log line each', async () => {
    viaHttp();
    recordUpstreamSuccess();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.faults = { status: 429, retryAfter: 5 };
    const started = Date.now();
    await expect(op.fetchCut('flank-steak')).rejects.toBeInstanceOf(ApiUnavailableError);
    // A Retry-After longer than the deadline leaves is not waited for.
    expect(Date.now() - started).toBeLessThan(1000);
    expect(upstreamRetryAfter()).toBe(0);
    // This part counts attempts, not time: a deadline no busy machine reaches, so all three run.
    process.env.BEEF_API_DEADLINE_MS = '20000';
    server.faults = { status: 503 };
    await expect(op.fetchCut('flank-steak')).rejects.toBeInstanceOf(ApiUnavailableError);
    expect(upstreamRetryAfter()).toBeGreaterThan(0);
    const lines = warn.mock.calls.map((c) => JSON.parse(String(c[0])) as Record<string, unknown>);
    expect(lines.filter((l) => l.status === 503)).toHaveLength(3);
    expect(lines.at(-1)).toMatchObject({ event: 'upstream-failure', operation: 'getCut', status: 503, attempt: 3 });
    expect(typeof lines.at(-1)!.elapsedMs).toBe('number');
    expect(JSON.stringify(lines)).not.toContain(KEY);
    recordUpstreamSuccess();
  });

  it('recovers as soon as the upstream does', async () => {
    viaHttp();
    server.faults = { status: 503 };
    server.hits.length = 0;
    // Healthy again once it has refused one call: a fixed delay raced the retries' random
    // (full-jitter) waits, which can all be shorter than it.
    const heal = setInterval(() => {
      if (server.hits.length > 0) server.faults = {};
    }, 1);
    const cut = await op.fetchCut('flank-steak').finally(() => clearInterval(heal));
    expect(cut?.name).toBe('Flank Steak');
    expect(server.hits.length).toBeGreaterThan(1);
  });

  it('respects a short Retry-After on 429 and gives up on a long one', async () => {
    viaHttp();
    server.faults = { status: 429, retryAfter: 1 };
    setTimeout(() => (server.faults = {}), 200);
    const started = Date.now();
    expect((await op.fetchCut('flank-steak'))?.slug).toBe('flank-steak');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    server.hits.length = 0;
    server.faults = { status: 429, retryAfter: 120 };
    await expect(op.fetchCut('flank-steak')).rejects.toBeInstanceOf(ApiUnavailableError);
    expect(server.hits.length).toBe(1);
  });

  it('malformed JSON gives ApiResponseError; schema drift fails under strict parsing', async () => {
    viaHttp();
    server.faults = { malformed: true };
    await expect(op.fetchCut('flank-steak')).rejects.toBeInstanceOf(ApiResponseError);
    server.faults = { drift: true };
    await expect(op.fetchRecipe(1004)).rejects.toBeInstanceOf(ApiResponseError);
  });

  it('schema drift is read tolerantly in production, logged once per operation and record', async () => {
    viaHttp();
    server.faults = { drift: true };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    process.env.API_STRICT = '0';
    try {
      const r1 = await op.fetchRecipe(1004);
      const r2 = await op.fetchRecipe(1004);
      expect(r1?.name).toBe('Grilled Ribeye Steaks with Classic Beef Rub');
      expect(r1?.description).toBe(''); // the renamed field is defaulted, the page still renders
      expect(r2).toEqual(r1);
      expect(warn.mock.calls.filter((c) => String(c[0]).includes('getRecipe 1004'))).toHaveLength(1);
    } finally {
      process.env.API_STRICT = '1';
      warn.mockRestore();
    }
  });

  it('401 gives ApiAuthError and an operator log line, without the key', async () => {
    viaHttp();
    server.faults = { unauthorized: true };
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(op.fetchLookups()).rejects.toBeInstanceOf(ApiAuthError);
      expect(log).toHaveBeenCalled();
      expect(JSON.stringify(log.mock.calls)).not.toContain(KEY);
    } finally {
      log.mockRestore();
    }
  });

  it('a connection reset gives ApiUnavailableError', async () => {
    viaHttp();
    server.faults = { reset: true };
    await expect(op.fetchCut('flank-steak')).rejects.toBeInstanceOf(ApiUnavailableError);
  });

  it('concurrent identical calls share one upstream request', async () => {
    viaHttp();
    server.faults = { delayMs: 100 };
    const results = await Promise.all(Array.from({ length: 5 }, () => op.fetchCut('flank-steak')));
    expect(new Set(results.map((r) => r?.id))).toEqual(new Set([175]));
    expect(server.hits.length).toBe(1);
  });
});

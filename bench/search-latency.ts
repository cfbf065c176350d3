// In-process search latency of the embedded service (lib/service/search.ts) for a mix of
// realistic criteria, plus the catalog's load time and the process's memory once loaded.
// Run in a child process per catalog (`tsx bench/search-latency.ts <catalog.json>`) so each
// catalog's load time and RSS are measured in a clean process; it prints one JSON line.
// The catalog is loaded as the service loads it (loadStore): its packed form beside the JSON
// when there is one (written by the catalog build and the generator), else the JSON itself.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseCutCriteria, parseRecipeCriteria, type RawParams, type RecipeCriteria } from '@/lib/search/criteria';
import { searchCuts, searchRecipes } from '@/lib/service/search';
import { loadStore, packPathOf, type Store } from '@/lib/service/store';
import { runToEnd } from '@/bench/processes';
import { quantile, round } from '@/bench/stats';

export type QueryStats = { name: string; samples: number; p50: number; p95: number; p99: number; totalCount: number };
export type SearchResult = {
  catalog: string;
  recipes: number;
  cuts: number;
  /** What was loaded: the packed catalog (and its size) or the JSON snapshot. */
  loaded: { from: 'pack' | 'snapshot'; file: string; mb: number };
  /** Whether searches kept the orders of the words last searched (the service's default). */
  wordCache: boolean;
  /** Wall time, and the CPU time of the same work: less sensitive to a busy machine. */
  loadMs: { total: number; cpu: number };
  /** afterRun: once every query has run (the word cache and the records read are in it). */
  rssMb: { beforeLoad: number; afterLoad: number; afterRun?: number };
  heapUsedMb: number;
  /** Null when the run stopped after loading (time limit); `incomplete` says why. */
  overall: { samples: number; p50: number; p95: number; p99: number } | null;
  queries: QueryStats[];
  incomplete?: string;
};

type Query = { name: string; run: (store: Store) => Promise<{ totalCount: number }> };

/** The mix: what the site's pages and typical API clients ask. Values come from the catalog's
 *  own lookups, so the same mix is valid on the real and on a generated catalog. */
function queryMix(store: Store): Query[] {
  const L = store.snapshot.lookups;
  const attr = (type: string, i = 0) =>
    L.attributesByTypes.find((t) => t.attributeTypeNameSlug === type)?.attributes[i]?.attributeNameSlug ?? '';
  const firstCut = store.snapshot.cuts.find((c) => c.isOnline && c.isBeefIngredient)?.ingredientNameSlug ?? '';
  const recipe = (name: string, raw: RawParams, facets = false): Query => {
    const criteria: RecipeCriteria = parseRecipeCriteria(raw);
    return { name, run: (s) => searchRecipes(s, criteria, { facets }) };
  };
  return [
    recipe('listing, page 1 (search page, no filter, with facets)', {}, true),
    recipe(
      'filtered: cookingMethods=grill & cuisines=american (with facets)',
      { cookingMethods: ['grill'], cuisines: ['american'] },
      true,
    ),
    recipe('one word: "steak"', { searchText: ['steak'] }),
    recipe('two words: "grilled steak"', { searchText: ['grilled steak'] }),
    recipe('typo: "ribey"', { searchText: ['ribey'] }),
    recipe('text + exclusion: "beef" without milk, page 2', {
      searchText: ['beef'],
      excludeAllergens: ['milk'],
      pageNumber: ['2'],
    }),
    recipe('related recipes of a cut (recipe page)', { beefIngredients: [firstCut], itemsPerPage: ['5'] }),
    recipe('diet + time + servings', {
      specialDiets: [attr('special-diet')],
      maxCookTimeMinutes: ['30'],
      maxNumberOfServings: ['4'],
    }),
    recipe(
      'three words + filter, with facets',
      { searchText: ['quick beef tacos'], mealCategories: [attr('meal-category')] },
      true,
    ),
    { name: 'cuts: "sirloin"', run: (s) => searchCuts(s, parseCutCriteria({ searchText: ['sirloin'] })) },
  ];
}

const mb = (bytes: number) => round(bytes / 1024 / 1024);

export async function measureSearch(
  catalogFile: string,
  opts: { maxSamplesPerQuery: number; maxSecondsPerQuery: number; wordCache?: boolean },
  onLoaded: (partial: SearchResult) => void = () => {},
): Promise<SearchResult> {
  const rssBefore = process.memoryUsage().rss;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const store = loadStore(catalogFile);
  const t1 = performance.now();
  const cpu = process.cpuUsage(cpu0);
  const rssAfter = process.memoryUsage().rss;
  const file = store.origin === 'pack' ? packPathOf(catalogFile) : catalogFile;
  // Without the word cache every sample pays for its words' matching and ordering, as a
  // query whose words were not searched lately does.
  const wordCache = opts.wordCache ?? true;
  if (!wordCache)
    for (const index of [store.recipes.index, store.cuts.index, store.cutCollections.index]) index.setWordCache(0);
  const loaded: SearchResult = {
    catalog: catalogFile,
    recipes: store.recipes.byId.size,
    cuts: store.snapshot.cuts.length,
    loaded: { from: store.origin, file, mb: existsSync(file) ? mb(statSync(file).size) : 0 },
    wordCache,
    loadMs: { total: round(t1 - t0), cpu: round((cpu.user + cpu.system) / 1000) },
    rssMb: { beforeLoad: mb(rssBefore), afterLoad: mb(rssAfter) },
    heapUsedMb: mb(process.memoryUsage().heapUsed),
    overall: null,
    queries: [],
    incomplete: 'stopped after loading the catalog (time limit)',
  };
  onLoaded(loaded);
  const queries: QueryStats[] = [];
  const all: number[] = [];
  for (const q of queryMix(store)) {
    // Warm-up: the first calls pay for JIT compilation, not for the search. Three calls, or
    // fewer when they are slow (at 100k a query with facet counts can take seconds).
    let totalCount = 0;
    const warmUntil = performance.now() + 2000;
    for (let i = 0; i < 3 && (i === 0 || performance.now() < warmUntil); i++)
      totalCount = (await q.run(store)).totalCount;
    const samples: number[] = [];
    const deadline = performance.now() + opts.maxSecondsPerQuery * 1000;
    // At least one sample, however slow; then until the count or the time limit.
    while (samples.length === 0 || (samples.length < opts.maxSamplesPerQuery && performance.now() < deadline)) {
      const s = performance.now();
      await q.run(store);
      samples.push(performance.now() - s);
    }
    all.push(...samples);
    queries.push({
      name: q.name,
      samples: samples.length,
      p50: round(quantile(samples, 0.5)),
      p95: round(quantile(samples, 0.95)),
      p99: round(quantile(samples, 0.99)),
      totalCount,
    });
  }
  const { incomplete: _incomplete, ...complete } = loaded;
  void _incomplete;
  return {
    ...complete,
    rssMb: { ...complete.rssMb, afterRun: mb(process.memoryUsage().rss) },
    overall: {
      samples: all.length,
      p50: round(quantile(all, 0.5)),
      p95: round(quantile(all, 0.95)),
      p99: round(quantile(all, 0.99)),
    },
    queries,
  };
}

/** Runs the measurement in a fresh `tsx` process (clean heap, honest RSS), bounded in time.
 *  The child prints a line once the catalog is loaded, so a run stopped by the time limit
 *  still reports the load time and memory. */
export async function measureSearchInChild(
  projectDir: string,
  catalogFile: string,
  opts: { maxSamplesPerQuery: number; maxSecondsPerQuery: number; logFile: string; timeoutMs: number },
): Promise<SearchResult> {
  const tsx = join(projectDir, 'node_modules', '.bin', 'tsx');
  // A snapshot generated before packed catalogs existed: pack it first, in a process of its own
  // (catalog-time work, not part of the load measured).
  if (existsSync(catalogFile) && !existsSync(packPathOf(catalogFile))) {
    const pack = await runToEnd(tsx, [join(projectDir, 'scripts', 'pack-catalog.ts'), catalogFile], {
      cwd: projectDir,
      env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=4096' },
      timeoutMs: opts.timeoutMs,
      logFile: opts.logFile,
    });
    if (pack.code !== 0) throw new Error(`packing ${catalogFile} failed (see ${opts.logFile})`);
  }
  const { code, stdout } = await runToEnd(
    tsx,
    [
      join(projectDir, 'bench', 'search-latency.ts'),
      catalogFile,
      String(opts.maxSamplesPerQuery),
      String(opts.maxSecondsPerQuery),
    ],
    {
      cwd: projectDir,
      env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=4096' },
      timeoutMs: opts.timeoutMs,
      logFile: opts.logFile,
    },
  );
  const last = stdout.trim().split('\n').filter(Boolean).pop();
  if (!last)
    throw new Error(
      `search benchmark exited ${code ?? 'on the time limit'} before loading ${catalogFile} (see ${opts.logFile})`,
    );
  const result = JSON.parse(last) as SearchResult;
  if (code !== 0 && result.incomplete)
    result.incomplete = `stopped after loading: ${code === null ? `time limit of ${opts.timeoutMs / 1000} s` : `exit ${code}`}`;
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const [file, samples, seconds] = args.filter((a) => !a.startsWith('--'));
  if (!file)
    throw new Error(
      'usage: tsx bench/search-latency.ts <catalog.json> [maxSamplesPerQuery] [maxSecondsPerQuery] [--no-word-cache]',
    );
  const opts = {
    maxSamplesPerQuery: Number(samples ?? 200),
    maxSecondsPerQuery: Number(seconds ?? 5),
    wordCache: !args.includes('--no-word-cache'),
  };
  const result = await measureSearch(file, opts, (partial) => process.stdout.write(JSON.stringify(partial) + '\n'));
  process.stdout.write(JSON.stringify(result) + '\n');
}

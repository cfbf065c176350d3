// npm run bench: one run that measures the site against baselines measured in the same run
// (docs/PERFORMANCE.md explains each section). Loopback only; every load loop is bounded.
//
//   npm run bench                      build a temporary copy of this tree, measure, clean up
//   npm run bench -- --dir /tmp/x      build and measure in that directory (kept)
//   npm run bench -- --in-place        build here (only when nobody else uses .next)
//   --skip-build                       reuse the directory's existing production build
//   --only throughput,cold,search,relevance,lighthouse,bundle,images   (updates those sections
//                                      of the latest results; relevance alone needs no build:
//                                      npm run bench -- --only relevance --in-place --skip-build)
//   --port-base 3330                   the first of the five ports the run listens on
//   --before /path/to/other/tree       Lighthouse also measures that tree's build (already built,
//                                      e.g. main in a worktree) in the same interleaved rounds
//   --connections 10 --duration 5 --warmup 3 --rounds 3
//
// Writes bench/results/<date>.json and the generated part of docs/PERFORMANCE.md in this tree.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import {
  BASELINE_ROUTE,
  BUNDLE_ROUTES,
  JS_BUDGET_BEYOND_BASELINE_BYTES,
  checkBudget,
  measureRoutes,
} from '@/bench/bundle';
import { measureColdRenders, type ColdPlan } from '@/bench/cold-render';
import { measureImageWeight } from '@/bench/image-weight';
import { pageWeight } from '@/bench/page-weight';
import { measureLoad, medianRound, type LoadOptions, type LoadResult } from '@/bench/http-load';
import { startBareNext } from '@/bench/bare-next';
import { measureInstallability } from '@/bench/installability';
import { runLighthouseRounds, type LighthouseRun } from '@/bench/lighthouse';
import { nginxAvailable, startCachingProxy, startNginx } from '@/bench/nginx';
import { startNext } from '@/bench/next-server';
import { cpuMs, killAll, runToEnd } from '@/bench/processes';
import {
  BEFORE_PREFIX,
  CACHED_PREFIX,
  COLD_BASELINE,
  FRAMEWORK_ALONE,
  markdown,
  spliceGenerated,
  type BenchResults,
  type Throughput,
} from '@/bench/report';
import { measureSearchInChild } from '@/bench/search-latency';
import { measureRelevance } from '@/lib/service/index/relevance';
import { loadStore } from '@/lib/service/store';

const SECTIONS = ['throughput', 'cold', 'search', 'relevance', 'lighthouse', 'bundle', 'images'] as const;
type Section = (typeof SECTIONS)[number];

// The measured pages are the bundle check's routes (bench/bundle.ts), so every section
// measures the same five.
const PAGES = BUNDLE_ROUTES;
const pathOf = (name: string) => PAGES.find((p) => p.name === name)!.path;
const RECIPE = pathOf('recipe');
const BASELINES = [
  { name: 'baseline: static', path: '/bench/static' },
  { name: 'baseline: dynamic', path: '/bench/dynamic' },
  { name: 'baseline: static, recipe-sized', path: '/bench/static-sized' },
] as const;
// Cold renders: after each type's first hit, this many other records of the type.
const COLD_OTHERS = 8;
const LIGHTHOUSE_PAGES = ['home', 'recipe', 'cut', 'search (filtered)', 'collection'] as const;
// Mobile scores move by several points between runs (one page load each): the median of three.
const LIGHTHOUSE_RUNS = { mobile: 3, desktop: 1 } as const;

function parseArgs(argv: string[]) {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const num = (flag: string, fallback: number, max: number) => {
    const v = Number(value(flag) ?? fallback);
    if (!Number.isFinite(v) || v <= 0 || v > max) throw new Error(`${flag} must be a number from 1 to ${max}`);
    return v;
  };
  const only = value('--only')?.split(',') ?? [...SECTIONS];
  for (const s of only) if (!SECTIONS.includes(s as Section)) throw new Error(`--only: unknown section ${s}`);
  return {
    dir: value('--dir'),
    inPlace: argv.includes('--in-place'),
    skipBuild: argv.includes('--skip-build'),
    sections: new Set(only as Section[]),
    // Bounded: at most 50 connections and 30 s per target, so a run cannot grow unbounded.
    load: {
      connections: num('--connections', 10, 50),
      durationS: num('--duration', 5, 30),
      warmupS: num('--warmup', 3, 10),
    } satisfies LoadOptions,
    rounds: num('--rounds', 3, 5),
    before: value('--before'),
    portBase: num('--port-base', 3330, 65000),
  };
}

const log = (msg: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}`);

/** A private copy of the tree: sources copied, node_modules hard-linked (Turbopack does not
 *  follow a node_modules symlink out of the project root; a full copy is the fallback). */
function copyTree(source: string): string {
  const dest = mkdtempSync(join(tmpdir(), 'beef-atlas-bench-'));
  const skip = new Set(['.next', 'node_modules', 'test-results', 'playwright-report', '.git']);
  cpSync(source, dest, {
    recursive: true,
    filter: (src) => {
      const rel = relative(source, src);
      const top = rel.split('/')[0] ?? '';
      // The synthetic catalog is read from the source tree; it is too large to copy.
      return !skip.has(top) && !rel.startsWith(join('bench', 'results')) && !/^\.catalog\/synthetic-/.test(rel);
    },
  });
  const modules = realpathSync(join(source, 'node_modules'));
  try {
    execFileSync('cp', ['-al', modules, join(dest, 'node_modules')]);
  } catch {
    cpSync(modules, join(dest, 'node_modules'), { recursive: true });
  }
  return dest;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const b0 = args.portBase;
  const PORTS = { warm: b0, cold: b0 + 1, nginx: b0 + 10, bare: b0 + 11, proxy: b0 + 12, before: b0 + 13 } as const;
  if (args.before && !existsSync(join(resolve(args.before), '.next', 'BUILD_ID')))
    throw new Error(`--before: ${args.before} has no production build (run npm run build there first)`);
  const source = process.cwd();
  const started = new Date();
  const projectDir = args.inPlace ? source : args.dir ? resolve(args.dir) : copyTree(source);
  if (args.dir && !existsSync(join(projectDir, 'package.json')))
    throw new Error(`${projectDir} is not a copy of the project`);
  const temporary = !args.inPlace && !args.dir;
  const work = mkdtempSync(join(tmpdir(), 'beef-atlas-bench-work-'));
  const logFile = (name: string) => join(work, `${name}.log`);
  log(`project: ${projectDir}${temporary ? ' (temporary copy)' : ''}; logs: ${work}`);
  const results: BenchResults = {
    date: started.toISOString(),
    machine: { cpus: cpus().length, node: process.version, loadAverage: loadavg() },
    options: args.load,
    throughput: null,
    cold: null,
    search: { real: null, synthetic: { notMeasured: 'section not run' } },
    relevance: null,
    lighthouse: null,
    installability: null,
    bundle: null,
    images: null,
    pageWeight: null,
    notes: [],
  };
  try {
    if (!args.skipBuild) {
      log('building (npm run build: catalog, then next build)');
      const b = await runToEnd('npm', ['run', 'build'], {
        cwd: projectDir,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
        timeoutMs: 20 * 60_000,
        logFile: logFile('build'),
      });
      if (b.code !== 0) throw new Error(`build failed (see ${logFile('build')})`);
    }

    const needsWarm = ['throughput', 'lighthouse', 'bundle', 'images'].some((s) => args.sections.has(s as Section));
    if (needsWarm) {
      log(`starting next on :${PORTS.warm} (embedded service, in-process)`);
      const next = await startNext(projectDir, PORTS.warm, {}, logFile('next-warm'));
      try {
        const pageHtml = new Map<string, string>();
        for (const p of [...BASELINES, ...PAGES]) {
          const res = await fetch(next.origin + p.path);
          if (res.status !== 200) throw new Error(`${p.path} answered ${res.status}`);
          pageHtml.set(p.path, await res.text());
        }
        // Every section that loads the pages reports their HTML weight (cheap: already fetched).
        results.pageWeight = PAGES.map((p) => ({ name: p.name, path: p.path, ...pageWeight(pageHtml.get(p.path)!) }));
        if (args.sections.has('bundle')) {
          log('first-load JavaScript');
          const [baseline] = await measureRoutes(next.origin, join(projectDir, '.next'), [BASELINE_ROUTE]);
          const routes = await measureRoutes(next.origin, join(projectDir, '.next'), BUNDLE_ROUTES);
          results.bundle = {
            baselineGzipBytes: baseline!.js.gzipBytes,
            budgetBytes: JS_BUDGET_BEYOND_BASELINE_BYTES,
            routes: checkBudget(baseline!.js, routes),
          };
        }
        if (args.sections.has('images')) {
          log('image bytes per page (Chromium, phone and desktop)');
          results.images = await measureImageWeight(next.origin, PAGES);
        }
        if (args.sections.has('throughput')) {
          // Targets are measured in interleaved rounds (every target once per round, warm-up in
          // the first round only) and each keeps its median round: a machine that speeds up or
          // slows down during the run then weighs on every target alike, not on whichever ran then.
          const targets = [
            ...BASELINES.map((b) => ({ ...b, kind: 'baseline' as const })),
            ...PAGES.map((p) => ({ ...p, kind: 'content' as const })),
          ];
          const samples = new Map<string, LoadResult[]>();
          for (let round = 0; round < args.rounds; round++) {
            for (const t of targets) {
              log(`load (round ${round + 1}/${args.rounds}): ${t.name} ${t.path}`);
              const result = await measureLoad(
                projectDir,
                next.origin + t.path,
                { ...args.load, warmupS: round === 0 ? args.load.warmupS : 0 },
                () => cpuMs(next.pid),
              );
              samples.set(t.name, [...(samples.get(t.name) ?? []), result]);
            }
          }
          const throughput: Throughput[] = targets.map((t) => ({
            name: t.name,
            path: t.path,
            kind: t.kind,
            result: medianRound(samples.get(t.name)!),
          }));
          const measure = async (
            name: string,
            path: string,
            kind: Throughput['kind'],
            origin: string,
            serverCpuMs?: () => number,
          ) => {
            log(`load: ${name} ${path}`);
            throughput.push({
              name,
              path,
              kind,
              result: await measureLoad(projectDir, origin + path, args.load, serverCpuMs),
            });
          };
          // The static baseline again at the end: how much the machine drifted during the run.
          await measure('baseline: static (again, at the end)', BASELINES[0].path, 'baseline', next.origin, () =>
            cpuMs(next.pid),
          );
          if (nginxAvailable()) {
            const nginx = await startNginx(join(work, 'nginx'), PORTS.nginx, { 'recipe.html': pageHtml.get(RECIPE)! });
            try {
              await measure('nginx: recipe HTML', '/recipe.html', 'nginx', nginx.url);
            } finally {
              await nginx.stop();
            }
            // A shared cache in front of the server, as a Node host would deploy it (Vercel's
            // edge plays this part there): the trivial page and the cached pages through it.
            const proxy = await startCachingProxy(join(work, 'nginx-proxy'), PORTS.proxy, next.origin);
            try {
              for (const t of [BASELINES[0], ...PAGES.filter((p) => p.name !== 'search (filtered)')]) {
                // The first request fills the cache; the second must be answered from it.
                for (let i = 0; i < 2; i++) await (await fetch(proxy.url + t.path)).arrayBuffer();
                const status = (await fetch(proxy.url + t.path, { method: 'HEAD' })).headers.get('x-cache-status');
                if (status !== 'HIT')
                  results.notes.push(`The caching proxy did not keep ${t.path} (X-Cache-Status: ${status}).`);
                await measure(`${CACHED_PREFIX}${t.name}`, t.path, 'proxied', proxy.url);
              }
            } finally {
              await proxy.stop();
            }
          } else {
            results.notes.push(
              'nginx not installed (apt-get install -y nginx-light): the static-file baseline was not measured.',
            );
          }
          results.throughput = throughput;
        }
        if (args.sections.has('lighthouse')) {
          const runs: LighthouseRun[] = [];
          // Two baselines: the site's trivial page (its root layout, CSS and header
          // island around one paragraph), and the framework alone (a bare Next.js app), measured
          // in the same rounds as the pages.
          const targets: { name: string; url: string }[] = [
            { name: BASELINES[0].name, url: next.origin + BASELINES[0].path },
            ...LIGHTHOUSE_PAGES.map((name) => ({ name, url: next.origin + pathOf(name) })),
          ];
          log(`building the bare Next.js app (the framework alone) on :${PORTS.bare}`);
          let bare: Awaited<ReturnType<typeof startBareNext>> | null = null;
          try {
            bare = await startBareNext(projectDir, join(work, 'bare-next'), PORTS.bare, logFile('bare-next'));
            targets.push({ name: FRAMEWORK_ALONE, url: `${bare.origin}/` });
          } catch (error) {
            results.notes.push(`The bare Next.js app was not measured: ${(error as Error).message}`);
          }
          let before: Awaited<ReturnType<typeof startNext>> | null = null;
          if (args.before) {
            log(`starting the other build (${args.before}) on :${PORTS.before}`);
            before = await startNext(resolve(args.before), PORTS.before, {}, logFile('next-before'));
            for (const name of LIGHTHOUSE_PAGES)
              targets.push({ name: `${BEFORE_PREFIX}${name}`, url: before.origin + pathOf(name) });
          }
          try {
            for (const formFactor of ['mobile', 'desktop'] as const) {
              const measured = await runLighthouseRounds(
                projectDir,
                targets,
                formFactor,
                work,
                logFile('lighthouse'),
                LIGHTHOUSE_RUNS[formFactor],
                log,
              );
              runs.push(...measured);
            }
          } finally {
            await bare?.stop();
            await before?.stop();
          }
          results.lighthouse = runs;
          log('installability (Chromium via the DevTools protocol)');
          try {
            results.installability = await measureInstallability(next.origin);
          } catch (error) {
            results.notes.push(`Installability was not measured: ${(error as Error).message}`);
          }
        }
      } finally {
        await next.stop();
      }
    }

    if (args.sections.has('cold')) {
      log(`cold renders: next on :${PORTS.cold} against a 50 ms upstream`);
      const snapshot = JSON.parse(readFileSync(join(projectDir, '.catalog', 'catalog.json'), 'utf8')) as {
        recipes: { recipeNameSlug: string; isOnline: boolean }[];
        cuts: { ingredientNameSlug: string; isOnline: boolean; isBeefIngredient: boolean }[];
        recipeCollections: { collectionNameSlug: string; isOnline: boolean }[];
      };
      // Other records of each type, so the steady cold cost is a median of real pages.
      const others = <T>(items: T[], ok: (x: T) => boolean, slug: (x: T) => string, prefix: string, main: string) =>
        items
          .filter(ok)
          .map((x) => `${prefix}${slug(x)}`)
          .filter((p) => p !== main)
          .slice(0, COLD_OTHERS);
      const recipeSlug = RECIPE.split('/').pop()!;
      const plan: ColdPlan = [
        // The framework's own cold render: one upstream call, one heading.
        {
          name: COLD_BASELINE,
          paths: [
            `/bench/one-record/${recipeSlug}`,
            ...others(
              snapshot.recipes,
              (r) => r.isOnline && r.recipeNameSlug !== recipeSlug,
              (r) => r.recipeNameSlug,
              '/bench/one-record/',
              '',
            ),
          ],
        },
        {
          name: 'recipe',
          paths: [
            RECIPE,
            ...others(
              snapshot.recipes,
              (r) => r.isOnline,
              (r) => r.recipeNameSlug,
              '/recipes/',
              RECIPE,
            ),
          ],
        },
        {
          name: 'cut',
          paths: [
            pathOf('cut'),
            ...others(
              snapshot.cuts,
              (c) => c.isOnline && c.isBeefIngredient,
              (c) => c.ingredientNameSlug,
              '/cuts/',
              pathOf('cut'),
            ),
          ],
        },
        {
          name: 'collection',
          paths: [
            pathOf('collection'),
            ...others(
              snapshot.recipeCollections,
              (c) => c.isOnline,
              (c) => c.collectionNameSlug,
              '/recipes/collections/',
              pathOf('collection'),
            ),
          ],
        },
        { name: 'home', paths: [pathOf('home')] },
        {
          name: 'search (filtered)',
          paths: [
            pathOf('search (filtered)'),
            '/recipes?cookingMethods=broil',
            '/recipes?searchText=steak&cuisines=american',
            '/recipes?specialDiets=heart-healthy&maxCookTimeMinutes=30',
            '/recipes?searchText=stew',
            '/recipes?cookingMethods=grill&maxCookTimeMinutes=30',
          ],
        },
      ];
      results.cold = await measureColdRenders(projectDir, PORTS.cold, plan, {
        logFile: logFile('next-cold'),
        roundTripPath: `/api/v2/recipe/${RECIPE.split('/').pop()}`,
      });
      results.notes.push(
        'Cold renders were measured on a build whose content pages are ISR: readers normally get the prerendered page; a cold render happens after a deploy, on a regeneration, or for a record newer than the build.',
      );
    }

    if (args.sections.has('search')) {
      log('search latency: real catalog');
      const opts = {
        maxSamplesPerQuery: 300,
        maxSecondsPerQuery: 4,
        logFile: logFile('search'),
        timeoutMs: 3 * 60_000,
      };
      results.search.real = await measureSearchInChild(projectDir, join(projectDir, '.catalog', 'catalog.json'), opts);
      const synthetic = join(source, '.catalog', 'synthetic-100000.json');
      if (!existsSync(synthetic) && existsSync(join(source, 'scripts', 'generate-catalog.ts'))) {
        log('generating the 100,000-recipe catalog (npm run catalog:generate -- --recipes 100000)');
        await runToEnd('npm', ['run', 'catalog:generate', '--', '--recipes', '100000'], {
          cwd: source,
          timeoutMs: 15 * 60_000,
          logFile: logFile('generate'),
        });
      }
      if (existsSync(synthetic)) {
        log('search latency: 100,000-recipe catalog');
        try {
          // Bounded: ten queries of at most 5 s each after the load (at least one sample each); the
          // whole child at most 15 min (the load alone takes minutes at this size).
          results.search.synthetic = await measureSearchInChild(projectDir, synthetic, {
            ...opts,
            maxSamplesPerQuery: 100,
            maxSecondsPerQuery: 5,
            timeoutMs: 15 * 60_000,
          });
        } catch (error) {
          results.search.synthetic = { notMeasured: (error as Error).message };
        }
      } else {
        results.search.synthetic = {
          notMeasured: '.catalog/synthetic-100000.json is missing and could not be generated',
        };
      }
    }

    if (args.sections.has('relevance')) {
      // In this process: the fixed query set against the real catalog, as the service loads it.
      log('search relevance: the fixed query set (lib/service/index/relevance.ts)');
      results.relevance = await measureRelevance(loadStore(join(projectDir, '.catalog', 'catalog.json')));
    }
  } finally {
    if (temporary) rmSync(projectDir, { recursive: true, force: true });
  }

  const day = started.toISOString().slice(0, 10);
  const resultsDir = join(source, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const partial = args.sections.size < SECTIONS.length;
  // A partial run (--only) updates its sections in the latest run's results (the day's, else
  // the last day's) and keeps the others, so the document keeps every section's numbers.
  const latest = readdirSync(resultsDir)
    .filter((f) => /^\d{4}-\d{2}-\d{2}\.json$/.test(f))
    .sort()
    .pop();
  const resultsFile = join('bench', 'results', partial && latest ? latest : `${day}.json`);
  const resultsPath = join(source, resultsFile);
  if (partial && existsSync(resultsPath)) {
    const previous = JSON.parse(readFileSync(resultsPath, 'utf8')) as BenchResults;
    for (const s of SECTIONS) if (!args.sections.has(s)) Object.assign(results, { [s]: previous[s] ?? null });
    results.pageWeight ??= previous.pageWeight ?? null;
    results.date = previous.date;
    results.machine = previous.machine;
    if (!args.sections.has('throughput')) results.options = previous.options;
    results.notes = [
      ...previous.notes,
      `Re-measured at ${started.toISOString()} (--only ${[...args.sections].join(',')}): ${[...args.sections].join(', ')}. ${results.notes.join(' ')}`.trim(),
    ];
  }
  writeFileSync(resultsPath, JSON.stringify(results, null, 2) + '\n');
  const docFile = join(source, 'docs', 'PERFORMANCE.md');
  const doc = existsSync(docFile) ? readFileSync(docFile, 'utf8') : '# Performance\n';
  writeFileSync(docFile, spliceGenerated(doc, markdown(results, resultsFile)));
  log(`wrote ${resultsFile} and docs/PERFORMANCE.md (logs in ${work})`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}

main().catch((error: unknown) => {
  killAll();
  console.error(error);
  process.exit(1);
});

// `npm run test:upstream`: builds and runs the site against spec-upstream/server.mjs, a service
// written only from the spec with records of its own (flaky on a schedule), as a deployment
// would (BEEF_API_* set at build and at run time), in a temporary copy of the project so the
// worktree's .next stays as it was. Checks: the build succeeds; every page of its records answers
// 200 with the record's name (entities decoded) and amounts; the sitemap lists them; the recipe
// listing and its facets come from its lookups; no page links to a slug it does not have; the
// server log has no uncaught error. Ports: SPEC_UPSTREAM_PORT and SPEC_SITE_PORT (else free ones).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { decodeHTMLStrict } from 'entities';
import { killAll, runToEnd, startDetached, testPort, waitForHttp } from '@/bench/processes';
import { APP_ID, APP_KEY, CUTS, LOOKUPS, RECIPES, UNREADABLE_FULL_SLUG } from '@/spec-upstream/records.mjs';

type Rec = Record<string, unknown>;
const root = process.cwd();
const logs = join(root, 'test-results');
const SKIP = new Set(['node_modules', '.next', '.vercel', '.git', 'test-results', 'playwright-report']);
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};

process.on('SIGINT', () => (killAll(), process.exit(130)));
process.on('SIGTERM', () => (killAll(), process.exit(143)));

const upstreamPort = await testPort('SPEC_UPSTREAM_PORT');
const sitePort = await testPort('SPEC_SITE_PORT');
const upstream = startDetached('node', ['spec-upstream/server.mjs'], {
  cwd: root,
  env: { ...process.env, SPEC_UPSTREAM_PORT: String(upstreamPort) },
  logFile: join(logs, 'spec-upstream.log'),
});
const dir = mkdtempSync(join(tmpdir(), 'beef-spec-upstream-'));
try {
  await waitForHttp(`http://127.0.0.1:${upstreamPort}/__stats`, 10_000);
  cpSync(root, dir, { recursive: true, filter: (src) => !SKIP.has(relative(root, src).split('/')[0]!) });
  const linked = spawnSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')]);
  if (linked.status !== 0) cpSync(join(root, 'node_modules'), join(dir, 'node_modules'), { recursive: true });
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    BEEF_API_BASE_URL: `http://127.0.0.1:${upstreamPort}`,
    BEEF_API_APP_ID: APP_ID as string,
    BEEF_API_APP_KEY: APP_KEY as string,
    BEEF_API_MEDIA_ORIGINS: 'http://127.0.0.1:9',
  };
  const build = await runToEnd('npm', ['run', 'build'], {
    cwd: dir,
    env,
    timeoutMs: 10 * 60_000,
    logFile: join(logs, 'spec-upstream-build.log'),
  });
  const buildTime = seconds();
  if (build.code !== 0)
    throw new Error(`the build failed (test-results/spec-upstream-build.log):\n${build.stdout.slice(-3000)}`);
  console.log(`built against the spec upstream in ${buildTime}`);

  const site = startDetached('npx', ['next', 'start', '-p', String(sitePort), '-H', '127.0.0.1'], {
    cwd: dir,
    env,
    logFile: join(logs, 'spec-upstream-site.log'),
  });
  const origin = `http://127.0.0.1:${sitePort}`;
  await waitForHttp(`${origin}/`, 60_000);

  const recipes = RECIPES as Rec[];
  const cuts = CUTS as Rec[];
  const slugs = new Set([
    ...recipes.map((r) => `/recipes/${r.recipeNameSlug}`),
    ...cuts.map((c) => `/cuts/${c.ingredientNameSlug}`),
  ]);
  const pages: [path: string, name: string, amounts: string[]][] = [
    ...recipes
      .filter((r) => r.recipeNameSlug !== UNREADABLE_FULL_SLUG)
      .map((r): [string, string, string[]] => [
        `/recipes/${r.recipeNameSlug}`,
        decodeHTMLStrict(r.recipeName as string),
        (r.ingredients as Rec[]).filter((i) => i.measurement).map((i) => `${i.measurement}`),
      ]),
    ...cuts.map((c): [string, string, string[]] => [
      `/cuts/${c.ingredientNameSlug}`,
      decodeHTMLStrict(c.ingredientName as string),
      [],
    ]),
    ['/recipes', 'Recipes', []],
    ['/cuts', 'Cuts', []],
    ['/', '', []],
  ];
  let checked = 0;
  for (const [path, name, amounts] of pages) {
    const res = await fetch(origin + path);
    const html = await res.text();
    checked++;
    check(res.status === 200, `${path} answered ${res.status}`);
    // The key stays on the server: not in the page, nor in its payload for client navigation.
    const flight = await (await fetch(origin + path, { headers: { RSC: '1' } })).text();
    check(!html.includes(APP_KEY as string) && !flight.includes(APP_KEY as string), `${path} sends the service key`);
    const text = decodeHTMLStrict(html.replace(/<[^>]+>/g, ' '));
    if (name) check(text.includes(name), `${path} does not show its name "${name}"`);
    check(!/&amp;amp;|&amp;#39;/.test(html), `${path} shows an escaped entity`);
    for (const unit of amounts) check(text.includes(unit), `${path} does not show the amount in ${unit}`);
    // The attribution the spec requires credits the configured upstream, linking to its site
    // (lib/provider.ts: its origin when CONTENT_PROVIDER_* are unset), never our own catalog.
    if (/^\/(recipes|cuts)\/[a-z0-9-]+$/.test(path)) {
      const credit = /data-testid="provider-attribution"[^]*?<a href="([^"]*)"[^>]*>([^]*?)<\/a>/.exec(html);
      check(credit?.[1] === `http://127.0.0.1:${upstreamPort}`, `${path} credits ${credit?.[1]}, not the upstream`);
      check(!/Open Catalog|provider-logo/.test(credit?.[2] ?? ''), `${path} credits our own catalog`);
    }
    for (const [, href] of html.matchAll(/href="(\/(?:recipes|cuts)\/[a-z0-9-]+)(?=["?#])/g)) {
      const known = slugs.has(href!) || /^\/(recipes|cuts)\/(collections|compare|page)$/.test(href!);
      check(
        known || !(await fetch(origin + href!)).status.toString().startsWith('4'),
        `${path} links to ${href}, which the upstream does not have`,
      );
    }
  }
  // A recipe listed well whose own record cannot be read: the friendly 503 page with Retry-After
  // (a first render has no last good copy), never a 500; the log says which field, as one line.
  const unreadable = await fetch(`${origin}/recipes/${UNREADABLE_FULL_SLUG}`);
  checked++;
  check(unreadable.status === 503, `/recipes/${UNREADABLE_FULL_SLUG} (unreadable) answered ${unreadable.status}`);
  check(/^\d+$/.test(unreadable.headers.get('retry-after') ?? ''), 'the unreadable recipe has no Retry-After');
  check(
    (await unreadable.text()).includes('This page is taking a break'),
    'the unreadable recipe does not get the friendly page',
  );

  // A cut with cooked and raw values from the upstream (other nutrients in each, a serving size
  // null): one label, a column each; a nutrient one side lacks leaves that cell empty.
  const flatIron = await (await fetch(`${origin}/cuts/top-blade-flat-iron`)).text();
  const cells = (name: string) =>
    [...(new RegExp(`<tr><th[^>]*>${name}</th>(.*?)</tr>`).exec(flatIron)?.[1] ?? '').matchAll(/<td>(.*?)<\/td>/g)].map(
      (m) =>
        decodeHTMLStrict(m[1]!.replace(/<[^>]+>/g, ' '))
          .replace(/\s+/g, ' ')
          .trim(),
    );
  check(
    (flatIron.replace(/<script[^]*?<\/script>/g, '').match(/Nutrition Facts/g) ?? []).length === 1,
    'the flat iron does not draw one nutrition label',
  );
  check(
    /<th scope="col">Cooked<\/th><th scope="col">Raw<\/th>/.test(flatIron),
    'the flat iron label has no Cooked and Raw columns',
  );
  check(
    cells('Protein').join(' | ') === '25 g 49% Excellent source | 22 g 44% Excellent source',
    `the flat iron's protein row reads ${cells('Protein').join(' | ')}`,
  );
  check(
    cells('Zinc, Zn').join(' | ') === ' | 6.4 mg 58% Excellent source',
    `the flat iron's zinc row reads ${cells('Zinc, Zn').join(' | ')}`,
  );

  // Amounts from quantity + measurement: "1/3 cup low-sodium soy sauce".
  const skewers = await (await fetch(`${origin}/recipes/surf-and-turf-skewers`)).text();
  check(
    /1\/3\s*cup/.test(decodeHTMLStrict(skewers.replace(/<[^>]+>/g, ' '))) || skewers.includes('⅓ cup'),
    'the skewers do not read "1/3 cup"',
  );

  const sitemapIndex = await (await fetch(`${origin}/sitemap.xml`)).text();
  const shards = [...sitemapIndex.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const sitemap = (await Promise.all(shards.map(async (s) => (await fetch(origin + s)).text()))).join('\n');
  for (const slug of slugs) check(sitemap.includes(slug), `the sitemap does not list ${slug}`);

  // The listing's facets name its lookups' values, and the foodservice recipe is left out by
  // default while the audience-less ones are in.
  const listing = decodeHTMLStrict((await (await fetch(`${origin}/recipes`)).text()).replace(/<[^>]+>/g, ' '));
  const lookups = LOOKUPS as { attributesByTypes: { attributes: { attributeName: string }[] }[] };
  for (const a of lookups.attributesByTypes[0]!.attributes)
    check(listing.includes(a.attributeName), `/recipes has no facet value ${a.attributeName}`);
  writeFileSync(join(logs, 'spec-upstream-recipes.txt'), listing.replace(/\s+/g, ' '));
  check(listing.includes('Short Plate Tacos'), '/recipes leaves out a recipe with no audience');
  check(listing.includes("Grandma's Shoulder Pot Roast"), '/recipes leaves out a recipe with a null audience');
  // Recipes with no course are in although the lookups have the sub-recipe course the listing
  // leaves out (asking for every other course would lose them); the sub-recipe is not.
  check(listing.includes('Shoulder Chili for a Crowd'), '/recipes leaves out a recipe with no course');
  const courses = (r: Rec) =>
    ((r.attributes ?? []) as { attributeTypeNameSlug: string; attributes: { attributeNameSlug: string }[] }[])
      .filter((a) => a.attributeTypeNameSlug === 'menu-category')
      .flatMap((a) => a.attributes.map((x) => x.attributeNameSlug));
  const everyday = recipes.filter(
    (r) =>
      (r.audience as Rec | null | undefined)?.audienceNameSlug !== 'foodservice' &&
      !courses(r).includes('sauce-and-rub'),
  );
  check(listing.includes(`${everyday.length} recipes`), `/recipes does not count ${everyday.length} recipes`);
  for (const r of recipes.filter((x) => !everyday.includes(x)))
    check(
      !listing.includes(decodeHTMLStrict(r.recipeName as string)),
      `/recipes lists the foodservice recipe or sub-recipe ${r.recipeNameSlug}`,
    );

  await site.stop();
  const log = readFileSync(join(logs, 'spec-upstream-site.log'), 'utf8');
  check(!/uncaught|unhandled/i.test(log), 'the server log has an uncaught error');
  check(!/⨯|\bError:/.test(log), 'the server log has an error');
  // Prerendered by the build (which logs the line) or rendered on its first request.
  const buildLog = readFileSync(join(logs, 'spec-upstream-build.log'), 'utf8');
  check(
    (buildLog + log).includes(
      `"event":"unreadable-record","operation":"getRecipe","id":"${UNREADABLE_FULL_SLUG}","at":"recipeID"`,
    ),
    'the server log has no unreadable-record line for the unreadable recipe',
  );
  const stats = await (await fetch(`http://127.0.0.1:${upstreamPort}/__stats`)).json();
  console.log(`${checked} pages checked in ${seconds()}; upstream answered ${JSON.stringify(stats)}`);
} finally {
  await upstream.stop();
  rmSync(dir, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`test:upstream failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('test:upstream passed');

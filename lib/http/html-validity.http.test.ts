// The main page types through the W3C Nu Html Checker (the pinned vnu-jar, run on the local
// Java): no errors in markup we own. The pages are found by following the site's own links from
// the home page and listings, so the check holds for whatever catalog the service serves.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TEST_ORIGIN } from '@/lib/service/test-request';

const VNU = join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

/** Errors in markup we do not write, each with why. */
const NOT_OURS: { test: RegExp; why: string }[] = [
  {
    // React 19 writes <link rel="expect" href="#_R_" blocking="render"> (the HTML standard's
    // render-blocking "expect" link); this checker predates rel="expect".
    test: /“link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/,
    why: "React's render-blocking link",
  },
];

type Message = { type: string; subType?: string; message: string; extract?: string; url: string; lastLine?: number };

async function html(path: string): Promise<string> {
  const res = await fetch(TEST_ORIGIN + path, { redirect: 'follow' });
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The first same-site link under `prefix` that is a record page (one more segment). */
function firstLink(page: string, prefix: string): string {
  const re = new RegExp(`href="(${prefix}/[^"/?#]+)"`, 'g');
  for (const [, href] of page.matchAll(re)) if (href && !/\/(collections|compare)$/.test(href)) return href;
  throw new Error(`no link under ${prefix}`);
}

describe('W3C validity of the main page types', () => {
  let dir: string;
  const pages = new Map<string, string>();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vnu-'));
    const recipes = await html('/recipes');
    const cuts = await html('/cuts');
    const recipe = firstLink(recipes, '/recipes');
    const cut = firstLink(cuts, '/cuts');
    const collectionList = await html('/cuts/collections');
    const collection = firstLink(collectionList, '/(?:recipes|cuts)/collections');
    const filtered = new URL(TEST_ORIGIN + '/recipes');
    // A filtered listing: the first facet link the unfiltered listing offers.
    const facet = /href="(\/recipes\?[^"]+)"/.exec(recipes)?.[1];
    const paths = {
      home: '/',
      recipes: '/recipes',
      filtered: facet ? facet.replaceAll('&amp;', '&') : filtered.pathname + '?sort=name',
      search: '/search?searchText=steak',
      recipe,
      scaled: `${recipe}?servings=2&units=metric`,
      cut,
      cuts: '/cuts',
      collection,
      about: '/about',
    };
    for (const [name, path] of Object.entries(paths)) pages.set(name, await html(path));
  }, 60_000);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('has no errors', async () => {
    const files: string[] = [];
    for (const [name, body] of pages) {
      const file = join(dir, `${name}.html`);
      await writeFile(file, body);
      files.push(file);
    }
    const { stdout, stderr } = await promisify(execFile)(
      'java',
      ['-Xss4m', '-jar', VNU, '--format', 'json', '--exit-zero-always', '--stdout', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const messages = (JSON.parse(stdout || stderr) as { messages: Message[] }).messages;
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .filter((m) => !NOT_OURS.some((n) => n.test.test(m.message)))
      .map(
        (m) =>
          `${m.url.split('/').pop()}:${m.lastLine ?? '?'} ${m.message}  [${(m.extract ?? '').trim().slice(0, 120)}]`,
      );
    expect(errors).toEqual([]);
  }, 120_000);
});

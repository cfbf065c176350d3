// The HTTP surface of the production build (issue 18), as integrators and browsers meet it:
// run by `npm run test:http` only (vitest.http.config.mts starts `next start`), since what is
// checked here happens between the handlers and the socket.
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { wire } from '@/lib/wire/v2';
import { wireV1 } from '@/lib/wire/v1';
import { getStore } from '@/lib/service/store';
import { TEST_AUTH, TEST_ORIGIN } from '@/lib/service/test-request';

type Raw = { status: number; headers: [string, string][]; body: string };

/** A request as raw as Node sends it: any method, any Host, repeated headers kept apart. */
function raw(path: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Raw> {
  const { hostname, port } = new URL(TEST_ORIGIN);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: init.method ?? 'GET', headers: init.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          pairs.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
        resolve({ status: res.statusCode!, headers: pairs, body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
const all = (r: Raw, name: string) => r.headers.filter(([k]) => k === name).map(([, v]) => v);

function hasCurl(): boolean {
  try {
    execFileSync('curl', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const store = getStore();
const onlineRecipes = store.snapshot.recipes.filter((r) => r.isOnline);

describe('v1 answers read as sent, whatever compression the client accepts', () => {
  const paths = [
    '/api/v1/recipes/search?qaw=beef',
    `/api/v1/recipes/${onlineRecipes[0]!.recipeID}?callback=cb`,
    '/api/v1/recipes/search',
  ];
  it("with Node's default fetch (which asks for gzip, br and deflate)", async () => {
    const search = await fetch(`${TEST_ORIGIN}${paths[0]}`, { headers: TEST_AUTH });
    expect(search.status).toBe(200);
    wireV1.recipeSearchResult.parse(await search.json());
    const jsonp = await fetch(`${TEST_ORIGIN}${paths[1]}`, { headers: TEST_AUTH });
    expect(await jsonp.text()).toMatch(/^cb\(\{/);
    const error = await fetch(`${TEST_ORIGIN}${paths[2]}`, { headers: TEST_AUTH });
    expect(error.status).toBe(400);
    wireV1.errorBody.parse(await error.json());
  });
  it.skipIf(!hasCurl())('with curl --compressed', () => {
    const auth = Object.entries(TEST_AUTH).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
    const curl = (path: string) =>
      execFileSync('curl', ['-s', '--compressed', ...auth, `${TEST_ORIGIN}${path}`], { encoding: 'utf8' });
    wireV1.recipeSearchResult.parse(JSON.parse(curl(paths[0]!)));
    expect(curl(paths[1]!)).toMatch(/^cb\(\{/);
    wireV1.errorBody.parse(JSON.parse(curl(paths[2]!)));
  });
  it('never labels a body with an encoding it does not have', async () => {
    for (const accept of ['gzip', 'gzip;q=0, *', 'br, gzip, deflate']) {
      const r = await raw(paths[0]!, { headers: { ...TEST_AUTH, 'Accept-Encoding': accept } });
      expect(r.status).toBe(200);
      // Node's raw request does not decode: an unlabelled body must be the JSON itself.
      if (all(r, 'content-encoding').length === 0) expect(() => JSON.parse(r.body) as unknown).not.toThrow();
    }
  });
});

describe('absolute links in API answers', () => {
  it('follow the Host the request reached, never a port of its own', async () => {
    const r = onlineRecipes[0]!;
    const res = await raw(`/api/v2/recipe/${r.recipeID}`, { headers: { ...TEST_AUTH, Host: 'api.example.org:8443' } });
    expect(res.status).toBe(200);
    const href = wire.recipeFull.parse(JSON.parse(res.body)).links[0]!.href;
    expect(href).toBe(`http://api.example.org:8443/api/v2/recipe/${r.recipeID}`);
  });
});

describe('the HTTP surface', () => {
  it('answers TRACE with a 405 and the security headers', async () => {
    for (const path of ['/recipes', '/', '/api/v2/common/lookups']) {
      const r = await raw(path, { method: 'TRACE' });
      expect(r.status, path).toBe(405);
      expect(all(r, 'allow')[0]).toMatch(/^GET, HEAD/);
      expect(all(r, 'x-frame-options')).toEqual(['DENY']);
      expect(all(r, 'content-security-policy').length).toBeGreaterThan(0);
    }
  });
  it('answers a client navigation with a malformed router state with a 400', async () => {
    for (const path of ['/recipes', '/cuts/compare', '/recipes?_rsc=abc', '/cuts/compare?_rsc=abc'])
      for (const state of ['%7Bbad', '[1,2']) {
        const r = await raw(path, { headers: { RSC: '1', 'Next-Router-State-Tree': state } });
        expect(r.status, `${path} ${state}`).toBe(400);
      }
  });
  it('answers an image url that only looks local with a 400', async () => {
    for (const url of ['%2F%5Cevil.example%2Fa.png', '%2F%2Fevil.example%2Fa.png', '%2F.%2F%2Fevil.example%2Fa.png']) {
      const r = await raw(`/_next/image?url=${url}&w=640&q=75`);
      expect(r.status, url).toBe(400);
    }
  });
  it('keeps the 503 page\'s "Try again" on this origin for every form of issue 18', async () => {
    for (const from of [
      '/.%2F%2Fevil.example',
      '/..%2F%2Fevil.example',
      '/./%5Cevil.example%2Fphish',
      '/x/../%2F%2Fevil.example%2Flogin',
      '%2F%2Fevil.example',
      '/%09/evil.example',
    ]) {
      const r = await raw(`/unavailable?from=${from}`);
      expect(r.status).toBe(503);
      const href = /class="primary" href="([^"]*)"/.exec(r.body)![1]!.replaceAll('&amp;', '&');
      // As a browser resolves the link on this page.
      expect(new URL(href, `${TEST_ORIGIN}/unavailable`).origin, `${from} → ${href}`).toBe(TEST_ORIGIN);
    }
  });
  it('redirects an id URL to its slug with one Location header, first request and later', async () => {
    // Ids no other suite asks for: the first request renders the redirect.
    const recipe = onlineRecipes.at(-1)!;
    const cut = store.snapshot.cuts.filter((c) => c.isOnline).at(-1)!;
    for (const [path, slugPath] of [
      [`/recipes/${recipe.recipeID}`, `/recipes/${recipe.recipeNameSlug}`],
      [`/cuts/${cut.ingredientID}`, `/cuts/${cut.ingredientNameSlug}`],
    ])
      for (let i = 0; i < 2; i++) {
        const r = await raw(path!);
        expect(r.status, path).toBe(308);
        expect(all(r, 'location'), path).toEqual([slugPath]);
      }
  });
});

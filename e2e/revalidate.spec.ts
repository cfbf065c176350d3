import { expect, test } from '@playwright/test';

// POST /api/revalidate: fails closed, and an id tag also expires the slug entries pages read.
const SECRET = 'e2e-revalidate-secret'; // playwright.config.ts gives the server this one

test('revalidation refuses wrong secrets and bodies, and expands id tags to slug tags', async ({ request }) => {
  const post = (data: unknown, secret?: string) =>
    request.post('/api/revalidate', { data, headers: secret === undefined ? {} : { 'x-revalidate-secret': secret } });
  expect((await post({ tags: ['recipes'] })).status()).toBe(401);
  expect((await post({ tags: ['recipes'] }, 'wrong')).status()).toBe(401);
  expect((await post({ tags: ['not a tag'] }, SECRET)).status()).toBe(400);
  expect((await post({}, SECRET)).status()).toBe(400);

  const ok = await post({ tags: ['recipe:1004', 'collection:3', 'collection:999999'] }, SECRET);
  expect(ok.status()).toBe(200);
  const { tags } = (await ok.json()) as { tags: string[] };
  expect(tags).toEqual(
    expect.arrayContaining([
      'recipe:1004',
      'recipe-slug:grilled-ribeye-steaks-with-classic-beef-rub',
      'collection:3',
      'collection-slug:recipe:weeknight-dinners',
      'collection:999999',
    ]),
  );
  expect(tags.filter((t) => t.startsWith('collection-slug:'))).toHaveLength(1);
  // The page is still served after its tags expired (regenerated from the service).
  expect((await request.get('/recipes/collections/weeknight-dinners')).status()).toBe(200);
});

import { isRedirectError } from 'next/dist/client/components/redirect-error';
import { describe, expect, it } from 'vitest';
import { ApiUnavailableError, UnreadableRecordError } from '@/lib/api/errors';
import { orUnreadable } from '@/lib/health/when-unavailable';

const caught = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
};

describe('orUnreadable (a record page whose record cannot be read)', () => {
  it('passes the record (or null) through', async () => {
    await expect(orUnreadable(Promise.resolve({ slug: 'a' }), '/recipes/a')).resolves.toEqual({ slug: 'a' });
    await expect(orUnreadable(Promise.resolve(null), '/recipes/a')).resolves.toBeNull();
  });

  it('sends the reader to the 503 page with a way back, instead of a 500', async () => {
    const e = await caught(
      orUnreadable(Promise.reject(new UnreadableRecordError('getRecipe', 'chili', 'recipeID')), '/recipes/chili'),
    );
    expect(isRedirectError(e)).toBe(true);
    expect((e as { digest: string }).digest).toContain('/unavailable?from=%2Frecipes%2Fchili');
  });

  it('leaves other failures to the page (an upstream that is down: ISR keeps its last page)', async () => {
    const down = new ApiUnavailableError('getRecipe', 503, 'upstream answered 503');
    expect(await caught(orUnreadable(Promise.reject(down), '/recipes/chili'))).toBe(down);
  });
});

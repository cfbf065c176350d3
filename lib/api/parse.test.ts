import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiResponseError } from '@/lib/api/errors';
import { parseBody } from '@/lib/api/parse';

const strict = z.strictObject({ id: z.number(), name: z.string() });
const tolerant = z.object({ id: z.number(), name: z.string().default('') });

describe('parseBody outside tests (tolerant)', () => {
  const strictEnv = process.env.API_STRICT;
  afterEach(() => {
    process.env.API_STRICT = strictEnv;
    vi.restoreAllMocks();
  });

  it('reads a body that meets the spec once, without a warning', () => {
    delete process.env.API_STRICT;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseBody('getThing', 1, strict, tolerant, { id: 1, name: 'a' })).toEqual({ id: 1, name: 'a' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a drifting body tolerantly and logs the drift once per record', () => {
    delete process.env.API_STRICT;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseBody('getThing', 2, strict, tolerant, { id: 2, extra: true })).toEqual({ id: 2, name: '' });
    parseBody('getThing', 2, strict, tolerant, { id: 2, extra: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(() => parseBody('getThing', 3, strict, tolerant, { name: 'no id' })).toThrow(ApiResponseError);
  });

  it('fails on drift under tests (API_STRICT=1)', () => {
    process.env.API_STRICT = '1';
    expect(() => parseBody('getThing', 4, strict, tolerant, { id: 4, extra: true })).toThrow(/schema drift/);
  });
});

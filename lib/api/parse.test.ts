import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiResponseError, UnreadableRecordError } from '@/lib/api/errors';
import { parseBody, unreadableRecords } from '@/lib/api/parse';

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

  it('a single record that cannot be read: one structured line with the field path, the counter, and a typed error', () => {
    delete process.env.API_STRICT;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const before = unreadableRecords();
    const read = () => parseBody('getRecipe', 'chili', strict, tolerant, { id: 'R-5', name: 'Chili' });
    for (let i = 0; i < 2; i++) {
      let error: unknown;
      try {
        read();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(UnreadableRecordError);
      expect(error).toMatchObject({ operation: 'getRecipe', recordId: 'chili', at: 'id', status: 200 });
    }
    expect(unreadableRecords() - before).toBe(2);
    const lines = warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('"unreadable-record"'));
    // Logged once per operation, record and field, however often the page asks.
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      event: 'unreadable-record',
      operation: 'getRecipe',
      id: 'chili',
      at: 'id',
    });
  });

  it('fails on drift under tests (API_STRICT=1)', () => {
    process.env.API_STRICT = '1';
    expect(() => parseBody('getThing', 4, strict, tolerant, { id: 4, extra: true })).toThrow(/schema drift/);
  });
});

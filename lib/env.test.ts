import { describe, expect, it } from 'vitest';
import { parseEnv, siteOrigin } from '@/lib/env';

describe('environment', () => {
  it('needs nothing to run on the embedded service', () => {
    const e = parseEnv({});
    expect(e.BEEF_API_BASE_URL).toBeUndefined();
    expect(e.BEEF_API_TIMEOUT_MS).toBe(1000);
    expect(e.BEEF_API_DEADLINE_MS).toBe(1500);
    expect(parseEnv({ BEEF_API_BASE_URL: '  ' }).BEEF_API_BASE_URL).toBeUndefined();
  });
  it('refuses an upstream without both keys, naming the missing variable', () => {
    expect(() => parseEnv({ BEEF_API_BASE_URL: 'https://up.test' })).toThrow(/BEEF_API_APP_ID.*\n.*BEEF_API_APP_KEY/s);
    expect(() => parseEnv({ BEEF_API_BASE_URL: 'https://up.test', BEEF_API_APP_ID: 'a' })).toThrow(
      /BEEF_API_APP_KEY is required/,
    );
    expect(
      parseEnv({ BEEF_API_BASE_URL: 'https://up.test', BEEF_API_APP_ID: 'a', BEEF_API_APP_KEY: 'b' }).BEEF_API_APP_KEY,
    ).toBe('b');
  });
  it('rejects malformed values with the variable name', () => {
    expect(() => parseEnv({ BEEF_API_BASE_URL: 'ftp://x' })).toThrow(/BEEF_API_BASE_URL/);
    expect(() => parseEnv({ BEEF_API_TIMEOUT_MS: 'soon' })).toThrow(/BEEF_API_TIMEOUT_MS/);
  });
  it('accepts a Redis URL for the shared cache and refuses anything else, naming REDIS_URL', () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: ' ' }).REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(parseEnv({ REDIS_URL: 'rediss://:secret@cache.internal:6380/2' }).REDIS_URL).toMatch(/^rediss:/);
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL: a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(() => parseEnv({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
  });
  it('takes the public origin from SITE_URL, then Vercel, then localhost', () => {
    expect(siteOrigin(parseEnv({ SITE_URL: 'https://beef.test/' }))).toBe('https://beef.test');
    expect(siteOrigin(parseEnv({ VERCEL_PROJECT_PRODUCTION_URL: 'beef.vercel.app' }))).toBe('https://beef.vercel.app');
    expect(siteOrigin(parseEnv({}))).toBe('http://localhost:3000');
  });
});

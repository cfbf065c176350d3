import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { contentProvider, providerWarning } from '@/lib/provider';

const upstream = {
  BEEF_API_BASE_URL: 'https://content.example.org/v2-root',
  BEEF_API_APP_ID: 'a',
  BEEF_API_APP_KEY: 'b',
};

describe('the provider credited on content pages', () => {
  it('is this project’s catalog, with its logo, when the embedded service serves', () => {
    const p = contentProvider(parseEnv({ SITE_URL: 'https://beef.test' }));
    expect(p).toEqual({
      name: 'Beef Atlas Open Catalog',
      url: 'https://beef.test/about',
      logo: expect.objectContaining({ src: '/provider-logo.svg' }),
    });
    expect(providerWarning(parseEnv({}))).toBeNull();
  });

  it('follows the configured upstream: its host and website, never our name or logo', () => {
    const p = contentProvider(parseEnv(upstream));
    expect(p).toEqual({ name: 'content.example.org', url: 'https://content.example.org', logo: null });
    expect(providerWarning(parseEnv(upstream))).toMatch(/CONTENT_PROVIDER_NAME and CONTENT_PROVIDER_URL/);
  });

  it('names the provider as configured, which silences the warning', () => {
    const e = parseEnv({
      ...upstream,
      CONTENT_PROVIDER_NAME: 'Prairie Beef Council',
      CONTENT_PROVIDER_URL: 'https://prairiebeef.example',
    });
    expect(contentProvider(e)).toEqual({
      name: 'Prairie Beef Council',
      url: 'https://prairiebeef.example',
      logo: null,
    });
    expect(providerWarning(e)).toBeNull();
  });
});

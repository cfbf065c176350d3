import 'server-only';
import { env, siteOrigin, type Env } from '@/lib/env';

export type Provider = {
  name: string;
  url: string;
  /** An approved logo, shown unaltered at its own size; none when the provider gave us none. */
  logo: { src: string; width: number; height: number } | null;
};

/** The embedded catalog's own logo: it names this project, so it never credits an upstream. */
const EMBEDDED_LOGO = { src: '/provider-logo.svg', width: 120, height: 32 };

/**
 * Who provides the content, for the attribution the service's terms require on every content
 * page (text or an approved logo, linking to the provider's website). The spec's answers carry
 * no provider fields, so it follows the configuration: CONTENT_PROVIDER_NAME and _URL when set;
 * else, with an upstream (BEEF_API_BASE_URL), that upstream's host name and origin and no logo
 * (ours would credit the wrong provider); else this project's own catalog.
 */
export function contentProvider(e: Env = env()): Provider {
  if (!e.BEEF_API_BASE_URL)
    return {
      name: e.CONTENT_PROVIDER_NAME ?? 'Beef Atlas Open Catalog',
      url: e.CONTENT_PROVIDER_URL ?? `${siteOrigin(e)}/about`,
      logo: EMBEDDED_LOGO,
    };
  const upstream = new URL(e.BEEF_API_BASE_URL);
  return {
    name: e.CONTENT_PROVIDER_NAME ?? upstream.hostname,
    url: e.CONTENT_PROVIDER_URL ?? upstream.origin,
    logo: null,
  };
}

/** Why the attribution is only a fallback, or null when it names the provider as configured. */
export function providerWarning(e: Env = env()): string | null {
  if (!e.BEEF_API_BASE_URL || (e.CONTENT_PROVIDER_NAME && e.CONTENT_PROVIDER_URL)) return null;
  const p = contentProvider(e);
  return `Content pages credit "${p.name}" (${p.url}), taken from BEEF_API_BASE_URL: set CONTENT_PROVIDER_NAME and CONTENT_PROVIDER_URL to the name and website the provider's terms ask for.`;
}

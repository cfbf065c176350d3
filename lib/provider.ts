import 'server-only';
import { env, siteOrigin } from '@/lib/env';

export type Provider = { name: string; url: string; logo: { src: string; width: number; height: number } };

/** Who provides the content, for the attribution the service's terms require on every
 *  content page. With the embedded catalog the provider is this project's own catalog. */
export function contentProvider(): Provider {
  const e = env();
  return {
    name: e.CONTENT_PROVIDER_NAME ?? 'Beef Atlas Open Catalog',
    url: e.CONTENT_PROVIDER_URL ?? `${siteOrigin(e)}/about`,
    logo: { src: '/provider-logo.svg', width: 120, height: 32 },
  };
}

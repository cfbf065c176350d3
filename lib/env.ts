import 'server-only';
import { z } from 'zod';
import { parseMediaOrigins } from '@/lib/media-origins';
import { configuredOrigin } from '@/lib/site-origin';

// Every environment variable the server reads, validated once at start. `.env.example`
// has one row per variable. Credentials stay in this module's result and in lib/api.
// Empty and absent mean the same: unset.
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)
  .pipe(z.url({ protocol: /^https?$/ }).optional());
const optionalRedisUrl = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)
  .pipe(z.url({ protocol: /^rediss?$/, error: 'a redis:// or rediss:// URL' }).optional());
const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    BEEF_API_BASE_URL: optionalUrl,
    BEEF_API_APP_ID: optionalText,
    BEEF_API_APP_KEY: optionalText,
    BEEF_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
    /** Media hosts the upstream links pictures on, besides its own origin (comma-separated URLs). */
    BEEF_API_MEDIA_ORIGINS: optionalText,
    BEEF_API_DEADLINE_MS: z.coerce.number().int().min(100).max(120_000).default(1500),
    SITE_URL: optionalUrl,
    VERCEL_PROJECT_PRODUCTION_URL: optionalText,
    REVALIDATE_SECRET: optionalText,
    SERVICE_CREDENTIALS: optionalText,
    CONTENT_PROVIDER_NAME: optionalText,
    CONTENT_PROVIDER_URL: optionalUrl,
    REDIS_URL: optionalRedisUrl,
  })
  .superRefine((env, ctx) => {
    try {
      parseMediaOrigins(undefined, env.BEEF_API_MEDIA_ORIGINS);
    } catch (e) {
      ctx.addIssue({ code: 'custom', path: ['BEEF_API_MEDIA_ORIGINS'], message: (e as Error).message });
    }
    if (!env.BEEF_API_BASE_URL) return;
    for (const key of ['BEEF_API_APP_ID', 'BEEF_API_APP_KEY'] as const) {
      if (!env[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when BEEF_API_BASE_URL is set` });
      }
    }
  });

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

const KEYS = Object.keys(schema.shape) as (keyof Env)[];
let cached: { fingerprint: string; env: Env } | undefined;
/** The validated environment; parsed again only if a variable changed (tests change them). */
export function env(): Env {
  const fingerprint = KEYS.map((k) => process.env[k] ?? '').join('\u0000');
  if (cached?.fingerprint !== fingerprint) cached = { fingerprint, env: parseEnv(process.env) };
  return cached.env;
}

/** The origin canonical URLs fall back to without SITE_URL: one fixed value, so pages the build
 *  prerendered and pages rendered per request (on whatever port) say the same (issue 27);
 *  a production build or start without SITE_URL warns (next.config.ts). */
export const FALLBACK_ORIGIN = 'http://localhost:3000';

/** The origins the image optimizer may fetch pictures from (next.config.ts reads the same). */
export const mediaOrigins = (e: Env = env()) => parseMediaOrigins(e.BEEF_API_BASE_URL, e.BEEF_API_MEDIA_ORIGINS);

/** The public origin used for canonical URLs, sitemaps and JSON-LD. */
export function siteOrigin(e: Env = env()): string {
  return configuredOrigin(e) ?? FALLBACK_ORIGIN;
}

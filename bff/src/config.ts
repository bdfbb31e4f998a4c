import { fileURLToPath } from 'node:url';
import { readTrustProxy } from '@gym/domain';
import { z } from 'zod';

/** The built web app the bff serves in production. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface BffConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** The REST api's origin (the bff calls `${apiUrl}/api/...` and `${apiUrl}/uploads/...`). */
  apiUrl: string;
  webDist: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * The proxies in front of the bff whose x-forwarded-for states the browser's address (forwarded
   * to the api, which limits sign-ins by it); false, the default, believes no one: the bff then
   * forwards the address that connected to it.
   */
  trustProxy: string[] | false;
  /** CONTENT_CACHE=off: the website content cache and the catalogue answers keep nothing. */
  publicCaches: boolean;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'PORT debe ser un número de puerto' }).int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  API_URL: z
    .url({ protocol: /^https?$/, error: 'API_URL debe ser una URL http(s), p. ej. http://127.0.0.1:4001' })
    .default('http://127.0.0.1:4001'),
  WEB_DIST: z.string().min(1).default(DEFAULT_WEB_DIST),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const reading = readTrustProxy(value);
      if (reading.ok) return reading.proxies;
      ctx.addIssue({ code: 'custom', message: reading.message });
      return z.NEVER;
    }),
  CONTENT_CACHE: z.enum(['on', 'off'], { error: 'CONTENT_CACHE admite on u off' }).default('on'),
});

/** An exported but empty variable means "not set", as in the api's config. */
function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]));
}

/**
 * Reads and validates the bff's environment once, at start: the only place that reads
 * `process.env`. An invalid value stops the start with every problem named.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Configuración inválida del bff: ${details}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    apiUrl: e.API_URL,
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    publicCaches: e.CONTENT_CACHE === 'on',
  };
}

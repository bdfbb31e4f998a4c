import { fileURLToPath } from 'node:url';
import {
  defaultRuntimeEnv,
  readTrustProxy,
  REDIS_CONFIG_MESSAGES,
  REDIS_PREFIX_PATTERN,
  RUNTIME_ENVS,
  SHARED_STATE,
  TCP_PORT_MAX,
} from '@gym/domain';
import { PAGINATION } from '@gym/domain';
import { z } from 'zod';
import type { QueryLimits } from './graphql/cost-limit';

/** The built web app the bff serves in production. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Bounds of one GraphQL operation (cost-limit.ts). The web's heaviest documents cost about 4,000
 * (a store page of 100 products), select 63 fields (the landing page) and use no aliases
 * (cost-limit.test.ts reads them all); these leave that room at least twice over while a
 * request that repeats a root field through aliases is refused before any api call.
 */
export const QUERY_LIMITS: QueryLimits = {
  maxCost: 10_000,
  maxAliases: 20,
  maxFields: 250,
  defaultListSize: 10,
  maxListSize: PAGINATION.maxLimit,
};

/**
 * Tokens in one GraphQL document, counted by the parser before anything else runs: graphql's own
 * validation is quadratic in repeated fields, so a 1 MB document of them would hold the event
 * loop for seconds. The web's largest operation, fragments and __typename included, has ~100.
 */
export const MAX_QUERY_TOKENS = 2000;

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
  /** The public origin is https (PUBLIC_URL https://... unless HSTS=off, or HSTS=on): send HSTS. */
  httpsOrigin: boolean;
  /** Several instances (issue 31): REDIS_URL and REDIS_PREFIX, as the api's; null: this process alone. */
  redis: RedisConfig | null;
  // --- operations (issue 31): metrics and traces ---
  /** METRICS_TOKEN (GET /metrics on the bff's port with a bearer), METRICS_PORT (its own listener), METRICS_HOST. */
  metrics: { token: string | null; port: number | null; host: string };
  /** OTEL_EXPORTER_OTLP_ENDPOINT: traces sent there (OTLP/HTTP); null keeps only traceparent propagation. */
  otlpEndpoint: string | null;
  /** OTEL_SERVICE_NAME: the traces' service name (default gym-bff). */
  otelServiceName: string;
}

const envSchema = z.object({
  NODE_ENV: z.enum(RUNTIME_ENVS).default(defaultRuntimeEnv),
  PORT: z.coerce.number({ error: 'PORT debe ser un número de puerto' }).int().min(0).max(TCP_PORT_MAX).default(4000),
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
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL debe ser una URL http(s), p. ej. https://gimnasio.example' })
    .optional(),
  HSTS: z.enum(['on', 'off'], { error: 'HSTS admite on u off' }).optional(),
  // --- operations (issue 31): metrics and traces ---
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN debe tener al menos 16 caracteres').optional(),
  // Not the api's METRICS_PORT when `npm start` gives both one environment: BFF_METRICS_PORT wins.
  BFF_METRICS_PORT: z.coerce.number().int().min(0).max(TCP_PORT_MAX).optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(TCP_PORT_MAX).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'OTEL_EXPORTER_OTLP_ENDPOINT debe ser una URL http(s)' })
    .optional(),
  // Not the api's OTEL_SERVICE_NAME when `npm start` gives both one environment.
  BFF_OTEL_SERVICE_NAME: z.string().trim().min(1).default('gym-bff'),
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
    httpsOrigin: e.HSTS ? e.HSTS === 'on' : (e.PUBLIC_URL?.startsWith('https://') ?? false),
    redis: readRedisConfig(env),
    metrics: {
      token: e.METRICS_TOKEN ?? null,
      port: e.BFF_METRICS_PORT ?? e.METRICS_PORT ?? null,
      host: e.METRICS_HOST,
    },
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT ?? null,
    otelServiceName: e.BFF_OTEL_SERVICE_NAME,
  };
}

// --- Several instances (issue 31): the change channel in Redis -----------------------------------

export interface RedisConfig {
  /** REDIS_URL: the same Redis as the api's; the bff hears catalogue changes and shares content ones. */
  url: string;
  /** REDIS_PREFIX (default `gym:`): must be the api's. */
  prefix: string;
}

const redisEnvSchema = z.object({
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: REDIS_CONFIG_MESSAGES.url }).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(REDIS_PREFIX_PATTERN, REDIS_CONFIG_MESSAGES.prefix)
    .default(SHARED_STATE.defaultPrefix),
});

function readRedisConfig(env: NodeJS.ProcessEnv): RedisConfig | null {
  const parsed = redisEnvSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Configuración inválida del bff: ${details}`);
  }
  return parsed.data.REDIS_URL ? { url: parsed.data.REDIS_URL, prefix: parsed.data.REDIS_PREFIX } : null;
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  defaultRuntimeEnv,
  GOOGLE_SIGN_IN,
  MAIL_FROM_FIELD,
  productionJwtSecretProblem,
  readTrustProxy,
  REDIS_CONFIG_MESSAGES,
  REDIS_PREFIX_PATTERN,
  RUNTIME_ENVS,
  SHARED_STATE,
  TCP_PORT_MAX,
} from '@gym/domain';
import { z } from 'zod';
import { zText } from './lib/field-schemas';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Only for development and tests; production refuses to start without JWT_SECRET. */
const DEV_JWT_SECRET = 'dev-only-insecure-jwt-secret-change-me-0123456789';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface RateLimitWindow {
  max: number;
  windowMs: number;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL server; when unset the embedded PGlite database in `pgliteDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  /**
   * Files only the api hands out, after checking who asks (transfer proofs); never inside
   * `uploadsDir`, which is served to anyone.
   */
  privateFilesDir: string;
  /** A directory, or `memory://` for a throwaway in-memory database. */
  pgliteDir: string;
  jwtSecret: string;
  jwtIssuer: string;
  jwtAudience: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  corsOrigins: string[];
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * API_TRUST_PROXY: the proxies whose X-Forwarded-For names the caller (the bff; default loopback,
   * where `npm start` runs it); false trusts none. Never every peer: the sign-in limits count by
   * this address.
   */
  trustProxy: string[] | false;
  /** 'demo' fills an empty database with the demo gym and accounts. */
  seed: 'demo' | 'none';
  /** Failed sign-ins per email+IP before answering 429 (also wrong current passwords per user). */
  loginFailures: RateLimitWindow;
  /**
   * Failed sign-ins of one account from any address (within loginFailures' window) after which
   * each further attempt waits 2^k seconds (k = failures past the threshold), at most maxSeconds:
   * a growing delay rather than a ban, so nobody can lock an account out for long.
   */
  accountLoginDelay: { afterFailures: number; maxSeconds: number };
  /** Plain per-IP request cap on the auth endpoints (generous: the bff calls from one address). */
  authRouteLimit: RateLimitWindow;
  /**
   * Store orders created (ORDER_RATE_LIMIT, ORDER_RATE_LIMIT_MEMBER; null is `off`): a guest's
   * per client address and per guest session, a signed-in account's per account.
   */
  orderRateLimit: { guest: RateLimitWindow | null; member: RateLimitWindow | null };
  /** API_DOCS: Swagger UI and the OpenAPI document at /api/docs (default on, off in production). */
  apiDocs: boolean;
  /**
   * JOBS: the job queue (pg-boss in the same database): event handlers after commit, the nightly
   * schedules. On by default, off in tests (a test that needs it turns it on). `relayIntervalMs`:
   * how often the outbox relay looks for committed events.
   */
  jobs: { enabled: boolean; relayIntervalMs: number };
  /**
   * E-mail: `smtpUrl` (SMTP_URL, any relay) or null, where messages are kept for the admin to read
   * and nothing leaves the machine; `from` (MAIL_FROM) the sender.
   */
  mail: { smtpUrl: string | null; from: string };
  /** PUBLIC_URL: where members reach the web app (links in messages); default http://localhost:PORT. */
  publicUrl: string;
  /**
   * Card payments through Stripe: null (off, `GET /api/stripe/config` says enabled false) unless
   * STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are all set.
   */
  stripe: StripeConfig | null;
  /**
   * Sign-in with Google (OpenID Connect): null (off, the button hidden and
   * `GET /api/auth/google/config` says enabled false) unless GOOGLE_CLIENT_ID and
   * GOOGLE_CLIENT_SECRET are both set.
   */
  google: GoogleSignInConfig | null;
  /**
   * WhatsApp Business Cloud API (`lib/whatsapp.ts`): null (nothing sent by WhatsApp) unless
   * WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are both set.
   */
  whatsapp: WhatsAppConfig | null;
  /**
   * FEL electronic invoices (issue 33): `certifierUrl` (FEL_CERTIFIER_URL) another address for the
   * certifier's API (its test environment, or the tests' local stand-in; null: the certifier's own);
   * `secret` (FEL_SECRET, default JWT_SECRET) the key the certifier credentials are encrypted with.
   */
  fel: { certifierUrl: string | null; secret: string };
  /** Messages produced while reading the configuration, logged once the logger exists. */
  warnings: string[];
  /** Several instances (issue 31): REDIS_URL and REDIS_PREFIX; null keeps limits and caches in this process. */
  redis: RedisConfig | null;
  /** S3_*: files in an S3-compatible bucket; null keeps them on the local disk (UPLOADS_DIR, PRIVATE_FILES_DIR). */
  objectStorage: ObjectStorageConfig | null;
  // --- operations (issue 31): metrics and traces ---
  /** Prometheus metrics (`lib/metrics.ts`); off unless METRICS_TOKEN or METRICS_PORT is set. */
  metrics: MetricsConfig;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: traces sent there (OTLP/HTTP); null keeps only traceparent propagation. */
  otlpEndpoint: string | null;
  /** OTEL_SERVICE_NAME: the traces' service name (default gym-api). */
  otelServiceName: string;
}

export interface MetricsConfig {
  /** METRICS_TOKEN: `GET /metrics` on the api's port answers a caller with `Authorization: Bearer <token>`. */
  token: string | null;
  /** METRICS_PORT: a separate listener serving `GET /metrics` without a token (keep it off the public network). */
  port: number | null;
  /** METRICS_HOST: the address of that listener (default 127.0.0.1). */
  host: string;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** STRIPE_API_HOST/PORT/PROTOCOL: another address for the provider's API (tests run a local one). */
  api: { host?: string; port?: number; protocol?: 'http' | 'https' };
}

export interface GoogleSignInConfig {
  clientId: string;
  clientSecret: string;
  /** GOOGLE_ISSUER: whose discovery document is read (tests point it at a local provider). */
  issuer: string;
  /** Where the provider sends the browser back (the bff's callback); registered with the provider. */
  redirectUri: string;
}

export interface WhatsAppConfig {
  /** WHATSAPP_TOKEN: a system user's permanent access token (Meta Business Settings). */
  token: string;
  /** WHATSAPP_PHONE_NUMBER_ID: the id Meta gives the business number that sends (not the number). */
  phoneNumberId: string;
  /** WHATSAPP_API_URL: the Graph API and its version (tests point it at a local stand-in). */
  apiUrl: string;
}

/** `N/s`, `N/min`, `N/h` (N requests per window) or `off`. */
const RATE_PATTERN = /^(?:off|[1-9]\d{0,5}\/(?:s|min|h))$/;
const RATE_MESSAGE = (name: string) => `${name} debe ser N/s, N/min, N/h (p. ej. 10/min) u off`;
const RATE_UNITS_MS: Record<string, number> = { s: 1000, min: 60_000, h: 3_600_000 };

function parseRate(value: string): RateLimitWindow | null {
  if (value === 'off') return null;
  const [max = '', unit = ''] = value.split('/');
  return { max: Number(max), windowMs: RATE_UNITS_MS[unit] ?? 60_000 };
}

/** A TCP port number (a setting, not a user's field: the range is the protocol's). */
const tcpPort = (min: number) => z.coerce.number().int().min(min).max(TCP_PORT_MAX);

const envSchema = z.object({
  NODE_ENV: z.enum(RUNTIME_ENVS).default(defaultRuntimeEnv),
  API_PORT: tcpPort(0).default(4001),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL debe comenzar con postgres://')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  UPLOADS_DIR: z.string().min(1).optional(),
  PRIVATE_FILES_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional(),
  CORS_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  // Not TRUST_PROXY: `npm start` gives both servers one environment, and the bff's TRUST_PROXY names
  // the proxies in front of it, while the api's proxy is the bff itself.
  API_TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value, ctx) => {
      const reading = readTrustProxy(value);
      if (reading.ok) return reading.proxies;
      ctx.addIssue({ code: 'custom', message: reading.message });
      return z.NEVER;
    }),
  SEED: z.enum(['demo', 'none']).optional(),
  ORDER_RATE_LIMIT: z.string().regex(RATE_PATTERN, RATE_MESSAGE('ORDER_RATE_LIMIT')).default('10/min'),
  ORDER_RATE_LIMIT_MEMBER: z.string().regex(RATE_PATTERN, RATE_MESSAGE('ORDER_RATE_LIMIT_MEMBER')).default('30/min'),
  API_DOCS: z.enum(['on', 'off'], { error: 'API_DOCS admite on u off' }).optional(),
  JOBS: z.enum(['on', 'off'], { error: 'JOBS admite on u off' }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL debe ser smtp:// o smtps://' }).optional(),
  MAIL_FROM: zText(MAIL_FROM_FIELD).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, 'STRIPE_SECRET_KEY debe comenzar con sk_test_, sk_live_, rk_test_ o rk_live_')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\S+$/, 'STRIPE_PUBLISHABLE_KEY debe comenzar con pk_test_ o pk_live_')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, 'STRIPE_WEBHOOK_SECRET debe comenzar con whsec_')
    .optional(),
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: tcpPort(1).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https'], { error: 'STRIPE_API_PROTOCOL admite http o https' }).optional(),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  GOOGLE_ISSUER: z
    .url({ protocol: /^https?$/, error: 'GOOGLE_ISSUER debe ser una URL http(s), p. ej. https://accounts.google.com' })
    .default(GOOGLE_SIGN_IN.defaultIssuer),
  GOOGLE_REDIRECT_URI: z
    .url({ protocol: /^https?$/, error: 'GOOGLE_REDIRECT_URI debe ser una URL http(s)' })
    .optional(),
  // The bff's public origin and port (npm start gives both servers one environment): the default
  // redirect URI is the bff's callback there.
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_URL debe ser una URL http(s)' }).optional(),
  PORT: tcpPort(0).optional(),
  WHATSAPP_TOKEN: z.string().trim().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .trim()
    .regex(/^\d+$/, 'WHATSAPP_PHONE_NUMBER_ID es el id numérico del número en Meta (no el teléfono)')
    .optional(),
  WHATSAPP_API_URL: z
    .url({ protocol: /^https?$/, error: 'WHATSAPP_API_URL debe ser una URL http(s)' })
    .default('https://graph.facebook.com/v21.0'),
  // --- operations (issue 31): metrics and traces ---
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN debe tener al menos 16 caracteres').optional(),
  METRICS_PORT: tcpPort(0).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'OTEL_EXPORTER_OTLP_ENDPOINT debe ser una URL http(s)' })
    .optional(),
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('gym-api'),
  FEL_CERTIFIER_URL: z.url({ protocol: /^https?$/, error: 'FEL_CERTIFIER_URL debe ser una URL http(s)' }).optional(),
  FEL_SECRET: z.string().min(32, 'FEL_SECRET debe tener al menos 32 caracteres').optional(),
});

type Env = z.infer<typeof envSchema>;

/** Stripe on when its three keys are set; a partial set is a warning (and card payments stay off). */
function readStripe(e: Env, warnings: string[]): StripeConfig | null {
  const keys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (keys.every((key) => key === undefined)) return null;
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_PUBLISHABLE_KEY || !e.STRIPE_WEBHOOK_SECRET) {
    warnings.push(
      'Pagos con tarjeta desactivados: faltan STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY o STRIPE_WEBHOOK_SECRET',
    );
    return null;
  }
  const secretTest = e.STRIPE_SECRET_KEY.includes('_test_');
  if (secretTest !== e.STRIPE_PUBLISHABLE_KEY.startsWith('pk_test_'))
    throw new Error(
      'Configuración inválida: STRIPE_SECRET_KEY y STRIPE_PUBLISHABLE_KEY deben ser ambas de prueba o ambas reales',
    );
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    api: {
      ...(e.STRIPE_API_HOST ? { host: e.STRIPE_API_HOST } : {}),
      ...(e.STRIPE_API_PORT ? { port: e.STRIPE_API_PORT } : {}),
      ...(e.STRIPE_API_PROTOCOL ? { protocol: e.STRIPE_API_PROTOCOL } : {}),
    },
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Google sign-in on when its client id and secret are set; one without the other is a warning
 * (and the feature stays off). Plain http is accepted only for a provider on this machine (tests).
 */
function readGoogle(e: Env, warnings: string[]): GoogleSignInConfig | null {
  if (!e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET) return null;
  if (!e.GOOGLE_CLIENT_ID || !e.GOOGLE_CLIENT_SECRET) {
    warnings.push('Inicio de sesión con Google desactivado: faltan GOOGLE_CLIENT_ID o GOOGLE_CLIENT_SECRET');
    return null;
  }
  const issuer = new URL(e.GOOGLE_ISSUER);
  if (issuer.protocol === 'http:' && !LOOPBACK_HOSTS.has(issuer.hostname))
    throw new Error('Configuración inválida: GOOGLE_ISSUER debe usar https (http solo en esta máquina)');
  const origin = (e.PUBLIC_URL ?? `http://localhost:${e.PORT ?? 4000}`).replace(/\/+$/, '');
  return {
    clientId: e.GOOGLE_CLIENT_ID,
    clientSecret: e.GOOGLE_CLIENT_SECRET,
    issuer: e.GOOGLE_ISSUER,
    redirectUri: e.GOOGLE_REDIRECT_URI ?? `${origin}${GOOGLE_SIGN_IN.callbackPath}`,
  };
}

/** WhatsApp on when its token and number id are set; one without the other is a warning (and it stays off). */
function readWhatsApp(e: Env, warnings: string[]): WhatsAppConfig | null {
  if (!e.WHATSAPP_TOKEN && !e.WHATSAPP_PHONE_NUMBER_ID) return null;
  if (!e.WHATSAPP_TOKEN || !e.WHATSAPP_PHONE_NUMBER_ID) {
    warnings.push('Mensajes por WhatsApp desactivados: faltan WHATSAPP_TOKEN o WHATSAPP_PHONE_NUMBER_ID');
    return null;
  }
  return { token: e.WHATSAPP_TOKEN, phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID, apiUrl: e.WHATSAPP_API_URL };
}

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value === '' ? undefined : value]));
}

/** True when `dir` is `root` itself or lies below it. */
function isInside(dir: string, root: string): boolean {
  const relative = path.relative(path.resolve(root), path.resolve(dir));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Reads and validates the environment once; `overrides` win over the environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Configuración inválida: ${details}`);
  }
  const e = parsed.data;
  const warnings: string[] = [];
  const nodeEnv = overrides.env ?? e.NODE_ENV;

  let jwtSecret = overrides.jwtSecret ?? e.JWT_SECRET;
  if (nodeEnv === 'production') {
    const problem = productionJwtSecretProblem(jwtSecret);
    if (problem) throw new Error(`Configuración inválida: ${problem}`);
  }
  if (!jwtSecret) {
    jwtSecret = DEV_JWT_SECRET;
    warnings.push('JWT_SECRET no está definido: se usa una clave de desarrollo (no usar en producción)');
  }

  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  const base: AppConfig = {
    env: nodeEnv,
    port: e.API_PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    privateFilesDir: path.resolve(e.PRIVATE_FILES_DIR ?? path.join(dataDir, 'private')),
    pgliteDir: path.join(dataDir, 'db'),
    jwtSecret,
    jwtIssuer: 'gym-api',
    jwtAudience: 'gym-app',
    accessTokenTtlSeconds: 7 * 24 * 60 * 60,
    refreshTokenTtlDays: 30,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: e.API_TRUST_PROXY,
    // The demo gym (with its documented passwords) only fills the embedded database by itself; a
    // PostgreSQL server gets it with SEED=demo, and its first admin from `npm run create-admin`.
    seed: e.SEED ?? (nodeEnv === 'test' || e.DATABASE_URL ? 'none' : 'demo'),
    loginFailures: { max: 5, windowMs: 15 * 60_000 },
    accountLoginDelay: { afterFailures: 10, maxSeconds: 300 },
    authRouteLimit: { max: 100, windowMs: 60_000 },
    orderRateLimit: { guest: parseRate(e.ORDER_RATE_LIMIT), member: parseRate(e.ORDER_RATE_LIMIT_MEMBER) },
    // The route map helps an attacker as much as a developer: production shows it only when asked.
    apiDocs: (e.API_DOCS ?? (nodeEnv === 'production' ? 'off' : 'on')) === 'on',
    jobs: { enabled: (e.JOBS ?? (nodeEnv === 'test' ? 'off' : 'on')) === 'on', relayIntervalMs: 1000 },
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM ?? 'Gimnasio <no-responder@localhost>' },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT ?? 4000}`).replace(/\/+$/, ''),
    stripe: readStripe(e, warnings),
    google: readGoogle(e, warnings),
    whatsapp: readWhatsApp(e, warnings),
    fel: { certifierUrl: e.FEL_CERTIFIER_URL ?? null, secret: e.FEL_SECRET ?? jwtSecret },
    warnings,
    ...readSharedStateConfig(env),
    metrics: { token: e.METRICS_TOKEN ?? null, port: e.METRICS_PORT ?? null, host: e.METRICS_HOST },
    otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT ?? null,
    otelServiceName: e.OTEL_SERVICE_NAME,
  };

  const config: AppConfig = {
    ...base,
    ...overrides,
    jwtSecret,
    warnings: [...warnings, ...(overrides.warnings ?? [])],
  };
  // An explicit embedded directory means "use PGlite" even when DATABASE_URL is exported
  // (the bff's tests start this app in-process while the Postgres pass exports DATABASE_URL).
  if (overrides.pgliteDir !== undefined && !('databaseUrl' in overrides)) config.databaseUrl = undefined;
  if (overrides.dataDir !== undefined && overrides.uploadsDir === undefined && !e.UPLOADS_DIR) {
    config.uploadsDir = path.join(config.dataDir, 'uploads');
  }
  if (overrides.dataDir !== undefined && overrides.pgliteDir === undefined) {
    config.pgliteDir = path.join(config.dataDir, 'db');
  }
  if (overrides.dataDir !== undefined && overrides.privateFilesDir === undefined && !e.PRIVATE_FILES_DIR) {
    config.privateFilesDir = path.join(config.dataDir, 'private');
  }
  if (isInside(config.privateFilesDir, config.uploadsDir)) {
    throw new Error(
      'Configuración inválida: PRIVATE_FILES_DIR no puede estar dentro de UPLOADS_DIR (se sirve a cualquiera)',
    );
  }
  return config;
}

// --- Several instances (issue 31): shared state in Redis, files in an S3-compatible bucket ---------

export interface RedisConfig {
  /** REDIS_URL: rate limits, sign-in failure counts and cache invalidation are shared through it. */
  url: string;
  /** REDIS_PREFIX (default `gym:`): every key and the change channel start with it. */
  prefix: string;
}

export interface ObjectStorageConfig {
  /** S3_BUCKET: one bucket for both kinds of file; it need not (and should not) be public. */
  bucket: string;
  /** S3_REGION (default us-east-1; MinIO ignores it). */
  region: string;
  /** S3_ENDPOINT: another S3-compatible server (MinIO, R2...); unset is AWS S3. */
  endpoint: string | undefined;
  /** S3_FORCE_PATH_STYLE=on: `endpoint/bucket/key` addresses (MinIO); off: `bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; unset, the SDK's own chain (environment, role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** S3_PREFIX: a folder inside the bucket for this app's files (default none). */
  prefix: string;
}

const onOff = (name: string) => z.enum(['on', 'off'], { error: `${name} admite on u off` });

const sharedStateEnvSchema = z.object({
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: REDIS_CONFIG_MESSAGES.url }).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(REDIS_PREFIX_PATTERN, REDIS_CONFIG_MESSAGES.prefix)
    .default(SHARED_STATE.defaultPrefix),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'S3_BUCKET debe ser un nombre de bucket válido (minúsculas, dígitos, . y -)',
    )
    .optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT debe ser una URL http(s)' }).optional(),
  S3_FORCE_PATH_STYLE: onOff('S3_FORCE_PATH_STYLE').default('off'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9][a-z0-9_-]*\/)*$/i, 'S3_PREFIX debe ser una carpeta terminada en /, p. ej. gimnasio/')
    .default(''),
});

/** The Redis and object storage settings; an invalid value stops the start with its name. */
export function readSharedStateConfig(env: NodeJS.ProcessEnv): Pick<AppConfig, 'redis' | 'objectStorage'> {
  const parsed = sharedStateEnvSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Configuración inválida: ${details}`);
  }
  const e = parsed.data;
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID))
    throw new Error('Configuración inválida: S3_BUCKET es obligatorio cuando se define S3_ENDPOINT o S3_ACCESS_KEY_ID');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new Error('Configuración inválida: S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas');
  return {
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : null,
    objectStorage: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'on',
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          prefix: e.S3_PREFIX,
        }
      : null,
  };
}

/**
 * Rules of running the servers (api and bff alike): which mode a process runs in, which JWT
 * secrets production refuses, and the one line a start that fails writes. No I/O here.
 */

export type RuntimeEnv = 'development' | 'production' | 'test';
export const RUNTIME_ENVS = ['development', 'production', 'test'] as const satisfies readonly RuntimeEnv[];

/**
 * Set by scripts/build-servers.mjs (esbuild `define`) in the compiled servers: a deployed
 * `dist/server.js` runs as production unless NODE_ENV says development or test, so production
 * behaviour (no Swagger, no introspection, the secret checks) never depends on remembering
 * NODE_ENV. Run from source (tsx, tests) it is undefined and the default stays development.
 */
declare const __GYM_COMPILED__: boolean | undefined;

/** The NODE_ENV a process runs in when NODE_ENV is unset. */
export function defaultRuntimeEnv(): RuntimeEnv {
  return typeof __GYM_COMPILED__ !== 'undefined' && __GYM_COMPILED__ ? 'production' : 'development';
}

/** Bytes (not characters) of a production JWT secret: HS256 wants a key at least as long as its hash. */
export const JWT_SECRET_MIN_BYTES = 32;

/** Secrets anyone can read in this repository: `.env.example`'s and the development fallback. */
export const PUBLIC_JWT_SECRETS: readonly string[] = [
  'change-me-to-a-long-random-string-of-at-least-32-bytes',
  'change-me-to-a-long-random-string',
  'dev-only-insecure-jwt-secret-change-me-0123456789',
];

/** Why a secret may not sign production tokens, or null when it may. */
export function productionJwtSecretProblem(secret: string | undefined): string | null {
  if (!secret) return 'JWT_SECRET es obligatorio en producción';
  if (PUBLIC_JWT_SECRETS.includes(secret) || /change-?me/i.test(secret))
    return 'JWT_SECRET es el valor de ejemplo o de desarrollo: genera uno propio (p. ej. `openssl rand -base64 48`)';
  if (new TextEncoder().encode(secret).length < JWT_SECRET_MIN_BYTES)
    return `JWT_SECRET debe tener al menos ${JWT_SECRET_MIN_BYTES} bytes`;
  return null;
}

export type ServiceName = 'api' | 'bff';

/**
 * The single JSON line a server writes when it cannot start (a pino-shaped fatal record, level
 * 60): the service and the reason, never a raw stack, so a log collector reads it like any other.
 */
export function fatalStartLine(
  service: ServiceName,
  error: unknown,
  message = 'No se pudo iniciar el servidor',
  now: Date = new Date(),
): string {
  const reason = error instanceof Error ? error.message : String(error);
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : undefined;
  return JSON.stringify({
    level: 60,
    time: now.getTime(),
    service,
    msg: message,
    reason,
    ...(code ? { code } : {}),
  });
}

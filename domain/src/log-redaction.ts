/**
 * What both servers' logs may hold. A log line is read by more people (and kept longer) than the
 * database: it never holds a password, a hash, a token, a guest session id, or the parameters of
 * a SQL statement (a failed INSERT INTO users carries the password hash). The servers hand these
 * to pino: `LOG_REDACT_PATHS` as `redact`, `errorForLog` and `requestForLog` as serializers.
 */

/** Field names whose value is a credential or a capability, wherever they appear. */
export const SECRET_LOG_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'sessionId',
  'authorization',
  'cookie',
  // A card payment intent's client secret lets whoever holds it confirm the payment in a browser.
  'clientSecret',
] as const;

export const REDACTED = '[REDACTED]';

/** pino `redact` paths: request headers, and the secret keys at the top and two levels down. */
export const LOG_REDACT_PATHS: string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'err.params',
  'err.parameters',
  'err.detail',
  'err.config',
  ...SECRET_LOG_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** Error properties worth a log line; everything else (parameters, row details, HTTP configs) is left out. */
const KEPT_ERROR_KEYS = [
  'code',
  'statusCode',
  'status',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
  'validationContext',
] as const;

const MAX_CAUSES = 5;

/** The shape pino's (and Fastify's) `err` serializer returns. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

interface ErrorLike {
  name?: unknown;
  message: string;
  stack?: unknown;
  cause?: unknown;
  [key: string]: unknown;
}

function isErrorLike(value: unknown): value is ErrorLike {
  return (
    value instanceof Error ||
    (typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string')
  );
}

/**
 * A database error's text without the values it quotes: drizzle appends `params: …` to the SQL
 * text, and PostgreSQL echoes a refused value (`invalid input syntax for type uuid: "…"`,
 * `value "…" is out of range`). Identifiers (`relation "users"`) stay.
 */
export function withoutStatementValues(text: string): string {
  return text
    .replace(/\n?params: [\s\S]*?(?=\n\s+at |$)/, '')
    .replace(/(: )"[^\n]*"(?=\n|$)/g, `$1"${REDACTED}"`)
    .replace(/\bvalue "[^"\n]*"/g, `value "${REDACTED}"`);
}

/**
 * Query parameters whose value is never logged: the secret keys, GraphQL variables sent by GET,
 * and the authorization code and state Google sends back to /bff/auth/google/callback.
 */
const SECRET_QUERY_PARAMETERS = new Set<string>(
  [...SECRET_LOG_KEYS, 'variables', 'code', 'state'].map((key) => key.toLowerCase()),
);

/** A URL with the values of secret query parameters (`?sessionId=…`, `?variables=…`) replaced. */
export function withoutSecretQueryValues(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const secret = SECRET_QUERY_PARAMETERS;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape is logged as sent.
      }
      return secret.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/** An outgoing HTTP call (axios) as "GET /api/users", without its headers, body or query. */
function httpCallOf(error: ErrorLike): string | undefined {
  const config = error.config as { method?: unknown; url?: unknown } | undefined;
  if (!config || typeof config !== 'object' || typeof config.url !== 'string') return undefined;
  const method = typeof config.method === 'string' ? config.method.toUpperCase() : 'GET';
  return `${method} ${config.url.split('?', 1)[0]}`;
}

/**
 * An error as a log line holds it: type, message and stack without statement values, the SQL
 * text, the SQLSTATE code and constraint, the outgoing call's method and path, and its causes the
 * same way. An allow-list: a property not named here (drizzle's `params`, PostgreSQL's `detail`
 * "Failing row contains (…)", axios's `config` with the Authorization header and the request
 * body) never reaches the log.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  // Something thrown that is not an error: its type and text only, never its properties.
  if (!isErrorLike(error)) return { type: typeof error, message: String(error), stack: '' };
  const logged: LoggedError = {
    type:
      typeof error.constructor === 'function' && error.constructor.name ? error.constructor.name : String(error.name),
    message: withoutStatementValues(error.message),
    stack: typeof error.stack === 'string' ? withoutStatementValues(error.stack) : '',
  };
  for (const key of KEPT_ERROR_KEYS) {
    const value = error[key];
    if (typeof value === 'string' || typeof value === 'number') logged[key] = value;
  }
  if (typeof error.query === 'string') logged.query = error.query;
  const call = httpCallOf(error);
  if (call) logged.call = call;
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** The request line Fastify logs, with secret query values replaced (guest carts travel as `?sessionId=`). */
export function requestForLog(request: LoggedRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? withoutSecretQueryValues(request.url) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

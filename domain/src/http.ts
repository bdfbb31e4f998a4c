/**
 * Request headers both servers read the same way: the caller's bearer token and the request id
 * that ties the bff's log lines to the api's.
 */

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The token of an `Authorization: Bearer <token>` header; null when absent or malformed. */
export function parseBearerToken(authorization: string | string[] | undefined | null): string | null {
  if (typeof authorization !== 'string') return null;
  return BEARER.exec(authorization)?.[1] ?? null;
}

/**
 * An incoming `x-request-id` when it is safe to log and forward (letters, digits, `._:-`, at most
 * 128 characters); null otherwise, so the server makes a new one.
 */
export function saneRequestId(incoming: string | string[] | undefined | null): string | null {
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : null;
}

/** The address kinds proxy-addr names (what Fastify's `trustProxy` accepts besides addresses). */
const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** An IPv4 or IPv6 address, optionally with a /prefix; Fastify judges the exact form at start. */
const PROXY_ADDRESS = /^[0-9A-Fa-f:.]+(\/\d{1,3})?$/;
const NO_PROXY = new Set(['', 'false', 'none']);

export type TrustProxyReading = { ok: true; proxies: string[] | false } | { ok: false; message: string };

/**
 * TRUST_PROXY as both servers read it: the proxies whose `X-Forwarded-For` states the caller's
 * address (which the api's sign-in limits count by), named as addresses, CIDR ranges or
 * loopback / linklocal / uniquelocal, comma-separated; `false` or `none` trusts no one. Trusting
 * every peer (`true`, `*`) or a hop count is refused: any client could then pick the address its
 * failed sign-ins are counted under.
 */
export function readTrustProxy(value: string): TrustProxyReading {
  const text = value.trim().toLowerCase();
  if (NO_PROXY.has(text)) return { ok: true, proxies: false };
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !PROXY_KEYWORDS.has(entry) && !isProxyAddress(entry));
  if (wrong.length > 0) {
    return {
      ok: false,
      message: `nombra los proxies de confianza (direcciones, rangos CIDR, loopback, linklocal o uniquelocal, separados por comas) o false; no se admite: ${wrong.join(', ')}`,
    };
  }
  return { ok: true, proxies: entries };
}

function isProxyAddress(entry: string): boolean {
  // A bare number would be read as a hop count ("trust the last N, whoever they are").
  return PROXY_ADDRESS.test(entry) && /[.:]/.test(entry);
}

/**
 * Response headers of every stored file either server hands out (public uploads and transfer
 * proofs): the file may be shown by an <img> or a viewer, but never runs script or loads anything
 * in our origin, even when opened directly; and the browser never guesses another type.
 */
export const STORED_FILE_HEADERS = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
} as const;

/**
 * The node http server options both servers start with so that a request that stops arriving is
 * answered 408 after `requestTimeout` ms. Node checks its connections every
 * `connectionsCheckingInterval` ms (30 s by default): a quarter of the limit keeps the overshoot
 * small. Its headers limit (60 s by default) must not exceed the request's, or node never expires it.
 */
export function requestArrivalLimit(requestTimeout: number): {
  requestTimeout: number;
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    requestTimeout,
    http: {
      headersTimeout: Math.min(60_000, requestTimeout),
      connectionsCheckingInterval: Math.max(10, Math.floor(requestTimeout / 4)),
    },
  };
}

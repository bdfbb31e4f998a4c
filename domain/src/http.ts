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

/**
 * Response headers of every stored file either server hands out (public uploads and transfer
 * proofs): the file may be shown by an <img> or a viewer, but never runs script or loads anything
 * in our origin, even when opened directly; and the browser never guesses another type.
 */
export const STORED_FILE_HEADERS = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
} as const;

import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** What a screen needs from a failed GraphQL call: the server's Spanish message, code and HTTP status. */
export interface ApiErrorInfo {
  message: string | null;
  code: string | null;
  status: number | null;
}

/**
 * Reads the first GraphQL error (the bff puts the REST status and a code in `extensions`),
 * or the HTTP status of a transport failure.
 */
export function apiErrorInfo(error: unknown): ApiErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = first?.extensions ?? {};
    const status = typeof extensions.status === 'number' ? extensions.status : null;
    const code = typeof extensions.code === 'string' ? extensions.code : null;
    return { message: first?.message ?? null, code, status: status ?? (code === 'INTERNAL_SERVER_ERROR' ? 500 : null) };
  }
  if (ServerError.is(error)) return { message: null, code: null, status: error.statusCode };
  return { message: null, code: null, status: null };
}

/** True for failures the global error link already reports (session, rate limit, server, network). */
export function isGlobalError(info: ApiErrorInfo): boolean {
  return (
    info.status === 401 || info.status === 429 || (info.status !== null && info.status >= 500) || info.message === null
  );
}

/**
 * The last day of the renewal that already covers the period (yyyy-mm-dd), when a renewal was
 * refused for it (the bff's `extensions.renewedUntil`); null for any other failure.
 */
export function renewedUntilOf(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const value = error.errors[0]?.extensions?.renewedUntil;
  return typeof value === 'string' ? value : null;
}

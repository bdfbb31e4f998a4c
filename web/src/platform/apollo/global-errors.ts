import { CombinedGraphQLErrors, ServerError, ServerParseError, type ErrorLike } from '@apollo/client';

/**
 * What the global handler of spec §8 makes of a failed operation. Everything classified as
 * 'screen' (validation, forbidden, not found, conflicts) is left to the screen that asked.
 */
export type GlobalFailure =
  | { kind: 'unauthenticated' }
  | { kind: 'tooManyRequests' }
  | { kind: 'server' }
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'status'; status: number; message: string | null }
  | { kind: 'cancelled' }
  | { kind: 'screen' };

interface ErrorExtensions {
  code?: unknown;
  status?: unknown;
}

function classifyGraphQLErrors(error: CombinedGraphQLErrors): GlobalFailure {
  const found = error.errors.map((e) => {
    const ext = (e.extensions ?? {}) as ErrorExtensions;
    return {
      code: typeof ext.code === 'string' ? ext.code : null,
      status: typeof ext.status === 'number' ? ext.status : null,
    };
  });
  // The code decides: the bff reports a wrong current password as BAD_USER_INPUT with status 401,
  // which is a form error, not an expired session. The status only refines server failures.
  if (found.some((e) => e.code === 'UNAUTHENTICATED')) return { kind: 'unauthenticated' };
  if (found.some((e) => e.code === 'TOO_MANY_REQUESTS')) return { kind: 'tooManyRequests' };
  const serverFailure = found.find((e) => e.code === 'INTERNAL_SERVER_ERROR');
  if (serverFailure) {
    if (serverFailure.status === 504) return { kind: 'timeout' };
    if (serverFailure.status === 503) return { kind: 'network' };
    return { kind: 'server' };
  }
  return { kind: 'screen' };
}

function messageFromBody(bodyText: string): string | null {
  try {
    const body = JSON.parse(bodyText) as { message?: unknown; errors?: { message?: unknown }[] };
    if (typeof body.message === 'string' && body.message) return body.message;
    const first = body.errors?.[0]?.message;
    return typeof first === 'string' && first ? first : null;
  } catch {
    return null;
  }
}

function classifyStatus(status: number, bodyText: string): GlobalFailure {
  if (status === 401) return { kind: 'unauthenticated' };
  if (status === 429) return { kind: 'tooManyRequests' };
  if (status >= 500) return { kind: 'server' };
  return { kind: 'status', status, message: messageFromBody(bodyText) };
}

export function classifyFailure(error: ErrorLike): GlobalFailure {
  if (CombinedGraphQLErrors.is(error)) return classifyGraphQLErrors(error);
  if (ServerError.is(error)) return classifyStatus(error.statusCode, error.bodyText);
  if (ServerParseError.is(error)) return classifyStatus(error.statusCode, error.bodyText);
  if (error.name === 'TimeoutError') return { kind: 'timeout' };
  if (error.name === 'AbortError') return { kind: 'cancelled' };
  // fetch rejects with a TypeError when the server cannot be reached at all.
  if (error.name === 'TypeError') return { kind: 'network' };
  return { kind: 'screen' };
}

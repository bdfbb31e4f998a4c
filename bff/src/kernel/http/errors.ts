import axios from 'axios';
import { GraphQLError } from 'graphql';
import { AUTH_MESSAGES, HTTP_MESSAGES, USER_MESSAGES } from '@gym/domain';

export type ErrorCode =
  'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'TOO_MANY_REQUESTS' | 'INTERNAL_SERVER_ERROR';

export interface FieldError {
  field: string;
  message: string;
}

export interface MapOptions {
  /**
   * Login and change-password answer 401 for a wrong password: that is bad input, not an expired
   * session, so the web must not sign the user out. The status stays 401 for the record. A 401
   * that says the token itself was refused (a session ended elsewhere) stays UNAUTHENTICATED.
   */
  credentialsCheck?: boolean;
}

interface RestErrorBody {
  message?: unknown;
  errors?: unknown;
}

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);
/** The api's 401 messages about the token rather than the password. */
const SESSION_REFUSALS = new Set<string>([AUTH_MESSAGES.tokenInvalid, AUTH_MESSAGES.tokenRequired]);

export function appError(message: string, code: ErrorCode, status: number, errors?: FieldError[]): GraphQLError {
  return new GraphQLError(message, { extensions: errors?.length ? { code, status, errors } : { code, status } });
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status >= 500) return 'INTERNAL_SERVER_ERROR';
  return 'BAD_USER_INPUT';
}

function fallbackMessage(status: number): string {
  switch (status) {
    case 400:
    case 422:
      return HTTP_MESSAGES.validation;
    case 401:
      return AUTH_MESSAGES.tokenInvalid;
    case 403:
      return USER_MESSAGES.noPermission;
    case 404:
      return HTTP_MESSAGES.notFound;
    case 413:
      return HTTP_MESSAGES.payloadTooLarge;
    case 429:
      return HTTP_MESSAGES.tooManyRequests;
    default:
      return HTTP_MESSAGES.genericStatus(status);
  }
}

function fieldErrors(value: unknown): FieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { field, message } = item as Record<string, unknown>;
    return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [];
  });
}

/** The one place where a failed REST call (or anything unexpected) becomes a GraphQL error. */
export function toGraphQLError(error: unknown, options: MapOptions = {}): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (!axios.isAxiosError(error)) return appError(HTTP_MESSAGES.serverError, 'INTERNAL_SERVER_ERROR', 500);

  const response = error.response;
  if (!response) {
    if (error.code && TIMEOUT_CODES.has(error.code))
      return appError(HTTP_MESSAGES.timeout, 'INTERNAL_SERVER_ERROR', 504);
    return appError(HTTP_MESSAGES.network, 'INTERNAL_SERVER_ERROR', 503);
  }

  const status = response.status;
  // A 5xx never leaks the api's internals, whatever its body says.
  if (status >= 500) return appError(HTTP_MESSAGES.serverError, 'INTERNAL_SERVER_ERROR', status);

  const body = (typeof response.data === 'object' && response.data !== null ? response.data : {}) as RestErrorBody;
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : fallbackMessage(status);
  const wrongPassword = status === 401 && options.credentialsCheck && !SESSION_REFUSALS.has(message);
  const code = wrongPassword ? 'BAD_USER_INPUT' : codeForStatus(status);
  return appError(message, code, status, fieldErrors(body.errors));
}

/** Awaits a REST call and rethrows its failure already mapped. */
export async function mapRestErrors<T>(call: Promise<T>, options?: MapOptions): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw toGraphQLError(error, options);
  }
}

import { INPUT_MESSAGES } from '@gym/domain';
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { GraphQLError } from 'graphql';
import { appError, mapRestErrors, type MapOptions } from './errors';

/** The api's success envelope (docs/api.md). */
export interface RestEnvelope<T> {
  success: boolean;
  data: T;
  message?: string;
}

export interface RestRequest extends AxiosRequestConfig {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
}

/** Sends one request to the api and answers its envelope; failures come back as mapped GraphQL errors. */
export async function restCall<T>(
  http: AxiosInstance,
  request: RestRequest,
  options?: MapOptions,
): Promise<RestEnvelope<T>> {
  const response = await mapRestErrors(http.request<RestEnvelope<T>>(request), options);
  return response.data;
}

/**
 * Shorthands over one axios instance: `get` answers the data of a GET; `send` writes, and a
 * bodyless action still sends '{}' (axios would otherwise label it as form data, which the api
 * refuses).
 */
export function restShorthands(http: AxiosInstance) {
  return {
    get: async <T>(url: string): Promise<T> => (await restCall<T>(http, { method: 'GET', url })).data,
    send: <T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, data?: unknown) =>
      restCall<T>(http, { method, url, data: data ?? {} }),
  };
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof GraphQLError && typeof error.extensions.status === 'number') return error.extensions.status;
  return undefined;
}

/** Runs `primary`; on one of the given statuses answers `fallback()` instead (spec §7 quiet degradation). */
export async function withFallback<T>(
  primary: () => Promise<T>,
  statuses: number[],
  fallback: () => Promise<T> | T,
): Promise<T> {
  try {
    return await primary();
  } catch (error) {
    if (statuses.includes(statusOf(error) ?? -1)) return fallback();
    throw error;
  }
}

/**
 * A failure a read may hide behind an empty or zeroed answer (spec §8 quiet degradation): any
 * but a session that ended (UNAUTHENTICATED, 401) or a role refused (FORBIDDEN, 403), so the
 * caller is told to sign in again, or that they may not, instead of being shown an empty screen.
 */
export function degradable(error: unknown): boolean {
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  return code !== 'UNAUTHENTICATED' && code !== 'FORBIDDEN';
}

/** Runs `call`; on a degradable failure answers `fallback()` instead (spec §8). */
export async function orDegraded<T>(call: () => Promise<T>, fallback: () => Promise<T> | T): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (degradable(error)) return fallback();
    throw error;
  }
}

/** The query string of `params` without the fields not given or left empty ('' when none is left). */
export function query(params: object | null | undefined): string {
  const entries = Object.entries(withoutNullish({ ...(params ?? {}) })).map(([k, v]) => [k, String(v)]);
  const text = new URLSearchParams(entries).toString();
  return text ? `?${text}` : '';
}

/**
 * A value as one segment of an api path (an id, a slug): encoded, so it never reaches another route.
 * A text no URL can carry (half a UTF-16 pair: encodeURIComponent throws) is the caller's bad
 * input, whichever resolver forgot to refuse it first.
 */
export function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    throw appError(INPUT_MESSAGES.controlCharacters, 'BAD_USER_INPUT', 422);
  }
}

/** A request body without the fields that were not given (undefined) or left empty (null). */
export function withoutNullish<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
}

/** A request body without the fields that were not given; null stays, since the api reads it as "clear it". */
export function withoutUndefined<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

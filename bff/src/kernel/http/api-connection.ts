import { randomUUID } from 'node:crypto';
import { idempotencySubKey, isValidIdempotencyKey, parseBearerToken, saneRequestId } from '@gym/domain';
import axios, { type AxiosInstance } from 'axios';
import type { FastifyRequest } from 'fastify';
import { outgoingTraceparent } from './tracing';

export const DEFAULT_API_TIMEOUT_MS = 30_000;

/** Where the api is and how long a call to it may take. */
export interface ApiConnection {
  apiUrl: string;
  timeoutMs?: number;
}

/** Who is calling: the bearer token, the request id shared with the api's logs, the address. */
export interface Caller {
  token: string | null;
  requestId: string;
  ip: string;
  /**
   * The browser's `Idempotency-Key` (one per attempt of a form that takes money), passed on to the
   * api's writes; null when none came or it is not a usable key (the write then runs as before).
   */
  idempotencyKey?: string | null;
  /** W3C `traceparent` naming the bff's span of this request (kernel/http/tracing.ts), passed to the api. */
  traceparent?: string | null;
}

/** The caller's `x-request-id` when it is sane, else a new UUID: one id for the bff's and the api's logs. */
export function requestIdFrom(headers: { [name: string]: string | string[] | undefined }): string {
  return saneRequestId(headers['x-request-id']) ?? randomUUID();
}

export function callerFromRequest(request: FastifyRequest): Caller {
  const key = request.headers['idempotency-key'];
  return {
    token: parseBearerToken(request.headers.authorization),
    requestId: request.id,
    ip: request.ip,
    idempotencyKey: isValidIdempotencyKey(key) ? key : null,
    traceparent: outgoingTraceparent(request),
  };
}

const READS = new Set(['get', 'head', 'options']);

/**
 * Passes the caller's Idempotency-Key on to each write (POST, PUT, PATCH, DELETE) of one request:
 * the first write carries the key itself and the n-th `key:n`, so a mutation that makes several
 * writes gives each its own key, and the same ones again when the browser retries it (a resolver
 * makes its calls in the same order for the same input). Reads never carry it.
 */
function forwardIdempotencyKey(http: AxiosInstance, key: string): void {
  let writes = 0;
  http.interceptors.request.use(
    (config) => {
      if (READS.has((config.method ?? 'get').toLowerCase())) return config;
      writes += 1;
      // A client that names its own key for the call (the store's order) keeps it.
      if (config.headers.has('idempotency-key')) return config;
      config.headers.set('idempotency-key', writes === 1 ? key : idempotencySubKey(key, String(writes)));
      return config;
    },
    undefined,
    // At call time, in call order: two writes started together still number alike on a retry.
    { synchronous: true },
  );
}

/** The api's REST root as every client of this bff calls it (caches are kept per api). */
export function apiBaseUrl(connection: ApiConnection): string {
  return `${connection.apiUrl.replace(/\/+$/, '')}/api`;
}

/** An axios instance for one caller: its token, request id and IP travel with every api call. */
export function createApiHttp(connection: ApiConnection, caller: Caller): AxiosInstance {
  const headers: Record<string, string> = {
    'x-request-id': caller.requestId,
    'x-forwarded-for': caller.ip,
  };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (caller.traceparent) headers.traceparent = caller.traceparent;
  const http = axios.create({
    baseURL: apiBaseUrl(connection),
    timeout: connection.timeoutMs ?? DEFAULT_API_TIMEOUT_MS,
    headers,
    // Connections to the api are reused: node's global agent keeps them alive (node >= 19).
    // The api never redirects: without redirects axios calls node's http directly instead of
    // going through its redirect-following wrapper on every call.
    maxRedirects: 0,
  });
  if (caller.idempotencyKey) forwardIdempotencyKey(http, caller.idempotencyKey);
  return http;
}

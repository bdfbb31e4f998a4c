import { randomUUID } from 'node:crypto';
import { parseBearerToken, saneRequestId } from '@gym/domain';
import axios, { type AxiosInstance } from 'axios';
import type { FastifyRequest } from 'fastify';

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
}

/** The caller's `x-request-id` when it is sane, else a new UUID: one id for the bff's and the api's logs. */
export function requestIdFrom(headers: { [name: string]: string | string[] | undefined }): string {
  return saneRequestId(headers['x-request-id']) ?? randomUUID();
}

export function callerFromRequest(request: FastifyRequest): Caller {
  return { token: parseBearerToken(request.headers.authorization), requestId: request.id, ip: request.ip };
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
  return axios.create({
    baseURL: apiBaseUrl(connection),
    timeout: connection.timeoutMs ?? DEFAULT_API_TIMEOUT_MS,
    headers,
    // Connections to the api are reused: node's global agent keeps them alive (node >= 19).
    // The api never redirects: without redirects axios calls node's http directly instead of
    // going through its redirect-following wrapper on every call.
    maxRedirects: 0,
  });
}

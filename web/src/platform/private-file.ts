import { HTTP_MESSAGES } from '@gym/domain';
import { reportUnauthorized } from './session-events';
import { getToken } from './session-storage';
import { config } from './config';

/**
 * Files that are not public (a transfer proof): the bff hands them out only with the bearer token,
 * which the browser keeps in storage, not in a cookie. So a plain link or <img src> cannot load
 * them: the client fetches the bytes with the Authorization header and shows them from a blob URL
 * (an object URL of this page, which the caller revokes when it is done).
 */

export class PrivateFileError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or null when no answer arrived (network failure, timeout). */
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'PrivateFileError';
  }
}

export interface PrivateFileMessages {
  /** The request never reached the server. */
  network: string;
  /** 401, shown while the session-expiry path signs the user out. */
  sessionExpired: string;
  /** 5xx, or another refusal whose answer carries no message. */
  failed: string;
}

async function messageOf(response: Response, fallback: string): Promise<string> {
  try {
    const body: unknown = await response.json();
    const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : null;
    return typeof message === 'string' && message ? message : fallback;
  } catch {
    return fallback;
  }
}

/** GETs `url` with the stored bearer token; resolves the file, or rejects with the message to show. */
export async function fetchPrivateFile(url: string, messages: PrivateFileMessages): Promise<Blob> {
  return (await requestPrivateFile(url, messages)).blob();
}

/** The name a file's answer gives it (`Content-Disposition: attachment; filename="..."`). */
export function dispositionFilename(header: string | null): string | null {
  const match = /filename="?([^";]+)"?/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * POSTs `body` as JSON to `url` with the stored bearer token, for a file the server makes on
 * demand (a report export); resolves the file and the name the server gave it.
 */
export async function postForPrivateFile(
  url: string,
  body: unknown,
  messages: PrivateFileMessages,
  timeoutMs: number = config.requestTimeoutMs,
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await requestPrivateFile(url, messages, {
    method: 'POST',
    body: JSON.stringify(body),
    contentType: 'application/json',
    timeoutMs,
  });
  return { blob: await response.blob(), filename: dispositionFilename(response.headers.get('content-disposition')) };
}

async function requestPrivateFile(
  url: string,
  messages: PrivateFileMessages,
  init: { method?: 'GET' | 'POST'; body?: string; contentType?: string; timeoutMs?: number } = {},
): Promise<Response> {
  const token = getToken();
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (init.contentType) headers['Content-Type'] = init.contentType;
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      body: init.body,
      headers,
      // Never kept by the browser's cache: a bank receipt, a report of the gym's books.
      cache: 'no-store',
      signal: AbortSignal.timeout(init.timeoutMs ?? config.requestTimeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new PrivateFileError(timedOut ? HTTP_MESSAGES.timeout : messages.network, null);
  }
  if (response.ok) return response;
  if (response.status === 401) {
    // A rejected token ends the session exactly as an Apollo 401 does (apollo/error-link.ts).
    reportUnauthorized();
    throw new PrivateFileError(messages.sessionExpired, 401);
  }
  if (response.status >= 500) throw new PrivateFileError(messages.failed, response.status);
  throw new PrivateFileError(await messageOf(response, messages.failed), response.status);
}

import { HTTP_MESSAGES } from '@gym/domain';
import { reportUnauthorized } from '../features/auth/session-events';
import { getToken } from '../features/auth/session-storage';
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
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      // Never kept by the browser's cache: what it holds is a bank receipt.
      cache: 'no-store',
      signal: AbortSignal.timeout(config.requestTimeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new PrivateFileError(timedOut ? HTTP_MESSAGES.timeout : messages.network, null);
  }
  if (response.ok) return response.blob();
  if (response.status === 401) {
    // A rejected token ends the session exactly as an Apollo 401 does (app/apollo/error-link.ts).
    reportUnauthorized();
    throw new PrivateFileError(messages.sessionExpired, 401);
  }
  if (response.status >= 500) throw new PrivateFileError(messages.failed, response.status);
  throw new PrivateFileError(await messageOf(response, messages.failed), response.status);
}

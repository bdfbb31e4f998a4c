import { HTTP_MESSAGES, TIMEOUTS } from '@gym/domain';
import { reportUnauthorized } from './session-events';
import { getToken } from './session-storage';

/**
 * The one way the client posts a file: XMLHttpRequest, because fetch cannot report upload
 * progress. The bff answers `{ success, data, message }`; a failure rejects with an UploadError
 * carrying the Spanish message to show.
 */

export class UploadError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or null when no answer arrived (network failure, timeout). */
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The words a screen chooses; whatever it leaves out comes from the server or the global catalogue. */
export interface UploadMessages {
  /** The request never reached the server. */
  network: string;
  /** Refusals the screen words itself instead of the server, by status (e.g. 413, 415). */
  byStatus?: Readonly<Partial<Record<number, string>>>;
  /** 401, shown while the session-expiry path signs the user out. */
  sessionExpired?: string;
  /** 5xx, or a success without the expected answer. */
  serverError?: string;
  /** Another refusal whose answer carries no message. Default: `Error <status>`. */
  refused?: string;
}

export interface UploadRequest<T> {
  url: string;
  /** Multipart field that carries the file. */
  field: string;
  file: File;
  /** What the caller wants from the answer's `data`; null when the answer lacks it. */
  read: (data: unknown) => T | null;
  messages: UploadMessages;
  /** Whole percent 0-100 as bytes leave the browser; 100 once the answer is read. */
  onProgress?: (percent: number) => void;
  /** Extra request headers (e.g. a guest order's x-order-token secret, kept out of the URL). */
  headers?: Readonly<Record<string, string>>;
  /** POST unless told (a brand's new logo is a PUT of the brand). */
  method?: 'POST' | 'PUT';
  /** Text fields sent before the file in the same form (a brand's name, description, website). */
  fields?: Readonly<Record<string, string>>;
}

/** The string at `path` inside `value`, or null. */
export function stringAt(value: unknown, ...path: string[]): string | null {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return null;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'string' ? current : null;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function messageFor(status: number, body: unknown, messages: UploadMessages): string {
  const server = stringAt(body, 'message') || null;
  const chosen = messages.byStatus?.[status];
  if (chosen) return chosen;
  if (status === 401)
    return messages.sessionExpired ?? server ?? messages.refused ?? HTTP_MESSAGES.genericStatus(status);
  if (status === 429) return HTTP_MESSAGES.tooManyRequests;
  if (status >= 500) return messages.serverError ?? server ?? HTTP_MESSAGES.serverError;
  return server ?? messages.refused ?? HTTP_MESSAGES.genericStatus(status);
}

/** POSTs `file` as multipart field `field` with the stored bearer token; resolves what `read` finds. */
export function upload<T>({
  url,
  field,
  file,
  read,
  messages,
  onProgress,
  headers,
  method = 'POST',
  fields,
}: UploadRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.timeout = TIMEOUTS.uploadMs;
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const value = typeof body === 'object' && body !== null && 'data' in body ? read(body.data) : null;
        if (value !== null) {
          onProgress?.(100);
          resolve(value);
          return;
        }
        reject(new UploadError(messages.serverError ?? HTTP_MESSAGES.serverError, xhr.status));
        return;
      }
      // A rejected token ends the session exactly as an Apollo 401 does (apollo/error-link.ts).
      if (xhr.status === 401) reportUnauthorized();
      reject(new UploadError(messageFor(xhr.status, body, messages), xhr.status));
    };
    xhr.onerror = () => reject(new UploadError(messages.network, null));
    xhr.ontimeout = () => reject(new UploadError(HTTP_MESSAGES.timeout, null));
    const form = new FormData();
    for (const [name, value] of Object.entries(fields ?? {})) form.append(name, value);
    form.append(field, file);
    xhr.send(form);
  });
}

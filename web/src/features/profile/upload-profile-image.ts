import { HTTP_MESSAGES, PROFILE_MESSAGES, TIMEOUTS } from '@gym/domain';
import { config } from '../../app/config';
import { reportUnauthorized } from '../auth/session-events';
import { getToken } from '../auth/session-storage';

export interface UploadedImage {
  profileImage: string;
  publicId: string | null;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

interface UploadOptions {
  url?: string;
  /** Whole percent 0-100 as bytes leave the browser. */
  onProgress?: (percent: number) => void;
}

function messageFor(status: number, body: unknown): string {
  if (status === 413) return PROFILE_MESSAGES.imageTooLarge;
  if (status === 422 || status === 415) return PROFILE_MESSAGES.imageInvalidFormat;
  if (status === 401) return PROFILE_MESSAGES.sessionExpired;
  if (status === 429) return HTTP_MESSAGES.tooManyRequests;
  if (status >= 500) return PROFILE_MESSAGES.serverError;
  const message =
    typeof body === 'object' && body !== null && 'message' in body ? (body as { message: unknown }).message : null;
  return typeof message === 'string' && message ? message : HTTP_MESSAGES.genericStatus(status);
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Uploads the profile image through the bff with XMLHttpRequest, because fetch cannot report
 * upload progress. Multipart field `image`, bearer token from local storage.
 */
export function uploadProfileImage(file: File, options: UploadOptions = {}): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', options.url ?? config.profileImageUploadUrl);
    xhr.timeout = TIMEOUTS.uploadMs;
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const data = (body as { data?: { profileImage?: unknown; publicId?: unknown } } | null)?.data;
        if (data && typeof data.profileImage === 'string') {
          options.onProgress?.(100);
          resolve({
            profileImage: data.profileImage,
            publicId: typeof data.publicId === 'string' ? data.publicId : null,
          });
          return;
        }
        reject(new UploadError(PROFILE_MESSAGES.serverError, xhr.status));
        return;
      }
      // A rejected token ends the session exactly as an Apollo 401 does.
      if (xhr.status === 401) reportUnauthorized();
      reject(new UploadError(messageFor(xhr.status, body), xhr.status));
    };
    xhr.onerror = () => reject(new UploadError(PROFILE_MESSAGES.imageUploadNetwork, null));
    xhr.ontimeout = () => reject(new UploadError(HTTP_MESSAGES.timeout, null));
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}

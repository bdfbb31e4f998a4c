import { HTTP_MESSAGES, TIMEOUTS } from '@gym/domain';
import { reportUnauthorized } from '../auth/session-events';
import { getToken } from '../auth/session-storage';
import { PAYMENT_TEXTS as T } from './texts';

export class ProofUploadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ProofUploadError';
  }
}

export const transferProofUrl = (paymentId: string) => `/bff/payments/${encodeURIComponent(paymentId)}/transfer-proof`;

function messageFor(status: number, body: unknown): string {
  if (status === 413) return T.tooLarge;
  if (status === 415) return T.invalidType;
  if (status === 401) return T.sessionExpired;
  if (status === 429) return HTTP_MESSAGES.tooManyRequests;
  if (status >= 500) return T.serverError;
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

/** XMLHttpRequest because fetch cannot report upload progress; answers the stored proof URL. */
export function uploadTransferProof(
  paymentId: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<{ proofUrl: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', transferProofUrl(paymentId));
    xhr.timeout = TIMEOUTS.uploadMs;
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const proofUrl = (body as { data?: { payment?: { proofUrl?: unknown } } } | null)?.data?.payment?.proofUrl;
        if (typeof proofUrl === 'string') {
          onProgress?.(100);
          resolve({ proofUrl });
          return;
        }
        reject(new ProofUploadError(T.serverError, xhr.status));
        return;
      }
      if (xhr.status === 401) reportUnauthorized();
      reject(new ProofUploadError(messageFor(xhr.status, body), xhr.status));
    };
    xhr.onerror = () => reject(new ProofUploadError(T.network, null));
    xhr.ontimeout = () => reject(new ProofUploadError(HTTP_MESSAGES.timeout, null));
    const form = new FormData();
    form.append('proof', file);
    xhr.send(form);
  });
}

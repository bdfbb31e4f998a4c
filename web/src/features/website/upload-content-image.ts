import { CONTENT_IMAGE_MAX_BYTES, CONTENT_MESSAGES, TIMEOUTS, type ContentImageKind } from '@gym/domain';
import { reportUnauthorized } from '../auth/session-events';
import { getToken } from '../auth/session-storage';

export const CONTENT_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/svg+xml';

/** Quick check before sending; the server still judges the file by its content. */
export function precheckContentImage(file: File): string | null {
  if (file.size === 0) return CONTENT_MESSAGES.imageRequired;
  if (file.size > CONTENT_IMAGE_MAX_BYTES) return CONTENT_MESSAGES.imageTooLarge;
  if (!CONTENT_IMAGE_ACCEPT.split(',').includes(file.type)) return CONTENT_MESSAGES.imageInvalidType;
  return null;
}

interface UploadBody {
  data?: { url?: unknown };
  message?: unknown;
}

function parseBody(text: string): UploadBody | null {
  try {
    return JSON.parse(text) as UploadBody;
  } catch {
    return null;
  }
}

/** POST /bff/content/images with XMLHttpRequest for upload progress; resolves the stored URL. */
export function uploadContentImage(
  kind: ContentImageKind,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/bff/content/images?kind=${kind}`);
    xhr.timeout = TIMEOUTS.uploadMs;
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.data?.url === 'string') {
        onProgress?.(100);
        resolve(body.data.url);
        return;
      }
      if (xhr.status === 401) reportUnauthorized();
      const message = typeof body?.message === 'string' ? body.message : CONTENT_MESSAGES.imageInvalidType;
      reject(new Error(xhr.status === 413 ? CONTENT_MESSAGES.imageTooLarge : message));
    };
    xhr.onerror = () => reject(new Error('Error de conexión al subir imagen'));
    xhr.ontimeout = () => reject(new Error('La solicitud tardó demasiado tiempo'));
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}

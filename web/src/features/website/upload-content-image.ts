import { CONTENT_IMAGE_MAX_BYTES, CONTENT_MESSAGES, type ContentImageKind } from '@gym/domain';
import { config } from '../../platform/config';
import { stringAt, upload } from '../../platform/upload';
import { WEBSITE_TEXTS } from './texts';

export const CONTENT_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/svg+xml';

/** Quick check before sending; the server still judges the file by its content. */
export function precheckContentImage(file: File): string | null {
  if (file.size === 0) return CONTENT_MESSAGES.imageRequired;
  if (file.size > CONTENT_IMAGE_MAX_BYTES) return CONTENT_MESSAGES.imageTooLarge;
  if (!CONTENT_IMAGE_ACCEPT.split(',').includes(file.type)) return CONTENT_MESSAGES.imageInvalidType;
  return null;
}

const T = WEBSITE_TEXTS.imageUpload;

/** Field `image` to /bff/content/images; resolves the stored image's URL. */
export function uploadContentImage(
  kind: ContentImageKind,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<string> {
  return upload({
    url: config.contentImageUploadUrl(kind),
    field: 'image',
    file,
    onProgress,
    read: (data) => stringAt(data, 'url'),
    messages: { network: T.network, byStatus: { 413: T.tooLarge }, refused: T.refused },
  });
}

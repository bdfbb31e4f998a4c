import type { ContentImageKind } from '@gym/domain';
import { storeImage } from '../../lib/images';
import type { FileStorage } from '../../storage/file-storage';

/** Stores a website image under content/<kind>/ (judged by its bytes; SVG sanitized). */
export async function storeContentImage(
  storage: FileStorage,
  kind: ContentImageKind,
  data: Buffer,
): Promise<{ url: string; key: string; contentType: string; size: number }> {
  const { url, key, contentType, size } = await storeImage(storage, `content/${kind}`, data);
  return { url, key, contentType, size };
}

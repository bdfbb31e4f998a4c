import { randomUUID } from 'node:crypto';
import { checkContentImage, CONTENT_MESSAGES, type ContentImageKind } from '@gym/domain';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import { isSafeSvg, looksLikeSvg } from './svg.rules';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/** Judges the file by its bytes (never its name or declared type) and stores it under content/<kind>/. */
export async function storeContentImage(
  storage: FileStorage,
  kind: ContentImageKind,
  data: Buffer,
): Promise<{ url: string; key: string; contentType: string; size: number }> {
  const sniffed = (await fileTypeFromBuffer(data))?.mime;
  // file-type calls an SVG with an XML declaration plain XML, and knows no SVG without one.
  const detected = (!sniffed || sniffed === 'application/xml') && looksLikeSvg(data) ? 'image/svg+xml' : sniffed;
  const check = checkContentImage(data.length, detected);
  if (!check.ok) throw new AppError(check.status, check.message);
  const mime = detected ?? '';
  if (mime === 'image/svg+xml' && !isSafeSvg(data)) throw new AppError(422, CONTENT_MESSAGES.imageInvalidType);
  const stored = await storage.save(`content/${kind}/${randomUUID()}.${EXTENSIONS[mime]}`, data, mime);
  return { url: stored.url, key: stored.key, contentType: mime, size: data.length };
}

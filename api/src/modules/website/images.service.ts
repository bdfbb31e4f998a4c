import { randomUUID } from 'node:crypto';
import { checkContentImage, CONTENT_MESSAGES, type ContentImageKind } from '@gym/domain';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../storage/file-storage';
import { looksLikeSvg, sanitizeSvg } from './svg.sanitizer';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/**
 * Judges the file by its bytes (never its name or declared type) and stores it under
 * content/<kind>/; an SVG is stored as its sanitized re-serialization, never as sent.
 */
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
  const stored = mime === 'image/svg+xml' ? sanitizeSvg(data) : data;
  if (!stored) throw new AppError(422, CONTENT_MESSAGES.imageInvalidType);
  const file = await storage.save(`content/${kind}/${randomUUID()}.${EXTENSIONS[mime]}`, stored, mime);
  return { url: file.url, key: file.key, contentType: mime, size: stored.length };
}

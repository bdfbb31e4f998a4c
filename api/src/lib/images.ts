import { randomUUID } from 'node:crypto';
import { checkContentImage, CONTENT_MESSAGES } from '@gym/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { FileStorage, StoredFile } from '../storage/file-storage';
import { AppError } from './errors';
import { looksLikeSvg, sanitizeSvg } from './svg.sanitizer';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

export interface StoredImage extends StoredFile {
  contentType: string;
  size: number;
}

/** The image's type read from its bytes (never its name or declared type), or null. */
export async function detectImageType(data: Buffer): Promise<string | null> {
  const sniffed = (await fileTypeFromBuffer(data))?.mime;
  // file-type calls an SVG with an XML declaration plain XML, and knows no SVG without one.
  return ((!sniffed || sniffed === 'application/xml') && looksLikeSvg(data) ? 'image/svg+xml' : sniffed) ?? null;
}

/**
 * The one way an image of the site or the store is kept: judged by its bytes (JPEG, PNG, WebP or
 * SVG up to 3 MB, spec staff §5 Image file), stored under `<folder>/`; an SVG is stored as its
 * sanitized re-serialization, never as sent. Throws 413/422 with the spec's message.
 */
export async function storeImage(storage: FileStorage, folder: string, data: Buffer): Promise<StoredImage> {
  const detected = await detectImageType(data);
  const check = checkContentImage(data.length, detected);
  if (!check.ok) throw new AppError(check.status, check.message);
  const mime = detected ?? '';
  const stored = mime === 'image/svg+xml' ? await sanitizeSvg(data) : data;
  if (!stored) throw new AppError(422, CONTENT_MESSAGES.imageInvalidType);
  const file = await storage.save(`${folder}/${randomUUID()}.${EXTENSIONS[mime]}`, stored, mime);
  return { ...file, contentType: mime, size: stored.length };
}

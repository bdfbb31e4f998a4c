import { CONTENT_MESSAGES } from '@gym/domain';
import { z } from 'zod';
import { envelope } from '../../lib/zod';

/** Relative upload paths (/uploads/...) or absolute http(s) URLs. */
export const imageUrlField = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || v.startsWith('/uploads/') || /^https?:\/\/\S+$/i.test(v), CONTENT_MESSAGES.invalidUrl)
  .transform((v) => v || null)
  .nullable()
  .optional();

/** Optional trimmed text up to `max` characters; null clears it. */
export const nullableText = (max: number) => z.string().trim().max(max).nullable().optional();

/** Answers whose data is a stored block of any shape (the admin editor owns the shape). */
export const anyData = envelope(z.unknown());

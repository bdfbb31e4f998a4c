import type { FieldError } from '@gym/domain';
import { z } from 'zod';

// Every zod default message (wrong type, missing field...) in Spanish, like the rest of the API.
z.config(z.locales.es());

/** Applies a domain validator (value -> message | null) as a zod refinement, keeping its exact message. */
export function domainRule<T>(validate: (value: T) => FieldError) {
  return (value: T, ctx: z.RefinementCtx) => {
    const message = validate(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

/** Success envelope `{ success: true, data, message? }` for response schemas. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

export const messageEnvelope = z.object({ success: z.literal(true), message: z.string() });

/** Trimmed optional text where '' means "clear it" (stored as null). */
export const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.trim() || null)
    .nullable()
    .optional();

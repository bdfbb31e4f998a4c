import { enumField, FIELD_MESSAGES, type FieldError } from '@gym/domain';
import { z } from 'zod';

// Every zod default message (wrong type, missing field...) in Spanish, like the rest of the API. An
// enumeration without a message of its own lists the accepted values in plain words (the locale would
// say `Opción inválida: se esperaba una de "asc"|"desc"`).
z.config(z.locales.es());
z.config({
  customError: (issue) =>
    issue.code === 'invalid_value' && issue.values.length > 1
      ? FIELD_MESSAGES.notOneOf(enumField('El valor', issue.values.map(String)))
      : undefined,
});

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

/** A list answer's `pagination` (pages: domain `pageCount`). */
export const paginationSchema = z.object({ total: z.number(), page: z.number(), pages: z.number(), limit: z.number() });

export const messageEnvelope = z.object({ success: z.literal(true), message: z.string() });

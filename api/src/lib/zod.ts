import type { FieldError } from '@gym/domain';
import { z } from 'zod';

/** `<label> debe ser uno de: a, b, c`: a refused enumeration value names what is accepted. */
export const oneOfMessage = (label: string, values: readonly (string | number)[]): string =>
  `${label} debe ser uno de: ${values.join(', ')}`;

// Every zod default message (wrong type, missing field...) in Spanish, like the rest of the API. An
// enumeration without a message of its own lists the accepted values in plain words (the locale would
// say `Opción inválida: se esperaba una de "asc"|"desc"`).
z.config(z.locales.es());
z.config({
  customError: (issue) =>
    issue.code === 'invalid_value' && issue.values.length > 1
      ? oneOfMessage('El valor', issue.values.map(String))
      : undefined,
});

/** An enumeration whose refusal names the field: `oneOf(['asc', 'desc'], 'El orden')`. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.enum(values, { error: oneOfMessage(label, values) });
}

export const SORT_ORDERS = ['asc', 'desc'] as const;

/** Sort direction in any case (`ASC`, `desc`, `Desc`), read as `asc` or `desc`. */
export const sortOrderField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(oneOf(SORT_ORDERS, 'La dirección del orden'))
  .describe('asc o desc (sin distinguir mayúsculas)');

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

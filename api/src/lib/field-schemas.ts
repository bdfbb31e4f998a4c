/**
 * zod schemas built from the field contracts of `@gym/domain` (domain/src/field-contract.ts).
 * A route schema never writes a limit or its message itself: it names the contract, so the
 * OpenAPI document, the api's refusal and the web's form all say the same thing.
 *
 * Each builder returns the schema of a present value; the route adds `.optional()`,
 * `.nullable()` or `.default()` as its body needs.
 */
import {
  calendarDate,
  fieldError,
  FIELD_MESSAGES,
  hasAtMostTwoDecimals,
  INT32_MAX,
  isBusinessDate,
  normalizedText,
  type EnumField,
  type IntField,
  type ListField,
  type MoneyField,
  type NumberField,
  type TextField,
} from '@gym/domain';
import { z } from 'zod';

/**
 * Text judged exactly as `fieldError` judges it (the bff and the web forms call the same check):
 * one message per field, in its order: a blank value is absent (the required message when the
 * field is required), then control characters, length and pattern. The value is trimmed unless the
 * contract keeps whitespace; the OpenAPI document shows the length limits.
 */
export function zText(contract: TextField) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? FIELD_MESSAGES.required(contract) : FIELD_MESSAGES.notText(contract),
    })
    .superRefine((text, ctx) => {
      const message = fieldError(contract, text);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((text) => normalizedText(contract, text))
    .meta({ maxLength: contract.max, ...(contract.min ? { minLength: contract.min } : {}) });
}

/** Optional text where blank ('' or spaces) means "clear it": stored as null. */
export function zClearableText(contract: TextField) {
  return zText({ ...contract, required: false })
    .transform((text) => text || null)
    .nullable()
    .optional();
}

/** A page size: whole and within an integer column; larger than the contract allows reads as its max (lists clamp, they do not refuse). */
export function zClampedLimit(contract: IntField, byDefault: number) {
  return zInt({ ...contract, max: INT32_MAX }, { coerce: true })
    .default(byDefault)
    .transform((value) => Math.min(value, contract.max))
    .describe(`Por página: por defecto ${byDefault}; valores mayores a ${contract.max} se recortan a ${contract.max}`);
}

function numberInput(contract: IntField | NumberField | MoneyField, coerce: boolean) {
  // A missing required number says so ('El precio es obligatorio'), not that it is no number.
  const params = {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined && contract.required
        ? FIELD_MESSAGES.required(contract)
        : FIELD_MESSAGES.notNumber(contract),
  };
  return coerce ? z.coerce.number(params) : z.number(params);
}

/**
 * A whole number in the contract's range. `coerce` for query strings and path parameters
 * ('12' -> 12); a JSON body must send a number.
 */
export function zInt(contract: IntField, { coerce = false }: { coerce?: boolean } = {}) {
  return numberInput(contract, coerce)
    .int(FIELD_MESSAGES.notInteger(contract))
    .min(contract.min, FIELD_MESSAGES.belowMin(contract))
    .max(contract.max, FIELD_MESSAGES.aboveMax(contract));
}

/**
 * An optional number (a weight, a dimension, an amount, an order) where an empty string is absent:
 * an emptied form field sends `"weight": ""`, which means "not given", not "not a number". Blank
 * text counts as empty; any other text is still refused with the number's message. `schema` is
 * the present value's (`zNumber(...)`, `zMoney(...)`, `zInt(...)`, maybe `.nullable()`).
 */
export function zOptionalNumber<T extends z.ZodType<number | null>>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );
}

/** A decimal number in the contract's range. */
export function zNumber(contract: NumberField, { coerce = false }: { coerce?: boolean } = {}) {
  return numberInput(contract, coerce)
    .min(contract.min, FIELD_MESSAGES.belowMin(contract))
    .max(contract.max, FIELD_MESSAGES.aboveMax(contract));
}

/** An amount in quetzales: a number in range with at most two decimals. */
export function zMoney(contract: MoneyField, { coerce = false }: { coerce?: boolean } = {}) {
  return numberInput(contract, coerce)
    .min(contract.min, FIELD_MESSAGES.moneyBelowMin(contract))
    .max(contract.max, FIELD_MESSAGES.moneyAboveMax(contract))
    .refine(hasAtMostTwoDecimals, FIELD_MESSAGES.moneyDecimals(contract));
}

/**
 * One of the contract's values; a refusal lists them all. `caseInsensitive` reads `ASC` as `asc`
 * (the value stored is always the contract's own spelling).
 */
export function zEnum<T extends string>(contract: EnumField<T>, { caseInsensitive = false } = {}) {
  const schema = z.enum(contract.values as [T, ...T[]], { error: FIELD_MESSAGES.notOneOf(contract) });
  if (!caseInsensitive) return schema;
  const byLowerCase = new Map(contract.values.map((value) => [value.toLowerCase(), value]));
  return z.preprocess(
    (value) => (typeof value === 'string' ? (byLowerCase.get(value.toLowerCase()) ?? value) : value),
    schema,
  );
}

/** A list of at most `max` items, each judged by `item`. */
export function zList<T extends z.ZodType>(contract: ListField, item: T) {
  let schema = z.array(item, { error: FIELD_MESSAGES.notList(contract) });
  if (contract.min) schema = schema.min(contract.min, contract.tooFewMessage ?? FIELD_MESSAGES.tooFewItems(contract));
  return schema.max(contract.max, FIELD_MESSAGES.tooManyItems(contract));
}

/** A calendar day (yyyy-mm-dd) that exists: 2027-02-29 is refused with the contract's format message. */
export function zDay(contract: TextField) {
  return zText(contract).refine(
    (text) => isBusinessDate(text),
    contract.patternMessage ?? FIELD_MESSAGES.pattern(contract),
  );
}

/**
 * A day sent as yyyy-mm-dd or as a full ISO date-time (`dayOrDateTimeField`), stored as the day it
 * stands for in Guatemala (domain `calendarDate`); a day that does not exist is refused with the
 * contract's format message.
 */
export function zDayOrDateTime(contract: TextField) {
  return zText(contract)
    .transform((text) => calendarDate(text))
    .refine((day) => isBusinessDate(day), contract.patternMessage ?? FIELD_MESSAGES.pattern(contract))
    .describe('yyyy-mm-dd, o fecha y hora ISO (se guarda su día en Guatemala)');
}

/** A list filter where 'all' (or nothing) means no filter: `?status=all` reads as no status. */
export function zFilter<T extends string>(contract: EnumField<T>) {
  return z.preprocess((value) => (value === 'all' || value === '' ? undefined : value), zEnum(contract).optional());
}

/** `true` or `false` in a query string. */
export function zBooleanQuery(label: string) {
  return z.enum(['true', 'false'], { error: `${label} debe ser true o false` }).transform((value) => value === 'true');
}

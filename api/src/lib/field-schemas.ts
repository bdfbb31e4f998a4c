/**
 * zod schemas built from the field contracts of `@gym/domain` (domain/src/field-contract.ts).
 * A route schema never writes a limit or its message itself: it names the contract, so the
 * OpenAPI document, the api's refusal and the web's form all say the same thing.
 *
 * Each builder returns the schema of a present value; the route adds `.optional()`,
 * `.nullable()` or `.default()` as its body needs.
 */
import {
  FIELD_MESSAGES,
  hasAtMostTwoDecimals,
  hasForbiddenCharacters,
  type EnumField,
  type IntField,
  type ListField,
  type MoneyField,
  type TextField,
} from '@gym/domain';
import { z } from 'zod';

/** Text: trimmed (unless the contract keeps whitespace), no control characters, length and pattern. */
export function zText(contract: TextField) {
  const base = z.string({ error: FIELD_MESSAGES.required(contract) });
  let schema = contract.keepWhitespace ? base : base.trim();
  const min = contract.min ?? (contract.required ? 1 : 0);
  if (min > 0)
    schema = schema.min(min, contract.min ? FIELD_MESSAGES.tooShort(contract) : FIELD_MESSAGES.required(contract));
  schema = schema
    .max(contract.max, FIELD_MESSAGES.tooLong(contract))
    .refine((text) => !hasForbiddenCharacters(contract, text), FIELD_MESSAGES.controlCharacters(contract));
  if (contract.pattern) schema = schema.regex(contract.pattern, FIELD_MESSAGES.pattern(contract));
  return schema;
}

/** Text where '' (after trimming) means "clear it": stored as null. */
export function zClearableText(contract: TextField) {
  return zText({ ...contract, required: false, min: undefined })
    .transform((text) => text || null)
    .nullable()
    .optional();
}

function zNumber(contract: IntField | MoneyField, coerce: boolean) {
  const params = { error: FIELD_MESSAGES.notNumber(contract) };
  return coerce ? z.coerce.number(params) : z.number(params);
}

/**
 * A whole number in the contract's range. `coerce` for query strings and path parameters
 * ('12' -> 12); a JSON body must send a number.
 */
export function zInt(contract: IntField, { coerce = false }: { coerce?: boolean } = {}) {
  return zNumber(contract, coerce)
    .int(FIELD_MESSAGES.notInteger(contract))
    .min(contract.min, FIELD_MESSAGES.belowMin(contract))
    .max(contract.max, FIELD_MESSAGES.aboveMax(contract));
}

/** An amount in quetzales: a number in range with at most two decimals. */
export function zMoney(contract: MoneyField, { coerce = false }: { coerce?: boolean } = {}) {
  return zNumber(contract, coerce)
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
  if (contract.min) schema = schema.min(contract.min, FIELD_MESSAGES.tooFewItems(contract));
  return schema.max(contract.max, FIELD_MESSAGES.tooManyItems(contract));
}

/**
 * Field contracts: an input field's rule (length, range, pattern, allowed values, money,
 * quantity) declared once with its Spanish label and messages. The api's zod schemas, the bff's
 * input validators and the web's forms are built from these declarations, so a limit and its
 * message can never differ between the three apps.
 *
 * `fieldError(contract, value)` is the one check; the apps only translate it into their
 * validation library.
 */
import { formatGTQ } from './money';

/** Postgres `integer` is signed 32-bit: no id, quantity or count may go beyond it. */
export const INT32_MAX = 2_147_483_647;

/** Money columns are numeric(12,2): ten integer digits at most; no amount here comes close. */
export const MONEY_MAX = 99_999_999.99;

interface BaseField {
  /** The field's name as a sentence starts it: 'El nombre', 'La ciudad'. */
  label: string;
  /** Refuse null, undefined and (for text) blank values. */
  required?: boolean;
  /** The message for a missing value when the generic one is not what the spec says. */
  requiredMessage?: string;
  /**
   * The one message for a number or choice that is not valid (wrong type, not whole, out of range,
   * not one of the values) when the spec words it once: 'La calificación debe estar entre 1 y 5'.
   */
  invalidMessage?: string;
}

export interface TextField extends BaseField {
  kind: 'text';
  max: number;
  min?: number;
  /** Line breaks and tabs are allowed (descriptions, notes); other control characters never are. */
  multiline?: boolean;
  /** Passwords and tokens are compared as sent; every other text is trimmed before the rules apply. */
  keepWhitespace?: boolean;
  pattern?: RegExp;
  patternMessage?: string;
  /**
   * How the trimmed text is read before the rules apply and what is stored: a web address typed
   * as 'gymshark.com' is read as 'https://gymshark.com' (withHttpScheme). Blank stays blank.
   */
  normalize?: (text: string) => string;
  tooShortMessage?: string;
  tooLongMessage?: string;
}

export interface IntField extends BaseField {
  kind: 'int';
  min: number;
  max: number;
  /** The message for a value below `min` when the spec has its own. */
  minMessage?: string;
  /** The message for a number that is not whole when the spec has its own. */
  notIntegerMessage?: string;
  /** The message for a value that is not a number when the spec has its own. */
  notNumberMessage?: string;
}

/** A decimal number in [min, max] (a map coordinate, a percentage). */
export interface NumberField extends BaseField {
  kind: 'number';
  min: number;
  max: number;
  /** The message for a value below `min` when the spec has its own. */
  minMessage?: string;
}

/** An amount in quetzales: a number with at most two decimals. */
export interface MoneyField extends BaseField {
  kind: 'money';
  min: number;
  max: number;
  minMessage?: string;
  /** The message for a value that is not a number when the spec has its own. */
  notNumberMessage?: string;
}

export interface EnumField<T extends string = string> extends BaseField {
  kind: 'enum';
  values: readonly T[];
}

export interface ListField extends BaseField {
  kind: 'list';
  /** Most elements the list may hold. */
  max: number;
  min?: number;
  /** The message for fewer than `min` elements when the concept has its own. */
  tooFewMessage?: string;
  item: FieldContract;
}

export type FieldContract = TextField | IntField | NumberField | MoneyField | EnumField | ListField;

type Options<F> = Omit<F, 'kind' | 'label'>;

export const textField = (label: string, options: Options<TextField>): TextField => ({
  kind: 'text',
  label,
  ...options,
});

/** A whole number in [min, max] (ids, quantities, counts, pages); `max` never beyond INT32_MAX. */
export const intField = (
  label: string,
  min: number,
  max: number,
  options: Omit<Options<IntField>, 'min' | 'max'> = {},
) => ({ kind: 'int', label, min, max: Math.min(max, INT32_MAX), ...options }) satisfies IntField;

export const numberField = (
  label: string,
  min: number,
  max: number,
  options: Omit<Options<NumberField>, 'min' | 'max'> = {},
) => ({ kind: 'number', label, min, max, ...options }) satisfies NumberField;

export const moneyField = (label: string, options: Partial<Options<MoneyField>> = {}): MoneyField => ({
  kind: 'money',
  label,
  min: 0,
  max: MONEY_MAX,
  ...options,
});

export const enumField = <T extends string>(
  label: string,
  values: readonly T[],
  options: Omit<Options<EnumField<T>>, 'values'> = {},
) => ({ kind: 'enum', label, values, ...options }) satisfies EnumField<T>;

export const listField = (
  label: string,
  max: number,
  item: FieldContract,
  options: Omit<Options<ListField>, 'max' | 'item'> = {},
) => ({ kind: 'list', label, max, item, ...options }) satisfies ListField;

// --- Messages -------------------------------------------------------------------------------

/** 'obligatorio' agrees with the label's article: 'La ciudad es obligatoria', 'Las notas son obligatorias'. */
function agreeing(label: string, masculine: string): string {
  const article = label.split(' ', 1)[0]?.toLowerCase();
  if (article === 'la') return `${label} es ${masculine.slice(0, -1)}a`;
  if (article === 'las') return `${label} son ${masculine.slice(0, -1)}as`;
  if (article === 'los') return `${label} son ${masculine}s`;
  return `${label} es ${masculine}`;
}

export const FIELD_MESSAGES = {
  required: (f: BaseField) => f.requiredMessage ?? agreeing(f.label, 'obligatorio'),
  notText: (f: BaseField) => `${f.label} debe ser un texto`,
  tooShort: (f: TextField) => f.tooShortMessage ?? `${f.label} debe tener al menos ${f.min} caracteres`,
  tooLong: (f: TextField) => f.tooLongMessage ?? `${f.label} admite como máximo ${f.max} caracteres`,
  controlCharacters: (f: BaseField) => `${f.label} contiene caracteres no permitidos`,
  pattern: (f: TextField) => f.patternMessage ?? `${f.label} no tiene un formato válido`,
  notInteger: (f: IntField) => f.notIntegerMessage ?? f.invalidMessage ?? `${f.label} debe ser un número entero`,
  notNumber: (f: BaseField & { notNumberMessage?: string }) =>
    f.notNumberMessage ?? f.invalidMessage ?? `${f.label} debe ser un número`,
  belowMin: (f: IntField | NumberField) =>
    ('minMessage' in f ? f.minMessage : undefined) ?? f.invalidMessage ?? `${f.label} debe ser al menos ${f.min}`,
  aboveMax: (f: IntField | NumberField) => f.invalidMessage ?? `${f.label} no puede ser mayor que ${f.max}`,
  moneyDecimals: (f: BaseField) => `${f.label} admite como máximo dos decimales`,
  moneyBelowMin: (f: MoneyField) =>
    f.minMessage ??
    (f.min === 0 ? `${f.label} no puede ser negativo` : `${f.label} debe ser al menos ${formatGTQ(f.min)}`),
  moneyAboveMax: (f: MoneyField) => `${f.label} no puede ser mayor que ${formatGTQ(f.max)}`,
  notOneOf: (f: EnumField) => f.invalidMessage ?? `${f.label} debe ser uno de: ${f.values.filter(Boolean).join(', ')}`,
  notList: (f: BaseField) => `${f.label} debe ser una lista`,
  tooFewItems: (f: ListField) => `${f.label} debe tener al menos ${f.min ?? 0} elementos`,
  tooManyItems: (f: ListField) => `${f.label} admite como máximo ${f.max} elementos`,
} as const;

// --- The check ------------------------------------------------------------------------------

// Everything below U+0020 and DEL, except what a multiline text may hold; matching control
// characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F]/;

// Half of a UTF-16 pair without its other half: no character at all. UTF-8 cannot carry it, so
// PostgreSQL's jsonb refuses it (`\ud800` in JSON: a server error) and a text column would keep
// U+FFFD instead. (No lookbehind: older Safari cannot parse one.)
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a value counts as absent: null, undefined, or blank text. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The text a contract judges and the api stores: trimmed unless the field keeps whitespace, then its `normalize`. */
export function normalizedText(contract: TextField, value: string): string {
  const text = contract.keepWhitespace ? value : value.trim();
  return contract.normalize && text !== '' ? contract.normalize(text) : text;
}

/** A host with a dot ('gymshark.com', 'www.marca.com.gt'), maybe a port, maybe a path: a web address without its scheme. */
const BARE_DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i;

/**
 * A web address as people type it: 'gymshark.com' or 'www.gymshark.com/es' gain 'https://';
 * anything else (an address with its scheme, or text that is no domain, which the field's
 * pattern then refuses) is left as typed.
 */
export function withHttpScheme(text: string): string {
  return BARE_DOMAIN.test(text) ? `https://${text}` : text;
}

/**
 * Control characters (NUL included, which PostgreSQL refuses) that the field may not hold, or a
 * lone UTF-16 surrogate (which no database text can hold).
 */
export function hasForbiddenCharacters(contract: TextField, text: string): boolean {
  return (contract.multiline ? CONTROL : CONTROL_OR_BREAK).test(text) || LONE_SURROGATE.test(text);
}

function textError(contract: TextField, value: unknown): string | null {
  if (typeof value !== 'string') return FIELD_MESSAGES.notText(contract);
  const text = normalizedText(contract, value);
  if (hasForbiddenCharacters(contract, text)) return FIELD_MESSAGES.controlCharacters(contract);
  if (contract.min !== undefined && text.length < contract.min) return FIELD_MESSAGES.tooShort(contract);
  if (text.length > contract.max) return FIELD_MESSAGES.tooLong(contract);
  if (contract.pattern && !contract.pattern.test(text)) return FIELD_MESSAGES.pattern(contract);
  return null;
}

function intError(contract: IntField, value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return FIELD_MESSAGES.notNumber(contract);
  if (!Number.isInteger(value)) return FIELD_MESSAGES.notInteger(contract);
  if (value < contract.min) return FIELD_MESSAGES.belowMin(contract);
  if (value > contract.max) return FIELD_MESSAGES.aboveMax(contract);
  return null;
}

/**
 * At most two decimals, read from the number's shortest decimal form as JSON carries it:
 * 19.99 is an amount, 0.1 + 0.2 (0.30000000000000004) and 1e-7 are not.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  const text = String(Math.abs(value));
  if (text.includes('e-')) return false;
  if (text.includes('e+')) return true;
  return (text.split('.')[1]?.length ?? 0) <= 2;
}

function numberError(contract: NumberField, value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return FIELD_MESSAGES.notNumber(contract);
  if (value < contract.min) return FIELD_MESSAGES.belowMin(contract);
  if (value > contract.max) return FIELD_MESSAGES.aboveMax(contract);
  return null;
}

function moneyError(contract: MoneyField, value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return FIELD_MESSAGES.notNumber(contract);
  if (value < contract.min) return FIELD_MESSAGES.moneyBelowMin(contract);
  if (value > contract.max) return FIELD_MESSAGES.moneyAboveMax(contract);
  if (!hasAtMostTwoDecimals(value)) return FIELD_MESSAGES.moneyDecimals(contract);
  return null;
}

function enumError(contract: EnumField, value: unknown): string | null {
  return typeof value === 'string' && contract.values.includes(value) ? null : FIELD_MESSAGES.notOneOf(contract);
}

function listError(contract: ListField, value: unknown): string | null {
  if (!Array.isArray(value)) return FIELD_MESSAGES.notList(contract);
  if (contract.min !== undefined && value.length < contract.min)
    return contract.tooFewMessage ?? FIELD_MESSAGES.tooFewItems(contract);
  if (value.length > contract.max) return FIELD_MESSAGES.tooManyItems(contract);
  for (const item of value) {
    const error = isBlank(item) ? FIELD_MESSAGES.required(contract.item) : fieldError(contract.item, item);
    if (error) return error;
  }
  return null;
}

/**
 * The contract's verdict on a value: null when it holds, else the Spanish message a user reads.
 * An absent value (null, undefined, blank text) passes unless the field is required.
 */
export function fieldError(contract: FieldContract, value: unknown): string | null {
  if (isBlank(value)) return contract.required ? FIELD_MESSAGES.required(contract) : null;
  switch (contract.kind) {
    case 'text':
      return textError(contract, value);
    case 'int':
      return intError(contract, value);
    case 'number':
      return numberError(contract, value);
    case 'money':
      return moneyError(contract, value);
    case 'enum':
      return enumError(contract, value);
    case 'list':
      return listError(contract, value);
  }
}

/**
 * Field name -> message for each field of `values` that breaks its contract. Fields absent from
 * `values` are judged as absent (so a required one is reported).
 */
export function fieldErrors<K extends string>(
  contracts: { readonly [P in K]: FieldContract },
  values: Partial<Record<K, unknown>>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(contracts) as K[]) {
    const error = fieldError(contracts[key], values[key]);
    if (error) errors[key] = error;
  }
  return errors;
}

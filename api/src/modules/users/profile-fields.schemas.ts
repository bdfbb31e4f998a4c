import {
  ACCOUNT_FIELDS,
  calendarDate,
  FIELD_MESSAGES,
  hasForbiddenCharacters,
  validateDateOfBirth,
  type TextField,
} from '@gym/domain';
import { z } from 'zod';
import { zText } from '../../lib/field-schemas';
import { domainRule } from '../../lib/zod';

/**
 * The person's fields as registration, sign-in, the profile and user administration all read
 * them, built from the account field contracts of `@gym/domain` (ACCOUNT_FIELDS).
 */

/**
 * A text judged as `fieldError` judges it (the bff and the web forms call it): zText checks the
 * type, the length and control characters (and documents them); then, in fieldError's order, a
 * blank value is absent, answered with the required message only (never also "too short" or
 * "malformed"), and the minimum and the pattern follow: one message per field. This keeps the spec's messages exactly:
 * '' is 'El nombre es obligatorio', 'A' is 'El nombre debe tener al menos 2 caracteres'.
 */
export function accountText(contract: TextField) {
  const { min, pattern, required, ...limits } = contract;
  return zText(limits).superRefine(
    domainRule((text: string) => {
      if (text.trim() === '') return required ? FIELD_MESSAGES.required(contract) : null;
      // zText has answered these already; one message per field.
      if (hasForbiddenCharacters(contract, text) || text.length > contract.max) return null;
      if (min !== undefined && text.length < min) return FIELD_MESSAGES.tooShort(contract);
      if (pattern && !pattern.test(text)) return FIELD_MESSAGES.pattern(contract);
      return null;
    }),
  );
}

/** An optional text: blank ('' or spaces) clears it (stored as null); otherwise its contract holds. */
export function optionalAccountText(contract: TextField) {
  return accountText({ ...contract, required: false })
    .transform((text) => text || null)
    .nullable()
    .optional();
}

/** Stored lower-cased, so the unique index is case-insensitive in practice. */
export const emailField = accountText(ACCOUNT_FIELDS.email).transform((value) => value.toLowerCase());

export const passwordField = accountText(ACCOUNT_FIELDS.password);

export const firstNameField = accountText(ACCOUNT_FIELDS.firstName);

export const lastNameField = accountText(ACCOUNT_FIELDS.lastName);

export const phoneField = optionalAccountText(ACCOUNT_FIELDS.phone);

/** yyyy-mm-dd or a full ISO date-time, stored as the calendar date as written (no time-zone shift). */
export const dateOfBirthField = accountText({ ...ACCOUNT_FIELDS.dateOfBirth, required: false })
  .transform((text) => (text ? calendarDate(text) : null))
  .superRefine(domainRule((date: string | null) => validateDateOfBirth(date)))
  .nullable()
  .optional()
  .describe('yyyy-mm-dd, o fecha y hora ISO (se guarda su fecha)');

export const addressField = optionalAccountText(ACCOUNT_FIELDS.address);
export const cityField = optionalAccountText(ACCOUNT_FIELDS.city);
export const zipCodeField = optionalAccountText(ACCOUNT_FIELDS.zipCode);
export const bioField = optionalAccountText(ACCOUNT_FIELDS.bio);

export const emergencyContactField = z
  .object({
    name: optionalAccountText(ACCOUNT_FIELDS.emergencyContactName),
    phone: optionalAccountText(ACCOUNT_FIELDS.emergencyContactPhone),
  })
  .transform(({ name = null, phone = null }) => (name || phone ? { name, phone } : null))
  .nullable()
  .optional();

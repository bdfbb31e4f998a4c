import { ACCOUNT_FIELDS, calendarDate, validateDateOfBirth } from '@gym/domain';
import { z } from 'zod';
import { commonPasswordRule } from '../../lib/common-passwords';
import { zClearableText, zText } from '../../lib/field-schemas';
import { domainRule } from '../../lib/zod';

/**
 * The person's fields as registration, sign-in, the profile and user administration all read
 * them, built from the account field contracts of `@gym/domain` (ACCOUNT_FIELDS).
 */

/** Stored lower-cased, so the unique index is case-insensitive in practice. */
export const emailField = zText(ACCOUNT_FIELDS.email).transform((value) => value.toLowerCase());

/** A new password (registration, a password change, one set by staff): the rule, then not a common one. */
export const passwordField = zText(ACCOUNT_FIELDS.password).superRefine(domainRule(commonPasswordRule));

export const firstNameField = zText(ACCOUNT_FIELDS.firstName);

export const lastNameField = zText(ACCOUNT_FIELDS.lastName);

export const phoneField = zClearableText(ACCOUNT_FIELDS.phone);

/** yyyy-mm-dd or a full ISO date-time, stored as the calendar date as written (no time-zone shift). */
export const dateOfBirthField = zText({ ...ACCOUNT_FIELDS.dateOfBirth, required: false })
  .transform((text) => (text ? calendarDate(text) : null))
  .superRefine(domainRule((date: string | null) => validateDateOfBirth(date)))
  .nullable()
  .optional()
  .describe('yyyy-mm-dd, o fecha y hora ISO (se guarda su fecha)');

export const addressField = zClearableText(ACCOUNT_FIELDS.address);
export const cityField = zClearableText(ACCOUNT_FIELDS.city);
export const zipCodeField = zClearableText(ACCOUNT_FIELDS.zipCode);
export const bioField = zClearableText(ACCOUNT_FIELDS.bio);

export const emergencyContactField = z
  .object({
    name: zClearableText(ACCOUNT_FIELDS.emergencyContactName),
    phone: zClearableText(ACCOUNT_FIELDS.emergencyContactPhone),
  })
  .transform(({ name = null, phone = null }) => (name || phone ? { name, phone } : null))
  .nullable()
  .optional();

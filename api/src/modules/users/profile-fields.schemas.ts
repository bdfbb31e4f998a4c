import {
  PASSWORD_MESSAGES,
  PROFILE_MESSAGES,
  validateDateOfBirth,
  validateEmail,
  validateEmergencyContactName,
  validateEmergencyContactPhone,
  validateFirstName,
  validateLastName,
  validatePassword,
  validatePhone,
} from '@gym/domain';
import { z } from 'zod';
import { domainRule } from '../../lib/zod';

/** The person's fields as registration, the profile and user administration all read them. */

export const emailField = z
  .string({ error: PROFILE_MESSAGES.emailInvalid })
  .max(254, PROFILE_MESSAGES.emailInvalid)
  .transform((value) => value.trim().toLowerCase())
  .superRefine(domainRule(validateEmail));

export const passwordField = z
  .string({ error: PASSWORD_MESSAGES.rule })
  .max(128, PASSWORD_MESSAGES.rule)
  .superRefine(domainRule(validatePassword));

export const firstNameField = z
  .string({ error: PROFILE_MESSAGES.firstNameRequired })
  .max(80)
  .superRefine(domainRule(validateFirstName))
  .transform((value) => value.trim());

export const lastNameField = z
  .string({ error: PROFILE_MESSAGES.lastNameRequired })
  .max(80)
  .superRefine(domainRule(validateLastName))
  .transform((value) => value.trim());

export const phoneField = z
  .string({ error: PROFILE_MESSAGES.phoneInvalid })
  .max(30, PROFILE_MESSAGES.phoneInvalid)
  .superRefine(domainRule(validatePhone))
  .transform((value) => value.trim() || null)
  .nullable()
  .optional();

/** A full ISO date-time (`1990-05-01T00:00:00.000Z`, what a date picker's Date serialises to). */
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** The calendar date as written: a date-time keeps its date part (no time-zone shift of a birthday). */
const calendarDate = (value: string) => ISO_DATE_TIME.exec(value.trim())?.[1] ?? value;

export const dateOfBirthField = z
  .string({ error: PROFILE_MESSAGES.dateInvalid })
  .max(40, PROFILE_MESSAGES.dateInvalid)
  .transform(calendarDate)
  .pipe(
    z
      .string()
      .max(10, PROFILE_MESSAGES.dateInvalid)
      .superRefine(domainRule((value: string) => (value ? validateDateOfBirth(value) : null))),
  )
  .transform((value) => value || null)
  .nullable()
  .optional()
  .describe('yyyy-mm-dd, o fecha y hora ISO (se guarda su fecha)');

export const emergencyContactField = z
  .object({
    name: z.string().max(80).nullable().optional().superRefine(domainRule(validateEmergencyContactName)),
    phone: z.string().max(30).nullable().optional().superRefine(domainRule(validateEmergencyContactPhone)),
  })
  .transform((value) => {
    const name = value.name?.trim() || null;
    const phone = value.phone?.trim() || null;
    return name || phone ? { name, phone } : null;
  })
  .nullable()
  .optional();

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

export const dateOfBirthField = z
  .string({ error: PROFILE_MESSAGES.dateInvalid })
  .max(10, PROFILE_MESSAGES.dateInvalid)
  .superRefine(domainRule((value: string) => (value ? validateDateOfBirth(value) : null)))
  .transform((value) => value || null)
  .nullable()
  .optional()
  .describe('yyyy-mm-dd');

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

import {
  PASSWORD_MESSAGES,
  PROFILE_MESSAGES,
  THEME_MODES,
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
import { domainRule, envelope, optionalText } from '../../lib/zod';
import { publicUserSchema } from '../users/presenter';

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

export const loginBody = z.object({
  email: z
    .string({ error: PROFILE_MESSAGES.emailInvalid })
    .min(1, PROFILE_MESSAGES.emailInvalid)
    .max(254, PROFILE_MESSAGES.emailInvalid)
    .transform((value) => value.trim().toLowerCase()),
  password: z.string({ error: PASSWORD_MESSAGES.currentRequired }).min(1, PASSWORD_MESSAGES.currentRequired).max(128),
});

/** A `role` (or any other unknown key) sent by the client is dropped: registration always creates a cliente. */
export const registerBody = z.object({
  email: emailField,
  password: passwordField,
  firstName: firstNameField,
  lastName: lastNameField,
  phone: phoneField,
  dateOfBirth: dateOfBirthField,
});

/** Only these fields can change through the profile; role and isActive are not among them. */
export const profilePatchBody = z.object({
  firstName: firstNameField.optional(),
  lastName: lastNameField.optional(),
  phone: phoneField,
  dateOfBirth: dateOfBirthField,
  address: optionalText(200),
  city: optionalText(100),
  zipCode: optionalText(20),
  bio: optionalText(1000),
  emergencyContact: emergencyContactField,
});

export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: PASSWORD_MESSAGES.currentRequired })
    .min(1, PASSWORD_MESSAGES.currentRequired)
    .max(128),
  newPassword: passwordField,
});

export const preferencesBody = z
  .object({
    theme: z.enum(THEME_MODES).optional(),
    language: z.enum(['es', 'en']).optional(),
    notifications: z
      .object({
        desktop: z.boolean().optional(),
        sound: z.boolean().optional(),
        email: z.boolean().optional(),
        push: z.boolean().optional(),
      })
      .strict()
      .optional(),
  })
  .strict();

export const refreshBody = z.object({
  refreshToken: z.string({ error: 'El token de actualización es obligatorio' }).min(1).max(512),
});

export const logoutBody = z.object({ refreshToken: z.string().max(512).optional() }).optional();

export const sessionResponse = envelope(
  z.object({ user: publicUserSchema, token: z.string(), refreshToken: z.string() }),
);
export const userResponse = envelope(z.object({ user: publicUserSchema }));
export const profilePatchResponse = envelope(z.object({ user: publicUserSchema, changedFields: z.array(z.string()) }));
export const imageResponse = envelope(z.object({ profileImage: z.string(), publicId: z.string() }));

export type RegisterInput = z.output<typeof registerBody>;
export type ProfilePatchInput = z.output<typeof profilePatchBody>;
export type PreferencesInput = z.output<typeof preferencesBody>;

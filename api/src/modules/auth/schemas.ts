import { PASSWORD_MESSAGES, PROFILE_MESSAGES, THEME_MODES } from '@gym/domain';
import { z } from 'zod';
import { envelope, optionalText } from '../../lib/zod';
import { publicUserSchema } from '../users/presenter';
import {
  dateOfBirthField,
  emailField,
  emergencyContactField,
  firstNameField,
  lastNameField,
  passwordField,
  phoneField,
} from '../users/profile-fields.schemas';

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

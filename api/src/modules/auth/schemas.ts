import { ACCOUNT_FIELDS, GOOGLE_SIGN_IN_FIELDS, PASSWORD_RESET_FIELDS } from '@gym/domain';
import { z } from 'zod';
import { defaultBillingNameField, defaultTaxIdField } from '../../lib/billing';
import { zEnum, zText } from '../../lib/field-schemas';
import { envelope } from '../../lib/zod';
import { notificationFlags, publicUserSchema } from '../users/presenter';
import {
  addressField,
  bioField,
  cityField,
  dateOfBirthField,
  emailField,
  emergencyContactField,
  firstNameField,
  lastNameField,
  passwordField,
  phoneField,
  zipCodeField,
} from '../users/profile-fields.schemas';

/** Sign-in does not judge the address's shape: an unknown one is a 401 like a wrong password. */
export const loginBody = z.object({
  email: zText(ACCOUNT_FIELDS.loginEmail).transform((value) => value.toLowerCase()),
  password: zText(ACCOUNT_FIELDS.loginPassword),
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
  address: addressField,
  city: cityField,
  zipCode: zipCodeField,
  bio: bioField,
  emergencyContact: emergencyContactField,
  billingTaxId: defaultTaxIdField,
  billingName: defaultBillingNameField,
});

export const changePasswordBody = z.object({
  currentPassword: zText(ACCOUNT_FIELDS.currentPassword),
  newPassword: passwordField,
});

/** Account recovery: the address asked about (its shape judged, its existence never told). */
export const forgotPasswordBody = z.object({
  email: zText(PASSWORD_RESET_FIELDS.email).transform((value) => value.toLowerCase()),
});

/** The mailed token and the new password (the registration's rule, then not a common one). */
export const resetPasswordBody = z.object({
  token: zText(PASSWORD_RESET_FIELDS.token),
  password: passwordField,
});

export const preferencesBody = z
  .object({
    theme: zEnum(ACCOUNT_FIELDS.theme).optional(),
    language: zEnum(ACCOUNT_FIELDS.language).optional(),
    // Each setting optional: one left out keeps its stored value (or its default if never saved),
    // so a client that sends only the first four (desktop, sound, email, push) keeps working.
    notifications: z
      .object(notificationFlags(() => z.boolean().optional()))
      .strict()
      .optional(),
  })
  .strict();

export const refreshBody = z.object({ refreshToken: zText(ACCOUNT_FIELDS.refreshToken) });

export const logoutBody = z
  .object({ refreshToken: zText({ ...ACCOUNT_FIELDS.refreshToken, required: false }).optional() })
  .optional();

export const sessionResponse = envelope(
  z.object({ user: publicUserSchema, token: z.string(), refreshToken: z.string() }),
);
export const userResponse = envelope(z.object({ user: publicUserSchema }));
export const profilePatchResponse = envelope(z.object({ user: publicUserSchema, changedFields: z.array(z.string()) }));
export const imageResponse = envelope(z.object({ profileImage: z.string(), publicId: z.string() }));

export type RegisterInput = z.output<typeof registerBody>;
export type ProfilePatchInput = z.output<typeof profilePatchBody>;
export type PreferencesInput = z.output<typeof preferencesBody>;

export const googleConfigResponse = envelope(z.object({ enabled: z.boolean() }));

export const googleStartResponse = envelope(z.object({ authorizationUrl: z.string(), state: z.string() }));

export const googleCallbackBody = z.object({
  callbackQuery: zText(GOOGLE_SIGN_IN_FIELDS.callbackQuery),
  browserState: zText(GOOGLE_SIGN_IN_FIELDS.browserState).optional(),
});

export const googleCallbackResponse = envelope(z.object({ code: z.string() }));

export const googleSessionBody = z.object({ code: zText(GOOGLE_SIGN_IN_FIELDS.code) });

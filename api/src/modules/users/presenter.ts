import {
  DEFAULT_THEME_MODE,
  LOCALE,
  NOTIFICATION_SETTING_KEYS,
  NOTIFICATIONS,
  permissionsForRole,
  ROLES,
  THEME_MODES,
  type NotificationSettingKey,
} from '@gym/domain';
import { z } from 'zod';
import type { UserPreferences, UserRow } from '../../db/schema/index';

export const DEFAULT_PREFERENCES: UserPreferences = {
  theme: DEFAULT_THEME_MODE,
  language: LOCALE.language,
  notifications: { ...NOTIFICATIONS.defaults },
};

/** One zod field per notification setting of the domain (NOTIFICATIONS.defaults), so a new one needs no edit here. */
export function notificationFlags<T extends z.ZodType>(flag: () => T): Record<NotificationSettingKey, T> {
  return Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((key) => [key, flag()])) as Record<NotificationSettingKey, T>;
}

export const preferencesSchema = z.object({
  theme: z.enum(THEME_MODES),
  language: z.string(),
  notifications: z.object(notificationFlags(() => z.boolean())),
});

/** The user as every endpoint returns it (docs/api.md "REST user object"); never the password hash. */
export const publicUserSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    role: z.enum(ROLES),
    profileImage: z.string().nullable(),
    dateOfBirth: z.string().nullable().describe('yyyy-mm-dd'),
    address: z.string().nullable(),
    city: z.string().nullable(),
    zipCode: z.string().nullable(),
    bio: z.string().nullable(),
    emergencyContact: z.object({ name: z.string().nullable(), phone: z.string().nullable() }).nullable(),
    billingTaxId: z.string().nullable().describe('NIT o CUI predeterminado para las facturas (sin guion); null: CF'),
    billingName: z.string().nullable().describe('Nombre predeterminado para las facturas; null: el propio'),
    isActive: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    lastLogin: z.string().nullable(),
    permissions: z.array(z.string()),
    preferences: preferencesSchema,
  })
  .meta({ id: 'User' });

export type PublicUser = z.infer<typeof publicUserSchema>;

export function toPublicUser(row: UserRow): PublicUser {
  const role = (ROLES as readonly string[]).includes(row.role) ? (row.role as PublicUser['role']) : 'cliente';
  const stored = row.preferences ?? DEFAULT_PREFERENCES;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    role,
    profileImage: row.profileImage,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    city: row.city,
    zipCode: row.zipCode,
    bio: row.bio,
    emergencyContact: row.emergencyContact ?? null,
    billingTaxId: row.billingTaxId,
    billingName: row.billingName,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastLogin: row.lastLogin ? row.lastLogin.toISOString() : null,
    permissions: permissionsForRole(role),
    preferences: {
      ...DEFAULT_PREFERENCES,
      ...stored,
      notifications: { ...DEFAULT_PREFERENCES.notifications, ...stored.notifications },
    },
  };
}

import {
  ACCOUNT_FIELDS,
  FIELD_MESSAGES,
  FREQUENT_CLIENTS_DEFAULTS,
  isUuid,
  PAGINATION,
  QUERY_FIELDS,
  USER_QUERY_FIELDS,
} from '@gym/domain';
import { z } from 'zod';
import { zClampedLimit, zEnum, zInt, zList, zText } from '../../lib/field-schemas';
import { envelope, paginationSchema } from '../../lib/zod';
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
} from './profile-fields.schemas';
import { publicUserSchema } from './presenter';

const roleField = zEnum(ACCOUNT_FIELDS.role);

const booleanQuery = z
  .enum(['true', 'false'], { error: 'isActive debe ser true o false' })
  .transform((v) => v === 'true');

/**
 * `limit` as the list reads it: a whole number from 1, where a value past the contract's maximum
 * is read as the maximum (a clamp, not a refusal), and never past a 32-bit integer.
 */
/** `?ids=a,b,c`: at most as many ids as the contract allows, each as long as an id may be, plus commas. */
const IDS_MAX_CHARACTERS = USER_QUERY_FIELDS.ids.max * (QUERY_FIELDS.id.max + 1);

export const listUsersQuery = z.object({
  page: zInt(QUERY_FIELDS.page, { coerce: true }).default(1),
  limit: zClampedLimit(QUERY_FIELDS.limit, PAGINATION.defaultLimit),
  search: zText(QUERY_FIELDS.search).optional().describe('Nombre, apellido o correo (sin distinguir mayúsculas)'),
  role: roleField.optional(),
  isActive: booleanQuery.optional(),
  ids: z
    .string()
    .max(IDS_MAX_CHARACTERS, FIELD_MESSAGES.tooManyItems(USER_QUERY_FIELDS.ids))
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      zList(
        USER_QUERY_FIELDS.ids,
        z.string().refine(isUuid, 'ids debe ser una lista de identificadores separados por comas'),
      ),
    )
    .optional()
    .describe('Lista de ids separada por comas (lotes del DataLoader); se siguen aplicando los roles visibles'),
});

/** The minimum length (USER_QUERY_FIELDS.userSearch) is judged by the service, after the caller's right to list. */
export const searchUsersQuery = z.object({
  q: zText(QUERY_FIELDS.search).optional(),
  role: roleField.optional(),
});

export const frequentClientsQuery = z.object({
  days: zInt(USER_QUERY_FIELDS.days, { coerce: true }).default(FREQUENT_CLIENTS_DEFAULTS.days),
  minVisits: zInt(USER_QUERY_FIELDS.minVisits, { coerce: true }).default(FREQUENT_CLIENTS_DEFAULTS.minVisits),
});

export const userIdParams = z.object({ id: zText(QUERY_FIELDS.id) });

export const createUserBody = z.object({
  email: emailField,
  password: passwordField,
  firstName: firstNameField,
  lastName: lastNameField,
  role: roleField.default('cliente'),
  phone: phoneField,
  dateOfBirth: dateOfBirthField,
  address: addressField,
  city: cityField,
  zipCode: zipCodeField,
  bio: bioField,
  emergencyContact: emergencyContactField,
  isActive: z.boolean().default(true),
});

export const updateUserBody = z.object({
  email: emailField.optional(),
  password: passwordField.optional(),
  firstName: firstNameField.optional(),
  lastName: lastNameField.optional(),
  role: roleField.optional(),
  phone: phoneField,
  dateOfBirth: dateOfBirthField,
  address: addressField,
  city: cityField,
  zipCode: zipCodeField,
  bio: bioField,
  emergencyContact: emergencyContactField,
  isActive: z.boolean().optional(),
});

export const usersListResponse = envelope(z.object({ users: z.array(publicUserSchema), pagination: paginationSchema }));
export const usersSearchResponse = envelope(z.object({ users: z.array(publicUserSchema) }));
export const userResponse = envelope(z.object({ user: publicUserSchema }));
export const statsResponse = envelope(
  z.object({
    total: z.number(),
    active: z.number(),
    inactive: z.number(),
    newThisMonth: z.number(),
    byRole: z.object({ admin: z.number(), colaborador: z.number(), cliente: z.number() }),
    totalUsers: z.number().describe('Nombre de la especificación para total'),
    totalActiveUsers: z.number().describe('Nombre de la especificación para active'),
    newUsersThisMonth: z.number().describe('Nombre de la especificación para newThisMonth'),
    roleStats: z
      .array(z.object({ role: z.string(), label: z.string(), count: z.number().int() }))
      .describe('Usuarios por rol, con el nombre del rol en español'),
    userGrowth: z
      .array(z.object({ month: z.string(), label: z.string(), count: z.number().int() }))
      .describe(
        'Usuarios nuevos por mes (AAAA-MM, «dic 2025»), este mes y los doce anteriores; meses sin altas en cero',
      ),
  }),
);
export const frequentClientsResponse = envelope(
  z.object({
    clients: z.array(
      z.object({ userId: z.string(), user: publicUserSchema, visits: z.number(), lastVisit: z.string() }),
    ),
  }),
);

export type ListUsersQuery = z.output<typeof listUsersQuery>;
export type CreateUserInput = z.output<typeof createUserBody>;
export type UpdateUserInput = z.output<typeof updateUserBody>;

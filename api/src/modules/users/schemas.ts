import { FREQUENT_CLIENTS_DEFAULTS, isUuid, PAGINATION, ROLES, USER_MESSAGES } from '@gym/domain';
import { z } from 'zod';
import { envelope, optionalText } from '../../lib/zod';
import {
  dateOfBirthField,
  emailField,
  emergencyContactField,
  firstNameField,
  lastNameField,
  passwordField,
  phoneField,
} from './profile-fields.schemas';
import { publicUserSchema } from './presenter';

const roleField = z.enum(ROLES, { error: USER_MESSAGES.invalidRole });

const booleanQuery = z
  .enum(['true', 'false'], { error: 'isActive debe ser true o false' })
  .transform((v) => v === 'true');

export const listUsersQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(PAGINATION.defaultLimit)
    .transform((value) => Math.min(value, PAGINATION.maxLimit))
    .describe(
      `Por página: por defecto ${PAGINATION.defaultLimit}; valores mayores a ${PAGINATION.maxLimit} se recortan a ${PAGINATION.maxLimit}`,
    ),
  search: z.string().trim().max(100).optional().describe('Nombre, apellido o correo (sin distinguir mayúsculas)'),
  role: roleField.optional(),
  isActive: booleanQuery.optional(),
  ids: z
    .string()
    .max(100 * 37)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.every((id) => isUuid(id)), 'ids debe ser una lista de identificadores separados por comas')
    .refine((ids) => ids.length <= PAGINATION.maxLimit, `ids admite como máximo ${PAGINATION.maxLimit} identificadores`)
    .optional()
    .describe('Lista de ids separada por comas (lotes del DataLoader); se siguen aplicando los roles visibles'),
});

export const searchUsersQuery = z.object({
  q: z.string().max(100).optional(),
  role: roleField.optional(),
});

export const frequentClientsQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(FREQUENT_CLIENTS_DEFAULTS.days),
  minVisits: z.coerce.number().int().min(1).max(1000).default(FREQUENT_CLIENTS_DEFAULTS.minVisits),
});

export const userIdParams = z.object({ id: z.string().max(64) });

export const createUserBody = z.object({
  email: emailField,
  password: passwordField,
  firstName: firstNameField,
  lastName: lastNameField,
  role: roleField.default('cliente'),
  phone: phoneField,
  dateOfBirth: dateOfBirthField,
  address: optionalText(200),
  city: optionalText(100),
  zipCode: optionalText(20),
  bio: optionalText(1000),
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
  address: optionalText(200),
  city: optionalText(100),
  zipCode: optionalText(20),
  bio: optionalText(1000),
  emergencyContact: emergencyContactField,
  isActive: z.boolean().optional(),
});

export const paginationSchema = z.object({ total: z.number(), page: z.number(), pages: z.number(), limit: z.number() });

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

import { permissionsForRole } from '@gym/domain';
import type { MockLink } from '@apollo/client/testing';
import { vi } from 'vitest';
import type { AuthContextValue, CurrentUser } from '../features/auth/auth-context';
import { GymConfigDocument } from '../app/gym-config/gym-config.generated';

export function makeCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const role = overrides.role ?? 'cliente';
  return {
    __typename: 'User',
    id: `id-${role}`,
    firstName: 'Ana',
    lastName: 'López',
    fullName: 'Ana López',
    email: 'ana@example.com',
    phone: null,
    role,
    profileImage: null,
    dateOfBirth: null,
    address: null,
    city: null,
    zipCode: null,
    bio: null,
    emergencyContact: null,
    isActive: true,
    createdAt: '2024-01-10T15:00:00.000Z',
    lastLogin: null,
    permissions: permissionsForRole(role),
    preferences: {
      __typename: 'UserPreferences',
      theme: 'light',
      language: 'es',
      notifications: { __typename: 'NotificationSettings', desktop: true, sound: true, email: true, push: false },
    },
    ...overrides,
  } as CurrentUser;
}

/** An auth context in a fixed state, for components that only read it. */
export function authState(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const user = overrides.user ?? null;
  return {
    user,
    isAuthenticated: Boolean(user),
    isLoading: false,
    permissions: user?.permissions ?? [],
    lastActivity: null,
    sessionExpiry: null,
    login: vi.fn(),
    register: vi.fn(),
    logout: vi.fn(),
    refreshUser: vi.fn(),
    mergeUser: vi.fn(),
    ...overrides,
  };
}

export const TEST_GYM_NAME = 'Club Prueba';

export const gymConfigMock: MockLink.MockedResponse = {
  request: { query: GymConfigDocument },
  result: {
    data: {
      gymConfig: {
        __typename: 'GymConfig',
        name: TEST_GYM_NAME,
        tagline: 'Entrena con nosotros',
        description: 'Un gimnasio de pruebas',
        logoUrl: null,
        primaryColor: '#0d47a1',
        secondaryColor: '#ff6f00',
        contact: {
          __typename: 'GymContact',
          address: 'Zona 10, Guatemala',
          phone: '+502 5555 0000',
          email: 'hola@example.com',
          whatsapp: null,
          mapsUrl: null,
        },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

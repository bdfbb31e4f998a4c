import { permissionsForRole } from '@gym/domain';
import { vi } from 'vitest';
import type { AuthContextValue, CurrentUser } from '../features/auth/auth-context';

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
    billingTaxId: null,
    billingName: null,
    isActive: true,
    createdAt: '2024-01-10T15:00:00.000Z',
    lastLogin: null,
    permissions: permissionsForRole(role),
    preferences: {
      __typename: 'UserPreferences',
      theme: 'light',
      language: 'es',
      notifications: {
        __typename: 'NotificationSettings',
        desktop: true,
        sound: true,
        email: true,
        push: false,
        whatsapp: false,
        reminders: true,
      },
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
    completeGoogleSignIn: vi.fn(),
    logout: vi.fn(),
    refreshUser: vi.fn(),
    mergeUser: vi.fn(),
    ...overrides,
  };
}

export { TEST_GYM_NAME } from './public-data';

// Test helpers for the profile, users and dashboard features: a signed-in session around a page.
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { vi } from 'vitest';
import { permissionsForRole, type ThemeMode } from '@gym/domain';
import { AuthContext, type AuthContextValue, type CurrentUser } from '../auth/auth-context';
import { ThemeModeContext } from '../../app/theme/theme-mode-context';

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const role = overrides.role ?? 'cliente';
  return {
    __typename: 'User',
    id: 'u-1',
    firstName: 'Ana',
    lastName: 'López',
    fullName: 'Ana López',
    email: 'ana@example.com',
    phone: '+502 5555 1234',
    role,
    profileImage: null,
    dateOfBirth: '1990-05-01',
    address: null,
    city: 'Guatemala',
    zipCode: null,
    bio: null,
    emergencyContact: null,
    isActive: true,
    createdAt: '2024-03-15T15:00:00.000Z',
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

export interface SessionOptions {
  user?: CurrentUser;
  mocks?: ReadonlyArray<MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>>;
  route?: string;
  themeMode?: ThemeMode;
}

export function renderWithSession(ui: ReactElement, options: SessionOptions = {}) {
  const user = options.user ?? makeUser();
  const mergeUser = vi.fn();
  const setMode = vi.fn();
  const auth: AuthContextValue = {
    user,
    isAuthenticated: true,
    isLoading: false,
    permissions: user.permissions,
    lastActivity: null,
    sessionExpiry: null,
    login: vi.fn(),
    register: vi.fn(),
    logout: vi.fn(),
    refreshUser: vi.fn(),
    mergeUser,
  };
  const mode = options.themeMode ?? 'light';
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={options.mocks ?? []}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <AuthContext.Provider value={auth}>
          <ThemeModeContext.Provider value={{ mode, resolvedMode: mode === 'dark' ? 'dark' : 'light', setMode }}>
            <SnackbarProvider>{children}</SnackbarProvider>
          </ThemeModeContext.Provider>
        </AuthContext.Provider>
      </MemoryRouter>
    </MockedProvider>
  );
  return { ...render(ui, { wrapper: Wrapper }), mergeUser, setMode, user };
}

/** A GraphQL error as the bff sends it: Spanish message, code and the REST status. */
export function graphqlError(message: string, status: number, code = 'BAD_USER_INPUT') {
  return { errors: [{ message, extensions: { code, status } }] };
}

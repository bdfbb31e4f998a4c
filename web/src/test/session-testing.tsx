// Test helpers for the profile, users and dashboard features: a signed-in session around a page.
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { TestDataProvider } from './TestDataProvider';
import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { vi } from 'vitest';
import type { ThemeMode } from '@gym/domain';
import { AuthContext, type CurrentUser } from '../features/auth/auth-context';
import { ThemeModeContext } from '../platform/theme-mode-context';
import type { PublicClient } from '../platform/public-data/public-client';
import { makeCurrentUser, authState } from './fixtures';

/** A signed-in user with a complete-looking profile (the base fixture is in ./fixtures). */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeCurrentUser({
    id: 'u-1',
    phone: '+502 5555 1234',
    dateOfBirth: '1990-05-01',
    city: 'Guatemala',
    createdAt: '2024-03-15T15:00:00.000Z',
    ...overrides,
  });
}

export interface SessionOptions {
  user?: CurrentUser;
  mocks?: ReadonlyArray<MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>>;
  route?: string;
  themeMode?: ThemeMode;
  /** The public content client (gym config, landing); a fresh test one when left out. */
  publicClient?: PublicClient;
  /** Replaces the mocks' link (a test that reads what the operations carry, such as their headers). */
  link?: ApolloLink;
}

export function renderWithSession(ui: ReactElement, options: SessionOptions = {}) {
  const user = options.user ?? makeUser();
  const mergeUser = vi.fn();
  const setMode = vi.fn();
  const auth = authState({ user, mergeUser });
  const mode = options.themeMode ?? 'light';
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <TestDataProvider
      mocks={options.mocks ?? []}
      publicClient={options.publicClient}
      {...(options.link ? { link: options.link } : {})}
    >
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <AuthContext.Provider value={auth}>
          <ThemeModeContext.Provider value={{ mode, resolvedMode: mode === 'dark' ? 'dark' : 'light', setMode }}>
            <SnackbarProvider>{children}</SnackbarProvider>
          </ThemeModeContext.Provider>
        </AuthContext.Provider>
      </MemoryRouter>
    </TestDataProvider>
  );
  return { ...render(ui, { wrapper: Wrapper }), mergeUser, setMode, user };
}

/** A GraphQL error as the bff sends it: Spanish message, code and the REST status. */
export function graphqlError(message: string, status: number, code = 'BAD_USER_INPUT') {
  return { errors: [{ message, extensions: { code, status } }] };
}

import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router';
import { AuthProvider } from '../features/auth/AuthProvider';
import { LocationProbe } from './LocationProbe';
import { TestDataProvider } from './TestDataProvider';

/**
 * One screen of the sign-in flow as the app mounts it: the session (AuthProvider), toasts, and a
 * router whose other paths show where the screen sent the user (LocationProbe).
 */
export function renderAuthRoute({
  path,
  entry = path,
  element,
  mocks = [],
  link,
  beforeAuth,
}: {
  path: string;
  entry?: InitialEntry;
  element: ReactNode;
  mocks?: MockLink.MockedResponse[];
  link?: ApolloLink;
  /** Rendered inside the router, before the session (e.g. the app's NavigationBridge). */
  beforeAuth?: ReactNode;
}) {
  return render(
    <TestDataProvider mocks={mocks} {...(link ? { link } : {})}>
      <MemoryRouter initialEntries={[entry]}>
        {beforeAuth}
        <AuthProvider>
          <SnackbarProvider>
            <Routes>
              <Route path={path} element={element} />
              <Route path="*" element={<LocationProbe />} />
            </Routes>
          </SnackbarProvider>
        </AuthProvider>
      </MemoryRouter>
    </TestDataProvider>,
  );
}

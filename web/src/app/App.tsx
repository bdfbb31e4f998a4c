import { NOTIFICATIONS } from '@gym/domain';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from '../features/auth/AuthProvider';
import { WelcomeNotifier } from '../features/auth/WelcomeNotifier';
import { ErrorBoundary } from './ErrorBoundary';
import { NavigationBridge } from './navigation';
import { AppRoutes } from './router';
import { ThemeModeProvider } from './theme/ThemeModeProvider';

const MAX_VISIBLE_TOASTS = 3;

/** Everything below the router: session, theme, toasts. Tests mount it inside a MemoryRouter. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <NavigationBridge />
      <AuthProvider>
        <ThemeModeProvider>
          <SnackbarProvider
            maxSnack={MAX_VISIBLE_TOASTS}
            autoHideDuration={NOTIFICATIONS.toastMs}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
            style={{ maxWidth: NOTIFICATIONS.toastMaxWidthPx }}
          >
            <WelcomeNotifier />
            {children}
          </SnackbarProvider>
        </ThemeModeProvider>
      </AuthProvider>
    </>
  );
}

export function App({ client }: { client: ApolloClient }) {
  return (
    <ErrorBoundary fullScreen>
      <ApolloProvider client={client}>
        <BrowserRouter>
          <AppProviders>
            <AppRoutes />
          </AppProviders>
        </BrowserRouter>
      </ApolloProvider>
    </ErrorBoundary>
  );
}

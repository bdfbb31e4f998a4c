import { NOTIFICATIONS } from '@gym/domain';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/AuthProvider';
import { emitSessionEnded, onUnauthorized } from '../platform/session-events';
import { clearSession } from '../platform/session-storage';
import { WelcomeNotifier } from '../features/auth/WelcomeNotifier';
import { notify } from '../shared/notify';
import { createApolloClient } from '../platform/apollo/client';
import { createSessionExpiry, type ErrorLinkDeps } from '../platform/apollo/error-link';
import { currentPathname, navigateTo } from '../platform/navigation';
import { AppRoutes } from './AppRoutes';
import { ApplyUserThemePreference } from './theme/ApplyUserThemePreference';

/**
 * The session layer, loaded as its own chunk the first time a page needs it (every page but the
 * landing page of a visitor without a session): Apollo Client, the signed-in user, toasts and
 * every route. The shell (App.tsx) stays small enough for the landing page's JS budget.
 */

const MAX_VISIBLE_TOASTS = 3;
/**
 * Toasts come down from the top centre: at the bottom, on a phone, they covered the cart button,
 * the cards' 'Agregar' and the forms' fixed 'Continuar' and submit bars.
 */
const TOAST_PLACE = { vertical: 'top', horizontal: 'center' } as const;

const sessionDeps: ErrorLinkDeps = {
  notify,
  currentPath: currentPathname,
  clearSession,
  endSession: (fromPath) => {
    emitSessionEnded();
    navigateTo('/login', { from: { pathname: fromPath, search: '', hash: '' } });
  },
};

let sharedClient: ApolloClient | null = null;

/** One Apollo client per page, created when the session layer first loads. */
function apolloClient(): ApolloClient {
  if (!sharedClient) {
    // One session-expiry path for Apollo's 401s and the uploads' (platform/upload.ts).
    const expireSession = createSessionExpiry(sessionDeps);
    sharedClient = createApolloClient(sessionDeps, expireSession);
    onUnauthorized(() => expireSession(currentPathname()));
  }
  return sharedClient;
}

/** Session, toasts and the user's theme preference; tests mount it around their own routes. */
export function SessionProviders({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <ApplyUserThemePreference />
      <SnackbarProvider
        maxSnack={MAX_VISIBLE_TOASTS}
        autoHideDuration={NOTIFICATIONS.toastMs}
        anchorOrigin={TOAST_PLACE}
        style={{ maxWidth: NOTIFICATIONS.toastMaxWidthPx }}
      >
        <WelcomeNotifier />
        {children}
      </SnackbarProvider>
    </AuthProvider>
  );
}

export default function SessionApp() {
  return (
    <ApolloProvider client={apolloClient()}>
      <SessionProviders>
        <AppRoutes />
      </SessionProviders>
    </ApolloProvider>
  );
}

import { UI_MESSAGES } from '@gym/domain';
import { Suspense, useState } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { hasStoredSession } from '../features/auth/session-storage';
import { FullScreenLoader, StorePageSkeleton } from '../shared/components/Loading';
import { ErrorBoundary } from './ErrorBoundary';
import { unlessShell, useShellLeavesWithItsPage } from './first-screen/shell';
import { lazyPage } from './lazy-page';
import { NavigationBridge } from './NavigationBridge';
import { PublicDataProvider } from './public-data/PublicDataProvider';
import type { PublicClient } from './public-data/public-client';
import { ThemeModeProvider } from './theme/ThemeModeProvider';

const SessionApp = lazyPage(() => import('./SessionApp'));
const LandingPage = lazyPage(() => import('../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })));

/** Store and checkout pages wait in their own frame, never behind a full-screen loader. */
export const isStorePath = (pathname: string) => pathname.startsWith('/store') || pathname.startsWith('/checkout');

/**
 * A visitor without a stored session on `/` gets the landing page straight from the shell; any
 * other page (or a stored session, which must be checked and redirected) loads the session
 * layer. Once loaded it serves every path, `/` included, so it is never unmounted.
 */
export function AppEntry() {
  const { pathname } = useLocation();
  const [sessionLoaded, setSessionLoaded] = useState(false);
  const needsSession = sessionLoaded || pathname !== '/' || hasStoredSession();
  if (needsSession && !sessionLoaded) setSessionLoaded(true);
  useShellLeavesWithItsPage(pathname);
  return (
    <Suspense
      fallback={unlessShell(
        isStorePath(pathname) ? <StorePageSkeleton /> : <FullScreenLoader label={UI_MESSAGES.loading} />,
      )}
    >
      {needsSession ? <SessionApp /> : <LandingPage />}
    </Suspense>
  );
}

/** The shell: public data, router, theme. Everything with a session is loaded on demand. */
export function App({ publicClient }: { publicClient: PublicClient }) {
  return (
    <ErrorBoundary fullScreen>
      <PublicDataProvider client={publicClient}>
        <BrowserRouter>
          <NavigationBridge />
          <ThemeModeProvider>
            <AppEntry />
          </ThemeModeProvider>
        </BrowserRouter>
      </PublicDataProvider>
    </ErrorBoundary>
  );
}

import { UI_MESSAGES } from '@gym/domain';
import { Suspense, startTransition, useCallback, useState } from 'react';
import { BrowserRouter, Route, Routes, matchPath, useLocation } from 'react-router';
import { hasStoredSession } from '../platform/session-storage';
import { hasKeptGuestCart } from '../features/cart/guest-cart-presence';
import { FullScreenLoader, StorePageSkeleton } from '../shared/components/Loading';
import { ErrorBoundary } from './ErrorBoundary';
import { unlessShell, useShellLeavesWithItsPage } from '../platform/first-screen/shell';
import { lazyPage } from '../platform/lazy-page';
import { NavigationBridge } from '../platform/NavigationBridge';
import { ScrollRestorer } from '../platform/ScrollRestorer';
import { LandingPage, ProductPage, StorePage } from './public-pages';
import { PublicDataProvider } from '../platform/public-data/PublicDataProvider';
import { EDITABLE_PUBLIC_CONTENT } from './public-content';
import type { PublicClient } from '../platform/public-data/public-client';
import { SessionLayerContext } from '../platform/session-layer';
import { ThemeModeProvider } from './theme/ThemeModeProvider';

const SessionApp = lazyPage(() => import('./SessionApp'));
const VisitorStoreShell = lazyPage(() => import('../features/store/VisitorStoreShell'));

/** Store and checkout pages wait in their own frame, never behind a full-screen loader. */
export const isStorePath = (pathname: string) => pathname.startsWith('/store') || pathname.startsWith('/checkout');

const VISITOR_PAGES = ['/', '/store', '/store/product/:productId'];

/** The pages a visitor is served without the session layer (their routes are VisitorRoutes). */
export const isVisitorPage = (pathname: string) => VISITOR_PAGES.some((page) => matchPath(page, pathname));

/** Landing, store and product pages of a visitor without a session or a cart (no Apollo). */
function VisitorRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route element={<VisitorStoreShell />}>
        <Route path="/store" element={<StorePage />} />
        <Route path="/store/product/:productId" element={<ProductPage />} />
      </Route>
    </Routes>
  );
}

/**
 * A visitor without a stored session gets the landing page, and without a kept cart the store and
 * a product's page, straight from the shell; any other page, a stored session (which must be
 * checked and redirected) or cart, or a page's request (the store's first add) loads the session
 * layer. Once loaded it serves every path, so it is never unmounted; a page's request switches in
 * a transition, so the page stays on screen while the layer loads.
 */
export function AppEntry() {
  const { pathname } = useLocation();
  const [sessionLoaded, setSessionLoaded] = useState(false);
  const requestSessionLayer = useCallback(() => {
    startTransition(() => setSessionLoaded(true));
  }, []);
  const needsSession =
    sessionLoaded ||
    !isVisitorPage(pathname) ||
    hasStoredSession() ||
    // A kept guest cart is the server's: the store shows it, the landing page does not.
    (isStorePath(pathname) && hasKeptGuestCart());
  if (needsSession && !sessionLoaded) setSessionLoaded(true);
  useShellLeavesWithItsPage(pathname);
  return (
    <Suspense
      fallback={unlessShell(
        isStorePath(pathname) ? <StorePageSkeleton /> : <FullScreenLoader label={UI_MESSAGES.loading} />,
      )}
    >
      <SessionLayerContext.Provider value={requestSessionLayer}>
        {needsSession ? <SessionApp /> : <VisitorRoutes />}
      </SessionLayerContext.Provider>
    </Suspense>
  );
}

/** The shell: public data, router, theme. Everything with a session is loaded on demand. */
export function App({ publicClient }: { publicClient: PublicClient }) {
  return (
    <ErrorBoundary fullScreen>
      <PublicDataProvider client={publicClient} editableContent={EDITABLE_PUBLIC_CONTENT}>
        <BrowserRouter>
          <NavigationBridge />
          <ScrollRestorer />
          <ThemeModeProvider>
            <AppEntry />
          </ThemeModeProvider>
        </BrowserRouter>
      </PublicDataProvider>
    </ErrorBoundary>
  );
}

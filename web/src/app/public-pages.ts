import { lazyPage } from '../platform/lazy-page';

/**
 * The pages a visitor reaches without the session layer (App.tsx) that the session layer's routes
 * (AppRoutes.tsx) serve too. One lazy component each: when the session layer takes over a page
 * (a visitor's first add to the cart), the page's chunk is already there and it renders at once.
 */
export const LandingPage = lazyPage(() =>
  import('../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })),
);
export const StorePage = lazyPage(() => import('../features/store/StorePage'));
export const ProductPage = lazyPage(() => import('../features/store/ProductPage'));

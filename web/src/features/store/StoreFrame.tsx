import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, Outlet } from 'react-router';
import { useGymConfig } from '../../platform/gym-config/useGymConfig';
import { PublicHeader, type PublicNavLink } from '../../shared/components/PublicHeader';
import { withChunkTimeout } from '../../platform/lazy-page';
import { useCart } from '../cart/cart-context';
import { STORE_TEXTS } from './texts';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

// The public site's sections live on the landing page (a signed-in user is sent to the panel).
const STORE_LINKS: readonly PublicNavLink[] = [
  { label: STORE_TEXTS.storeTitle, to: '/store' },
  { label: STORE_TEXTS.navPlans, href: '/#planes' },
  { label: STORE_TEXTS.navContact, href: '/#contacto' },
];

const CartDrawer = lazy(withChunkTimeout(() => import('../cart/CartDrawer').then((m) => ({ default: m.CartDrawer }))));
const FloatingCartButton = lazy(
  withChunkTimeout(() => import('../cart/FloatingCartButton').then((m) => ({ default: m.FloatingCartButton }))),
);

/**
 * The cart's floating button and drawer, chunks of their own that come once the cart has items
 * (the button is the way to the drawer) or the drawer is to open on arrival: an empty cart's
 * page does not load or render them.
 */
function CartControls() {
  const { items, drawerOpen } = useCart();
  // Once there, they stay (the drawer closes with its animation when its last line goes).
  const [needed, setNeeded] = useState(false);
  if (!needed && (items.length > 0 || drawerOpen)) setNeeded(true);
  if (!needed) return null;
  return (
    <>
      <Suspense fallback={null}>
        <CartDrawer />
      </Suspense>
      <Suspense fallback={null}>
        <FloatingCartButton />
      </Suspense>
    </>
  );
}

/** A header button of the store (sign-in, or the signed-in user's panel). */
export function StoreHeaderButton({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  return (
    <Button component={RouterLink} to={to} state={state} color="inherit" size="small" sx={NO_WRAP}>
      {children}
    </Button>
  );
}

/** The sign-in button of a visitor, back to the store afterwards. */
export function StoreSignInButton() {
  return (
    <StoreHeaderButton to="/login" state={{ from: { pathname: '/store', search: '', hash: '' } }}>
      {STORE_TEXTS.signIn}
    </StoreHeaderButton>
  );
}

/**
 * Store, product and checkout pages: the public header with the account's button, the page, and
 * the cart's controls. The cart itself comes from the shell around it (StoreShell, or
 * VisitorStoreShell before a visitor's first add).
 */
export function StoreFrame({ account }: { account: ReactNode }) {
  const { config } = useGymConfig();
  return (
    <>
      <PublicHeader
        name={config.name}
        logoUrl={config.logoUrl}
        links={STORE_LINKS}
        actions={account}
        compactAction={account}
      />
      <Box component="main" sx={{ minHeight: '80vh', pb: 12 }}>
        <Outlet />
      </Box>
      <CartControls />
    </>
  );
}

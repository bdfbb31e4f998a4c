import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, Outlet } from 'react-router';
import { homePathForRole } from '@gym/domain';
import { useGymConfig } from '../../app/gym-config/useGymConfig';
import { PublicHeader, type PublicNavLink } from '../../app/layouts/PublicHeader';
import { useAuth } from '../auth/useAuth';
import { lazy, Suspense, useState } from 'react';
import { withChunkTimeout } from '../../app/lazy-page';
import { useCart } from '../cart/cart-context';
import { CartProvider } from '../cart/CartProvider';
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

/** Store, product and checkout pages share the cart, its drawer and the floating button. */
export function StoreShell() {
  const { config } = useGymConfig();
  const { user, isAuthenticated } = useAuth();
  const account =
    isAuthenticated && user ? (
      <Button component={RouterLink} to={homePathForRole(user.role)} color="inherit" size="small" sx={NO_WRAP}>
        {STORE_TEXTS.myPanel}
      </Button>
    ) : (
      <Button
        component={RouterLink}
        to="/login"
        state={{ from: { pathname: '/store', search: '', hash: '' } }}
        color="inherit"
        size="small"
        sx={NO_WRAP}
      >
        {STORE_TEXTS.signIn}
      </Button>
    );
  return (
    <CartProvider>
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
    </CartProvider>
  );
}

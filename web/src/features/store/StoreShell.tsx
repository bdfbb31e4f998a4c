import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, Outlet } from 'react-router';
import { homePathForRole } from '@gym/domain';
import { useGymConfig } from '../../app/gym-config/useGymConfig';
import { PublicHeader, type PublicNavLink } from '../../app/layouts/PublicHeader';
import { useAuth } from '../auth/useAuth';
import { CartDrawer } from '../cart/CartDrawer';
import { CartProvider } from '../cart/CartProvider';
import { FloatingCartButton } from '../cart/FloatingCartButton';
import { STORE_TEXTS } from './texts';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

// The public site's sections live on the landing page (a signed-in user is sent to the panel).
const STORE_LINKS: readonly PublicNavLink[] = [
  { label: STORE_TEXTS.storeTitle, to: '/store' },
  { label: STORE_TEXTS.navPlans, href: '/#planes' },
  { label: STORE_TEXTS.navContact, href: '/#contacto' },
];

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
      <CartDrawer />
      <FloatingCartButton />
    </CartProvider>
  );
}

import Storefront from '@mui/icons-material/Storefront';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet } from 'react-router';
import { homePathForRole } from '@gym/domain';
import { useGymConfig } from '../../app/gym-config/useGymConfig';
import { useAuth } from '../auth/useAuth';
import { CartDrawer } from '../cart/CartDrawer';
import { CartProvider } from '../cart/CartProvider';
import { FloatingCartButton } from '../cart/FloatingCartButton';
import { STORE_TEXTS } from './texts';

/** Store, product and checkout pages share the cart, its drawer and the floating button. */
export function StoreShell() {
  const { config } = useGymConfig();
  const { user, isAuthenticated } = useAuth();
  return (
    <CartProvider>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', flexGrow: 1 }}
            noWrap
          >
            {config.name}
          </Typography>
          <Button component={RouterLink} to="/store" startIcon={<Storefront />} color="inherit">
            {STORE_TEXTS.storeTitle}
          </Button>
          {isAuthenticated && user ? (
            <Button component={RouterLink} to={homePathForRole(user.role)} color="inherit">
              {STORE_TEXTS.myPanel}
            </Button>
          ) : (
            <Button
              component={RouterLink}
              to="/login"
              state={{ from: { pathname: '/store', search: '', hash: '' } }}
              color="inherit"
            >
              {STORE_TEXTS.signIn}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ minHeight: '80vh', pb: 12 }}>
        <Outlet />
      </Box>
      <CartDrawer />
      <FloatingCartButton />
    </CartProvider>
  );
}

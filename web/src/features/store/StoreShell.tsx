import { homePathForRole } from '@gym/domain';
import { useAuth } from '../auth/useAuth';
import { CartProvider } from '../cart/CartProvider';
import { StoreFrame, StoreHeaderButton, StoreSignInButton } from './StoreFrame';
import { STORE_TEXTS } from './texts';

/** Store, product and checkout pages with the session: the server cart and the user's panel. */
export function StoreShell() {
  const { user, isAuthenticated } = useAuth();
  const account =
    isAuthenticated && user ? (
      <StoreHeaderButton to={homePathForRole(user.role)}>{STORE_TEXTS.myPanel}</StoreHeaderButton>
    ) : (
      <StoreSignInButton />
    );
  return (
    <CartProvider>
      <StoreFrame account={account} />
    </CartProvider>
  );
}

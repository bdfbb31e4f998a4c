import { VisitorCartProvider } from '../cart/VisitorCartProvider';
import { StoreFrame, StoreSignInButton } from './StoreFrame';

/**
 * The store of a visitor without a cart or a session: no Apollo, no session layer on its first
 * screen. Their first add brings the session layer, and StoreShell takes over.
 */
export default function VisitorStoreShell() {
  return (
    <VisitorCartProvider>
      <StoreFrame account={<StoreSignInButton />} />
    </VisitorCartProvider>
  );
}

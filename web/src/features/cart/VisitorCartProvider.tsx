import { cartDrawerTotals } from '@gym/domain';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useRequestSessionLayer } from '../../platform/session-layer';
import { CartAddContext, CartContext, type CartContextValue } from './cart-context';
import { deferAdd } from './pending-adds';

const EMPTY_SUMMARY: CartContextValue['summary'] = cartDrawerTotals([]);

const NO_LINES: ReadonlySet<string> = new Set();
const nothing = () => {};
const nothingAsync = async () => {};

/**
 * The cart of a visitor who has none (no stored guest cart, not signed in): empty, and it asks
 * nothing of the server. Their first add waits (`pending-adds.ts`) while the session layer loads;
 * the real cart (`CartProvider`) then makes it and answers it.
 */
export function VisitorCartProvider({ children }: { children: ReactNode }) {
  const requestSessionLayer = useRequestSessionLayer();
  const add = useCallback<CartContextValue['add']>(
    (...args) => {
      const added = deferAdd(...args);
      requestSessionLayer();
      return added;
    },
    [requestSessionLayer],
  );
  const value = useMemo<CartContextValue>(
    () => ({
      items: [],
      summary: EMPTY_SUMMARY,
      loading: false,
      isGuest: true,
      sessionId: null,
      syncError: false,
      retry: nothing,
      add,
      updateQuantity: nothing,
      remove: nothing,
      clear: nothingAsync,
      reload: nothingAsync,
      lockedLines: NO_LINES,
      drawerOpen: false,
      openDrawer: nothing,
      closeDrawer: nothing,
      bubble: null,
    }),
    [add],
  );
  return (
    <CartAddContext.Provider value={add}>
      <CartContext.Provider value={value}>{children}</CartContext.Provider>
    </CartAddContext.Provider>
  );
}

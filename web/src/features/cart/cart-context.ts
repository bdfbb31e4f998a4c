import { createContext, useContext } from 'react';
import type { CartFieldsFragment } from './cart.generated';

export type CartLine = CartFieldsFragment['items'][number];
export type CartSummary = CartFieldsFragment['summary'];

export interface AddableProduct {
  id: string;
  name: string;
  price: number;
  image?: string | null;
}

export interface CartContextValue {
  items: CartLine[];
  summary: CartSummary;
  loading: boolean;
  isGuest: boolean;
  /** The guest's `guest_` session id; null when signed in. */
  sessionId: string | null;
  syncError: boolean;
  retry: () => void;
  add: (product: AddableProduct, quantity?: number, options?: Record<string, string>) => Promise<boolean>;
  updateQuantity: (lineId: string, quantity: number) => void;
  remove: (lineId: string) => void;
  clear: () => Promise<void>;
  /** After an order: the server already emptied the cart; reload it. */
  reload: () => Promise<void>;
  lockedLines: ReadonlySet<string>;
  drawerOpen: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
  /** The short 'Agregado' bubble over the floating button (3 s). */
  bubble: string | null;
}

export const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart debe usarse dentro de un CartProvider');
  return value;
}

/**
 * The cart's add action alone, the same function for the provider's life: a product card reads
 * it without rendering again on every change of the cart (a page shows twenty of them).
 */
export const CartAddContext = createContext<CartContextValue['add'] | null>(null);

export function useCartAdd(): CartContextValue['add'] {
  const add = useContext(CartAddContext);
  if (!add) throw new Error('useCartAdd debe usarse dentro de un CartProvider');
  return add;
}

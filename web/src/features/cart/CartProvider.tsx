import {
  CART,
  cartDrawerTotals,
  invalidItemsRemovedMessage,
  sanitizeCartItems,
  STORAGE_KEYS,
  STORE_MESSAGES,
} from '@gym/domain';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  useAddToCartMutation,
  useCartQuery,
  useClearCartMutation,
  useMergeCartMutation,
  useRemoveCartItemMutation,
  useUpdateCartItemMutation,
  type CartFieldsFragment,
} from './cart.generated';
import { apiErrorInfo, isGlobalError } from '../../shared/api-error';
import { notify } from '../../shared/notify';
import type { AfterSignInState } from '../../platform/redirect-target';
import { useAuth } from '../auth/useAuth';
import { CartAddContext, CartContext, type AddableProduct, type CartContextValue, type CartLine } from './cart-context';
import {
  createDebouncedSaver,
  forgetGuestCart,
  guestSessionId,
  readGuestCart,
  writeGuestCart,
  type StoredCartItem,
} from './guest-cart-storage';
import { hasGuestSession } from './guest-cart-presence';
import { takePendingAdds } from './pending-adds';
import { CART_TEXTS } from './texts';

const toStoredItems = (cart: CartFieldsFragment, previous: StoredCartItem[]): StoredCartItem[] =>
  cart.items.map((line) => {
    const before = previous.find((item) => item.cartId === line.id);
    const now = new Date().toISOString();
    return {
      id: line.productId,
      name: line.name,
      price: line.price,
      image: line.image ?? null,
      options: Object.fromEntries(line.selectedVariants.map((o) => [o.name, o.value])),
      quantity: line.quantity,
      cartId: line.id,
      addedAt: before?.addedAt ?? now,
      updatedAt: before && before.quantity === line.quantity ? before.updatedAt : now,
    };
  });

/** Lines from the stored record, shown when the server cart cannot be loaded (invalid ones dropped). */
function fallbackLines(): { lines: CartLine[]; removed: number } {
  const record = readGuestCart();
  if (!record) return { lines: [], removed: 0 };
  const { valid, removed } = sanitizeCartItems(record.items);
  return {
    removed,
    lines: valid.map((item) => ({
      id: item.cartId,
      productId: item.id,
      name: item.name,
      price: Number(item.price),
      image: item.image,
      quantity: item.quantity,
      stockQuantity: item.quantity,
      lineTotal: Number(item.price) * item.quantity,
      selectedVariants: Object.entries(item.options ?? {}).map(([name, value]) => ({
        name,
        value,
      })),
    })),
  };
}

/** The cart: the Apollo cache is its source of truth; guests also keep the stored record (spec §3). */
export function CartProvider({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  // A guest session id exists only once a visitor has a cart (their first add, or one stored
  // from an earlier visit): until then their cart is empty and nothing is asked of the server.
  const [guestId, setGuestId] = useState<string | null>(() =>
    hasGuestSession() || readGuestCart() ? guestSessionId() : null,
  );
  const sessionId = isAuthenticated ? null : guestId;
  const [merging, setMerging] = useState(false);
  const { data, loading, error, refetch } = useCartQuery({
    variables: { sessionId },
    skip: isLoading || merging || (!isAuthenticated && !guestId),
    notifyOnNetworkStatusChange: false,
  });
  const [addMutation] = useAddToCartMutation();
  const [updateMutation] = useUpdateCartItemMutation();
  const [removeMutation] = useRemoveCartItemMutation();
  const [clearMutation] = useClearCartMutation();
  const [mergeMutation] = useMergeCartMutation();
  const [lockedLines, setLockedLines] = useState<ReadonlySet<string>>(new Set());
  const location = useLocation();
  // Back from the drawer's 'Iniciar sesión': the drawer opens again on arrival.
  const [drawerOpen, setDrawerOpen] = useState(() => Boolean((location.state as AfterSignInState | null)?.openCart));
  const [bubble, setBubble] = useState<string | null>(null);
  const [syncError, setSyncError] = useState(false);
  const bubbleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cart = data?.cart ?? null;

  // Sign-in: the guest's cart joins the user's, once.
  const mergedFor = useRef(false);
  useEffect(() => {
    if (!isAuthenticated || mergedFor.current || !hasGuestSession()) return;
    mergedFor.current = true;
    const guest = readGuestCart()?.sessionId ?? localStorage.getItem(STORAGE_KEYS.guestSessionId);
    if (!guest) return;
    setMerging(true);
    mergeMutation({ variables: { sessionId: guest } })
      .then(() => {
        forgetGuestCart();
        setGuestId(null);
      })
      .catch((mergeError: unknown) => console.warn('No se pudo unir el carrito de invitado', mergeError))
      .finally(() => setMerging(false));
  }, [isAuthenticated, mergeMutation]);

  useEffect(() => {
    setSyncError(Boolean(error));
  }, [error]);

  // A load failure keeps the stored items and warns about the invalid ones it dropped.
  const fallback = useMemo(
    () => (error && !cart && !isAuthenticated ? fallbackLines() : null),
    [error, cart, isAuthenticated],
  );
  useEffect(() => {
    if (fallback && fallback.removed > 0) notify.warning(invalidItemsRemovedMessage(fallback.removed));
  }, [fallback]);

  // Guests: the stored record follows the server cart, saved debounced.
  const latestCart = useRef<CartFieldsFragment | null>(null);
  latestCart.current = cart;
  const saver = useMemo(
    () =>
      createDebouncedSaver(() => {
        const current = latestCart.current;
        if (!current || !current.isGuest || !current.sessionId) return;
        writeGuestCart(toStoredItems(current, readGuestCart()?.items ?? []), current.sessionId);
      }),
    [],
  );
  useEffect(() => {
    if (cart?.isGuest) saver.schedule();
  }, [cart, saver]);
  useEffect(() => () => saver.cancel(), [saver]);

  const items = useMemo(() => cart?.items ?? fallback?.lines ?? [], [cart, fallback]);
  const summary = useMemo(() => cart?.summary ?? cartDrawerTotals(items), [cart, items]);

  const showBubble = useCallback((text: string) => {
    if (bubbleTimer.current) clearTimeout(bubbleTimer.current);
    setBubble(text);
    bubbleTimer.current = setTimeout(() => setBubble(null), CART.bubbleMs);
  }, []);
  useEffect(() => () => clearTimeout(bubbleTimer.current), []);

  const lock = (lineId: string, locked: boolean) =>
    setLockedLines((current) => {
      const next = new Set(current);
      if (locked) next.add(lineId);
      else next.delete(lineId);
      return next;
    });

  const add = useCallback<CartContextValue['add']>(
    async (product: AddableProduct, quantity = 1, options = {}) => {
      // A visitor's first add starts their guest session.
      const startsSession = !isLoading && !isAuthenticated && !guestId;
      const cartSession = startsSession ? guestSessionId() : sessionId;
      try {
        const result = await addMutation({
          variables: {
            input: {
              productId: product.id,
              quantity,
              selectedVariants: Object.entries(options)
                .filter(([name]) => name !== 'quantity')
                .map(([name, value]) => ({ name, value })),
              sessionId: cartSession,
            },
          },
        });
        setSyncError(false);
        const guest = !isAuthenticated;
        const message = result.data?.addToCart.message;
        if (message && message !== STORE_MESSAGES.addedToCart) notify.warning(message);
        else notify.success(guest ? STORE_MESSAGES.addedToCartGuest : STORE_MESSAGES.addedToCart);
        const base = quantity > 1 ? CART_TEXTS.bubbleMany(quantity) : CART_TEXTS.bubbleAdded;
        showBubble(guest ? `${base}${CART_TEXTS.bubbleGuestSuffix}` : base);
        // The cart query starts with the new session (it reads the cart the add made).
        if (startsSession) setGuestId(cartSession);
        else if (result.data?.addToCart.cart && !data?.cart) await refetch();
        return true;
      } catch (addError) {
        const info = apiErrorInfo(addError);
        // Session, server and network failures are already reported by the global error link.
        if (!isGlobalError(info) && info.message) notify.error(info.message);
        else setSyncError(true);
        return false;
      }
    },
    [addMutation, sessionId, isLoading, isAuthenticated, guestId, showBubble, data?.cart, refetch],
  );

  // The cards' add: one function that calls the latest `add` (app state changes do not reach them).
  const latestAdd = useRef(add);
  useLayoutEffect(() => {
    latestAdd.current = add;
  }, [add]);
  const stableAdd = useCallback<CartContextValue['add']>((...args) => latestAdd.current(...args), []);

  // A visitor's adds made before this cart existed (VisitorCartProvider), one after the other.
  useEffect(() => {
    if (isLoading) return;
    void takePendingAdds().reduce<Promise<unknown>>(
      (previous, { args, settle }) => previous.then(() => latestAdd.current(...args).then(settle)),
      Promise.resolve(),
    );
  }, [isLoading]);

  const updateQuantity = useCallback<CartContextValue['updateQuantity']>(
    (lineId, quantity) => {
      // The drawer's controls never send 0 or less (removal has its own button).
      if (quantity <= 0 || lockedLines.has(lineId)) return;
      lock(lineId, true);
      updateMutation({ variables: { id: lineId, quantity, sessionId } })
        .then((result) => {
          const message = result.data?.updateCartItem.message;
          if (message) notify.warning(message);
        })
        .catch((updateError: unknown) => console.warn('No se pudo actualizar la cantidad', updateError))
        .finally(() => lock(lineId, false));
    },
    [updateMutation, sessionId, lockedLines],
  );

  const remove = useCallback<CartContextValue['remove']>(
    (lineId) => {
      lock(lineId, true);
      removeMutation({ variables: { id: lineId, sessionId } })
        .catch((removeError: unknown) => console.warn('No se pudo eliminar el producto', removeError))
        .finally(() => lock(lineId, false));
    },
    [removeMutation, sessionId],
  );

  const clear = useCallback(async () => {
    try {
      await clearMutation({ variables: { sessionId } });
    } catch (clearError) {
      console.warn('No se pudo vaciar el carrito', clearError);
    }
  }, [clearMutation, sessionId]);

  const reload = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const value: CartContextValue = {
    items,
    summary,
    loading: loading && !cart,
    isGuest: !isAuthenticated,
    sessionId,
    syncError,
    retry: () =>
      void refetch().then(
        () => setSyncError(false),
        () => setSyncError(true),
      ),
    add,
    updateQuantity,
    remove,
    clear,
    reload,
    lockedLines,
    drawerOpen,
    openDrawer: () => setDrawerOpen(true),
    closeDrawer: () => setDrawerOpen(false),
    bubble,
  };
  return (
    <CartAddContext.Provider value={stableAdd}>
      <CartContext.Provider value={value}>{children}</CartContext.Provider>
    </CartAddContext.Provider>
  );
}

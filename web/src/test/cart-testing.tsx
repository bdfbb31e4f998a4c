// Test helpers for the store, cart and checkout: a guest or a signed-in session and a cart whose actions are spies.
import type { MockLink } from '@apollo/client/testing';
import type { PublicAnswers } from './public-data';
import { TestDataProvider } from './TestDataProvider';
import { cartDrawerTotals } from '@gym/domain';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { LocationProbe } from './LocationProbe';
import { makeUser } from './session-testing';
import { AuthContext, type CurrentUser } from '../features/auth/auth-context';
import { CartAddContext, CartContext, type CartContextValue, type CartLine } from '../features/cart/cart-context';
import { authState } from './fixtures';

export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  const price = overrides.price ?? 100;
  const quantity = overrides.quantity ?? 1;
  return {
    id: 'line-1',
    productId: 'p-1',
    name: 'Proteína Whey',
    price,
    image: null,
    quantity,
    stockQuantity: 10,
    lineTotal: price * quantity,
    selectedVariants: [],
    ...overrides,
  };
}

export function fakeCart(items: CartLine[], overrides: Partial<CartContextValue> = {}): CartContextValue {
  return {
    items,
    summary: cartDrawerTotals(items),
    loading: false,
    isGuest: true,
    sessionId: 'guest_test',
    syncError: false,
    retry: vi.fn(),
    add: vi.fn(async () => true),
    updateQuantity: vi.fn(),
    remove: vi.fn(),
    clear: vi.fn(async () => undefined),
    reload: vi.fn(async () => undefined),
    lockedLines: new Set(),
    drawerOpen: true,
    openDrawer: vi.fn(),
    closeDrawer: vi.fn(),
    bubble: null,
    ...overrides,
  };
}

export interface StoreRenderOptions {
  user?: CurrentUser | null;
  cart: CartContextValue;
  mocks?: ReadonlyArray<MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>>;
  /** The bff's answers to public operations (the catalogue, a product). */
  publicData?: PublicAnswers;
  route?: string;
  path?: string;
}

/** Renders `ui` at `path` with a guest (user null) or signed-in session and the given cart. */
export function renderStore(ui: ReactElement, options: StoreRenderOptions) {
  const user = options.user === undefined ? null : options.user;
  const auth = authState({ user });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <TestDataProvider mocks={options.mocks ?? []} publicData={options.publicData}>
      <MemoryRouter initialEntries={[options.route ?? '/store']}>
        <AuthContext.Provider value={auth}>
          <CartAddContext.Provider value={options.cart.add}>
            <CartContext.Provider value={options.cart}>
              <SnackbarProvider>
                <Routes>
                  <Route path={options.path ?? '/store'} element={children} />
                  <Route path="*" element={<LocationProbe />} />
                </Routes>
              </SnackbarProvider>
            </CartContext.Provider>
          </CartAddContext.Provider>
        </AuthContext.Provider>
      </MemoryRouter>
    </TestDataProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

export { makeUser };

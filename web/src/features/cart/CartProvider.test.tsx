import type { MockLink } from '@apollo/client/testing';
import { TestDataProvider } from '../../test/TestDataProvider';
import { STORAGE_KEYS } from '@gym/domain';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AddToCartDocument, CartDocument, MergeCartDocument } from './cart.generated';
import { makeUser } from '../../test/session-testing';
import { AuthContext, type CurrentUser } from '../auth/auth-context';
import { useCart } from './cart-context';
import { CartProvider } from './CartProvider';
import { deferAdd } from './pending-adds';
import { authState } from '../../test/fixtures';

const SESSION = 'guest_fixed';

const summary = (count: number, total: number) => ({
  __typename: 'CartSummary',
  totalProductsWithTax: total,
  subtotal: total,
  taxAmount: 0,
  shippingAmount: 0,
  totalAmount: total,
  itemsCount: count,
});

const cart = (id: string, isGuest: boolean, items: { id: string; name: string; quantity: number }[]) => ({
  __typename: 'Cart',
  id,
  isGuest,
  sessionId: isGuest ? id : null,
  items: items.map((i) => ({
    __typename: 'CartItem',
    id: i.id,
    productId: `p-${i.id}`,
    name: i.name,
    price: 100,
    image: null,
    quantity: i.quantity,
    stockQuantity: 10,
    lineTotal: 100 * i.quantity,
    selectedVariants: [],
  })),
  summary: summary(
    items.reduce((s, i) => s + i.quantity, 0),
    items.reduce((s, i) => s + 100 * i.quantity, 0),
  ),
});

function Probe() {
  const c = useCart();
  return (
    <div>
      <p data-testid="lines">{c.items.map((i) => `${i.name} x${i.quantity}`).join(', ')}</p>
      <p data-testid="bubble">{c.bubble ?? ''}</p>
      <p data-testid="drawer">{c.drawerOpen ? 'abierto' : 'cerrado'}</p>
      <button type="button" onClick={() => void c.add({ id: 'p-a', name: 'Creatina', price: 100 }, 2)}>
        agregar
      </button>
    </div>
  );
}

function renderProvider(
  user: CurrentUser | null,
  mocks: ReadonlyArray<MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>>,
  entry: { pathname: string; state?: unknown } = { pathname: '/store' },
) {
  const auth = authState({ user, permissions: [] });
  return render(
    <TestDataProvider mocks={mocks}>
      <MemoryRouter initialEntries={[entry]}>
        <AuthContext.Provider value={auth}>
          <SnackbarProvider>
            <CartProvider>
              <Probe />
            </CartProvider>
          </SnackbarProvider>
        </AuthContext.Provider>
      </MemoryRouter>
    </TestDataProvider>,
  );
}

describe('cart provider', () => {
  it("reopens the drawer for a member back from the drawer's 'Iniciar sesión'", async () => {
    const mocks = [
      {
        request: { query: CartDocument, variables: { sessionId: null } },
        result: { data: { cart: cart('user', false, [{ id: 'b', name: 'Shaker', quantity: 1 }]) } },
      },
    ];
    const { unmount } = renderProvider(makeUser({ role: 'cliente' }), mocks, {
      pathname: '/store',
      state: { openCart: true },
    });
    expect(screen.getByTestId('drawer')).toHaveTextContent('abierto');
    unmount();
    renderProvider(makeUser({ role: 'cliente' }), mocks);
    expect(screen.getByTestId('drawer')).toHaveTextContent('cerrado');
  });

  it('does not invent a guest session for a signed-in user', async () => {
    const merge = vi.fn(() => ({ data: { mergeCart: { __typename: 'CartResult', cart: cart('user', false, []) } } }));
    renderProvider(makeUser({ role: 'cliente' }), [
      { request: { query: MergeCartDocument, variables: () => true }, result: merge },
      {
        request: { query: CartDocument, variables: { sessionId: null } },
        result: { data: { cart: cart('user', false, [{ id: 'b', name: 'Shaker', quantity: 1 }]) } },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('lines')).toHaveTextContent('Shaker x1'));
    expect(merge).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.guestSessionId)).toBeNull();
  });

  it("makes a visitor's adds asked before the cart existed, one after the other, and answers each", async () => {
    // The visitor's store (VisitorCartProvider) queued two adds while the session layer loaded.
    const first = deferAdd({ id: 'p-a', name: 'Creatina', price: 100 }, 2);
    const second = deferAdd({ id: 'p-b', name: 'Shaker', price: 100 }, 1, { Color: 'Negro' });
    const sent: unknown[] = [];
    const added = (items: { id: string; name: string; quantity: number }[]) => ({
      data: {
        addToCart: {
          __typename: 'CartResult',
          message: 'Producto agregado al carrito',
          cart: cart(SESSION, true, items),
        },
      },
    });
    const answers = [
      added([{ id: 'a', name: 'Creatina', quantity: 2 }]),
      added([
        { id: 'a', name: 'Creatina', quantity: 2 },
        { id: 'b', name: 'Shaker', quantity: 1 },
      ]),
    ];
    renderProvider(null, [
      {
        request: { query: AddToCartDocument, variables: () => true },
        result: (variables: Record<string, unknown>) => {
          sent.push(variables);
          return answers[sent.length - 1] ?? added([]);
        },
        maxUsageCount: 2,
      },
      {
        request: { query: CartDocument, variables: () => true },
        result: {
          data: {
            cart: cart(SESSION, true, [
              { id: 'a', name: 'Creatina', quantity: 2 },
              { id: 'b', name: 'Shaker', quantity: 1 },
            ]),
          },
        },
      },
    ]);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(sent).toMatchObject([
      { input: { productId: 'p-a', quantity: 2, selectedVariants: [] } },
      { input: { productId: 'p-b', quantity: 1, selectedVariants: [{ name: 'Color', value: 'Negro' }] } },
    ]);
    // Both went to the one guest session the first add started.
    const [a, b] = sent as { input: { sessionId: string } }[];
    expect(a?.input.sessionId).toMatch(/^guest_/);
    expect(b?.input.sessionId).toBe(a?.input.sessionId);
    await waitFor(() => expect(screen.getByTestId('lines')).toHaveTextContent('Creatina x2, Shaker x1'));
  });

  it('adds as a guest through the cache, toasts, shows the bubble and saves the stored record', async () => {
    localStorage.setItem(STORAGE_KEYS.guestSessionId, SESSION);
    renderProvider(null, [
      {
        request: { query: CartDocument, variables: { sessionId: SESSION } },
        result: { data: { cart: cart(SESSION, true, []) } },
      },
      {
        request: { query: AddToCartDocument, variables: () => true },
        result: {
          data: {
            addToCart: {
              __typename: 'CartResult',
              message: 'Producto agregado al carrito',
              cart: cart(SESSION, true, [{ id: 'a', name: 'Creatina', quantity: 2 }]),
            },
          },
        },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('lines')).toHaveTextContent(''));
    await userEvent.click(screen.getByRole('button', { name: 'agregar' }));
    await waitFor(() => expect(screen.getByTestId('lines')).toHaveTextContent('Creatina x2'));
    expect(await screen.findByText('Producto agregado al carrito (puedes comprar sin registro)')).toBeInTheDocument();
    expect(screen.getByTestId('bubble')).toHaveTextContent('+2 productos (invitado)');
    await waitFor(
      () => {
        const record = JSON.parse(localStorage.getItem(STORAGE_KEYS.guestCart) ?? 'null');
        expect(record).toMatchObject({
          version: '2.0',
          sessionId: SESSION,
          items: [{ id: 'p-a', name: 'Creatina', quantity: 2, cartId: 'a' }],
        });
      },
      { timeout: 3000 },
    );
  });

  it('a first visit asks nothing about the cart; the first add starts the guest session and reads its cart', async () => {
    const readCart = vi.fn((variables: Record<string, unknown>) => ({
      data: {
        cart: cart(String(variables.sessionId), true, [{ id: 'a', name: 'Creatina', quantity: 2 }]),
      },
    }));
    const addToCart = vi.fn((variables: Record<string, unknown>) => ({
      data: {
        addToCart: {
          __typename: 'CartResult',
          message: 'Producto agregado al carrito',
          cart: cart(String((variables.input as { sessionId: string }).sessionId), true, [
            { id: 'a', name: 'Creatina', quantity: 2 },
          ]),
        },
      },
    }));
    renderProvider(null, [
      { request: { query: CartDocument, variables: () => true }, result: readCart },
      { request: { query: AddToCartDocument, variables: () => true }, result: addToCart },
    ]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(readCart).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.guestSessionId)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'agregar' }));
    await waitFor(() => expect(screen.getByTestId('lines')).toHaveTextContent('Creatina x2'));
    const session = localStorage.getItem(STORAGE_KEYS.guestSessionId);
    expect(session).toMatch(/^guest_/);
    expect(addToCart.mock.calls[0]?.[0]).toMatchObject({ input: { sessionId: session } });
    expect(readCart).toHaveBeenCalledWith({ sessionId: session });
  });

  it('merges the stored guest cart once the user is signed in, then forgets the guest session', async () => {
    localStorage.setItem(STORAGE_KEYS.guestSessionId, SESSION);
    const merge = vi.fn(() => ({
      data: {
        mergeCart: {
          __typename: 'CartResult',
          cart: cart('user', false, [{ id: 'a', name: 'Creatina', quantity: 3 }]),
        },
      },
    }));
    renderProvider(makeUser({ role: 'cliente' }), [
      { request: { query: MergeCartDocument, variables: { sessionId: SESSION } }, result: merge },
      {
        request: { query: CartDocument, variables: { sessionId: null } },
        result: { data: { cart: cart('user', false, [{ id: 'a', name: 'Creatina', quantity: 3 }]) } },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('lines')).toHaveTextContent('Creatina x3'));
    expect(merge).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
    expect(localStorage.getItem(STORAGE_KEYS.guestSessionId)).toBeNull();
  });
});

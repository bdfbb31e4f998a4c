import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cartLine, fakeCart, makeUser, renderStore } from '../../test/cart-testing';
import { CartDrawer } from './CartDrawer';
import { FloatingCartButton } from './FloatingCartButton';

const twoLines = [
  cartLine({
    id: 'l1',
    name: 'Creatina 300 g',
    price: 65,
    quantity: 1,
    selectedVariants: [
      { name: 'sabor', value: 'Limón' },
      { name: 'quantity', value: '3' },
    ],
  }),
  cartLine({ id: 'l2', name: '', price: 50, quantity: 2 }),
];

describe('cart drawer', () => {
  it('lists each line with name (or the fallback), unit price, option chips without quantity, and totals', () => {
    renderStore(<CartDrawer />, { cart: fakeCart(twoLines) });
    const dialog = screen.getByRole('dialog', { name: 'Mi Carrito' });
    expect(within(dialog).getByRole('heading', { name: /Mi Carrito \(3 productos\)/ })).toBeInTheDocument();
    const creatine = within(dialog).getByRole('listitem', { name: 'Creatina 300 g' });
    expect(within(creatine).getByText('Q 65.00 c/u')).toBeInTheDocument();
    expect(within(creatine).getByText('sabor: Limón')).toBeInTheDocument();
    expect(within(creatine).queryByText(/quantity/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('listitem', { name: 'Producto sin nombre' })).toBeInTheDocument();
    // 65 + 2 x 50 = 165: under Q 200, so Q 25 shipping.
    expect(within(dialog).getByText('Q 165.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Q 25.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Q 190.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Entrega estimada: 2-3 días')).toBeInTheDocument();
    expect(within(dialog).getByText('Envío gratis en compras desde Q 200.00')).toBeInTheDocument();
  });

  it('disables minus at 1, changes quantities and removes lines through the cart', async () => {
    const cart = fakeCart(twoLines);
    renderStore(<CartDrawer />, { cart });
    expect(screen.getByRole('button', { name: 'Disminuir cantidad de Creatina 300 g' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Aumentar cantidad de Creatina 300 g' }));
    expect(cart.updateQuantity).toHaveBeenCalledWith('l1', 2);
    await userEvent.click(screen.getByRole('button', { name: 'Disminuir cantidad de Producto sin nombre' }));
    expect(cart.updateQuantity).toHaveBeenCalledWith('l2', 1);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Creatina 300 g' }));
    expect(cart.remove).toHaveBeenCalledWith('l1');
  });

  it('locks a line while its change is pending', () => {
    renderStore(<CartDrawer />, { cart: fakeCart(twoLines, { lockedLines: new Set(['l2']) }) });
    expect(screen.getByRole('button', { name: 'Aumentar cantidad de Producto sin nombre' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aumentar cantidad de Creatina 300 g' })).toBeEnabled();
  });

  it('asks before emptying the cart', async () => {
    const cart = fakeCart(twoLines);
    renderStore(<CartDrawer />, { cart });
    await userEvent.click(screen.getByRole('button', { name: 'Vaciar carrito' }));
    const confirm = screen.getByRole('dialog', { name: '¿Vaciar carrito?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(cart.clear).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '¿Vaciar carrito?' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Vaciar carrito' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: '¿Vaciar carrito?' })).getByRole('button', { name: 'Vaciar' }),
    );
    expect(cart.clear).toHaveBeenCalled();
  });

  it('has no "Vaciar carrito" with a single line', () => {
    renderStore(<CartDrawer />, { cart: fakeCart([cartLine()]) });
    expect(screen.queryByRole('button', { name: 'Vaciar carrito' })).not.toBeInTheDocument();
  });

  it('offers guests sign-in (origin /store) or checkout as a guest, with the benefits banner', async () => {
    const cart = fakeCart(twoLines);
    renderStore(<CartDrawer />, { cart });
    expect(screen.getByText('Inicia sesión para beneficios exclusivos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceder al pago' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByTestId('pathname')).toHaveTextContent('/login');
    expect(screen.getByTestId('from')).toHaveTextContent('/store');
    expect(cart.closeDrawer).toHaveBeenCalled();
  });

  it('sends a guest to /checkout with "Como invitado"', async () => {
    renderStore(<CartDrawer />, { cart: fakeCart(twoLines) });
    await userEvent.click(screen.getByRole('button', { name: 'Como invitado' }));
    expect(screen.getByTestId('pathname')).toHaveTextContent('/checkout');
  });

  it('gives a signed-in user "Proceder al pago", which closes the drawer and opens /checkout', async () => {
    const cart = fakeCart(twoLines, { isGuest: false, sessionId: null });
    renderStore(<CartDrawer />, { cart, user: makeUser({ role: 'cliente' }) });
    expect(screen.queryByText('Inicia sesión para beneficios exclusivos')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Proceder al pago' }));
    expect(cart.closeDrawer).toHaveBeenCalled();
    expect(screen.getByTestId('pathname')).toHaveTextContent('/checkout');
  });

  it('shows the empty state with a way back to the store', async () => {
    renderStore(<CartDrawer />, { cart: fakeCart([]), route: '/store', path: '/store' });
    expect(screen.getByText('Carrito vacío')).toBeInTheDocument();
    expect(screen.getByText('Agrega productos para comenzar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir a la tienda' })).toBeInTheDocument();
  });

  it('notes free shipping from Q 200', () => {
    renderStore(<CartDrawer />, { cart: fakeCart([cartLine({ price: 250 })]) });
    expect(screen.getByText('Gratis')).toBeInTheDocument();
    expect(screen.getByText('Envío gratis en este pedido')).toBeInTheDocument();
  });
});

describe('floating cart button', () => {
  it('is hidden when the cart is empty', () => {
    renderStore(<FloatingCartButton />, { cart: fakeCart([], { drawerOpen: false }) });
    expect(screen.queryByRole('button', { name: /Abrir carrito/ })).not.toBeInTheDocument();
  });

  it('is hidden on /checkout', () => {
    renderStore(<FloatingCartButton />, { cart: fakeCart([cartLine()]), route: '/checkout', path: '/checkout' });
    expect(screen.queryByRole('button', { name: /Abrir carrito/ })).not.toBeInTheDocument();
  });

  it('shows the item count, capped at 99+, and opens the drawer', async () => {
    const cart = fakeCart([cartLine({ quantity: 120 })], { drawerOpen: false });
    renderStore(<FloatingCartButton />, { cart });
    expect(screen.getByText('99+')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir carrito, 120 productos' }));
    expect(cart.openDrawer).toHaveBeenCalled();
  });

  it('offers a retry when sync failed and shows the bubble', async () => {
    const cart = fakeCart([cartLine()], { syncError: true, bubble: 'Agregado (invitado)' });
    renderStore(<FloatingCartButton />, { cart });
    expect(screen.getByRole('status')).toHaveTextContent('Agregado (invitado)');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar sincronización' }));
    expect(cart.retry).toHaveBeenCalled();
  });

  it('shows the synced mark for a signed-in user', () => {
    renderStore(<FloatingCartButton />, { cart: fakeCart([cartLine()], { isGuest: false }), user: makeUser() });
    expect(screen.getByTitle('Carrito sincronizado')).toBeInTheDocument();
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CartAddContext } from '../cart/cart-context';
import { ProductCard } from './ProductCard';
import type { ProductCardFieldsFragment } from './store.public.generated';

function product(overrides: Partial<ProductCardFieldsFragment> = {}): ProductCardFieldsFragment {
  return {
    id: 'p-1',
    name: 'Gold Standard Whey 5 lb',
    price: 749,
    originalPrice: null,
    discountPercentage: 0,
    inStock: true,
    lowStock: false,
    stockQuantity: 18,
    isFeatured: false,
    brand: { id: 'b-1', name: 'Optimum Nutrition' },
    category: { id: 'c-1', name: 'Proteínas', slug: 'proteinas' },
    primaryImage: null,
    variants: [{ name: 'sabor', values: ['Chocolate', 'Vainilla', 'Fresa'] }],
    ...overrides,
  } as ProductCardFieldsFragment;
}

function renderCard(item: ProductCardFieldsFragment) {
  const add = vi.fn().mockResolvedValue(true);
  render(
    <MemoryRouter initialEntries={['/store']}>
      <CartAddContext.Provider value={add}>
        <Routes>
          <Route path="/store" element={<ProductCard product={item} />} />
          <Route path="/store/product/:id" element={<p>Página del producto</p>} />
        </Routes>
      </CartAddContext.Provider>
    </MemoryRouter>,
  );
  return add;
}

describe('ProductCard', () => {
  it('asks for the options of a product that has them, and adds the chosen ones without leaving the store', async () => {
    const add = renderCard(product());
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al carrito: Gold Standard Whey 5 lb' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elige las opciones de Gold Standard Whey 5 lb' });
    const flavours = within(dialog).getByRole('group', { name: 'Elige sabor' });
    expect(within(flavours).getByRole('button', { name: 'Chocolate' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(flavours).getByRole('button', { name: 'Vainilla' }));
    expect(within(flavours).getByRole('button', { name: 'Vainilla' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar al carrito' }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith({ id: 'p-1', name: 'Gold Standard Whey 5 lb', price: 749, image: null }, 1, {
        sabor: 'Vainilla',
      }),
    );
    expect(screen.queryByText('Página del producto')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("opens the product's page from its name as well as its picture", async () => {
    renderCard(product({ variants: [] }));
    const card = screen.getByRole('article', { name: 'Gold Standard Whey 5 lb' });
    const title = within(within(card).getByRole('heading', { name: 'Gold Standard Whey 5 lb' })).getByRole('link', {
      name: 'Gold Standard Whey 5 lb',
    });
    expect(title).toHaveAttribute('href', '/store/product/p-1');
    fireEvent.click(title);
    expect(await screen.findByText('Página del producto')).toBeInTheDocument();
  });

  it('adds a product without options straight away', async () => {
    const add = renderCard(product({ variants: [] }));
    fireEvent.click(screen.getByRole('button', { name: 'Agregar al carrito: Gold Standard Whey 5 lb' }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith({ id: 'p-1', name: 'Gold Standard Whey 5 lb', price: 749, image: null }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the price, the struck original price with its discount, and the low stock', () => {
    renderCard(product({ id: 'p-2', originalPrice: 825, discountPercentage: 9, lowStock: true, stockQuantity: 3 }));
    const card = screen.getByRole('article', { name: 'Gold Standard Whey 5 lb' });
    expect(within(card).getByRole('heading', { name: 'Gold Standard Whey 5 lb' })).toBeInTheDocument();
    expect(within(card).getByText('Q 749.00')).toBeInTheDocument();
    expect(within(card).getByText('Q 825.00')).toHaveClass('product-card-original-price');
    expect(within(card).getByText('-9%')).toHaveClass('tone-error');
    expect(within(card).getByText('¡Últimas 3 unidades!')).toHaveClass('tone-warning');
    expect(within(card).getByRole('link', { name: 'Ver Gold Standard Whey 5 lb' })).toHaveAttribute(
      'href',
      '/store/product/p-2',
    );
  });

  it('marks a sold-out product and keeps its button disabled', () => {
    renderCard(product({ inStock: false, stockQuantity: 0 }));
    expect(screen.getByText('Agotado')).toHaveClass('tone-default');
    expect(screen.getByRole('button', { name: 'Agregar al carrito: Gold Standard Whey 5 lb' })).toBeDisabled();
  });
});

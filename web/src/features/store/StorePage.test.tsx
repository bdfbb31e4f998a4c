import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeCart, renderStore } from '../../test/cart-testing';
import StorePage from './StorePage';
import type { PublicAnswers } from '../../test/public-data';

const publicData: PublicAnswers = {
  StoreProducts: {
    data: { products: { products: [], pagination: { total: 12, page: 1, pages: 1, limit: 20 } } },
  },
  StoreFeaturedProducts: { data: { featuredProducts: [] } },
  StoreFilters: {
    data: {
      productCategories: [{ id: 'c-1', name: 'Suplementos', slug: 'suplementos' }],
      brands: [{ id: 'b-1', name: 'Optimum' }],
    },
  },
};

/** A screen narrower than MUI's md breakpoint (a phone) or a wide one. */
function screenWidth(phone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: phone && query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

describe('the store catalogue filters', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a phone: the search stays in view and the filters open in a drawer from one button', async () => {
    screenWidth(true);
    renderStore(<StorePage />, { cart: fakeCart([]), publicData, route: '/store?category=suplementos&stock=1' });
    expect(screen.getByRole('textbox', { name: /Buscar/ })).toBeInTheDocument();
    expect(await screen.findByText('12 productos', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Precio mínimo')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filtros (2)' }));
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByRole('heading', { name: 'Filtros' })).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Precio mínimo')).toBeInTheDocument();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Ver 12 productos' }));
    await waitFor(() => expect(screen.queryByLabelText('Precio mínimo')).not.toBeInTheDocument());
  });

  it('on a wide screen: every filter is in one row, no filters button', async () => {
    screenWidth(false);
    renderStore(<StorePage />, { cart: fakeCart([]), publicData });
    expect(await screen.findByLabelText('Precio mínimo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filtros/ })).not.toBeInTheDocument();
  });
});

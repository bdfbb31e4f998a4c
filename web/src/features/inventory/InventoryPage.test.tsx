import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORE_ADMIN_MESSAGES as ADMIN } from '@gym/domain';
import {
  BulkInventoryStockDocument,
  CreateInventoryProductDocument,
  InventoryBrandsDocument,
  InventoryCategoriesDocument,
  InventoryLowStockDocument,
  InventoryProductDocument,
  InventoryProductMovementsDocument,
  InventoryProductsDocument,
  InventoryStatsDocument,
  UpdateInventoryStockDocument,
  type InventoryProductDetailFragment,
  type InventoryProductRowFragment,
} from './inventory.generated';
import { graphqlError, makeUser, renderWithSession } from '../../test/session-testing';
import InventoryPage from './InventoryPage';

const admin = makeUser({ id: 'admin-1', role: 'admin', fullName: 'Alma Admin' });

const CATEGORY = {
  __typename: 'ManagementCategory',
  id: 'c-1',
  name: 'Proteínas',
  slug: 'proteinas',
  description: null,
  displayOrder: 1,
  isActive: true,
  productCount: 2,
} as const;
const BRAND = {
  __typename: 'ManagementBrand',
  id: 'b-1',
  name: 'Dymatize',
  description: null,
  website: null,
  logo: null,
  isActive: true,
  productCount: 2,
} as const;

function row(id: string, name: string, overrides: Partial<InventoryProductRowFragment> = {}) {
  return {
    __typename: 'ManagementProduct',
    id,
    name,
    sku: `SKU-${id}`,
    price: 425.5,
    originalPrice: null,
    stockQuantity: 12,
    minStock: 5,
    lowStock: false,
    inStock: true,
    isActive: true,
    isFeatured: false,
    archivedAt: null,
    categoryId: 'c-1',
    brandId: 'b-1',
    category: { __typename: 'ProductCategory', id: 'c-1', name: 'Proteínas' },
    brand: { __typename: 'Brand', id: 'b-1', name: 'Dymatize' },
    primaryImage: null,
    ...overrides,
  } as InventoryProductRowFragment & { __typename: 'ManagementProduct' };
}

const WHEY = row('p-1', 'ISO 100 Whey 5 lb');
const SHAKER = row('p-2', 'Shaker 600 ml', { stockQuantity: 2, lowStock: true, price: 75 });

const detail = (product: InventoryProductRowFragment): InventoryProductDetailFragment =>
  ({
    ...product,
    description: 'Aislado de suero',
    weight: null,
    deliveryTime: null,
    allowOnlinePayment: true,
    allowCardPayment: true,
    allowCashOnDelivery: true,
    variants: [],
    images: [],
  }) as InventoryProductDetailFragment;

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

const statsMock = {
  request: { query: InventoryStatsDocument },
  ...always,
  result: {
    data: {
      productStats: {
        __typename: 'ProductStats',
        totalProducts: 42,
        activeProducts: 40,
        inactiveProducts: 2,
        archivedProducts: 1,
        featuredProducts: 6,
        lowStockProducts: 3,
        outOfStockProducts: 1,
        totalUnits: 512,
        totalValue: 123456.78,
      },
      categoryStats: {
        __typename: 'CategoryStats',
        totalCategories: 1,
        activeCategories: 1,
        categoriesWithProducts: 1,
        categories: [],
      },
      brandStats: { __typename: 'BrandStats', totalBrands: 1, activeBrands: 1, brandsWithProducts: 1, topBrands: [] },
    },
  },
};
const lowStockMock = {
  request: { query: InventoryLowStockDocument },
  ...always,
  result: {
    data: {
      managementProducts: {
        __typename: 'ManagementProductPage',
        products: [
          {
            __typename: 'ManagementProduct',
            id: 'p-2',
            name: 'Shaker 600 ml',
            sku: 'SKU-p-2',
            stockQuantity: 2,
            minStock: 5,
          },
        ],
        pagination: { __typename: 'Pagination', total: 1, page: 1, pages: 1, limit: 10 },
      },
    },
  },
};
const categoriesMock = {
  request: { query: InventoryCategoriesDocument, variables: () => true },
  ...always,
  result: { data: { managementCategories: [CATEGORY] } },
};
const brandsMock = {
  request: { query: InventoryBrandsDocument, variables: () => true },
  ...always,
  result: { data: { managementBrands: [BRAND] } },
};

function listMock(
  rows: InventoryProductRowFragment[],
  seen: (filter: Record<string, unknown>) => void = () => undefined,
) {
  return {
    request: { query: InventoryProductsDocument, variables: () => true },
    ...always,
    result: (variables: Record<string, unknown>) => {
      seen(variables.filter as Record<string, unknown>);
      return {
        data: {
          managementProducts: {
            __typename: 'ManagementProductPage',
            products: rows,
            pagination: { __typename: 'Pagination', total: rows.length, page: 1, pages: 1, limit: 20 },
          },
        },
      };
    },
  };
}

function mutationMock(query: unknown, seen: (variables: Record<string, unknown>) => void, result: unknown) {
  return {
    request: { query, variables: () => true },
    ...always,
    result: (variables: Record<string, unknown>) => {
      seen(variables);
      return result;
    },
  } as never;
}

const base = (rows: InventoryProductRowFragment[], seen?: (filter: Record<string, unknown>) => void) => [
  statsMock,
  lowStockMock,
  categoriesMock,
  brandsMock,
  listMock(rows, seen),
];

const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('InventoryPage', { timeout: 90_000 }, () => {
  it('shows the figures and the low-stock alert, and sends the URL filters to the server', async () => {
    const seen = vi.fn();
    renderWithSession(<InventoryPage />, {
      user: admin,
      route:
        '/dashboard/admin/inventory?search=whey&categoryId=c-1&status=active&lowStock=true&sortBy=price&sortOrder=asc',
      mocks: base([WHEY], seen),
    });
    expect(await screen.findByText('ISO 100 Whey 5 lb')).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Cifras del inventario' });
    expect(await within(figures).findByLabelText('Valor del inventario')).toHaveTextContent('Q 123,456.78');
    expect(within(figures).getByLabelText('Stock bajo')).toHaveTextContent('3');
    expect(await screen.findByText('1 producto(s) en o bajo su stock mínimo')).toBeInTheDocument();
    expect(screen.getByText('Shaker 600 ml: 2 (mínimo 5)')).toBeInTheDocument();
    expect(seen).toHaveBeenCalledWith(
      expect.objectContaining({
        search: 'whey',
        categoryId: 'c-1',
        status: 'active',
        lowStock: true,
        sortBy: 'price',
        sortOrder: 'asc',
        page: 1,
      }),
    );
    expect(within(screen.getByRole('grid')).getByText('Q 425.50')).toBeInTheDocument();
  });

  it('opens the form with N, shows the domain messages, and keeps the typed values when the server refuses', async () => {
    const sent = vi.fn();
    renderWithSession(<InventoryPage />, {
      user: admin,
      route: '/dashboard/admin/inventory',
      mocks: [
        ...base([WHEY]),
        mutationMock(CreateInventoryProductDocument, sent, graphqlError(ADMIN.skuTaken, 409, 'CONFLICT')),
      ],
    });
    await screen.findByText('ISO 100 Whey 5 lb');
    fireEvent.keyDown(window, { key: 'n' });
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo producto' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear producto' }));
    expect(await within(dialog).findByText(ADMIN.productNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN.priceRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN.categoryRequired)).toBeInTheDocument();

    fill(within(dialog).getByLabelText(/Nombre/), 'B');
    fill(within(dialog).getByLabelText(/^Precio \(Q\)/), '500');
    fill(within(dialog).getByLabelText(/Precio original/), '450');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear producto' }));
    expect(await within(dialog).findByText(ADMIN.productNameShort)).toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN.priceAboveOriginal)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();

    fill(within(dialog).getByLabelText(/Nombre/), 'Barra proteica');
    fill(within(dialog).getByLabelText(/Precio original/), '');
    fill(within(dialog).getByLabelText(/^SKU/), 'BAR-01');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Categoría/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Proteínas' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear producto' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        input: expect.objectContaining({
          name: 'Barra proteica',
          price: 500,
          categoryId: 'c-1',
          sku: 'BAR-01',
          minStock: 5,
        }),
      }),
    );
    expect(await within(dialog).findByText(ADMIN.skuTaken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Nombre/)).toHaveValue('Barra proteica');
  });

  it("adjusts one product's stock with its reason", async () => {
    const sent = vi.fn();
    renderWithSession(<InventoryPage />, {
      user: admin,
      route: '/dashboard/admin/inventory',
      mocks: [
        ...base([WHEY]),
        mutationMock(UpdateInventoryStockDocument, sent, {
          data: {
            updateProductStock: {
              __typename: 'StockResult',
              message: ADMIN.stockUpdated,
              change: { __typename: 'StockChange', productId: 'p-1', stockBefore: 12, stockAfter: 20 },
              product: { ...WHEY, stockQuantity: 20 },
            },
          },
        }),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ajustar stock de ISO 100 Whey 5 lb' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock de «ISO 100 Whey 5 lb»' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Operación' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sumar (entrada)' }));
    fill(within(dialog).getByLabelText('Cantidad'), '8');
    expect(within(dialog).getByText('Stock: 12 → 20')).toBeInTheDocument();
    fill(within(dialog).getByLabelText('Motivo del movimiento'), 'Compra a proveedor');
    fireEvent.submit(within(dialog).getByLabelText('Cantidad').closest('form')!);
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        id: 'p-1',
        input: { operation: 'add', quantity: 8, reason: 'Compra a proveedor' },
      }),
    );
    expect(await screen.findByText(ADMIN.stockUpdated)).toBeInTheDocument();
  });

  it('edits the stock in its cell and asks the reason before saving', async () => {
    const sent = vi.fn();
    renderWithSession(<InventoryPage />, {
      user: admin,
      route: '/dashboard/admin/inventory',
      mocks: [
        ...base([WHEY]),
        mutationMock(UpdateInventoryStockDocument, sent, {
          data: {
            updateProductStock: {
              __typename: 'StockResult',
              message: ADMIN.stockUpdated,
              change: { __typename: 'StockChange', productId: 'p-1', stockBefore: 12, stockAfter: 7 },
              product: { ...WHEY, stockQuantity: 7 },
            },
          },
        }),
      ],
    });
    await screen.findByText('ISO 100 Whey 5 lb');
    const cell = screen.getByRole('gridcell', { name: /^12/ });
    fireEvent.doubleClick(cell);
    const input = await within(cell).findByRole('spinbutton');
    fill(input, '7');
    fireEvent.keyDown(input, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog', { name: 'Stock de «ISO 100 Whey 5 lb»' });
    expect(within(dialog).getByLabelText('Nueva cifra')).toHaveValue(7);
    expect(within(dialog).getByText('Stock: 12 → 7')).toBeInTheDocument();
    fill(within(dialog).getByLabelText('Motivo del movimiento'), 'Conteo físico');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar stock' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        id: 'p-1',
        input: { operation: 'set', quantity: 7, reason: 'Conteo físico' },
      }),
    );
  });

  it('changes the stock of the selected rows at once and shows the refusal when one would go below zero', async () => {
    const sent = vi.fn();
    renderWithSession(<InventoryPage />, {
      user: admin,
      route: '/dashboard/admin/inventory',
      mocks: [
        ...base([WHEY, SHAKER]),
        mutationMock(
          BulkInventoryStockDocument,
          sent,
          graphqlError('Stock insuficiente para Shaker 600 ml: hay 2 unidad(es)', 409, 'CONFLICT'),
        ),
      ],
    });
    await screen.findByText('Shaker 600 ml');
    const grid = screen.getByRole('grid');
    const checkboxes = within(grid).getAllByRole('checkbox', { name: /Seleccionar fila|Select row/i });
    fireEvent.click(checkboxes[0]!);
    fireEvent.click(checkboxes[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Ajustar stock (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajustar stock de 2 producto(s)' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Operación' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Restar (salida)' }));
    fill(within(dialog).getByLabelText('Cantidad'), '3');
    fill(within(dialog).getByLabelText('Motivo del movimiento'), 'Merma');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar stock' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        updates: [
          { productId: 'p-1', operation: 'subtract', quantity: 3, reason: 'Merma' },
          { productId: 'p-2', operation: 'subtract', quantity: 3, reason: 'Merma' },
        ],
      }),
    );
    expect(
      await within(dialog).findByText('Stock insuficiente para Shaker 600 ml: hay 2 unidad(es)'),
    ).toBeInTheDocument();
  });

  it("shows a product's stock movements: who, why, before and after", async () => {
    renderWithSession(<InventoryPage />, {
      user: admin,
      route: '/dashboard/admin/inventory?id=p-1',
      mocks: [
        ...base([WHEY]),
        {
          request: { query: InventoryProductDocument, variables: { id: 'p-1' } },
          ...always,
          result: { data: { managementProduct: detail(WHEY) } },
        },
        {
          request: { query: InventoryProductMovementsDocument, variables: { id: 'p-1', page: 1 } },
          ...always,
          result: {
            data: {
              managementProduct: {
                __typename: 'ManagementProduct',
                id: 'p-1',
                movements: {
                  __typename: 'StockMovementPage',
                  movements: [
                    {
                      __typename: 'StockMovement',
                      id: 'm-1',
                      kind: 'add',
                      quantity: 8,
                      reason: 'Compra a proveedor',
                      stockBefore: 4,
                      stockAfter: 12,
                      createdAt: '2026-11-20T15:00:00.000Z',
                      orderId: null,
                      actor: { __typename: 'AuditActor', id: 'admin-1', name: 'Alma Admin' },
                    },
                  ],
                  pagination: { __typename: 'Pagination', total: 1, page: 1, pages: 1, limit: 20 },
                },
              },
            },
          },
        },
      ],
    });
    const drawer = await screen.findByRole('dialog', { name: 'Detalle del producto' });
    expect(await within(drawer).findByText('Entrada: 4 → 12 · Compra a proveedor')).toBeInTheDocument();
    expect(within(drawer).getByText('por Alma Admin · 20/11/2026 09:00')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { categoryInUseMessage, STORE_ADMIN_MESSAGES as ADMIN } from '@gym/domain';
import { makeUser, renderWithSession } from '../../../test/session-testing';
import {
  CreateInventoryBrandDocument,
  DeleteInventoryCategoryDocument,
  InventoryBrandsDocument,
  InventoryCategoriesDocument,
  InventoryStatsDocument,
  ReorderInventoryCategoriesDocument,
} from '../inventory.generated';
import { BrandsTab } from './BrandsTab';
import { CategoriesTab } from './CategoriesTab';

const admin = makeUser({ id: 'admin-1', role: 'admin' });
const always = { maxUsageCount: Number.POSITIVE_INFINITY };
const category = (id: string, name: string, displayOrder: number) => ({
  __typename: 'ManagementCategory',
  id,
  name,
  slug: name.toLowerCase(),
  description: null,
  displayOrder,
  isActive: true,
  productCount: 1,
});
const statsMock = {
  request: { query: InventoryStatsDocument },
  ...always,
  result: {
    data: {
      productStats: {
        __typename: 'ProductStats',
        totalProducts: 0,
        activeProducts: 0,
        inactiveProducts: 0,
        archivedProducts: 0,
        featuredProducts: 0,
        lowStockProducts: 0,
        outOfStockProducts: 0,
        totalUnits: 0,
        totalValue: 0,
      },
      categoryStats: {
        __typename: 'CategoryStats',
        totalCategories: 2,
        activeCategories: 2,
        categoriesWithProducts: 2,
        categories: [
          { __typename: 'CategoryStock', id: 'c-1', name: 'Ropa', productCount: 1, totalUnits: 30, totalValue: 1500 },
        ],
      },
      brandStats: { __typename: 'BrandStats', totalBrands: 0, activeBrands: 0, brandsWithProducts: 0, topBrands: [] },
    },
  },
};

/** The categories tab's list, answered as often as asked. */
const categoriesMock = (rows: ReturnType<typeof category>[]) => ({
  request: { query: InventoryCategoriesDocument, variables: () => true },
  ...always,
  result: { data: { managementCategories: rows } },
});

describe('brands and categories tabs', { timeout: 90_000 }, () => {
  it('checks a brand by its contracts and creates it', async () => {
    const sent = vi.fn();
    renderWithSession(<BrandsTab />, {
      user: admin,
      mocks: [
        statsMock,
        {
          request: { query: InventoryBrandsDocument, variables: () => true },
          ...always,
          result: { data: { managementBrands: [] } },
        },
        {
          request: { query: CreateInventoryBrandDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent(variables);
            return {
              data: {
                createBrand: {
                  __typename: 'ManagementBrandResult',
                  message: ADMIN.brandCreated,
                  brand: {
                    __typename: 'ManagementBrand',
                    id: 'b-9',
                    name: 'Rogue',
                    description: null,
                    website: 'https://rogue.gt',
                    logo: null,
                    isActive: true,
                    productCount: 0,
                  },
                },
              },
            };
          },
        } as never,
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva marca' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva marca' });
    fireEvent.change(within(dialog).getByLabelText(/Nombre/), { target: { value: 'R' } });
    fireEvent.change(within(dialog).getByLabelText(/Sitio web/), { target: { value: 'rogue' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar marca' }));
    expect(await within(dialog).findByText(ADMIN.brandNameShort)).toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN.brandWebsiteInvalid)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/Nombre/), { target: { value: 'Rogue' } });
    // Typed without https://: taken, and sent with it.
    fireEvent.change(within(dialog).getByLabelText(/Sitio web/), { target: { value: 'rogue.gt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar marca' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        input: { name: 'Rogue', description: null, website: 'https://rogue.gt', isActive: true },
      }),
    );
    expect(await screen.findByText(ADMIN.brandCreated)).toBeInTheDocument();
  });

  it('moves a category down with its arrow and shows its stock figures', async () => {
    const sent = vi.fn();
    const rows = [category('c-1', 'Ropa', 1), category('c-2', 'Accesorios', 2)];
    renderWithSession(<CategoriesTab />, {
      user: admin,
      mocks: [
        statsMock,
        categoriesMock(rows),
        {
          request: { query: ReorderInventoryCategoriesDocument, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent(variables);
            return {
              data: {
                reorderCategories: {
                  __typename: 'ManagementCategoriesResult',
                  message: ADMIN.categoriesReordered,
                  categories: rows,
                },
              },
            };
          },
        } as never,
      ],
    });
    expect(await screen.findByText('Q 1,500.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Bajar Ropa' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        categoryOrders: [
          { id: 'c-2', displayOrder: 1 },
          { id: 'c-1', displayOrder: 2 },
        ],
      }),
    );
    expect(await screen.findByText(ADMIN.categoriesReordered)).toBeInTheDocument();
  });

  it("keeps the api's refusal in the delete dialog, and deletes an unused category", async () => {
    const rows = [category('c-1', 'Ropa', 1), { ...category('c-2', 'Accesorios', 2), productCount: 0 }];
    const deleted = vi.fn();
    renderWithSession(<CategoriesTab />, {
      user: admin,
      mocks: [
        statsMock,
        categoriesMock(rows),
        {
          request: { query: DeleteInventoryCategoryDocument, variables: { id: 'c-1' } },
          result: {
            errors: [{ message: categoryInUseMessage(1), extensions: { code: 'BAD_USER_INPUT', status: 409 } }],
          },
        } as never,
        {
          request: { query: DeleteInventoryCategoryDocument, variables: { id: 'c-2' } },
          result: () => {
            deleted();
            return { data: { deleteCategory: { success: true, message: ADMIN.categoryDeleted } } };
          },
        } as never,
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Ropa' }));
    const refused = await screen.findByRole('dialog', { name: '¿Eliminar la categoría «Ropa»?' });
    fireEvent.click(within(refused).getByRole('button', { name: 'Eliminar' }));
    expect(await within(refused).findByText(categoryInUseMessage(1))).toBeInTheDocument();
    fireEvent.click(within(refused).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Accesorios' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar la categoría «Accesorios»?' });
    // A new dialog: the earlier refusal is not carried over.
    expect(within(dialog).queryByText(categoryInUseMessage(1))).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(ADMIN.categoryDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

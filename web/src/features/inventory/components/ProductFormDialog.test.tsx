import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORE_ADMIN_MESSAGES as ADMIN, CONTENT_MESSAGES } from '@gym/domain';
import { UploadError } from '../../../platform/upload';
import { graphqlError, makeUser, renderWithSession } from '../../../test/session-testing';
import {
  CreateInventoryProductDocument,
  ReorderInventoryImagesDocument,
  type InventoryCategoryFragment,
  type InventoryImageFragment,
  type InventoryProductDetailFragment,
} from '../inventory.generated';
import { uploadProductImage } from '../upload-images';
import { parseOptions, ProductFormDialog } from './ProductFormDialog';

vi.mock('../upload-images', () => ({ uploadProductImage: vi.fn(), uploadBrand: vi.fn() }));
const uploadMock = vi.mocked(uploadProductImage);

globalThis.URL.createObjectURL ??= () => 'blob:preview';
globalThis.URL.revokeObjectURL ??= () => undefined;

const admin = makeUser({ id: 'admin-1', role: 'admin' });
const CATEGORIES = [
  {
    __typename: 'ManagementCategory',
    id: 'c-1',
    name: 'Accesorios',
    slug: 'accesorios',
    description: null,
    displayOrder: 1,
    isActive: true,
    productCount: 0,
  },
] as unknown as InventoryCategoryFragment[];

const image = (id: string, order: number, primary: boolean): InventoryImageFragment =>
  ({
    __typename: 'ProductImage',
    id,
    imageUrl: `/uploads/products/${id}.png`,
    isPrimary: primary,
    altText: `Foto ${id}`,
    displayOrder: order,
  }) as unknown as InventoryImageFragment;

const PRODUCT = {
  __typename: 'ManagementProduct',
  id: 'p-9',
  name: 'Guantes de cuero',
  sku: 'GUA-01',
  price: 180,
  originalPrice: null,
  stockQuantity: 0,
  minStock: 5,
  lowStock: true,
  inStock: false,
  isActive: true,
  isFeatured: false,
  archivedAt: null,
  categoryId: 'c-1',
  brandId: null,
  category: { __typename: 'ProductCategory', id: 'c-1', name: 'Accesorios' },
  brand: null,
  primaryImage: null,
  description: null,
  weight: null,
  deliveryTime: null,
  allowOnlinePayment: true,
  allowCardPayment: true,
  allowCashOnDelivery: true,
  variants: [],
  images: [],
} as unknown as InventoryProductDetailFragment;

const file = (name: string) => new File(['x'], name, { type: 'image/png' });
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('ProductFormDialog', { timeout: 90_000 }, () => {
  it('creates the product, then uploads its images; a refused image keeps the product and the form editing it', async () => {
    const sent = vi.fn();
    const onDone = vi.fn();
    uploadMock.mockReset();
    uploadMock
      .mockImplementationOnce(async (_id, _file, onProgress) => {
        onProgress?.(100);
        return image('i-1', 0, true);
      })
      .mockRejectedValueOnce(new UploadError(CONTENT_MESSAGES.imageTooLarge, 413));
    renderWithSession(
      <ProductFormDialog product={null} categories={CATEGORIES} brands={[]} onClose={vi.fn()} onDone={onDone} />,
      {
        user: admin,
        mocks: [
          {
            request: { query: CreateInventoryProductDocument, variables: () => true },
            result: (variables: Record<string, unknown>) => {
              sent(variables);
              return {
                data: {
                  createManagementProduct: {
                    __typename: 'ManagementProductResult',
                    message: ADMIN.productCreated,
                    product: PRODUCT,
                  },
                },
              };
            },
          } as never,
        ],
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo producto' });
    fill(within(dialog).getByLabelText(/Nombre/), 'Guantes de cuero');
    fill(within(dialog).getByLabelText(/^Precio \(Q\)/), '180');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Categoría/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Accesorios' }));
    fireEvent.change(within(dialog).getByTestId('product-images-input'), {
      target: { files: [file('frente.png'), file('lado.png')] },
    });
    const gallery = within(dialog).getByRole('region', { name: 'Imágenes del producto' });
    expect(within(gallery).getAllByRole('listitem')).toHaveLength(2);
    expect(within(gallery).getByRole('listitem', { name: 'Principal: frente.png' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear producto' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        input: expect.objectContaining({ name: 'Guantes de cuero', price: 180, categoryId: 'c-1', variants: [] }),
      }),
    );
    expect(
      await within(dialog).findByText(
        `El producto se creó, pero no se pudieron subir sus imágenes: ${CONTENT_MESSAGES.imageTooLarge}. Reintenta desde aquí.`,
      ),
    ).toBeInTheDocument();
    expect(uploadMock).toHaveBeenCalledTimes(2);
    expect(uploadMock.mock.calls[0]![0]).toBe('p-9');
    expect(onDone).not.toHaveBeenCalled();
    // Now editing the created product: the uploaded image is there, the typed values stay.
    expect(screen.getByRole('dialog', { name: 'Editar «Guantes de cuero»' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Nombre/)).toHaveValue('Guantes de cuero');
    expect(within(gallery).getByRole('img', { name: 'Foto i-1' })).toBeInTheDocument();
  });

  it("reads the options one a line, 'name: value, value'", () => {
    expect(parseOptions('sabor: Chocolate, Vainilla\n\n talla : S,M ,L ')).toEqual([
      { name: 'sabor', values: ['Chocolate', 'Vainilla'] },
      { name: 'talla', values: ['S', 'M', 'L'] },
    ]);
    expect(parseOptions('')).toEqual([]);
  });

  it('refuses to send a form without name, price or category', async () => {
    const onDone = vi.fn();
    renderWithSession(
      <ProductFormDialog product={null} categories={CATEGORIES} brands={[]} onClose={vi.fn()} onDone={onDone} />,
      {
        user: admin,
        mocks: [
          {
            request: { query: CreateInventoryProductDocument, variables: () => true },
            result: graphqlError('x', 400),
          } as never,
        ],
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo producto' });
    fill(within(dialog).getByLabelText(/^Precio \(Q\)/), '0');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear producto' }));
    expect(await within(dialog).findByText(ADMIN.pricePositive)).toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN.productNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(ADMIN.categoryRequired)).toBeInTheDocument();
  });

  it("reorders an existing product's images with the arrows", async () => {
    const sent = vi.fn();
    renderWithSession(
      <ProductFormDialog
        product={{ ...PRODUCT, images: [image('i-1', 0, true), image('i-2', 1, false)] }}
        categories={CATEGORIES}
        brands={[]}
        onClose={vi.fn()}
        onDone={vi.fn()}
      />,
      {
        user: admin,
        mocks: [
          {
            request: { query: ReorderInventoryImagesDocument, variables: () => true },
            result: (variables: Record<string, unknown>) => {
              sent(variables);
              return {
                data: {
                  reorderProductImages: {
                    __typename: 'ProductImagesResult',
                    message: ADMIN.imagesReordered,
                    images: [image('i-2', 0, false), image('i-1', 1, true)],
                  },
                },
              };
            },
          } as never,
        ],
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar «Guantes de cuero»' });
    const gallery = within(dialog).getByRole('region', { name: 'Imágenes del producto' });
    const second = within(gallery).getByRole('listitem', { name: 'Foto i-2' });
    fireEvent.click(within(second).getByRole('button', { name: 'Subir' }));
    await waitFor(() =>
      expect(sent).toHaveBeenCalledWith({
        productId: 'p-9',
        imageOrders: [
          { imageId: 'i-2', displayOrder: 0 },
          { imageId: 'i-1', displayOrder: 1 },
        ],
      }),
    );
    await waitFor(() => expect(within(gallery).getAllByRole('listitem')[0]).toHaveAccessibleName('Foto i-2'));
  });
});

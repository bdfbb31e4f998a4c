import { STORE_ADMIN_MESSAGES as ADMIN, USER_MESSAGES } from '@gym/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, gql } from '../../test/graphql';
import { makePng, multipartBody, startStack, type Stack } from '../../test/stack';

const PRODUCT =
  'id name sku price stockQuantity isActive archivedAt category { id name } images { id imageUrl isPrimary altText }';

describe('store back office through the bff (real api)', () => {
  let stack: Stack;
  let admin: string;
  let categoryId: string;

  beforeAll(async () => {
    stack = await startStack();
    admin = await stack.login('admin');
    const { body } = await gql<{ managementCategories: { id: string }[] }>(
      stack.bff,
      '{ managementCategories { id name productCount } }',
      { token: admin },
    );
    categoryId = body.data!.managementCategories[0]!.id;
  });
  afterAll(async () => {
    await stack?.close();
  });

  const createProduct = async (name: string, stockQuantity = 5) => {
    const { body } = await gql<{ createManagementProduct: { product: { id: string; sku: string }; message: string } }>(
      stack.bff,
      `mutation($input: ProductCreateInput!) { createManagementProduct(input: $input) { message product { ${PRODUCT} } } }`,
      {
        token: admin,
        variables: {
          input: {
            name,
            price: 150.5,
            categoryId,
            stockQuantity,
            minStock: 2,
            variants: [{ name: 'Sabor', values: ['Chocolate', 'Vainilla'] }],
          },
        },
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.createManagementProduct.message).toBe(ADMIN.productCreated);
    return body.data!.createManagementProduct.product;
  };

  const uploadImages = (productId: string, file: Buffer, name = 'foto.png', type = 'image/png') => {
    const form = multipartBody('images', name, type, file);
    return stack.bff.inject({
      method: 'POST',
      url: `/bff/store/management/products/${productId}/images/multiple`,
      headers: { authorization: `Bearer ${admin}`, 'content-type': form.contentType },
      payload: form.payload,
    });
  };

  it('creates a product, then finds it in the paged, searchable grid', async () => {
    const product = await createProduct('Proteína Back Office');
    expect(product.sku).not.toBe('');
    const { body } = await gql<{
      managementProducts: { products: { id: string; stockQuantity: number }[]; pagination: { total: number } };
    }>(
      stack.bff,
      'query($filter: ManagementProductFilterInput) { managementProducts(filter: $filter) { products { id stockQuantity variants { name values } } pagination { total page limit } } }',
      { token: admin, variables: { filter: { search: 'Back Office', limit: 5, sortBy: 'name', sortOrder: 'ASC' } } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.managementProducts.products.map((p) => p.id)).toEqual([product.id]);
  });

  it('a stock change shows up as a movement with who, why, before and after', async () => {
    const product = await createProduct('Creatina Movimientos', 5);
    const { body } = await gql<{
      updateProductStock: { change: { stockBefore: number; stockAfter: number }; product: { stockQuantity: number } };
    }>(
      stack.bff,
      'mutation($id: ID!, $input: StockChangeInput!) { updateProductStock(id: $id, input: $input) { message change { stockBefore stockAfter movementId } product { stockQuantity } } }',
      { token: admin, variables: { id: product.id, input: { operation: 'add', quantity: 7, reason: 'Llegó pedido' } } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.updateProductStock.change).toMatchObject({ stockBefore: 5, stockAfter: 12 });

    const detail = await gql<{
      managementProduct: {
        stockQuantity: number;
        movements: {
          movements: {
            kind: string;
            reason: string;
            stockBefore: number;
            stockAfter: number;
            actor: { name: string } | null;
          }[];
        };
      };
    }>(
      stack.bff,
      'query($id: ID!) { managementProduct(id: $id) { stockQuantity movements(page: 1, limit: 5) { movements { kind quantity reason stockBefore stockAfter actor { name role } createdAt } pagination { total } } } }',
      { token: admin, variables: { id: product.id } },
    );
    expect(detail.body.errors).toBeUndefined();
    expect(detail.body.data!.managementProduct.stockQuantity).toBe(12);
    expect(detail.body.data!.managementProduct.movements.movements[0]).toMatchObject({
      kind: 'add',
      reason: 'Llegó pedido',
      stockBefore: 5,
      stockAfter: 12,
      actor: { name: expect.stringContaining('Carlos') },
    });

    const refused = await gql(
      stack.bff,
      'mutation($id: ID!, $input: StockChangeInput!) { updateProductStock(id: $id, input: $input) { message } }',
      { token: admin, variables: { id: product.id, input: { operation: 'subtract', quantity: 99 } } },
    );
    expect(firstError(refused.body).status).toBe(409);

    const bulk = await gql<{ bulkUpdateStock: { updated: { stockAfter: number }[]; message: string } }>(
      stack.bff,
      'mutation($updates: [BulkStockLineInput!]!) { bulkUpdateStock(updates: $updates) { message updated { productId stockAfter } } }',
      {
        token: admin,
        variables: { updates: [{ productId: product.id, operation: 'set', quantity: 3, reason: 'Conteo' }] },
      },
    );
    expect(bulk.body.errors).toBeUndefined();
    expect(bulk.body.data!.bulkUpdateStock.updated[0]!.stockAfter).toBe(3);
  });

  it('deleting a product with orders archives it and says so; one without orders is deleted', async () => {
    const sold = await createProduct('Shaker Archivado', 5);
    const order = await gql(stack.bff, 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }', {
      variables: {
        input: {
          items: [
            {
              productId: sold.id,
              quantity: 1,
              price: 150.5,
              selectedVariants: [{ name: 'Sabor', value: 'Chocolate' }],
            },
          ],
          customerInfo: { name: 'Cliente Archivo', email: 'archivo@correo.gt', phone: '5555 2222' },
          paymentMethod: 'cash_on_delivery',
          deliveryMethod: 'pickup',
          sessionId: 'guest_bff_archive_1',
        },
      },
    });
    expect(order.body.errors).toBeUndefined();

    const remove = (id: string) =>
      gql<{ deleteManagementProduct: { archived: boolean; message: string } }>(
        stack.bff,
        'mutation($id: ID!) { deleteManagementProduct(id: $id) { archived message } }',
        { token: admin, variables: { id } },
      );
    const archived = await remove(sold.id);
    expect(archived.body.data!.deleteManagementProduct).toEqual({ archived: true, message: ADMIN.productArchived });
    const detail = await gql<{ managementProduct: { archivedAt: string | null } }>(
      stack.bff,
      'query($id: ID!) { managementProduct(id: $id) { archivedAt } }',
      { token: admin, variables: { id: sold.id } },
    );
    expect(detail.body.data!.managementProduct.archivedAt).not.toBeNull();

    const unsold = await createProduct('Toalla Sin Pedidos', 1);
    expect((await remove(unsold.id)).body.data!.deleteManagementProduct).toEqual({
      archived: false,
      message: ADMIN.productDeleted,
    });
  });

  it('two-step creation: a refused upload leaves the product; a real PNG through the bff route becomes its primary image', async () => {
    const product = await createProduct('Guantes Con Foto', 4);

    const refused = await uploadImages(product.id, Buffer.from('no soy una imagen'), 'nota.png');
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(refused.json<{ success: boolean; message: string }>()).toMatchObject({ success: false });

    const still = await gql<{ managementProduct: { id: string; images: unknown[] } }>(
      stack.bff,
      'query($id: ID!) { managementProduct(id: $id) { id images { id } } }',
      { token: admin, variables: { id: product.id } },
    );
    expect(still.body.data!.managementProduct).toEqual({ id: product.id, images: [] });

    const uploaded = await uploadImages(product.id, makePng(8));
    expect(uploaded.statusCode).toBe(201);
    const images = uploaded.json<{ data: { images: { id: string; imageUrl: string; isPrimary: boolean }[] } }>().data
      .images;
    expect(images).toHaveLength(1);
    expect(images[0]!.isPrimary).toBe(true);

    const file = await stack.bff.inject({ method: 'GET', url: images[0]!.imageUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    const alt = await gql<{ updateProductImage: { image: { altText: string } } }>(
      stack.bff,
      'mutation($p: ID!, $i: ID!, $input: ProductImageUpdateInput!) { updateProductImage(productId: $p, imageId: $i, input: $input) { message image { altText } } }',
      { token: admin, variables: { p: product.id, i: images[0]!.id, input: { altText: 'Guantes rojos' } } },
    );
    expect(alt.body.data!.updateProductImage.image.altText).toBe('Guantes rojos');

    const single = multipartBody('image', 'otra.png', 'image/png', makePng(4));
    const second = await stack.bff.inject({
      method: 'POST',
      url: `/bff/store/management/products/${product.id}/images?isPrimary=true&altText=Otra`,
      headers: { authorization: `Bearer ${admin}`, 'content-type': single.contentType },
      payload: single.payload,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json<{ data: { image: { isPrimary: boolean; altText: string } } }>().data.image).toMatchObject({
      isPrimary: true,
      altText: 'Otra',
    });

    const deleted = await gql<{ deleteProductImage: { message: string } }>(
      stack.bff,
      'mutation($p: ID!, $i: ID!) { deleteProductImage(productId: $p, imageId: $i) { success message } }',
      { token: admin, variables: { p: product.id, i: images[0]!.id } },
    );
    expect(deleted.body.data!.deleteProductImage.message).toBe(ADMIN.imageDeleted);
  });

  it('brands with a logo through the bff route, categories CRUD and reorder, and their stats', async () => {
    const form = multipartBody('logo', 'logo.png', 'image/png', makePng(6));
    const brand = await stack.bff.inject({
      method: 'POST',
      url: '/bff/store/management/brands',
      headers: { authorization: `Bearer ${admin}`, 'content-type': form.contentType },
      payload: Buffer.concat([
        Buffer.from(
          `--${form.contentType.split('boundary=')[1]}\r\nContent-Disposition: form-data; name="name"\r\n\r\nMarca Logo\r\n`,
        ),
        form.payload,
      ]),
    });
    expect(brand.statusCode).toBe(201);
    expect(brand.json<{ data: { brand: { name: string; logo: string | null } } }>().data.brand).toMatchObject({
      name: 'Marca Logo',
      logo: expect.any(String),
    });

    const found = await gql<{ managementBrands: { name: string }[] }>(
      stack.bff,
      '{ managementBrands(search: "Marca Logo") { id name isActive productCount logo } }',
      { token: admin },
    );
    expect(found.body.data!.managementBrands.map((b) => b.name)).toContain('Marca Logo');

    const created = await gql<{ createCategory: { category: { id: string; slug: string } } }>(
      stack.bff,
      'mutation($input: CategoryInput!) { createCategory(input: $input) { message category { id slug displayOrder } } }',
      { token: admin, variables: { input: { name: 'Ropa Deportiva Nueva' } } },
    );
    expect(created.body.errors).toBeUndefined();
    const category = created.body.data!.createCategory.category;
    expect(category.slug).toBe('ropa-deportiva-nueva');

    const reordered = await gql<{ reorderCategories: { categories: { id: string; displayOrder: number }[] } }>(
      stack.bff,
      'mutation($orders: [CategoryOrderInput!]!) { reorderCategories(categoryOrders: $orders) { message categories { id displayOrder } } }',
      { token: admin, variables: { orders: [{ id: category.id, displayOrder: 0 }] } },
    );
    expect(reordered.body.errors).toBeUndefined();
    expect(reordered.body.data!.reorderCategories.categories.find((c) => c.id === category.id)?.displayOrder).toBe(0);

    const stats = await gql<{
      productStats: { totalProducts: number };
      brandStats: { totalBrands: number };
      categoryStats: { totalCategories: number };
    }>(
      stack.bff,
      '{ productStats { totalProducts totalUnits totalValue lowStockProducts } brandStats { totalBrands topBrands { name productCount } } categoryStats { totalCategories categories { name totalUnits totalValue } } }',
      { token: admin },
    );
    expect(stats.body.errors).toBeUndefined();
    expect(stats.body.data!.productStats.totalProducts).toBeGreaterThan(0);
    expect(stats.body.data!.brandStats.totalBrands).toBeGreaterThan(0);
    expect(stats.body.data!.categoryStats.totalCategories).toBeGreaterThan(1);
  });

  it('lists online orders by customer and product for staff; a colaborador cannot manage products', async () => {
    const colaborador = await stack.login('colaborador');
    const orders = await gql<{ managementOrders: { orders: { customerName: string }[] } }>(
      stack.bff,
      'query($filter: ManagementOrderFilterInput) { managementOrders(filter: $filter) { orders { orderNumber customerName status items { name } } pagination { total limit } } }',
      { token: colaborador, variables: { filter: { customerName: 'Cliente Archivo', productName: 'Shaker' } } },
    );
    expect(orders.body.errors).toBeUndefined();
    expect(orders.body.data!.managementOrders.orders.map((o) => o.customerName)).toEqual(['Cliente Archivo']);

    const refused = await gql(stack.bff, '{ managementProducts { products { id } } }', { token: colaborador });
    expect(firstError(refused.body)).toMatchObject({ status: 403, message: USER_MESSAGES.noPermission });
  });
});

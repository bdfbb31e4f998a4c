import { CONTENT_MESSAGES, HTTP_MESSAGES, STORE_ADMIN_MESSAGES as ADMIN, STORE_MESSAGES } from '@gym/domain';
import { describe, expect, it } from 'vitest';
import { restUser } from '../../test/fixtures';
import { firstError, gql } from '../../test/graphql';
import { makePng, multipartBody } from '../../test/stack';
import { sendJson, useBffOnStubApi, type StubHandler } from '../../test/stub-api';
import { ZERO_BRAND_STATS, ZERO_CATEGORY_STATS, ZERO_PRODUCT_STATS } from './store-management.client';

const ADMIN_USER = restUser({ id: '22222222-2222-4222-8222-222222222222', role: 'admin' });
const PRODUCT_ID = '33333333-3333-4333-8333-333333333333';
const STATS = `{
  productStats { totalProducts activeProducts inactiveProducts archivedProducts featuredProducts lowStockProducts outOfStockProducts totalUnits totalValue }
  brandStats { totalBrands activeBrands brandsWithProducts topBrands { id } }
  categoryStats { totalCategories activeCategories categoriesWithProducts categories { id } }
}`;

/** Signs the caller in as an admin; every other path answers `rest`. */
const asAdmin =
  (rest: StubHandler): StubHandler =>
  (request, response) => {
    if (request.url?.startsWith('/api/auth/profile'))
      return sendJson(response, 200, { success: true, data: { user: ADMIN_USER } });
    return rest(request, response);
  };

describe('store back office when the api fails (stub api)', () => {
  const s = useBffOnStubApi();

  it('failed inventory, brand and category figures show as zeros (spec §8)', async () => {
    s.stub.setHandler(asAdmin((_request, response) => sendJson(response, 500, { success: false, message: 'falló' })));
    const { body } = await gql(s.app, STATS, { token: 'token' });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      productStats: ZERO_PRODUCT_STATS,
      brandStats: ZERO_BRAND_STATS,
      categoryStats: ZERO_CATEGORY_STATS,
    });
  });

  it('an api that drops the connection also gives zeros', async () => {
    s.stub.setHandler(asAdmin((request) => request.socket.destroy()));
    const { body } = await gql<{ productStats: unknown }>(s.app, '{ productStats { totalProducts totalValue } }', {
      token: 'token',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.productStats).toEqual({ totalProducts: 0, totalValue: 0 });
  });

  it('an expired session is not turned into zeros', async () => {
    s.stub.setHandler(
      asAdmin((_request, response) => sendJson(response, 401, { success: false, message: 'Token inválido' })),
    );
    const { body } = await gql(s.app, '{ productStats { totalProducts } }', { token: 'token' });
    expect(firstError(body).code).toBe('UNAUTHENTICATED');
  });

  it('a product list failure is an error, not an empty store', async () => {
    s.stub.setHandler(asAdmin((_request, response) => sendJson(response, 500, { success: false, message: 'falló' })));
    const { body } = await gql(s.app, '{ managementProducts { products { id } } }', { token: 'token' });
    expect(firstError(body).status).toBe(500);
  });

  it('deleting answers what the api says: archived, with its message', async () => {
    const calls: string[] = [];
    s.stub.setHandler(
      asAdmin((request, response) => {
        calls.push(`${request.method} ${request.url}`);
        sendJson(response, 200, { success: true, data: { archived: true }, message: ADMIN.productArchived });
      }),
    );
    const { body } = await gql(
      s.app,
      `mutation { deleteManagementProduct(id: "${PRODUCT_ID}") { archived message } }`,
      {
        token: 'token',
      },
    );
    expect(body.data).toEqual({ deleteManagementProduct: { archived: true, message: ADMIN.productArchived } });
    expect(calls).toEqual([`DELETE /api/store/management/products/${PRODUCT_ID}`]);
  });

  it("an upload the api refuses answers the api's status and message; a failing api answers a Spanish 5xx", async () => {
    const form = multipartBody('images', 'foto.png', 'image/png', makePng(4));
    const post = () =>
      s.app.inject({
        method: 'POST',
        url: `/bff/store/management/products/${PRODUCT_ID}/images/multiple`,
        headers: { authorization: 'Bearer token', 'content-type': form.contentType },
        payload: form.payload,
      });

    s.stub.setHandler(
      asAdmin((request, response) => {
        request.resume();
        request.on('end', () => sendJson(response, 422, { success: false, message: CONTENT_MESSAGES.imageRequired }));
      }),
    );
    const refused = await post();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ success: false, message: CONTENT_MESSAGES.imageRequired });

    s.stub.setHandler(
      asAdmin((request, response) => {
        request.resume();
        request.on('end', () => sendJson(response, 500, { success: false, message: 'stack trace interno' }));
      }),
    );
    const failed = await post();
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ success: false, message: HTTP_MESSAGES.serverError });
  });

  it('judges the product form by its contracts before the api, and sends only what changed', async () => {
    const bodies: unknown[] = [];
    s.stub.setHandler(
      asAdmin((request, response) => {
        let raw = '';
        request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        request.on('end', () => {
          bodies.push(JSON.parse(raw || '{}'));
          sendJson(response, 500, { success: false, message: 'falló' });
        });
      }),
    );
    const create = await gql(
      s.app,
      'mutation($input: ProductCreateInput!) { createManagementProduct(input: $input) { message } }',
      { token: 'token', variables: { input: { name: 'P', price: 0, categoryId: PRODUCT_ID } } },
    );
    expect(firstError(create.body)).toMatchObject({
      status: 422,
      message: `${ADMIN.productNameShort}, ${ADMIN.pricePositive}`,
    });
    expect(bodies).toEqual([]);

    await gql(
      s.app,
      'mutation($id: ID!, $input: ProductUpdateInput!) { updateManagementProduct(id: $id, input: $input) { message } }',
      {
        token: 'token',
        variables: {
          id: PRODUCT_ID,
          input: {
            brandId: null,
            isFeatured: null,
            stockQuantity: 4,
            stockReason: 'Conteo',
            variants: [{ name: 'Talla', values: ['S', 'M'] }],
          },
        },
      },
    );
    expect(bodies).toEqual([
      { brandId: null, stockQuantity: 4, stockReason: 'Conteo', variants: { Talla: ['S', 'M'] } },
    ]);
  });

  it('refuses a malformed product id or image query before calling the api', async () => {
    s.stub.setHandler(asAdmin((_request, response) => sendJson(response, 500, {})));
    const before = s.stub.requests.length;
    const form = multipartBody('image', 'foto.png', 'image/png', makePng(4));
    const notFound = await s.app.inject({
      method: 'POST',
      url: '/bff/store/management/products/no-es-un-id/images',
      headers: { authorization: 'Bearer token', 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ success: false, message: STORE_MESSAGES.productNotFound });

    const badOrder = await s.app.inject({
      method: 'POST',
      url: `/bff/store/management/products/${PRODUCT_ID}/images?displayOrder=-1`,
      headers: { authorization: 'Bearer token', 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(badOrder.statusCode).toBe(422);
    expect(s.stub.requests.length).toBe(before);
  });
});
